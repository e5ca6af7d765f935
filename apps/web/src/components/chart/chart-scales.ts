/**
 * The value scales every SVG chart draws with: ticks from d3-array (nice 1, 2, 5 steps); the time
 * ticks are time-ticks.ts', on d3-time. Only these two small packages (~2.6 KB gzip together):
 * d3-scale's scaleLinear and scaleTime bring d3-interpolate, d3-color, d3-format and
 * d3-time-format (~10 and ~12 KB gzip, measured), which would take the PoR and TVS routes over
 * their budgets for maps that are one line each here.
 */
import { nice, tickStep, ticks } from "d3-array";

export interface ValueScale {
  min: number;
  max: number;
  ticks: number[];
}

/** A linear map from a domain onto pixels (the middle of the range for an empty domain). */
export function linearScale(domainMin: number, domainMax: number, from: number, to: number) {
  const span = domainMax - domainMin;
  return (value: number) =>
    span === 0 ? (from + to) / 2 : from + ((value - domainMin) / span) * (to - from);
}

/** The lowest and highest finite value; low > high when there is none. */
function extent(values: readonly number[]): [number, number] {
  let low = Number.POSITIVE_INFINITY;
  let high = Number.NEGATIVE_INFINITY;
  for (const value of values) {
    if (!Number.isFinite(value)) continue;
    if (value < low) low = value;
    if (value > high) high = value;
  }
  return [low, high];
}

/** Tick counts asked of d3 in turn: 5 first (ECharts' splitNumber), then its neighbours. */
const TICK_COUNTS = [5, 4, 6, 3, 7] as const;

/**
 * The value axis like ECharts' `scale: true`: not from zero but niced around the data, with 4 to
 * 6 ticks. d3's steps are 1, 2 and 5 times a power of ten, and where none of them gives 4 to 6
 * ticks on a niced axis (-5 to 5 takes 7 or 3) the axis spans the data itself with its ticks
 * inside, as d3's own axes do. A flat series gets a band of ±1% (±1 at zero) around its value.
 */
export function valueScale(values: readonly number[]): ValueScale {
  let [low, high] = extent(values);
  if (low > high) return { min: 0, max: 1, ticks: [0, 0.25, 0.5, 0.75, 1] };
  if (low === high) {
    const pad = low === 0 ? 1 : Math.abs(low) / 100;
    low -= pad;
    high += pad;
  }
  const fits = (scale: ValueScale) => scale.ticks.length >= 4 && scale.ticks.length <= 6;
  const niced = TICK_COUNTS.map((count) => {
    const [min, max] = nice(low, high, count);
    return { min, max, ticks: ticks(min, max, count) };
  });
  const inside = () => TICK_COUNTS.map((count) => ({ min: low, max: high, ticks: ticks(low, high, count) }));
  return niced.find(fits) ?? inside().find(fits) ?? (niced[0] as ValueScale);
}

/** The most value ticks an axis from zero draws. */
export const MAX_ZERO_BASED_TICKS = 6;
/**
 * The fewest ticks a value axis draws (ECharts' splitNumber 3): zero and one bound alone do not
 * let a reader place a bar, so a narrow chart keeps three.
 */
export const MIN_VALUE_TICKS = 3;

/** Ticks 0, step, 2·step… up to `intervals` steps. */
const stepTicks = (step: number, intervals: number): ValueScale => ({
  min: 0,
  max: intervals * step,
  ticks: Array.from({ length: intervals + 1 }, (_, i) => i * step),
});

/**
 * A value axis from zero (a bar or a stack is read from its base) to a nice bound over the highest
 * value, in whole-number steps (ECharts' minInterval 1: no "0.5 errors"), with at most `maxTicks`
 * ticks (never fewer than MIN_VALUE_TICKS allowed): the finest d3 step that fits. One step over
 * the data is split in two when it can be in whole numbers, else a second step is added above
 * (a count of 1 draws 0, 1, 2), so the axis never has just two ticks. Nothing above zero still
 * draws a 0-2 axis.
 */
export function zeroBasedScale(values: readonly number[], maxTicks = MAX_ZERO_BASED_TICKS): ValueScale {
  const high = Math.max(0, extent(values)[1]);
  const limit = Math.max(MIN_VALUE_TICKS, Math.floor(maxTicks));
  if (!(high > 0)) return stepTicks(1, MIN_VALUE_TICKS - 1);
  for (let count = limit - 1; count >= 1; count--) {
    const step = tickStep(0, high, count);
    if (!Number.isInteger(step)) continue;
    const intervals = Math.ceil(high / step);
    if (intervals + 1 > limit) continue;
    if (intervals + 1 >= MIN_VALUE_TICKS) return stepTicks(step, intervals);
    // One interval: halve it in whole numbers, else draw a second one above the data.
    return Number.isInteger(step / 2) ? stepTicks(step / 2, 2) : stepTicks(step, 2);
  }
  // Not reached (one interval always fits); kept so the type needs no assertion.
  const step = Math.max(1, tickStep(0, high, 1));
  return stepTicks(step, Math.max(MIN_VALUE_TICKS - 1, Math.ceil(high / step)));
}
