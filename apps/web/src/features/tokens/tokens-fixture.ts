import type { TokenListItem, TokensView } from "@oracle-explorer/core/api-views";
import type { PublicConfig } from "@oracle-explorer/core/config";
import { screen, within } from "@testing-library/react";
import { apiNotFound, resourceHandler } from "../../test/api-handlers.ts";
import { installApi } from "../../test/api-server.ts";
import { renderApp } from "../../test/render-app.tsx";

/**
 * Test support for the Data Feeds list: a 40-token TokensView covering every tag (the seven
 * labelled ones and "pair"), a few null prices, a comment, "/" in symbols, and deliberately not
 * in popularity order, so the page's own sort is visible. Hidden tokens are not here: the api
 * leaves them out (a test adds one to prove the client filter).
 */

const token = (
  symbol: string,
  name: string,
  tags: string[],
  price: number | null,
  extra: Partial<TokenListItem> = {},
): TokenListItem => ({
  symbol,
  name,
  logoURI: `/api/v1/assets/logos/${symbol.toLowerCase().replace("/", "-")}.png`,
  tags,
  denomination: "USD",
  price,
  priceTimestamp: price === null ? null : 1_763_726_400_000,
  ...extra,
});

export const FIXTURE_TOKENS: readonly TokenListItem[] = [
  token("ARB", "Arbitrum", ["crypto"], 0.4321),
  token("AAVE", "Aave", ["crypto"], 95.5),
  token("ADA", "Cardano", ["crypto"], 0.3456),
  token("APE", "ApeCoin", ["crypto"], 0.6543),
  token("AVAX", "Avalanche", ["crypto", "avax"], 21.1),
  token("BNB", "BNB", ["crypto"], 610.25),
  token("BTC", "Bitcoin", ["crypto"], 65_000.5),
  token("BUIDL", "BlackRock USD Institutional Fund", ["RWA"], 1),
  token("DAI", "Dai", ["crypto"], 0.9998),
  token("DOT", "Polkadot", ["crypto"], 4.56),
  token("eBTC_PoR", "eBTC Reserves", ["Proof of Reserves"], null),
  token("ETH", "Ethereum", ["crypto"], 3_500.1234),
  token("EUR", "Euro", ["currencies"], 1.0812),
  token("ezETH", "Renzo Restaked ETH", ["lst/lrt"], 3_560.2),
  token("GBP", "British Pound", ["currencies"], 1.2701),
  token("IBIT", "iShares Bitcoin Trust", ["etfs"], 37.42),
  token("JOE", "Trader Joe", ["crypto", "avax"], 0.2345),
  token("LINK", "Chainlink", ["crypto"], 12.34),
  token("MATIC", "Polygon", ["crypto"], 0.5123),
  token("MKR", "Maker", ["crypto"], 1_450, { comment: "Governance token of the Sky protocol" }),
  token("OP", "Optimism", ["crypto"], 1.23),
  token("OUSG", "Ondo Short-Term US Treasuries", ["RWA"], null),
  token("PAXG", "PAX Gold", ["RWA", "crypto"], 2_650.75),
  token("PEPE", "Pepe", ["crypto"], 0.00001234),
  token("QI", "BENQI", ["avax"], null),
  token("rETH", "Rocket Pool ETH", ["lst/lrt"], 3_900.5),
  token("sAVAX", "Staked AVAX", ["avax", "lst/lrt"], 24.75),
  token("SHIB", "Shiba Inu", ["crypto"], 0.00001789),
  token("SOL", "Solana", ["crypto"], 145.67),
  token("SPY", "SPDR S&P 500 ETF", ["etfs"], null),
  token("stETH", "Lido Staked Ether", ["lst/lrt"], 3_499.9),
  token("sUSDe/USDe", "sUSDe/USDe Exchange Rate", ["pair"], 1.1234),
  token("UNI", "Uniswap", ["crypto"], 7.89),
  token("USDC", "USD Coin", ["crypto"], 1.0001),
  token("USDT", "Tether", ["crypto"], 0.9999),
  token("USTB", "Superstate Short Duration", ["RWA"], 10.45),
  token("WBTC/BTC", "WBTC/BTC Exchange Rate", ["pair"], 0.9985),
  token("WBTC_PoR", "WBTC Reserves", ["Proof of Reserves"], 154_000),
  token("weETH", "Wrapped eETH", ["lst/lrt", "crypto"], 3_650),
  token("XRP", "XRP", ["crypto"], 0.5678, { logoURI: null }),
];

/** The popularity order the page must show (TOKENS-21): CONST-33, then the rest by name. */
export const POPULAR_FIRST = ["BTC", "ETH", "USDT", "USDC", "BNB", "SOL", "XRP", "ADA", "AVAX", "MATIC"];

export const fixtureView = (overrides: Partial<TokensView> = {}): TokensView => ({
  provider: "redstone-primary-prod",
  tokens: [...FIXTURE_TOKENS],
  warnings: [],
  ...overrides,
});

type Answer = TokensView | Response | (() => TokensView | Response | Promise<Response>);

/** The fake api: /api/v1/tokens answers `answer` (a view, a Response or a function of the call). */
export function mockTokensApi(answer: Answer = fixtureView()) {
  return installApi(
    resourceHandler("tokens", () => (typeof answer === "function" ? answer() : answer)),
    apiNotFound,
  );
}

/** Renders the real app at a tokens URL with the fixture api and waits for the rows. */
export async function renderTokens(
  url = "/app/tokens/",
  answer?: Answer,
  config: Partial<PublicConfig> = {},
) {
  const fetchMock = mockTokensApi(answer);
  const app = renderApp(url, config);
  await screen.findByRole("table", { busy: false });
  return { ...app, fetchMock };
}

/** The body rows of the tokens table (the header row left out). */
export function bodyRows(): HTMLElement[] {
  const [, ...rows] = within(screen.getByRole("table")).getAllByRole("row");
  return rows;
}

/** The symbols of the shown rows, in order. */
export function shownSymbols(): string[] {
  return bodyRows().map((row) => within(row).getAllByRole("cell")[1]?.textContent ?? "");
}

/** The row of one symbol. */
export function rowOf(symbol: string): HTMLElement {
  const row = bodyRows().find(
    (candidate) => within(candidate).getAllByRole("cell")[1]?.textContent === symbol,
  );
  if (row === undefined) throw new Error(`no row for ${symbol}`);
  return row;
}
