import { type SourceErrorWindow, windowDays } from "./source-error-window.ts";

/** SOURCES-07: the two report stats the error charts plot. */
const SOURCE_ERROR_STATS = ["fetching-failed", "incorrect-price-value"] as const;
export type SourceErrorStat = (typeof SOURCE_ERROR_STATS)[number];

/**
 * The sources report as upstream contract h describes it: source id → stat → day
 * ("YYYY-MM-DD") → count as text. Loose on purpose, so the parsed report and raw JSON both fit.
 */
export type SourcesReportLike = Readonly<
  Record<string, Readonly<Record<string, Readonly<Record<string, string | number>> | undefined>> | undefined>
>;

export interface SourceErrorDay {
  /** UTC day, "YYYY-MM-DD", as the report keys it. */
  readonly date: string;
  readonly "fetching-failed": number;
  readonly "incorrect-price-value": number;
}

/** A count from the report: whole decimal text or a number; anything else (or negative) is 0. */
function parseCount(count: unknown): number {
  if (typeof count === "number") return Number.isFinite(count) && count > 0 ? count : 0;
  if (typeof count !== "string" || !/^\s*\d+(\.\d+)?\s*$/.test(count)) return 0;
  const number = Number(count);
  return Number.isFinite(number) ? number : 0;
}

/**
 * SOURCES-07 (decision on per-day buckets): per-day counts of "fetching-failed" and
 * "incorrect-price-value" for one source over the days of `window` (sourceErrorWindow), oldest
 * first. Missing days, stats and sources count 0. Counts are shown as the report gives them (the
 * old app halved totals for CloudWatch double counting; per-day charts keep the raw numbers).
 */
export function sourceErrorDays(
  report: SourcesReportLike | null | undefined,
  sourceId: string,
  window: Pick<SourceErrorWindow, "first" | "last">,
): SourceErrorDay[] {
  const source =
    report !== null && report !== undefined && Object.hasOwn(report, sourceId) ? report[sourceId] : undefined;
  const countOn = (stat: SourceErrorStat, date: string) => {
    const perDay = source !== undefined && Object.hasOwn(source, stat) ? source[stat] : undefined;
    return perDay !== undefined && Object.hasOwn(perDay, date) ? parseCount(perDay[date]) : 0;
  };
  return windowDays(window).map((date) => ({
    date,
    "fetching-failed": countOn("fetching-failed", date),
    "incorrect-price-value": countOn("incorrect-price-value", date),
  }));
}

/** SOURCES-08: true when any day has an error, i.e. when the charts (not the no-errors text) show. */
export function hasSourceErrors(days: readonly SourceErrorDay[]): boolean {
  return days.some((day) => day["fetching-failed"] > 0 || day["incorrect-price-value"] > 0);
}
