import { z } from "zod";

/**
 * Upstreams send many amounts as decimal text ("2507.5540574", "1e-6") so no precision is lost on
 * the wire. The text is checked against a plain-decimal grammar, because `Number()` alone would
 * also take "", " ", "0x1f" and "Infinity", which are not values.
 */
const DECIMAL_TEXT = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/;

/** A decimal number written as text, kept as text (callers decide when to lose precision). */
export const decimalStringSchema = z.string().regex(DECIMAL_TEXT, "expected a decimal number as text");

/** A number, or a decimal number written as text; kept as received. */
export const numericSchema = z.union([z.number(), decimalStringSchema]);
export type Numeric = z.infer<typeof numericSchema>;
