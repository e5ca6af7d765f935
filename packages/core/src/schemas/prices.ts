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
/** Either response shape, for callers that cannot tell which query produced it. */
export const pricesResponseSchema = z.union([pricesArraySchema, pricesBySymbolSchema]);
export type PricesResponse = z.infer<typeof pricesResponseSchema>;

/**
 * DATA-10: the explorer's price point. `id` and `permawebTx` are absent on some paths
 * (gateway, CoinGecko), so they are optional; `source` may be empty.
 */
export const pricePointSchema = z.object({
  symbol: z.string(),
  value: z.number(),
  timestamp: z.number(),
  id: z.string().optional(),
  source: z.record(z.string(), z.number()),
  provider: z.string(),
  permawebTx: z.string().optional(),
});
export type PricePoint = z.infer<typeof pricePointSchema>;

/** The price point of one API price object: only DATA-10 fields, id normalised to text. */
export function toPricePoint(price: Price): PricePoint {
  const point: PricePoint = {
    symbol: price.symbol,
    value: price.value,
    timestamp: price.timestamp,
    source: { ...price.source },
    provider: price.provider,
  };
  if (price.id !== undefined) point.id = String(price.id);
  if (price.permawebTx !== undefined) point.permawebTx = price.permawebTx;
  return point;
}

/** Every price of either response shape, in response order. */
export function pricesOf(response: PricesResponse): Price[] {
  return Array.isArray(response) ? [...response] : Object.values(response);
}
