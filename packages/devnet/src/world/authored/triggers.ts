import type { FeedSpec } from "./layer-build.ts";

/** Heartbeats in ms, as manifests write them. */
export const H1 = 3_600_000;
export const H6 = 21_600_000;
export const H12 = 43_200_000;
export const DAY = 86_400_000;

/** The most common layer triggers: 0.5 % deviation, daily heartbeat. */
export const mainTriggers = { deviationPercentage: 0.5, timeSinceLastUpdateInMilliseconds: DAY };

export const daily = (deviationPercentage: number): FeedSpec => ({
  overrides: { deviationPercentage, timeSinceLastUpdateInMilliseconds: DAY },
});
export const sixHourly = (deviationPercentage: number): FeedSpec => ({
  overrides: { deviationPercentage, timeSinceLastUpdateInMilliseconds: H6 },
});
/** Pushed once a day at 10:00 UTC, whatever the deviation (supply and reserve figures). */
export const tenOClock: FeedSpec = { overrides: { cron: ["0 10 * * *"] } };
/** Bolt feeds on a regular layer: pushed every round. */
export const bolt: FeedSpec = { overrides: { timeSinceLastUpdateInMilliseconds: 0 }, isBolt: true };
export const boltOnly: FeedSpec = { isBolt: true };
