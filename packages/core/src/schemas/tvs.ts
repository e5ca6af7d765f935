import { z } from "zod";

/**
 * TVS service (upstream contract i; CALL-38..CALL-42, TVS-38). Only `tvs-sum` has been seen in
 * public code; the other four shapes follow the explorer spec. The plain types of these shapes
 * (ClientTvsMap, HistoricalTvs, TvsClientRecord, TimeseriesPoint) live in tvs/tvs-data.ts; these
 * schemas' outputs satisfy them.
 */

const SUFFIX_EXPONENT: Readonly<Record<string, number>> = { k: 3, m: 6, b: 9, t: 12 };
/** "$8.70b", "8700000000", "8,700,000,000", "1.2 M": optional "$", number, optional k/m/b/t. */
const TVS_TEXT = /^\$?\s*(\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?|\.\d+)(?:e([+-]?\d+))?\s*([kmbt])?$/i;

/**
 * CALL-38: the total TVS in USD from the tvs-sum body, read as text because public clients see
 * both a plain number and a short form like "$8.70b". Null for anything else (and for negatives).
 */
export function parseTvsSum(text: string): number | null {
  const trimmed = text.trim().replace(/^"(.*)"$/, "$1");
  const match = TVS_TEXT.exec(trimmed);
  if (!match) return null;
  const [, digits = "", exponent = "0", suffix = ""] = match;
  // Shift the decimal exponent in text so "8.70b" is exactly 8700000000, not 8.7 * 1e9.
  const power = Number(exponent) + (SUFFIX_EXPONENT[suffix.toLowerCase()] ?? 0);
  const value = Number(`${digits.replaceAll(",", "")}e${power}`);
  return Number.isFinite(value) ? value : null;
}

/** The tvs-sum body as JSON: a number, or text read by parseTvsSum; the output is a number. */
export const tvsSumSchema = z.union([
  z.number().nonnegative(),
  z.string().transform((text, ctx) => {
    const value = parseTvsSum(text);
    if (value === null) {
      ctx.issues.push({
        code: "custom",
        message: "expected a TVS amount such as 8700000000 or $8.70b",
        input: text,
      });
      return z.NEVER;
    }
    return value;
  }),
]);

/** CALL-39: client name → TVS in USD. */
export const tvsPerClientSchema = z.record(z.string(), z.number());

/** CALL-40: client name → TVL in USD. */
export const tvlPerClientSchema = z.record(z.string(), z.number());

/** CALL-41: unix-second date key → client id → value. */
export const historicalTvsSchema = z.record(
  z.string().regex(/^\d+$/, "expected a unix-second date key"),
  z.record(z.string(), z.number()),
);

/** CALL-42: a TVS client; "dl-id" is its DefiLlama id, kept as text even when sent as a number. */
const tvsClientSchema = z.looseObject({
  name: z.string(),
  "dl-id": z.union([z.string(), z.number().transform(String)]),
});

export const tvsClientsSchema = z.array(tvsClientSchema);
