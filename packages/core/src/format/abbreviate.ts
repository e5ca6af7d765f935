import { NO_DATA, type NumericInput, toFiniteNumber } from "./no-data.ts";
import { formatFixed } from "./number-format.ts";

interface Unit {
  readonly suffix: string;
  readonly size: number;
}

/** FORMAT-25: proof-of-reserve units. */
const POR_UNITS: readonly Unit[] = [
  { suffix: "K", size: 1e3 },
  { suffix: "M", size: 1e6 },
  { suffix: "B", size: 1e9 },
  { suffix: "T", size: 1e12 },
];
/** FORMAT-26, FORMAT-27: TVS units stop at billions. */
const TVS_UNITS: readonly Unit[] = POR_UNITS.slice(0, 3);
/** Below the first unit a number is shown as it is. */
const PLAIN: Unit = { suffix: "", size: 1 };
/** Each unit is 1000 of the one before. */
const UNIT_STEP = 1000;

/** FORMAT-25 (decision): PoR amounts keep 2 decimals. */
const POR_DECIMALS = 2;
/** FORMAT-26: TVS axis labels keep 1 decimal. */
const TVS_AXIS_DECIMALS = 1;
/** FORMAT-27: TVS tooltips keep 2 decimals. */
const TVS_TOOLTIP_DECIMALS = 2;
/** FORMAT-28: TVS percentages keep 2 decimals. */
const TVS_PERCENT_DECIMALS = 2;

/** The number a display with `decimals` fraction digits would show (toFixed is exact enough here). */
function roundTo(value: number, decimals: number): number {
  return Number(value.toFixed(decimals));
}

/**
 * A magnitude written with the largest unit it reaches, e.g. 1234567 → "1.23M". When rounding
 * would print 1000 of a unit the next unit is used, so 999999 reads "1.00M", never "1000.00K".
 * Below the smallest unit the number is shown plainly with the same decimals. No grouping:
 * labels must stay short. `units` run from the smallest to the largest.
 */
function abbreviate(value: NumericInput, units: readonly Unit[], decimals: number): string {
  const number = toFiniteNumber(value);
  if (number === null) return NO_DATA;
  const magnitude = Math.abs(number);
  const scale = [PLAIN, ...units];
  let chosen = PLAIN;
  for (const [index, unit] of scale.entries()) {
    chosen = unit;
    const next = scale[index + 1];
    if (next === undefined) break;
    // Stay at this unit unless the value reaches the next one or would print as 1000 of this one.
    if (magnitude < next.size && roundTo(magnitude / unit.size, decimals) < UNIT_STEP) break;
  }
  return `${formatFixed(number / chosen.size, decimals, false)}${chosen.suffix}`;
}

/** FORMAT-25: a PoR amount with K, M, B or T and 2 decimals, e.g. "1.50B". */
export function abbreviatePor(value: NumericInput): string {
  return abbreviate(value, POR_UNITS, POR_DECIMALS);
}

/** FORMAT-26: a TVS axis label with K, M or B and 1 decimal, e.g. "8.7B". */
export function abbreviateTvsAxis(value: NumericInput): string {
  return abbreviate(value, TVS_UNITS, TVS_AXIS_DECIMALS);
}

/** FORMAT-27: a TVS tooltip value with K, M or B and 2 decimals, e.g. "8.70B". */
export function abbreviateTvsTooltip(value: NumericInput): string {
  return abbreviate(value, TVS_UNITS, TVS_TOOLTIP_DECIMALS);
}

/** FORMAT-28: a TVS percentage with 2 decimals and a "%" sign, e.g. "12.35%". */
export function formatTvsPercentage(value: NumericInput): string {
  const number = toFiniteNumber(value);
  if (number === null) return NO_DATA;
  return `${formatFixed(number, TVS_PERCENT_DECIMALS)}%`;
}

/** FORMAT-29: a TVS dollar amount with no decimals and en-US grouping, e.g. "$8,700,123". */
export function formatTvsDollars(value: NumericInput): string {
  const number = toFiniteNumber(value);
  if (number === null) return NO_DATA;
  const text = formatFixed(number, 0);
  return text.startsWith("-") ? `-$${text.slice(1)}` : `$${text}`;
}
