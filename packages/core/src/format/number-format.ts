/**
 * Cached en-US number formatters. Building an Intl.NumberFormat is costly and tables format
 * hundreds of cells per render, so one formatter per (fraction digits, grouping) pair is kept.
 */
const formatters = new Map<string, Intl.NumberFormat>();

/** Intl accepts at most 100 fraction digits; no display rule here needs more than 20. */
const MAX_FRACTION_DIGITS = 20;

/**
 * A finite number with exactly `decimals` fraction digits, grouped the en-US way ("1,234.500")
 * unless `grouping` is false. Unlike toFixed it never switches to exponent notation for huge
 * values. "negative" sign display drops the sign of -0 and of negatives that round to zero, so a
 * display never reads "-0.000".
 */
export function formatFixed(value: number, decimals: number, grouping = true): string {
  const digits = Math.min(MAX_FRACTION_DIGITS, Math.max(0, Math.trunc(decimals) || 0));
  const key = `${digits}:${grouping}`;
  let formatter = formatters.get(key);
  if (formatter === undefined) {
    formatter = new Intl.NumberFormat("en-US", {
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
      signDisplay: "negative",
      useGrouping: grouping,
    });
    formatters.set(key, formatter);
  }
  return formatter.format(value);
}
