import { describe, expect, it } from "vitest";
import { ConfigError, DEFAULT_DEVNET_PORT, readProductConfig, toPublicConfig } from "./product-config.ts";
import { DEFAULT_PUBLIC_CONFIG, parsePublicConfig, primaryProdServiceId } from "./public-config.ts";

describe("product configuration", () => {
  it("CALL-02 defaults every upstream host to the embedded devnet so a fresh clone runs offline", () => {
    const config = readProductConfig({});
    expect(config.productName).toBe("RedStone");
    expect(config.productId).toBe("redstone");
    for (const url of Object.values(config.upstreams)) {
      expect(url.startsWith(`http://127.0.0.1:${DEFAULT_DEVNET_PORT}/`)).toBe(true);
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
    // No public endpoint: stays on its devnet-shaped default until an operator points it elsewhere.
    expect(live.upstreams.registry).toBe(`http://127.0.0.1:${DEFAULT_DEVNET_PORT}/registry/state`);
  });

  it("the devnet mode reads only loopback chains, and bad modes are rejected by name", () => {
    expect(readProductConfig({}).chainReads).toBe("local");
    expect(readProductConfig({ CHAIN_READS: "off" }).chainReads).toBe("off");
    expect(() => readProductConfig({ UPSTREAM: "prod" })).toThrow(/UPSTREAM/);
    expect(() => readProductConfig({ CHAIN_READS: "some" })).toThrow(/CHAIN_READS/);
  });
});
