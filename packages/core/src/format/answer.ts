import { withUnit } from "./currency.ts";
import type { NumericInput } from "./no-data.ts";
import { formatPrice } from "./price.ts";

/**
 * A price or feed answer in its denomination (FEEDS-10, TOKEN-12, FORMAT-17..19 with the units
 * decision): "$2,654.500", "€0.9213", "4.330%", "21,450.000 BTC", "1.002 USDe"… or "no-data".
 */
export function formatAnswer(answer: NumericInput, denomination: string | null | undefined): string {
  return withUnit(formatPrice(answer), denomination);
}

// Locale digits, not String(): thresholds as small as 1e-6 % exist and must not read "1e-6%".
// One formatter for every row: toLocaleString with options builds a new one per call.
const DEVIATION_FORMAT = new Intl.NumberFormat("en-US", { maximumFractionDigits: 8, useGrouping: false });

/** FEEDS-11 (decision on format): the deviation threshold as a percentage, "0.5%". */
export function formatDeviation(deviation: number | null): string {
  if (deviation === null || !Number.isFinite(deviation)) return "—";
  return `${DEVIATION_FORMAT.format(deviation)}%`;
}
