import { tokenDetailView, tokensView } from "@oracle-explorer/core/api-views";
import { POPULAR_SYMBOLS } from "@oracle-explorer/core/constants";
import { describe, expect, it } from "vitest";
import { useApiHarness } from "../../test/use-api-harness.ts";
import { movableClock, variantApp } from "../../test/variant-app.ts";

const h = useApiHarness(["api", "catalogue", "aggregator", "manifests"]);

const PRIMARY = "redstone-primary-prod";
const DEMO = "redstone-primary-demo";
/** Fault tests use a fresh api (empty cache) whose upstream calls give up after this long. */
const SHORT_TIMEOUT_MS = 1_000;
const fresh = () => variantApp(h.devnetUrl, { timeoutMs: SHORT_TIMEOUT_MS });

async function get(request: (path: string) => Response | Promise<Response>, path: string) {
  const response = await request(path);
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as Record<string, unknown>,
  };
}

describe("GET /api/v1/tokens", () => {
  it("TOKENS-21 lists every non-hidden token, the popular ranking first, then by name", async () => {
    const body = tokensView.parse(await h.json("/api/v1/tokens"));
    expect(body.tokens).toHaveLength(220);
    expect(body.tokens.slice(0, 4).map((t) => t.symbol)).toEqual(["BTC", "ETH", "USDT", "USDC"]);
    const rest = body.tokens.filter((t) => !(POPULAR_SYMBOLS as readonly string[]).includes(t.symbol));
    const names = rest.map((t) => t.name);
    expect(names).toEqual(
      [...names].sort(new Intl.Collator("en", { sensitivity: "base", numeric: true }).compare),
    );
    // FILTER-26: hidden tokens never appear.
    expect(body.tokens.map((t) => t.symbol)).not.toContain("USDC_V2");
    expect(body.warnings).toEqual([]);
  });

  it("TOKENS-22 CALL-25 prices come from the primary production data service's all-prices call", async () => {
    const body = tokensView.parse(await h.json("/api/v1/tokens"));
    expect(body.provider).toBe(PRIMARY);
    const eth = body.tokens.find((t) => t.symbol === "ETH");
    expect(eth?.price).toBeGreaterThan(0);
    expect(eth?.priceTimestamp).toBeGreaterThan(Date.now() - 3_600_000);
    // Each price says what it is in: dollars, a rate, a BTC reserve.
    const denominationOf = (symbol: string) => body.tokens.find((t) => t.symbol === symbol)?.denomination;
    expect(denominationOf("ETH")).toBe("USD");
    expect(denominationOf("SOFR")).toBe("percentage");
    expect(denominationOf("LBTC_POR")).toBe("BTC");
    // TOKENS-15: a token primary-prod does not serve has no price ("no-data").
    const xava = body.tokens.find((t) => t.symbol === "XAVA");
    expect(xava).toMatchObject({ price: null, priceTimestamp: null });
  });

  it("rewrites relative logo URIs to the api's same-origin assets route", async () => {
    const body = tokensView.parse(await h.json("/api/v1/tokens"));
    for (const token of body.tokens)
      expect(token.logoURI).toMatch(/^\/api\/v1\/assets\/images\/tokens\/.+\.svg$/);
    const logo = await h.request(body.tokens[0]?.logoURI ?? "");
    expect(logo.status).toBe(200);
    expect(logo.headers.get("content-type")).toBe("image/svg+xml");
  });

  it("carries Cache-Control and an ETag, and answers a matching If-None-Match with 304", async () => {
    const first = await h.request("/api/v1/tokens");
    expect(first.headers.get("cache-control")).toBe("public, max-age=5");
    const etag = first.headers.get("etag") ?? "";
    expect(etag).toMatch(/^W\/".+"$/);
    const second = await h.request("/api/v1/tokens", { headers: { "if-none-match": etag } });
    expect(second.status).toBe(304);
    expect(await second.text()).toBe("");
    expect(second.headers.get("etag")).toBe(etag);
    const other = await h.request("/api/v1/tokens", { headers: { "if-none-match": 'W/"other"' } });
    expect(other.status).toBe(200);
  });

  it("DATA-52 200 concurrent visitors cause one catalogue read and one prices read", async () => {
    const api = variantApp(h.devnetUrl, { timeoutMs: 5_000 });
    const answers = await Promise.all(Array.from({ length: 200 }, () => api.request("/api/v1/tokens")));
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect(api.context.cache.loads.get("catalogue")).toBe(1);
    expect(api.context.cache.loads.get("prices-all")).toBe(1);
  });

  it.each([
    ["error", "http"],
    ["malformed", "malformed"],
    ["hang", "timeout"],
  ] as const)(
    "ERROR-07/ERROR-09 prices %s: tokens still come back, priced null, with a warning",
    async (mode, failure) => {
      const api = fresh();
      await h.fault("api", mode);
      const started = Date.now();
      const { status, body, headers } = await get(api.request, "/api/v1/tokens");
      expect(Date.now() - started).toBeLessThan(3_000);
      expect(status).toBe(200);
      const view = tokensView.parse(body);
      expect(view.tokens).toHaveLength(220);
      expect(view.tokens.every((t) => t.price === null)).toBe(true);
      expect(view.warnings).toEqual([expect.objectContaining({ upstream: "prices", failure })]);
      // A degraded answer is not kept long by browsers.
      expect(headers.get("cache-control")).toBe("public, max-age=5");
    },
  );

  it.each(["error", "malformed", "hang"] as const)(
    "catalogue %s with nothing cached: the list comes from the shipped catalogue, never a failure",
    async (mode) => {
      const api = fresh();
      await h.fault("catalogue", mode);
      const { status, body } = await get(api.request, "/api/v1/tokens");
      expect(status).toBe(200);
      const symbols = tokensView.parse(body).tokens.map((t) => t.symbol);
      expect(symbols.slice(0, 2)).toEqual(["BTC", "ETH"]);
    },
  );

  it("a slow catalogue with the real client timeout: the shipped copy answers once it runs out", async () => {
    const api = variantApp(h.devnetUrl);
    await h.fault("catalogue", "hang");
    const started = Date.now();
    const response = await api.request("/api/v1/tokens");
    expect(response.status).toBe(200);
    expect(Date.now() - started).toBeLessThan(6_000);
  }, 15_000);

  it("a failure after a success keeps serving the last good value", async () => {
    const clock = movableClock();
    const api = variantApp(h.devnetUrl, { timeoutMs: SHORT_TIMEOUT_MS, now: clock.now });
    const good = tokensView.parse((await get(api.request, "/api/v1/tokens")).body);
    await h.fault("catalogue", "error");
    await h.fault("api", "error");
    const settle = () => new Promise((resolve) => setTimeout(resolve, 20));
    // Prices past their freshness, inside their stale window: the last good prices are served
    // while each background refresh fails.
    clock.advance(30_000);
    for (let i = 0; i < 3; i++) {
      const { status, body } = await get(api.request, "/api/v1/tokens");
      expect(status).toBe(200);
      expect(tokensView.parse(body)).toEqual(good);
      await settle();
    }
    // The catalogue past its freshness too: still the last good list; the prices, now past their
    // stale window as well, are missing and named.
    clock.advance(11 * 60_000);
    for (let i = 0; i < 2; i++) {
      const view = tokensView.parse((await get(api.request, "/api/v1/tokens")).body);
      expect(view.tokens.map((t) => t.symbol)).toEqual(good.tokens.map((t) => t.symbol));
      expect(view.warnings.map((w) => w.upstream)).toEqual(["prices"]);
      await settle();
    }
  });
});

describe("GET /api/v1/tokens/{symbol}", () => {
  it("returns the catalogue fields, providers and latest price with per-source values", async () => {
    const body = tokenDetailView.parse(await h.json(`/api/v1/tokens/ETH?provider=${PRIMARY}`));
    expect(body).toMatchObject({
      symbol: "ETH",
      name: "Ethereum",
      logoURI: "/api/v1/assets/images/tokens/eth.svg",
      tags: ["crypto"],
      provider: PRIMARY,
      currencyCaution: false,
      disclaimerID: null,
      warnings: [],
    });
    expect(body.latest?.provider).toBe(PRIMARY);
    expect(body.latest?.value).toBeGreaterThan(0);
    expect(Object.keys(body.latest?.source ?? {})).toEqual(expect.arrayContaining(["binance", "coinbase"]));
    expect(body.dataServices[0]).toBe(PRIMARY);
  });

  it("DATA-50 (decision) the RedStone services lead, primary production first and the default; coingecko comes last", async () => {
    const body = tokenDetailView.parse(await h.json("/api/v1/tokens/ETH"));
    expect(body.providers[0]).toBe(PRIMARY);
    expect(body.providers.at(-1)).toBe("coingecko");
    expect(body.provider).toBe(PRIMARY);
    expect(body.latest).toMatchObject({ provider: PRIMARY });
    // The sources card lists the chosen provider's exchange sources, not "coingecko" alone.
    expect(body.sources).toEqual(expect.arrayContaining(["binance", "coinbase"]));
    // CALL-31: the aggregator's price, as provider coingecko, when asked for.
    const compared = tokenDetailView.parse(await h.json("/api/v1/tokens/ETH?provider=coingecko"));
    expect(compared.latest).toMatchObject({
      provider: "coingecko",
      source: { coingecko: expect.any(Number) },
    });
  });

  it("DATA-50 one price per token: the token page's default price is the list's", async () => {
    for (const symbol of ["BUIDL", "PEPE", "EUR", "BTC"]) {
      // Prices move: read both from one fresh api until they are of one moment (the first try, but
      // for a tick between the two reads).
      for (let attempt = 1; ; attempt++) {
        // A fresh api (nothing cached) with the real clients' patience: a loaded machine is slow.
        const api = variantApp(h.devnetUrl, { timeoutMs: 10_000 });
        const list = tokensView.parse((await get(api.request, "/api/v1/tokens")).body);
        const detail = tokenDetailView.parse((await get(api.request, `/api/v1/tokens/${symbol}`)).body);
        const row = list.tokens.find((t) => t.symbol === symbol);
        expect(detail.provider, symbol).toBe(list.provider);
        if (detail.latest?.timestamp !== row?.priceTimestamp && attempt < 3) continue;
        expect(detail.warnings, symbol).toEqual([]);
        expect(detail.latest?.timestamp ?? null, symbol).toBe(row?.priceTimestamp);
        expect(detail.latest?.value ?? null, symbol).toBe(row?.price);
        break;
      }
    }
  });

  it("FORMAT-01 (decision) a coingecko price keeps its small digits: PEPE is not 0", async () => {
    const body = tokenDetailView.parse(await h.json("/api/v1/tokens/PEPE?provider=coingecko"));
    expect(body.latest?.provider).toBe("coingecko");
    expect(body.latest?.value).toBeGreaterThan(0);
    expect(body.latest?.value).toBeLessThan(0.01);
  });

  it("DATA-51 a token the aggregator does not list defaults to the primary production service", async () => {
    const body = tokenDetailView.parse(await h.json("/api/v1/tokens/wstETH-ETH"));
    expect(body.providers[0]).toBe(PRIMARY);
    expect(body.providers).not.toContain("coingecko");
  });

  it("TOKEN-01 a dash in the param is read back as a slash", async () => {
    const body = tokenDetailView.parse(await h.json("/api/v1/tokens/wstETH-ETH"));
    expect(body.symbol).toBe("wstETH/ETH");
    // An encoded slash names the same token.
    expect(tokenDetailView.parse(await h.json("/api/v1/tokens/wstETH%2FETH")).symbol).toBe("wstETH/ETH");
  });

  it("TOKEN-03 a symbol with a real dash is found through the raw param", async () => {
    expect(tokenDetailView.parse(await h.json("/api/v1/tokens/ETH-TWAP-60")).symbol).toBe("ETH-TWAP-60");
    expect(tokenDetailView.parse(await h.json("/api/v1/tokens/AAPL---24_7")).symbol).toBe("AAPL---24_7");
  });

  it("TOKEN-03 an unknown symbol is a 404", async () => {
    for (const path of ["/api/v1/tokens/NOPE", "/api/v1/tokens/constructor", "/api/v1/tokens/__proto__"]) {
      const { status, body } = await get(h.request, path);
      expect(status).toBe(404);
      expect(body.error).toBe("not_found");
    }
  });

  it("TOKEN-21 (decision) a currencies token shows the caution only when the chosen provider has no data for it", async () => {
    const byDefault = tokenDetailView.parse(await h.json("/api/v1/tokens/EUR"));
    expect(byDefault).toMatchObject({ provider: PRIMARY, currencyCaution: false });
    expect(byDefault.latest?.provider).toBe(PRIMARY);
    const onDemo = tokenDetailView.parse(await h.json(`/api/v1/tokens/EUR?provider=${DEMO}`));
    // primary-demo carries EUR: its own price, no caution.
    expect(onDemo).toMatchObject({ provider: DEMO, currencyCaution: false, latest: { provider: DEMO } });
    // No data service named arbitrum-demo runs here: the price comes from a fallback, and the
    // caution is true.
    const fallback = tokenDetailView.parse(
      await h.json("/api/v1/tokens/EUR?provider=redstone-arbitrum-demo"),
    );
    expect(fallback.currencyCaution).toBe(true);
    expect(fallback.latest?.provider).not.toBe("redstone-arbitrum-demo");
    const notCurrency = tokenDetailView.parse(await h.json(`/api/v1/tokens/ETH?provider=${DEMO}`));
    expect(notCurrency.currencyCaution).toBe(false);
  });

  it("DISCLAIMER carries the token's disclaimerID", async () => {
    expect(tokenDetailView.parse(await h.json("/api/v1/tokens/BUIDL")).disclaimerID).toBe("blackrock");
    expect(tokenDetailView.parse(await h.json("/api/v1/tokens/LBTC_FUNDAMENTAL")).disclaimerID).toBe(
      "fundamental",
    );
  });

  it("400 for a provider the token cannot have, or a malformed one", async () => {
    for (const provider of ["redstone-nope-prod", "a b", "x".repeat(200)]) {
      const { status, body } = await get(
        h.request,
        `/api/v1/tokens/ETH?provider=${encodeURIComponent(provider)}`,
      );
      expect(status).toBe(400);
      expect(body.error).toBe("bad_request");
      expect(String(body.message)).toMatch(/^provider: /);
    }
  });

  it("odd encodings and oversized params never give a 500", async () => {
    for (const path of [
      "/api/v1/tokens/%E0%A4%A",
      "/api/v1/tokens/%00",
      "/api/v1/tokens/%2e%2e",
      `/api/v1/tokens/${"A".repeat(500)}`,
    ]) {
      const { status } = await get(h.request, path);
      expect([400, 404]).toContain(status);
    }
  });

  it("ETag and 304", async () => {
    const first = await h.request(`/api/v1/tokens/wstETH-ETH?provider=${PRIMARY}`);
    const etag = first.headers.get("etag") ?? "";
    expect(first.headers.get("cache-control")).toBe("public, max-age=2");
    const second = await h.request(`/api/v1/tokens/wstETH-ETH?provider=${PRIMARY}`, {
      headers: { "if-none-match": etag },
    });
    expect(second.status).toBe(304);
  });

  it.each(["error", "malformed", "hang"] as const)(
    "prices %s: the token is served with latest null and a warning",
    async (mode) => {
      const api = fresh();
      await h.fault("api", mode);
      const { status, body } = await get(api.request, `/api/v1/tokens/ETH?provider=${PRIMARY}`);
      expect(status).toBe(200);
      const view = tokenDetailView.parse(body);
      expect(view.latest).toBeNull();
      expect(view.warnings.map((w) => w.upstream)).toEqual(["prices"]);
    },
    // "hang" waits out each provider's timeout in turn: about 1 s here, over 5 s once on a busy CI.
    15_000,
  );

  it.each(["error", "malformed", "hang"] as const)(
    "aggregator %s: served without coingecko, with a warning",
    async (mode) => {
      const api = fresh();
      await h.fault("aggregator", mode);
      const view = tokenDetailView.parse((await get(api.request, "/api/v1/tokens/ETH")).body);
      expect(view.providers[0]).toBe(PRIMARY);
      expect(view.providers).not.toContain("coingecko");
      expect(view.latest?.provider).toBe(PRIMARY);
      expect(view.warnings.map((w) => w.upstream)).toEqual(["price aggregator"]);
    },
  );

  it("TOKEN-21 a failed aggregator is its warning, not a currency caution, when coingecko is asked for", async () => {
    const api = fresh();
    await h.fault("aggregator", "error");
    const view = tokenDetailView.parse(
      (await get(api.request, "/api/v1/tokens/EUR?provider=coingecko")).body,
    );
    expect(view.currencyCaution).toBe(false);
    expect(view.warnings.map((w) => w.upstream)).toContain("price aggregator");
  });

  it("a hanging aggregator costs one timeout per window, not one per visitor", async () => {
    const api = variantApp(h.devnetUrl, { timeoutMs: 2_000 });
    await h.fault("aggregator", "hang");
    const timed = async () => {
      const started = Date.now();
      const view = tokenDetailView.parse(
        (await get(api.request, `/api/v1/tokens/ETH?provider=${PRIMARY}`)).body,
      );
      return { ms: Date.now() - started, view };
    };
    const first = await timed();
    expect(first.ms).toBeGreaterThanOrEqual(1_900);
    const second = await timed();
    expect(second.ms).toBeLessThan(1_000);
    expect(second.view.warnings.map((w) => w.failure)).toEqual(["timeout"]);
  });

  it.each(["error", "malformed", "hang"] as const)(
    "CALL-19 manifests %s: the token is served from the catalogue, with warnings",
    async (mode) => {
      const api = fresh();
      await h.fault("manifests", mode);
      const view = tokenDetailView.parse((await get(api.request, "/api/v1/tokens/BTC")).body);
      expect(view.name).toBe("Bitcoin");
      expect(view.dataServices).toEqual([]);
      // Four manifest files failed the same way: one warning names them.
      expect(view.warnings.filter((w) => w.upstream === "manifests")).toHaveLength(1);
    },
  );

  it.each(["error", "malformed", "hang"] as const)(
    "catalogue %s with nothing cached: the token page is served from the shipped catalogue",
    async (mode) => {
      const api = fresh();
      await h.fault("catalogue", mode);
      const response = await api.request("/api/v1/tokens/ETH");
      expect(response.status).toBe(200);
      expect(tokenDetailView.parse(await response.json()).name).toBe("Ethereum");
    },
  );
});
