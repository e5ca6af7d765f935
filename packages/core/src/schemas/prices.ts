import { z } from "zod";

/** Prices API (upstream contract b): `GET {api}/prices`. */

/** One price object as the prices API returns it. */
export const priceSchema = z.looseObject({
  /** The feed id. */
  symbol: z.string(),
  /** Provider address, or the raw provider param echoed on the live path. */
  provider: z.string(),
  /** Human units (e.g. USD), not scaled. */
  value: z.number(),
  /** Source id → that source's value. */
  source: z.record(z.string(), z.number()),
  /** Epoch ms. */
  timestamp: z.number(),
  permawebTx: z.string().optional(),
  providerPublicKey: z.string().optional(),
  version: z.string().optional(),
  /** MongoDB path only; the CoinGecko mapping fills it too, so a number is accepted. */
  id: z.union([z.string(), z.number()]).optional(),
  signature: z.string().optional(),
  evmSignature: z.string().optional(),
  liteEvmSignature: z.string().optional(),
});
export type Price = z.infer<typeof priceSchema>;

/** `symbol=`, time series and `limit` queries answer with an array. */
export const pricesArraySchema = z.array(priceSchema);
/** `symbols=` and all-symbol queries answer with an object keyed by symbol. */
export const pricesBySymbolSchema = z.record(z.string(), priceSchema);
