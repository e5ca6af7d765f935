/** ERROR-13: the text every formatter shows for a missing price or value. */
export const NO_DATA = "no-data";

/** What formatters accept: upstream values arrive as numbers, decimal strings or not at all. */
export type NumericInput = number | string | null | undefined;

/**
 * The finite number an input holds, or null. Strings must be plain decimals (optionally signed,
 * with an exponent) so that "", " ", "0x10" or "12abc" never pass as numbers by accident.
 */
export function toFiniteNumber(value: NumericInput): number | null {
  if (typeof value === "number") return Number.isFinite(value) ? value : null;
  if (typeof value !== "string") return null;
  const text = value.trim();
  if (!/^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i.test(text)) return null;
  const parsed = Number(text);
  return Number.isFinite(parsed) ? parsed : null;
}
