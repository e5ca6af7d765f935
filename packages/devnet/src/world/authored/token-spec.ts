import { tokenLogoURI } from "../logos.ts";
import { jitter } from "../random.ts";
import type { Denomination, PriceBehaviour, WorldToken } from "../types.ts";
import { AGGREGATOR, FIAT, ON_CHAIN, TWAP } from "./source-sets.ts";

/**
 * The authored catalogue is written as short specs (one line per token where it fits) and
 * expanded here. Prices are realistic reference values in the token's denomination; the seed
 * nudges them so that two seeds give two different (equally plausible) markets.
 */
export interface TokenSpec {
  symbol: string;
  name: string;
  /** Reference value in the denomination; a derived token's is its base's times `ratio`. */
  price: number;
  volatility: number;
  behaviour: PriceBehaviour;
  denomination: Denomination;
  tags: string[];
  sources: string[];
  url?: string;
  decimals?: number;
  /** Symbol whose logo it shares (a pair or variant shows its asset's logo). */
  logo?: string;
  hidden?: boolean;
  comment?: string;
  disclaimerID?: "blackrock" | "fundamental";
  derivedFrom?: string;
  /** A derived token's value relative to its base (1 for TWAP and fundamental variants). */
  ratio?: number;
}

export type SpecExtra = Partial<Omit<TokenSpec, "symbol" | "name">>;

/** A traded crypto asset, priced in USD. */
export function coin(
  symbol: string,
  name: string,
  price: number,
  volatility: number,
  sources: string[],
  extra: SpecExtra = {},
): TokenSpec {
  return {
    symbol,
    name,
    price,
    volatility,
    sources,
    behaviour: "volatile",
    denomination: "USD",
    tags: ["crypto"],
    ...extra,
  };
}

/** A USD stablecoin, pinned near 1. */
export function stable(symbol: string, name: string, sources: string[], extra: SpecExtra = {}): TokenSpec {
  return coin(symbol, name, 1, 0.002, sources, { behaviour: "stable", ...extra });
}

/** A fiat currency or metal against USD. */
export function fiat(symbol: string, name: string, price: number, extra: SpecExtra = {}): TokenSpec {
  return coin(symbol, name, price, 0.07, FIAT, { behaviour: "fiat", tags: ["currencies"], ...extra });
}

/** A "BASE/QUOTE" pair priced in the quote's denomination. */
export function pair(
  symbol: string,
  name: string,
  price: number,
  denomination: Denomination,
  sources: string[],
  extra: SpecExtra = {},
): TokenSpec {
  const [base = symbol] = symbol.split("/");
  return coin(symbol, name, price, 0.03, sources, {
    denomination,
    tags: ["crypto", "pair"],
    logo: base,
    ...extra,
  });
}

/**
 * A "_FUNDAMENTAL" variant: the asset's redemption value read on chain. It tracks its base slowly
 * (same denomination and reference value) and carries the fundamental-price disclaimer.
 */
export function fundamental(base: TokenSpec, extra: SpecExtra = {}): TokenSpec {
  return {
    symbol: `${base.symbol}_FUNDAMENTAL`,
    name: `${base.name} Fundamental`,
    price: base.price,
    volatility: Math.min(base.volatility, 0.05),
    behaviour: "slow",
    denomination: base.denomination,
    tags: base.tags,
    sources: ON_CHAIN,
    logo: base.logo ?? base.symbol,
    disclaimerID: "fundamental",
    derivedFrom: base.symbol,
    ratio: 1,
    ...(base.url ? { url: base.url } : {}),
    ...extra,
  };
}

/** A time-weighted average of its base over `minutes`, e.g. "ETH-TWAP-30". */
export function twap(base: TokenSpec, minutes: 30 | 60, extra: SpecExtra = {}): TokenSpec {
  return {
    ...base,
    symbol: `${base.symbol}-TWAP-${minutes}`,
    name: `${base.name} TWAP ${minutes}m`,
    sources: TWAP,
    logo: base.logo ?? base.symbol,
    derivedFrom: base.symbol,
    ratio: 1,
    hidden: undefined,
    comment: undefined,
    ...extra,
  };
}

/** A long-tail token priced by the aggregator and a few exchanges. */
export function minor(
  symbol: string,
  name: string,
  price: number,
  volatility: number,
  extra: SpecExtra = {},
) {
  return coin(symbol, name, price, volatility, AGGREGATOR, extra);
}

/** How far the seed may move a reference price, per behaviour. */
const PRICE_JITTER: Record<PriceBehaviour, number> = {
  volatile: 0.08,
  stable: 0.0008,
  fiat: 0.01,
  slow: 0.004,
  pinned: 0,
};

/** A quiet traded rate (wstETH/ETH moves ~3 % a year) must not move 8 % with the seed. */
function priceJitter(spec: TokenSpec): number {
  return Math.min(PRICE_JITTER[spec.behaviour], spec.volatility * 0.12);
}

/**
 * Expands specs into world tokens (data services are filled in later). Base tokens come first so a
 * derived token can take its base's seeded price; a derived token whose base is unknown throws,
 * because the market model could not follow it.
 */
export function expandTokens(specs: readonly TokenSpec[], seed: number): WorldToken[] {
  const prices = new Map<string, number>();
  for (const spec of specs) {
    if (spec.derivedFrom) continue;
    prices.set(spec.symbol, jitter(spec.price, priceJitter(spec), seed, `price:${spec.symbol}`));
  }
  return specs.map((spec) => {
    let basePrice = prices.get(spec.symbol);
    if (spec.derivedFrom) {
      const base = prices.get(spec.derivedFrom);
      if (base === undefined) throw new Error(`${spec.symbol} derives from unknown ${spec.derivedFrom}`);
      basePrice = base * (spec.ratio ?? 1);
    }
    return toWorldToken(spec, significant(basePrice ?? spec.price), seed);
  });
}

function toWorldToken(spec: TokenSpec, basePrice: number, seed: number): WorldToken {
  const token: WorldToken = {
    symbol: spec.symbol,
    name: spec.name,
    tags: [...spec.tags],
    denomination: spec.denomination,
    logoURI: tokenLogoURI(spec.logo ?? spec.symbol),
    basePrice,
    volatility: significant(jitter(spec.volatility, 0.1, seed, `volatility:${spec.symbol}`)),
    behaviour: spec.behaviour,
    sources: [...spec.sources],
    dataServices: [],
  };
  if (spec.decimals !== undefined) token.decimals = spec.decimals;
  if (spec.url) token.url = spec.url;
  if (spec.comment) token.comment = spec.comment;
  if (spec.hidden) token.hidden = true;
  if (spec.disclaimerID) token.disclaimerID = spec.disclaimerID;
  if (spec.derivedFrom) token.derivedFrom = spec.derivedFrom;
  return token;
}

/** Six significant digits: prices read like quotes, not like float noise. */
function significant(value: number): number {
  return Number(value.toPrecision(6));
}
