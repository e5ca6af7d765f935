import type { PriceTimeRange } from "../constants.ts";

/**
 * The token chart's ranges as the api spells them, in display order (CONST-09). Kept apart from
 * the api views so the web can import them without pulling zod into its bundle.
 */
export const TOKEN_SERIES_RANGES = ["1h", "1d", "3d", "7d"] as const;
export type TokenSeriesRange = (typeof TOKEN_SERIES_RANGES)[number];

/** Each api range's name in the spec (TOKEN-04). */
export const TOKEN_SERIES_RANGE_NAMES: Readonly<Record<TokenSeriesRange, PriceTimeRange>> = {
  "1h": "Last hour",
  "1d": "1 day",
  "3d": "3 days",
  "7d": "7 days",
};
