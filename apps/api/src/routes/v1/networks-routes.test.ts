import { networksView } from "@oracle-explorer/core";
import { describe, expect, it } from "vitest";
import { useApiHarness } from "../../test/use-api-harness.ts";
import { movableClock, variantApp } from "../../test/variant-app.ts";

const h = useApiHarness(["catalogue"]);

describe("GET /api/v1/networks", () => {
  it("DATA-14 every network with chain id, name, icon, explorer and testnet flag; no RPC URL", async () => {
    const body = networksView.parse(await h.json("/api/v1/networks"));
    expect(body.networks).toHaveLength(42);
    expect(body.networks[0]).toEqual({
      id: "ethereum",
      chainId: 1,
      name: "Ethereum Mainnet",
      iconUrl: "/api/v1/assets/images/networks/ethereum.svg",
      explorerUrl: "https://etherscan.io",
      isTestnet: false,
    });
    // DATA-15: non-EVM chains keep their "<family>/<number>" ids.
    expect(body.networks.some((n) => typeof n.chainId === "string" && /^[a-z]+\/\d+$/.test(n.chainId))).toBe(
      true,
    );
  });

  it("DATA-44 testnets are flagged by name", async () => {
    const body = networksView.parse(await h.json("/api/v1/networks"));
    const testnets = body.networks.filter((n) => n.isTestnet);
    expect(testnets.length).toBeGreaterThan(0);
    for (const network of testnets)
      expect(network.name).toMatch(/testnet|devnet|ghostnet|stokenet|sepolia|holesky|hoodi|amoy|fuji/i);
    for (const network of body.networks.filter((n) => !n.isTestnet))
      expect(network.name).not.toMatch(/testnet/i);
  });

  it("ETag, 304 and the catalogue's freshness as max-age", async () => {
    const first = await h.request("/api/v1/networks");
    expect(first.headers.get("cache-control")).toBe("public, max-age=600");
    const again = await h.request("/api/v1/networks", {
      headers: { "if-none-match": `"x", ${first.headers.get("etag")}` },
    });
    expect(again.status).toBe(304);
  });

  it.each([
    ["error", 502, "http"],
    ["malformed", 502, "malformed"],
    ["hang", 504, "timeout"],
  ] as const)("catalogue %s with nothing cached: %i", async (mode, code, failure) => {
    const api = variantApp(h.devnetUrl, { timeoutMs: 1_000 });
    await h.fault("catalogue", mode);
    const response = await api.request("/api/v1/networks");
    expect(response.status).toBe(code);
    expect(await response.json()).toMatchObject({ error: "upstream_failed", upstream: "catalogue", failure });
  });

  it("a failure after a success keeps serving the last good value", async () => {
    const clock = movableClock();
    const api = variantApp(h.devnetUrl, { timeoutMs: 1_000, now: clock.now });
    const good = await (await api.request("/api/v1/networks")).json();
    await h.fault("catalogue", "malformed");
    clock.advance(11 * 60_000);
    for (let i = 0; i < 2; i++) {
      const response = await api.request("/api/v1/networks");
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual(good);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    // Past the stale window too, the failure shows.
    clock.advance(25 * 3_600_000);
    expect((await api.request("/api/v1/networks")).status).toBe(502);
  });
});

describe("GET /api/v1/assets/*", () => {
  it("serves a catalogue logo same-origin as an image, cached, with ETag and 304", async () => {
    const response = await h.request("/api/v1/assets/images/tokens/eth.svg");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/svg+xml");
    expect(response.headers.get("cache-control")).toBe("public, max-age=86400");
    expect(await response.text()).toMatch(/^<svg /);
    const again = await h.request("/api/v1/assets/images/tokens/eth.svg", {
      headers: { "if-none-match": response.headers.get("etag") ?? "" },
    });
    expect(again.status).toBe(304);
  });

  it("serves every logo the resources point to", async () => {
    const { networks } = networksView.parse(await h.json("/api/v1/networks"));
    const icons = networks.slice(0, 5).map((n) => n.iconUrl ?? "");
    for (const icon of icons) expect((await h.request(icon)).status).toBe(200);
  });

  it("404 for anything that is not an image: JSON files, unknown paths, traversal, odd encodings", async () => {
    for (const path of [
      "/api/v1/assets/catalogue/tokens.json",
      "/api/v1/assets/images/tokens/nope.png",
      "/api/v1/assets/images/unknown-kind/x.svg",
      "/api/v1/assets/..%2F..%2Fetc%2Fpasswd",
      "/api/v1/assets/images/%2e%2e/catalogue/tokens.json",
      "/api/v1/assets/%E0%A4%A",
      "/api/v1/assets/images//tokens/eth.svg",
      `/api/v1/assets/${"a/".repeat(200)}x.svg`,
    ]) {
      const response = await h.request(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get("content-type"), path).toContain("application/json");
    }
  });

  it("an unreachable image host is a 502 naming the assets upstream", async () => {
    const api = variantApp(h.devnetUrl, { env: { CATALOGUE_URL: "http://127.0.0.1:9/catalogue" } });
    const response = await api.request("/api/v1/assets/images/tokens/eth.svg");
    expect(response.status).toBe(502);
    expect(await response.json()).toMatchObject({ upstream: "assets", failure: "down" });
  });
});
