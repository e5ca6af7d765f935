import { ON_CHAIN } from "./source-sets.ts";
import { coin, fundamental, type TokenSpec, twap } from "./token-spec.ts";

/**
 * Derived variants of catalogue tokens: "_FUNDAMENTAL" redemption values (slow, disclaimer
 * "fundamental"), TWAPs and the sUSDe rate provider. Bases are looked up by symbol so a typo
 * fails the build instead of producing a token nobody can price.
 */
export function derivedTokens(bases: readonly TokenSpec[]): TokenSpec[] {
  const bySymbol = new Map(bases.map((spec) => [spec.symbol, spec]));
  const base = (symbol: string): TokenSpec => {
    const spec = bySymbol.get(symbol);
    if (!spec) throw new Error(`derived token base ${symbol} is not in the catalogue`);
    return spec;
  };
  return [
    ...["weETH", "ezETH", "rsETH", "pufETH", "wstETH", "mETH", "LBTC", "SolvBTC", "sUSDe", "pumpBTC"].map(
      (symbol) => fundamental(base(symbol)),
    ),
    twap(base("ETH"), 30),
    twap(base("ETH"), 60),
    twap(base("BTC"), 60),
    twap(base("ezETH"), 60),
    twap(base("PREMIA"), 60),
    // The sUSDe/USDe exchange rate as Balancer's rate provider reports it (10-decimal feed).
    coin("sUSDe_RATE_PROVIDER", "sUSDe Rate Provider", 1.18, 0.01, ON_CHAIN, {
      behaviour: "slow",
      denomination: "USDe",
      logo: "sUSDe",
      url: "https://ethena.fi/",
      decimals: 18,
    }),
  ];
}
