import { z } from "zod";

/** The feed-icon list (fixtures/app-config/symbols.json) used for icons and the crypto picker. */

export const symbolEntrySchema = z.looseObject({
  /** Display name, e.g. "Bitcoin". */
  name: z.string(),
  /** Despite the name, a full image URL. */
  imageName: z.string(),
  /** The symbol, e.g. "BTC". */
  token: z.string(),
});
export type SymbolEntry = z.infer<typeof symbolEntrySchema>;

export const symbolsFileSchema = z.array(symbolEntrySchema);
export type SymbolsFile = z.infer<typeof symbolsFileSchema>;

/** CoinGecko symbol → coin id (fixtures/app-config/coingecko-symbol-to-id.json). */
export const coingeckoSymbolToIdSchema = z.record(z.string(), z.string());
export type CoingeckoSymbolToId = z.infer<typeof coingeckoSymbolToIdSchema>;
