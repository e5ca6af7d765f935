import { z } from "zod";
import { evmChainIdSchema } from "./chain-id.ts";

/** The token catalogue (fixtures/app-config/tokens.json): symbol → token display data. */

/** DATA-04: the disclaimers a token can point to. */
export const TOKEN_DISCLAIMER_IDS = ["blackrock", "fundamental"] as const;

/** DATA-06: tags the explorer knows; other tags are kept but get no special treatment. */
export const KNOWN_TOKEN_TAGS = [
  "crypto",
  "currencies",
  "RWA",
  "avax",
  "lst/lrt",
  "Proof of Reserves",
  "pair",
  "etfs",
] as const;

/** DATA-09: denominations the explorer knows; manifests use more (HYPE, USDC, ...), so not an enum. */
export const KNOWN_DENOMINATIONS = [
  "USD",
  "EUR",
  "ETH",
  "BRL",
  "GBP",
  "BTC",
  "USDe",
  "percentage",
  "contracts",
] as const;

const tokenConfigSchema = z.looseObject({
  source: z.array(z.string()).optional(),
  rateFeed: z.boolean().optional(),
});

/**
 * DATA-01, DATA-02: a token. Most catalogue entries hold only name, logoURI, url and tags, so
 * every field but the name is optional.
 */
export const tokenSchema = z.looseObject({
  name: z.string(),
  symbol: z.string().optional(),
  logoURI: z.string().optional(),
  url: z.string().optional(),
  tags: z.array(z.string()).optional(),
  price: z.number().optional(),
  comment: z.string().optional(),
  isHidden: z.boolean().optional(),
  hide: z.boolean().optional(),
  denomination: z.string().optional(),
  /**
   * An unknown disclaimer id is dropped (read as no disclaimer) instead of rejecting the entry:
   * one new id must not take the whole catalogue down, and no disclaimer is the safe reading.
   */
  disclaimerID: z.enum(TOKEN_DISCLAIMER_IDS).optional().catch(undefined),
  config: tokenConfigSchema.optional(),
  address: z.string().optional(),
  /** DATA-08: always 1 where present; nothing depends on it. */
  chainId: evmChainIdSchema.optional(),
  /** DATA-07: whole numbers 0 to 18. */
  decimals: z.number().int().min(0).max(18).optional(),
});
export type Token = z.infer<typeof tokenSchema>;

/** Symbol (the feed id) → token. */
export const tokensCatalogueSchema = z.record(z.string(), tokenSchema);
export type TokensCatalogue = z.infer<typeof tokensCatalogueSchema>;

/** DATA-03: a token is hidden when either flag says so. */
export function isTokenHidden(token: Pick<Token, "isHidden" | "hide">): boolean {
  return token.isHidden === true || token.hide === true;
}

/**
 * DATA-05: a derived variant of another token: a "_FUNDAMENTAL" suffix, a TWAP marker ("TWAP"
 * anywhere, any case) or a "/"-separated pair.
 */
export function isDerivedTokenVariant(symbol: string): boolean {
  const upper = symbol.toUpperCase();
  return upper.endsWith("_FUNDAMENTAL") || upper.includes("TWAP") || symbol.includes("/");
}
