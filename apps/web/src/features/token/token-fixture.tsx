import type {
  HistoryPointView,
  PermawebTxView,
  TokenDetailView,
  TokenHistoryView,
  TokenSeriesView,
} from "@oracle-explorer/core";
import { screen } from "@testing-library/react";
import { vi } from "vitest";
import { renderApp } from "../../test/render-app.tsx";

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

const KNOWN = new Set(["ETH", "EUR", "BUIDL", "USDC", "ETH/USD"]);

export function mockTokenApi(api: FakeTokenApi = {}) {
  const calls: URL[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL): Promise<Response> => {
    const url = new URL(String(input), "http://localhost");
    calls.push(url);
    const provider = url.searchParams.get("provider");
    const [, , , , raw = "", part] = url.pathname.split("/");
    const param = decodeURIComponent(raw);
    if (url.pathname.startsWith("/api/v1/permaweb/")) {
      const answer = api.permaweb?.(param) ?? {
        tx: param,
        url: `https://viewblock.io/arweave/tx/${param}`,
        status: "mined",
        blockHeight: 7,
        blockTime: Date.UTC(2026, 10, 20, 10, 30, 0),
      };
      return answer instanceof Response ? answer : Response.json(answer);
    }
    const symbol = KNOWN.has(param) ? param : param.replace("-", "/");
    if (!KNOWN.has(symbol))
      return Response.json({ error: "not_found", message: "No token" }, { status: 404 });
    if (part === "series") {
      const range = url.searchParams.get("range") ?? "1d";
      const answer = api.series?.(range, provider) ?? {
        symbol,
        range,
        provider: provider ?? PRIMARY,
        answeredBy: provider ?? PRIMARY,
        points: [
          { timestamp: NOW - 120_000, value: 1 },
          { timestamp: NOW - 60_000, value: 2 },
        ],
        warnings: [],
      };
      return answer instanceof Response ? answer : Response.json(answer);
    }
    if (part === "history") {
      const all = api.history ?? historyPoints(45);
      const offset = Number(url.searchParams.get("offset") ?? 0);
      const limit = Number(url.searchParams.get("limit") ?? 20);
      const points = all.slice(offset, offset + limit);
      const body: TokenHistoryView = {
        symbol,
        provider: provider ?? PRIMARY,
        answeredBy: provider ?? PRIMARY,
        from: Number(url.searchParams.get("from")),
        to: Number(url.searchParams.get("to")),
        limit,
        offset,
        hasMore: points.length === limit,
        points,
        warnings: [],
      };
      return Response.json(body);
    }
    const answer = api.detail?.(symbol, provider) ?? detailOf(symbol, provider ? { provider } : {});
    return answer instanceof Response ? answer.clone() : Response.json(answer);
  });
  vi.stubGlobal("fetch", fetchMock);
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
