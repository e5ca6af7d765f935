/**
 * Time-axis ticks on d3-time's calendar intervals (local time, daylight-saving safe): minutes and
 * hours on the clock, days from the first midnight, months and years on the calendar. Its own
 * module, so the bar and donut charts' routes do not load d3-time.
 */
import {
  type CountableTimeInterval,
  type TimeInterval,
  timeDay,
  timeHour,
  timeMinute,
  timeMonth,
  timeYear,
} from "d3-time";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** How a tick's step reads: a time of day, a day, a month or a year (the labels follow it). */
export type TickKind = "time" | "day" | "month" | "year";

interface TimeStep {
  /** The step's length; a month or year at its longest, so a span's tick count is never underestimated. */
  ms: number;
  kind: TickKind;
  /** The tick times inside [start, end]. */
  ticks: (start: number, end: number) => number[];
}

/** `interval.every(n)`, which d3 types as possibly null (for a step that is not a whole number). */
function every(interval: CountableTimeInterval, step: number): TimeInterval {
  const stepped = interval.every(step);
  if (!stepped) throw new Error(`no ${step}-step interval`);
  return stepped;
}

const dates = (list: Date[]) => list.map((date) => date.getTime());

/** Minutes and hours on the clock (every 15 minutes: :00, :15…), so a label reads round. */
const clockStep = (interval: CountableTimeInterval, size: number, step: number): TimeStep => ({
  ms: size * step,
  kind: "time",
  ticks: (start, end) => dates(every(interval, step).range(new Date(start), new Date(end + 1))),
});

/** Days counted from the first midnight of the span, so their gaps stay even across a month's end. */
const dayStep = (days: number): TimeStep => ({
  ms: days * DAY,
  kind: "day",
  ticks: (start, end) => dates(timeDay.range(new Date(start), new Date(end + 1), days)),
});

/** Months and years on the calendar (quarters at January, April…; decades at years ending in 0). */
const calendarStep = (
  interval: CountableTimeInterval,
  size: number,
  step: number,
  kind: TickKind,
): TimeStep => ({
  ms: size * step,
  kind,
  ticks: (start, end) => dates(every(interval, step).range(new Date(start), new Date(end + 1))),
});

/** The steps a reader counts in, finest first. */
export const TIME_STEPS: readonly TimeStep[] = [
  ...[1, 2, 5, 10, 15, 30].map((step) => clockStep(timeMinute, MINUTE, step)),
  ...[1, 2, 3, 4, 6, 12].map((step) => clockStep(timeHour, HOUR, step)),
  ...[1, 2, 3, 7, 14, 28].map(dayStep),
  ...[1, 2, 3, 6].map((step) => calendarStep(timeMonth, 31 * DAY, step, "month")),
  ...[1, 2, 5, 10].map((step) => calendarStep(timeYear, 366 * DAY, step, "year")),
];

/**
 * Time-axis ticks for [start, end]: the finest round step, no finer than `minStep` (ECharts'
 * minInterval), that keeps at most `maxTicks`, so labels never crowd on a narrow chart. Beyond a
 * decade per tick (not a span the explorer draws), every few of the decade ticks.
 */
export function roundTimeTicks(
  start: number,
  end: number,
  maxTicks: number,
  minStep = 0,
): { ticks: number[]; kind: TickKind } {
  if (!(end > start)) return { ticks: Number.isFinite(start) ? [start] : [], kind: "day" };
  const limit = Math.max(2, maxTicks);
  const span = end - start;
  let last: { ticks: number[]; kind: TickKind } = { ticks: [], kind: "year" };
  for (const [index, step] of TIME_STEPS.entries()) {
    // Too fine for the unit, or far too fine for the span: skip it rather than list its ticks
    // (a decade of minutes would be millions). The decade step is always listed.
    const skip = step.ms < minStep || span / step.ms > limit + 1;
    if (skip && index < TIME_STEPS.length - 1) continue;
    last = { ticks: step.ticks(start, end), kind: step.kind };
    if (last.ticks.length <= limit) return last;
  }
  const stride = Math.ceil(last.ticks.length / limit);
  return { ticks: last.ticks.filter((_, index) => index % stride === 0), kind: last.kind };
}
