/**
 * Raw on-chain integers (balances, supply) scaled by their decimals exactly, with BigInt, so an
 * 18-decimal supply of 10^27 loses nothing before the one final conversion to a JS number.
 */

/** A raw integer amount as a payload may carry it. */
export type RawAmount = string | number | bigint;

/** Whether text is a raw amount: decimal digits or 0x-hex, surrounding spaces allowed. */
export function isRawAmountText(text: string): boolean {
  const trimmed = text.trim();
  return /^\d+$/.test(trimmed) || /^0x[0-9a-f]+$/i.test(trimmed);
}

/**
 * Reads a raw amount; never throws. Accepted: non-negative bigints, non-negative integer numbers,
 * and strings of decimal digits or 0x-hex (surrounding spaces allowed). Anything else (negatives,
 * decimals, exponents, words, null, objects) reads as 0, the documented fallback for garbage.
 */
export function parseRawAmount(raw: unknown): bigint {
  if (typeof raw === "bigint") return raw >= 0n ? raw : 0n;
  // An integer-valued number above 2^53 already lost precision in JSON.parse; keep what is left.
  if (typeof raw === "number") return Number.isInteger(raw) && raw >= 0 ? BigInt(raw) : 0n;
  if (typeof raw === "string" && isRawAmountText(raw)) return BigInt(raw.trim());
  return 0n;
}

/** The exact decimal text of `raw / 10^decimals`, without trailing fraction zeros ("1.5", "0"). */
export function formatUnits(raw: bigint, decimals: number): string {
  const places = Math.max(0, Math.trunc(decimals));
  const negative = raw < 0n;
  const digits = (negative ? -raw : raw).toString().padStart(places + 1, "0");
  const whole = digits.slice(0, digits.length - places);
  const fraction = digits.slice(digits.length - places).replace(/0+$/, "");
  return `${negative ? "-" : ""}${whole}${fraction ? `.${fraction}` : ""}`;
}

/** `raw / 10^decimals` as the nearest JS number (parsed from the exact text, so correctly rounded). */
export function unitsToNumber(raw: bigint, decimals: number): number {
  return Number(formatUnits(raw, decimals));
}
