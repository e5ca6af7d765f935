import { describe, expect, it } from "vitest";
import {
  DEFAULT_TVS_CLIENT_ALIASES,
  readDashboardsConfig,
  readTvsClientAliases,
} from "./dashboards-config.ts";

describe("dashboards config", () => {
  it("TVS-34 reads the alias table from TVS_CLIENT_ALIASES, the devnet's by default", () => {
    expect(readTvsClientAliases(undefined)).toEqual(DEFAULT_TVS_CLIENT_ALIASES);
    expect(readTvsClientAliases("")).toEqual({});
    expect(readTvsClientAliases('{"aave-v3":"Aave"}')).toEqual({ "aave-v3": "Aave" });
    expect(readTvsClientAliases(" aave-v3 = Aave , morpho=Morpho Blue")).toEqual({
      "aave-v3": "Aave",
      morpho: "Morpho Blue",
    });
    expect(() => readTvsClientAliases("{nope")).toThrow(/TVS_CLIENT_ALIASES/);
    expect(() => readTvsClientAliases('["a"]')).toThrow(/TVS_CLIENT_ALIASES/);
    expect(() => readTvsClientAliases('{"a":1}')).toThrow(/TVS_CLIENT_ALIASES/);
    expect(() => readTvsClientAliases("a=b=c")).toThrow(/TVS_CLIENT_ALIASES/);
  });

  it("POR-15 ROUTE-25 maps only stablecoin, to the primary production service's feed by default", () => {
    expect(readDashboardsConfig({}, "acme").proofOfReserve).toEqual({
      stablecoin: { dataServiceId: "acme-primary-prod", feedId: "USDtb_POR" },
    });
    const custom = readDashboardsConfig(
      { POR_STABLECOIN_DATA_SERVICE_ID: "acme-por", POR_STABLECOIN_FEED_ID: "X_POR" },
      "acme",
    );
    expect(custom.proofOfReserve.stablecoin).toEqual({ dataServiceId: "acme-por", feedId: "X_POR" });
  });
});
