import { POR_SMALL_VALUE_RATIO } from "../constants.ts";

/** POR-14 (decision on the text): the warning shown under a chart with tiny slices or bars. */
export const POR_SMALL_VALUE_WARNING = "Some values are too small to be visible on this chart";

/**
 * POR-14: true when the largest value divided by the smallest non-zero value exceeds 100. Zeros,
 * negatives and non-finite values are ignored, so an empty or all-zero chart shows no warning.
 */
export function hasSmallValueWarning(values: readonly number[]): boolean {
  const visible = values.filter((value) => Number.isFinite(value) && value > 0);
  if (visible.length === 0) return false;
  const largest = visible.reduce((max, value) => Math.max(max, value));
  const smallest = visible.reduce((min, value) => Math.min(min, value));
  return largest / smallest > POR_SMALL_VALUE_RATIO;
}
