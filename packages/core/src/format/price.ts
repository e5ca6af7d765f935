import { NO_DATA, type NumericInput, toFiniteNumber } from "./no-data.ts";
import { formatFixed } from "./number-format.ts";

/** FORMAT-02: decimals of a price at or above 1. */
const DECIMALS_AT_OR_ABOVE_ONE = 3;
/** FORMAT-03: significant digits of a price below 1. */
const SIGNIFICANT_DIGITS_BELOW_ONE = 4;
/** FORMAT-04: the most decimals a price below 1 keeps. */
const MAX_PRICE_DECIMALS = 9;
/** FORMAT-05: the fewest decimals a chart label shows. */
const MIN_CHART_DECIMALS = 2;
/** Significant digits a chart range is rounded to before its magnitude is read. */
const RANGE_SIGNIFICANT_DIGITS = 12;

/** The decimal exponent of a finite, non-zero number, read from its text so log10 rounding never bites. */
function decimalExponent(value: number, fractionDigits?: number): number {
  const text = fractionDigits === undefined ? value.toExponential() : value.toExponential(fractionDigits);
  return Number(text.slice(text.indexOf("e") + 1));
}

/**
 * Decimals a price is shown with (FORMAT-02..04). The magnitude is taken after rounding to 4
 * significant digits, so 0.99996 shows as "1.000" rather than as a 5-digit "1.0000".
 */
export function priceDecimals(value: number): number {
  const magnitude = Math.abs(value);
  if (!Number.isFinite(magnitude) || magnitude === 0) return DECIMALS_AT_OR_ABOVE_ONE;
  const exponent = decimalExponent(magnitude, SIGNIFICANT_DIGITS_BELOW_ONE - 1);
  if (exponent >= 0) return DECIMALS_AT_OR_ABOVE_ONE;
  return Math.min(MAX_PRICE_DECIMALS, SIGNIFICANT_DIGITS_BELOW_ONE - 1 - exponent);
}

/**
 * A USD price for display (FORMAT-01..04): 3 decimals at or above 1, 4 significant digits below 1
 * with at most 9 decimals, en-US grouping; "no-data" when missing or not a finite number (ERROR-13).
 */
export function formatPrice(value: NumericInput): string {
  const price = toFiniteNumber(value);
  if (price === null) return NO_DATA;
  if (needsExponent(price, MAX_PRICE_DECIMALS)) return price.toExponential(SIGNIFICANT_DIGITS_BELOW_ONE - 1);
  return formatFixed(price, priceDecimals(price));
}

/**
 * Below this magnitude 4 significant digits need more than 9 decimals (FORMAT-03 against
 * FORMAT-04): such a price takes the value filter's exponential form instead (FORMAT-07).
 */
const EXPONENT_BELOW = 1e-6;

/** Whether a non-zero value would show as zero with `decimals` decimals. */
export function readsAsZero(value: number, decimals: number): boolean {
  return value !== 0 && Math.abs(value) < 0.5 * 10 ** -decimals;
}

/**
 * Whether a value is shown in exponential notation with 4 significant digits ("4.901e-10"):
 * when it is too small for 4 significant digits in 9 decimals, or its decimals would read it as
 * zero (decision: the truth overrides FORMAT-04's cut; 7e-10 read "0.000000001", 4e-10 "0").
 */
function needsExponent(value: number, decimals: number): boolean {
  return (value !== 0 && Math.abs(value) < EXPONENT_BELOW) || readsAsZero(value, decimals);
}

/**
 * Decimals of a chart's value labels (FORMAT-05, decision): enough to tell the series' points
 * apart, max(2, 2 − floor(log10(max − min))) capped at 9; a flat series uses the price rule of
 * its value. Non-finite values are ignored, and an empty series gets 2.
 */
export function chartDecimals(values: readonly number[]): number {
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  for (const value of values) {
    if (!Number.isFinite(value)) continue;
    if (value < min) min = value;
    if (value > max) max = value;
  }
  if (min > max) return MIN_CHART_DECIMALS;
  const range = max - min;
  // A range too large for a double (e.g. -1e308 to 1e308) still needs only the minimum.
  if (!Number.isFinite(range)) return MIN_CHART_DECIMALS;
  if (range === 0) return priceDecimals(max);
  // 12 significant digits absorb subtraction noise: 2500.001 − 2500 is 0.00099999…, meant as 0.001.
  const decimals = MIN_CHART_DECIMALS - decimalExponent(range, RANGE_SIGNIFICANT_DIGITS - 1);
  return Math.min(MAX_PRICE_DECIMALS, Math.max(MIN_CHART_DECIMALS, decimals));
}

/** A chart label or tooltip value with the decimals chartDecimals chose; "no-data" when missing. */
export function formatChartValue(value: NumericInput, decimals: number): string {
  const number = toFiniteNumber(value);
  if (number === null) return NO_DATA;
  const digits = Math.min(
    MAX_PRICE_DECIMALS,
    Math.max(0, Number.isFinite(decimals) ? decimals : MIN_CHART_DECIMALS),
  );
  if (needsExponent(number, digits)) return number.toExponential(SIGNIFICANT_DIGITS_BELOW_ONE - 1);
  return formatFixed(number, digits);
}
