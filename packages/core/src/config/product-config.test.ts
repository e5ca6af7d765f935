import { describe, expect, it } from "vitest";
import { ConfigError, DEFAULT_DEVNET_PORT, readProductConfig, toPublicConfig } from "./product-config.ts";
import { DEFAULT_PUBLIC_CONFIG, parsePublicConfig, primaryProdServiceId } from "./public-config.ts";

describe("product configuration", () => {
  it("CALL-02 defaults every upstream host to the embedded devnet so a fresh clone runs offline", () => {
    const config = readProductConfig({});
    expect(config.productName).toBe("RedStone");
    expect(config.productId).toBe("redstone");
    for (const url of Object.values(config.upstreams)) {
      expect(url?.startsWith(`http://127.0.0.1:${DEFAULT_DEVNET_PORT}/`)).toBe(true);
    }
  });

  it("CALL-02 reads each upstream host from its own variable and drops a trailing slash", () => {
    const config = readProductConfig({
      RELAYER_SCHEMA_URL: "https://cdn.example.org/schema/",
      DEVNET_PORT: "9100",
    });
    expect(config.upstreams.relayerSchema).toBe("https://cdn.example.org/schema");
    expect(config.upstreams.providerApi).toBe("http://127.0.0.1:9100/api");
  });

  it("reads the product name, id and contact from the environment", () => {
    const config = readProductConfig({
      PRODUCT_NAME: "Acme Oracle",
      PRODUCT_ID: "acme",
      CONTACT_EMAIL: "ops@acme.test",
    });
    expect(config.productName).toBe("Acme Oracle");
    expect(primaryProdServiceId(config)).toBe("acme-primary-prod");
    expect(toPublicConfig(config)).toEqual({
      ...DEFAULT_PUBLIC_CONFIG,
      productName: "Acme Oracle",
      productId: "acme",
      contactEmail: "ops@acme.test",
    });
  });

  it("rejects an unusable URL or product id with the variable's name", () => {
    expect(() => readProductConfig({ PROVIDER_API_URL: "not a url" })).toThrow(ConfigError);
    expect(() => readProductConfig({ PROVIDER_API_URL: "not a url" })).toThrow(/PROVIDER_API_URL/);
    expect(() => readProductConfig({ TVS_URL: "ftp://x.test" })).toThrow(/TVS_URL/);
    expect(() => readProductConfig({ PRODUCT_ID: "Red Stone" })).toThrow(/PRODUCT_ID/);
  });

  it("the public part carries no upstream URL", () => {
    expect(Object.keys(toPublicConfig(readProductConfig({})))).not.toContain("upstreams");
  });

  it("parsePublicConfig keeps defaults for missing or wrongly typed fields and never throws", () => {
    expect(parsePublicConfig(null)).toEqual(DEFAULT_PUBLIC_CONFIG);
    expect(parsePublicConfig("x")).toEqual(DEFAULT_PUBLIC_CONFIG);
    expect(parsePublicConfig({ productName: 42, productId: "" })).toEqual(DEFAULT_PUBLIC_CONFIG);
    expect(parsePublicConfig({ productName: "Other" }).productName).toBe("Other");
  });
});

describe("upstream modes", () => {
  it("CALL-02 UPSTREAM=live points the upstreams at the provider's public endpoints, each still overridable", () => {
    const live = readProductConfig({ UPSTREAM: "live", TVS_URL: "https://tvs.example.org" });
    expect(live.upstreams.providerApi).toBe("https://api.redstone.finance");
    expect(live.upstreams.oracleGateway).toBe("https://oracle-gateway-1.a.redstone.finance");
    expect(live.upstreams.tvs).toBe("https://tvs.example.org");
    expect(live.chainReads).toBe("all");
    // The registry is the state the provider's SDK bundles, read from its public repository.
    expect(live.upstreams.registry).toMatch(/^https:\/\/raw\.githubusercontent\.com\/redstone-finance\//);
    // Nothing on the devnet is ever read in live mode.
    for (const url of Object.values(live.upstreams)) expect(url ?? "").not.toContain("127.0.0.1");
  });

  it("live mode reads the catalogue the product ships unless CATALOGUE_URL names a host", () => {
    expect(readProductConfig({ UPSTREAM: "live" }).upstreams.catalogue).toBeNull();
    expect(readProductConfig({}).upstreams.catalogue).toBe(
      `http://127.0.0.1:${DEFAULT_DEVNET_PORT}/catalogue`,
    );
    expect(
      readProductConfig({ UPSTREAM: "live", CATALOGUE_URL: "https://cat.example.org/" }).upstreams.catalogue,
    ).toBe("https://cat.example.org");
  });

  it("GATEWAY_API_KEY selects the keyed 2026 gateway in live mode; without it the keyless one", () => {
    const keyless = readProductConfig({ UPSTREAM: "live" });
    expect(keyless.gateway).toEqual({ perFeed: false, apiKey: null });
    expect(keyless.upstreams.oracleGateway).toBe("https://oracle-gateway-1.a.redstone.finance");
    const keyed = readProductConfig({ UPSTREAM: "live", GATEWAY_API_KEY: " k-123 " });
    expect(keyed.gateway).toEqual({ perFeed: true, apiKey: "k-123" });
    // The devnet's gateway is read per feed: it wants no key.
    expect(readProductConfig({}).gateway).toEqual({ perFeed: true, apiKey: null });
    expect(keyed.upstreams.oracleGateway).toBe("https://oracle-gateway.a.redstone.finance");
    // The key is a secret: never part of what browsers get.
    expect(JSON.stringify(toPublicConfig(keyed))).not.toContain("k-123");
  });

  it("CHAIN_RPC_URLS overrides chains' RPCs one by one, and a malformed pair is rejected by name", () => {
    const config = readProductConfig({
      CHAIN_RPC_URLS: "1=https://eth.example.org/, solana/1=https://sol.example.org",
    });
    expect(config.chainRpcUrls).toEqual({
      "1": "https://eth.example.org",
      "solana/1": "https://sol.example.org",
    });
    expect(readProductConfig({}).chainRpcUrls).toEqual({});
    expect(() => readProductConfig({ CHAIN_RPC_URLS: "ethereum=https://x.example" })).toThrow(
      /CHAIN_RPC_URLS/,
    );
    expect(() => readProductConfig({ CHAIN_RPC_URLS: "1=ftp://x.example" })).toThrow(/CHAIN_RPC_URLS/);
  });

  it("the devnet mode reads only loopback chains, and bad modes are rejected by name", () => {
    expect(readProductConfig({}).chainReads).toBe("local");
    expect(readProductConfig({ CHAIN_READS: "off" }).chainReads).toBe("off");
    expect(() => readProductConfig({ UPSTREAM: "prod" })).toThrow(/UPSTREAM/);
    expect(() => readProductConfig({ CHAIN_READS: "some" })).toThrow(/CHAIN_READS/);
  });
});
