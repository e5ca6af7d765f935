import { NO_DATA, type NumericInput, toFiniteNumber } from "./no-data.ts";
import { formatFixed } from "./number-format.ts";
import { readsAsZero } from "./price.ts";

/** FORMAT-06: below this magnitude a value is "tiny". */
const TINY_BELOW = 1e-7;
/** FORMAT-06: decimals of a tiny value. */
const TINY_DECIMALS = 12;
/** FORMAT-07: significant fraction digits of a tiny value in exponential notation. */
const TINY_EXPONENT_DIGITS = 3;
/** FORMAT-08: below this magnitude (and not tiny) a value is "small". */
const SMALL_BELOW = 0.01;
/** FORMAT-08: decimals of a small value. */
const SMALL_DECIMALS = 6;
/** FORMAT-09: decimals of every other value unless more are asked for. */
const DEFAULT_DECIMALS = 2;

export interface ValueFormatOptions {
  /** FORMAT-09: decimals for ordinary values; used only when greater than 2. */
  decimals?: number;
  /** FORMAT-07: show tiny values as toExponential(3) instead of 12 decimals. */
  exponential?: boolean;
}

/**
 * The value filter (FORMAT-06..09): decimals grow as the magnitude shrinks, so small feed answers
 * never read as 0.00. Magnitudes are compared (decision), so -5e-8 is tiny like 5e-8, and an
 * exact 0 is an ordinary value ("0.00"). Missing or non-finite values show "no-data" (ERROR-13).
 */
export function formatValue(value: NumericInput, options: ValueFormatOptions = {}): string {
  const number = toFiniteNumber(value);
  if (number === null) return NO_DATA;
  const magnitude = Math.abs(number);
  if (magnitude !== 0 && magnitude < TINY_BELOW) {
    // Below what 12 decimals can show, the exponential form is the only true one.
    return options.exponential === true || readsAsZero(number, TINY_DECIMALS)
      ? number.toExponential(TINY_EXPONENT_DIGITS)
      : formatFixed(number, TINY_DECIMALS);
  }
  if (magnitude !== 0 && magnitude < SMALL_BELOW) return formatFixed(number, SMALL_DECIMALS);
  const asked = options.decimals;
  const decimals =
    asked !== undefined && Number.isFinite(asked) && asked > DEFAULT_DECIMALS ? asked : DEFAULT_DECIMALS;
  return formatFixed(number, decimals);
}
