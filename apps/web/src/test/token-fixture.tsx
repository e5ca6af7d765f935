import type {
  HistoryPointView,
  PermawebTxView,
  TokenDetailView,
  TokenSeriesView,
} from "@oracle-explorer/core/api-views";
import { screen } from "@testing-library/react";
import { apiNotFound, resourceHandler } from "./api-handlers.ts";
import { installApi } from "./api-server.ts";
import { renderApp } from "./render-app.tsx";

/** A fake api for the Token page: detail, series, history and permaweb, with request logging. */

export const PRIMARY = "redstone-primary-prod";
export const NOW = Date.now();

export function detailOf(symbol: string, overrides: Partial<TokenDetailView> = {}): TokenDetailView {
  return {
    symbol,
    name: symbol === "ETH" ? "Ethereum" : symbol,
    logoURI: null,
    url: "https://ethereum.org",
    tags: ["crypto"],
    comment: null,
    disclaimerID: null,
    denomination: "USD",
    hidden: false,
    sources: ["binance", "kraken"],
    dataServices: [PRIMARY],
    providers: [PRIMARY, "coingecko", "redstone-primary-demo"],
    provider: PRIMARY,
    currencyCaution: false,
    latest: {
      provider: PRIMARY,
      value: 2654.5,
      timestamp: NOW - 5_000,
      source: { binance: 2654, kraken: 2655 },
    },
    warnings: [],
    ...overrides,
  };
}

export function historyPoints(count: number, start = NOW): HistoryPointView[] {
  return Array.from({ length: count }, (_, i) => ({
    timestamp: start - i * 60_000,
    value: 2600 + i,
    provider: PRIMARY,
    source: { binance: 2600 + i },
    permawebTx: `tx${i}`,
  }));
}

export interface FakeTokenApi {
  detail?: (symbol: string, provider: string | null) => TokenDetailView | Response;
  series?: (range: string, provider: string | null) => TokenSeriesView | Response;
  /** All history rows; the fake pages them by offset and limit. */
  history?: HistoryPointView[];
  permaweb?: (tx: string) => PermawebTxView | Response;
}

/** Tokens the fake api knows; SOFR, LBTC, PEPE and SHIB are for the units and tiny prices. */
const KNOWN = new Set(["ETH", "EUR", "BUIDL", "USDC", "ETH/USD", "SOFR", "LBTC", "PEPE", "SHIB"]);

/** The symbol a token route param names ("ETH-USD" as "ETH/USD"), or null for an unknown token. */
function knownSymbol(param: string): string | null {
  const symbol = KNOWN.has(param) ? param : param.replace("-", "/");
  return KNOWN.has(symbol) ? symbol : null;
}

export function mockTokenApi(api: FakeTokenApi = {}) {
  const calls: URL[] = [];
  const fetchMock = installApi(
    resourceHandler(
      "permawebTx",
      ({ params: { tx } }) =>
        api.permaweb?.(tx) ?? {
          tx,
          url: `https://viewblock.io/arweave/tx/${tx}`,
          status: "mined" as const,
          blockHeight: 7,
          blockTime: Date.UTC(2026, 10, 20, 10, 30, 0),
        },
    ),
    resourceHandler("tokenSeries", ({ params, query }) => {
      const symbol = knownSymbol(params.symbol);
      if (symbol === null) return undefined;
      const provider = query.get("provider");
      const range = query.get("range") ?? "1d";
      return (
        api.series?.(range, provider) ?? {
          symbol,
          range: range as TokenSeriesView["range"],
          provider: provider ?? PRIMARY,
          answeredBy: provider ?? PRIMARY,
          points: [
            { timestamp: NOW - 120_000, value: 1 },
            { timestamp: NOW - 60_000, value: 2 },
          ],
          warnings: [],
        }
      );
    }),
    resourceHandler("tokenHistory", ({ params, query }) => {
      const symbol = knownSymbol(params.symbol);
      if (symbol === null) return undefined;
      const provider = query.get("provider");
      const all = api.history ?? historyPoints(45);
      const offset = Number(query.get("offset") ?? 0);
      const limit = Number(query.get("limit") ?? 20);
      const points = all.slice(offset, offset + limit);
      return {
        symbol,
        provider: provider ?? PRIMARY,
        answeredBy: provider ?? PRIMARY,
        from: Number(query.get("from")),
        to: Number(query.get("to")),
        limit,
        offset,
        hasMore: points.length === limit,
        points,
        warnings: [],
      };
    }),
    resourceHandler("token", ({ params, query }) => {
      const symbol = knownSymbol(params.symbol);
      if (symbol === null) return undefined;
      const provider = query.get("provider");
      return api.detail?.(symbol, provider) ?? detailOf(symbol, provider ? { provider } : {});
    }),
    apiNotFound,
  );
  fetchMock.mockImplementation((url) => {
    calls.push(new URL(url, "http://localhost"));
  });
  return { fetchMock, calls };
}

/** Calls to one of the token resources ("series", "history", or "" for the detail). */
export function callsTo(calls: readonly URL[], part: "" | "series" | "history"): URL[] {
  return calls.filter((url) => {
    if (!url.pathname.startsWith("/api/v1/tokens/")) return false;
    const rest = url.pathname.split("/")[5];
    return (rest ?? "") === part;
  });
}

export async function renderTokenPage(url = "/app/token/ETH/", api: FakeTokenApi = {}) {
  const mocked = mockTokenApi(api);
  const app = renderApp(url);
  await screen.findByRole("heading", { level: 1 });
  return { ...app, ...mocked };
}
