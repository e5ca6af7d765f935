const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** The windows a scorecard is told over, longest last. */
export const HISTORY_WINDOWS = { "24h": DAY_MS, "7d": 7 * DAY_MS, "30d": 30 * DAY_MS } as const;
export type HistoryWindow = keyof typeof HISTORY_WINDOWS;

/** Raw rounds are kept this long by default (STORE_RAW_RETENTION_HOURS); hourly roll-ups a year. */
export const DEFAULT_RAW_RETENTION_MS = 48 * HOUR_MS;
export const ROLLUP_RETENTION_MS = 365 * DAY_MS;

export { DAY_MS, HOUR_MS };

/** The start of the UTC hour holding `t`. */
export const hourOf = (t: number) => Math.floor(t / HOUR_MS) * HOUR_MS;
