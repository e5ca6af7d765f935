import { z } from "zod";

/** The feed-icon list (fixtures/app-config/symbols.json) used for icons and the crypto picker. */

const symbolEntrySchema = z.looseObject({
  /** Display name, e.g. "Bitcoin". */
  name: z.string(),
  /** Despite the name, a full image URL. */
  imageName: z.string(),
  /** The symbol, e.g. "BTC". */
  token: z.string(),
});

export const symbolsFileSchema = z.array(symbolEntrySchema);

/** CoinGecko symbol → coin id (fixtures/app-config/coingecko-symbol-to-id.json). */
export const coingeckoSymbolToIdSchema = z.record(z.string(), z.string());
