import { networksView } from "@oracle-explorer/core/api-views";
import { describe, expect, it } from "vitest";
import { useApiHarness } from "../../test/use-api-harness.ts";
import { variantApp } from "../../test/variant-app.ts";

const h = useApiHarness(["catalogue"]);

describe("GET /api/v1/networks", () => {
  it("DATA-14 every network the explorer knows, by name, with chain id, icon, explorer and testnet flag; no RPC URL", async () => {
    const body = networksView.parse(await h.json("/api/v1/networks"));
    // The shipped directory's chains (the devnet's 42 among them), sorted by name.
    expect(body.networks.length).toBeGreaterThan(90);
    const names = body.networks.map((n) => n.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    // The devnet's catalogue still gives its own chains their icons.
    expect(body.networks.find((n) => n.chainId === 1)).toEqual({
      id: "ethereum",
      chainId: 1,
      name: "Ethereum Mainnet",
      iconUrl: "/api/v1/assets/images/networks/ethereum.svg",
      explorerUrl: "https://etherscan.io",
      isTestnet: false,
    });
    // DATA-15: non-EVM chains keep their "<family>/<number>" ids, and every family has a name.
    for (const chainId of ["solana/1", "sui/897796746", "stellar/1", "radix/1", "aptos/1", "movement/126"])
      expect(body.networks.find((n) => n.chainId === chainId)?.explorerUrl, chainId).toMatch(/^https:\/\//);
    expect(JSON.stringify(body)).not.toMatch(/rpc/i);
  });

  it("DATA-44 testnets are flagged as the network directory says", async () => {
    const body = networksView.parse(await h.json("/api/v1/networks"));
    const flag = (name: string) => body.networks.find((n) => n.name === name)?.isTestnet;
    expect(flag("Ethereum Sepolia")).toBe(true);
    expect(flag("Berachain Testnet")).toBe(true);
    expect(flag("Berachain bArtio Testnet")).toBe(true);
    expect(flag("Radix Stokenet")).toBe(true);
    expect(flag("Sonic")).toBe(false);
    expect(flag("Solana Mainnet")).toBe(false);
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

  it.each(["error", "malformed", "hang"] as const)(
    "catalogue %s with nothing cached: the same networks from the shipped catalogue",
    async (mode) => {
      const good = networksView.parse(await h.json("/api/v1/networks"));
      const api = variantApp(h.devnetUrl, { timeoutMs: 1_000 });
      await h.fault("catalogue", mode);
      const response = await api.request("/api/v1/networks");
      expect(response.status).toBe(200);
      const body = networksView.parse(await response.json());
      // Names, ids and flags come from the directory either way; only the devnet's own icons go.
      const strip = (view: typeof body) => view.networks.map(({ iconUrl: _, ...rest }) => rest);
      expect(strip(body)).toEqual(strip(good));
    },
  );
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

  it("serves every same-origin logo the resources point to", async () => {
    const { networks } = networksView.parse(await h.json("/api/v1/networks"));
    const icons = networks.flatMap((n) => (n.iconUrl?.startsWith("/api/v1/assets/") ? [n.iconUrl] : []));
    expect(icons.length).toBeGreaterThanOrEqual(40);
    for (const icon of icons.slice(0, 8)) expect((await h.request(icon)).status, icon).toBe(200);
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
