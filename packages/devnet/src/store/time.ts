export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

/** Start of the interval-aligned window (a multiple of `interval` since the epoch) holding t. */
export function floorTo(t: number, interval: number): number {
  return Math.floor(t / interval) * interval;
}

/** Timestamps past what Date can represent are clamped, so SQLite always binds plain numbers. */
export const MAX_TIME = 8.64e15;

export function clampTime(t: number): number {
  return Math.min(MAX_TIME, Math.max(-MAX_TIME, t));
}
