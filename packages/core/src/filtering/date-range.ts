/**
 * Date range pickers (FILTER-29, FILTER-30): a to-date before the from-date and any date after
 * now cannot be chosen (FILTER-31: no message, the choice is simply not selectable). Dates are
 * epoch ms; `now` is passed in so the rules stay pure.
 */

/** The last instant a JavaScript Date can hold; stands in for a missing `now`. */
const MAX_DATE_MS = 8.64e15;

export interface DateRange {
  readonly from: number;
  readonly to: number;
}

/**
 * The nearest allowed range: dates after now become now, and a to-date before the from-date
 * moves up to it. A missing (non-finite) to-date means now; a missing from-date means the
 * to-date, an empty range rather than an unbounded one. The result never holds NaN.
 */
export function clampDateRange(range: DateRange, now: number): DateRange {
  const limit = Number.isFinite(now) ? Math.min(now, MAX_DATE_MS) : MAX_DATE_MS;
  const to = Number.isFinite(range.to) ? Math.min(range.to, limit) : limit;
  const from = Number.isFinite(range.from) ? Math.min(range.from, limit) : to;
  return { from, to: Math.max(to, from) };
}
