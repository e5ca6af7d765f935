import { dataServiceDetailView, dataServicesView, nodesView } from "@oracle-explorer/core/api-views";
import { describe, expect, it } from "vitest";
import { itAnswersUpstreamFailures } from "../../test/upstream-failures.ts";
import { useApiHarness } from "../../test/use-api-harness.ts";
import { movableClock, variantApp } from "../../test/variant-app.ts";

const h = useApiHarness(["registry", "manifests", "catalogue", "api"]);

const PRIMARY = "redstone-primary-prod";
const fresh = () => variantApp(h.devnetUrl, { timeoutMs: 1_000 });

async function get(request: (path: string) => Response | Promise<Response>, path: string) {
  const response = await request(path);
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as Record<string, unknown>,
  };
}

describe("GET /api/v1/data-services", () => {
  it("SERVICES-01 CONST-35 one card per data service with logo, name, id, description and assets count", async () => {
    const body = dataServicesView.parse(await h.json("/api/v1/data-services"));
    expect(body.dataServices.map((s) => s.id)).toEqual([
      PRIMARY,
      "redstone-avalanche-prod",
      "redstone-arbitrum-prod",
      "redstone-primary-demo",
    ]);
    expect(body.dataServices[0]).toMatchObject({
      name: "RedStone Primary Prod",
      logo: "/api/v1/assets/images/brand/redstone.svg",
      description: expect.any(String),
    });
    // CALL-18: primary-demo is served by the "main" manifest (25 tokens).
    expect(body.dataServices.map((s) => s.assetsCount)).toEqual([217, 26, 28, 25]);
    expect(body.warnings).toEqual([]);
  });

  it.each(["error", "malformed", "hang"] as const)(
    "CALL-19 manifests %s: every card is served, counted 0, with warnings",
    async (mode) => {
      const api = fresh();
      await h.fault("manifests", mode);
      const { status, body } = await get(api.request, "/api/v1/data-services");
      expect(status).toBe(200);
      const view = dataServicesView.parse(body);
      expect(view.dataServices.map((s) => s.assetsCount)).toEqual([0, 0, 0, 0]);
      // Four manifest files failed the same way: one warning names them.
      expect(view.warnings.map((w) => w.upstream)).toEqual(["manifests"]);
    },
  );

  itAnswersUpstreamFailures("CALL-20 registry $mode with nothing cached: $status", () => h, {
    endpoint: "registry",
    upstream: "registry",
    path: "/api/v1/data-services",
  });

  it("ETag and 304", async () => {
    const first = await h.request("/api/v1/data-services");
    expect(first.headers.get("cache-control")).toBe("public, max-age=600");
    const again = await h.request("/api/v1/data-services", {
      headers: { "if-none-match": first.headers.get("etag") ?? "" },
    });
    expect(again.status).toBe(304);
  });
});

describe("GET /api/v1/data-services/{id}", () => {
  it("SERVICES-08 FILTER-27 the service's non-hidden manifest tokens with name, logo and sources", async () => {
    const body = dataServiceDetailView.parse(await h.json(`/api/v1/data-services/${PRIMARY}`));
    expect(body).toMatchObject({ id: PRIMARY, interval: 10_000, assetsCount: 217 });
    expect(body.assets).toHaveLength(217);
    expect(body.assets.map((a) => a.symbol)).not.toContain("USDC_V2");
    expect(body.assets[0]).toMatchObject({
      symbol: "BTC",
      name: "Bitcoin",
      logoURI: "/api/v1/assets/images/tokens/btc.svg",
      sources: expect.arrayContaining(["binance"]),
    });
  });

  it("SERVICES-09 the sources its assets read, most used first, with display data", async () => {
    const body = dataServiceDetailView.parse(await h.json(`/api/v1/data-services/${PRIMARY}`));
    const used = new Set(body.assets.flatMap((a) => a.sources));
    expect(new Set(body.sources.map((s) => s.id))).toEqual(used);
    const counts = body.sources.map((s) => s.feedCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(body.sources[0]?.logoURI).toMatch(/^\/api\/v1\/assets\//);
  });

  it("FILTER-28 each asset names the sources priced in its latest price", async () => {
    const body = dataServiceDetailView.parse(await h.json(`/api/v1/data-services/${PRIMARY}`));
    const btc = body.assets.find((a) => a.symbol === "BTC");
    expect(btc?.pricedSources?.length).toBeGreaterThan(0);
    for (const source of btc?.pricedSources ?? []) expect(btc?.sources).toContain(source);
  });

  it("the demo service lists its own manifest's assets", async () => {
    const body = dataServiceDetailView.parse(await h.json("/api/v1/data-services/redstone-primary-demo"));
    expect(body.assets).toHaveLength(25);
    expect(body.assets.map((a) => a.symbol)).toContain("ETH-TWAP-60");
  });

  it("SERVICES-15 an unknown id is a 404; an oversized one a 400", async () => {
    for (const path of [
      "/api/v1/data-services/redstone-nope-prod",
      "/api/v1/data-services/constructor",
      "/api/v1/data-services/%E0%A4%A",
    ]) {
      const { status, body } = await get(h.request, path);
      expect(status).toBe(404);
      expect(body.error).toBe("not_found");
    }
    expect((await h.request(`/api/v1/data-services/${"x".repeat(500)}`)).status).toBe(400);
  });

  it("ETag and 304", async () => {
    const first = await h.request("/api/v1/data-services/redstone-arbitrum-prod");
    const again = await h.request("/api/v1/data-services/redstone-arbitrum-prod", {
      headers: { "if-none-match": first.headers.get("etag") ?? "" },
    });
    expect(again.status).toBe(304);
  });

  it.each(["error", "malformed", "hang"] as const)(
    "CALL-19 manifests %s: no assets, with a warning naming the manifests",
    async (mode) => {
      const api = fresh();
      await h.fault("manifests", mode);
      const view = dataServiceDetailView.parse(
        (await get(api.request, `/api/v1/data-services/${PRIMARY}`)).body,
      );
      expect(view).toMatchObject({ assetsCount: 0, assets: [], interval: null });
      expect(view.warnings[0]?.upstream).toBe("manifests");
    },
  );

  it.each(["error", "malformed", "hang"] as const)(
    "prices %s: assets served, pricedSources null, with a warning",
    async (mode) => {
      const api = fresh();
      await h.fault("api", mode);
      const view = dataServiceDetailView.parse(
        (await get(api.request, `/api/v1/data-services/${PRIMARY}`)).body,
      );
      expect(view.assets).toHaveLength(217);
      expect(view.assets.every((a) => a.pricedSources === null)).toBe(true);
      expect(view.warnings.map((w) => w.upstream)).toEqual(["prices"]);
    },
  );

  itAnswersUpstreamFailures("registry $mode with nothing cached: $status", () => h, {
    endpoint: "registry",
    upstream: "registry",
    path: `/api/v1/data-services/${PRIMARY}`,
  });

  it.each(["malformed", "hang"] as const)(
    "catalogue %s with nothing cached: the shipped catalogue stands in, the page is served",
    async (mode) => {
      const api = fresh();
      await h.fault("catalogue", mode);
      const response = await api.request(`/api/v1/data-services/${PRIMARY}`);
      expect(response.status).toBe(200);
      expect(dataServiceDetailView.parse(await response.json()).assets.length).toBeGreaterThan(0);
    },
  );
});

describe("GET /api/v1/nodes", () => {
  it("NODES-08 NODES-09 every registry node with name, logo, url, data service, address and its record only", async () => {
    const body = nodesView.parse(await h.json("/api/v1/nodes"));
    expect(body.nodes).toHaveLength(16);
    for (const node of body.nodes) {
      // No description, key or ipAddress (NODES-09); `record` is the indexer's, null with no store.
      expect(Object.keys(node).sort()).toEqual([
        "dataServiceId",
        "evmAddress",
        "logo",
        "name",
        "record",
        "url",
      ]);
      expect(node.record).toBeNull();
    }
    expect(body.nodes[0]).toMatchObject({
      name: "redstone-primary-prod-altair",
      dataServiceId: PRIMARY,
      evmAddress: expect.stringMatching(/^0x[0-9a-fA-F]{40}$/),
      logo: "/api/v1/assets/images/brand/redstone.svg",
    });
  });

  it("NODES-05 a node without an EVM address says false (shown as Coming soon)", async () => {
    const body = nodesView.parse(await h.json("/api/v1/nodes"));
    const comingSoon = body.nodes.filter((node) => node.evmAddress === false);
    expect(comingSoon.map((node) => node.name)).toEqual(["redstone-arbitrum-prod-node-4"]);
  });

  it("ETag and 304", async () => {
    const first = await h.request("/api/v1/nodes");
    const again = await h.request("/api/v1/nodes", {
      headers: { "if-none-match": first.headers.get("etag") ?? "" },
    });
    expect(again.status).toBe(304);
  });

  itAnswersUpstreamFailures("registry $mode with nothing cached: $status", () => h, {
    endpoint: "registry",
    upstream: "registry",
    path: "/api/v1/nodes",
  });

  it("a failure after a success keeps serving the last good registry", async () => {
    const clock = movableClock();
    const api = variantApp(h.devnetUrl, { timeoutMs: 1_000, now: clock.now });
    const good = nodesView.parse((await get(api.request, "/api/v1/nodes")).body);
    const cards = dataServicesView.parse((await get(api.request, "/api/v1/data-services")).body);
    await h.fault("registry", "error");
    await h.fault("manifests", "error");
    clock.advance(11 * 60_000);
    for (let i = 0; i < 2; i++) {
      expect(nodesView.parse((await get(api.request, "/api/v1/nodes")).body)).toEqual(good);
      expect(dataServicesView.parse((await get(api.request, "/api/v1/data-services")).body)).toEqual(cards);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  });
});
