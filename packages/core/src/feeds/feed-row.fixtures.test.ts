import { describe, expect, it } from "vitest";
import { fixturesMissingReason, readFixture } from "../test-support/fixtures.ts";
import { buildFeedRows, type FeedRow, NO_FEED_ADDRESS, type RelayerSchemaInput } from "./feed-row.ts";
import { buildNetworkDirectory } from "./network-directory.ts";

/** The real recorded data in ../shared/fixtures (see its README); absent on a bare checkout. */
const present = fixturesMissingReason === null;
const read = readFixture;
const NOW = Date.UTC(2026, 10, 21, 12, 0, 0);

/** Every number anywhere in a value, with its path (JSON.stringify would hide NaN as null). */
function numbersIn(value: unknown, path = ""): [string, number][] {
  if (typeof value === "number") return [[path, value]];
  if (typeof value !== "object" || value === null) return [];
  return Object.entries(value).flatMap(([key, inner]) => numbersIn(inner, `${path}.${key}`));
}

describe.skipIf(!present)("feed rows from the real relayer schema", () => {
  const schema = present
    ? read<RelayerSchemaInput>("relayer-manifests/relayer-schema.json")
    : { standard: {}, multifeed: {} };
  const chainConfigs = present
    ? read<{ defaultConfig: Record<string, never> }>("chain-configs.json").defaultConfig
    : {};
  const networks = present ? read<Record<string, never>>("app-config/networks.json") : {};
  const answers = present ? read<Record<string, never>>("app-config/apiValues.json") : {};
  const errors: string[] = [];
  const rows: FeedRow[] = buildFeedRows(schema, {
    // The upstream catalogues alone (the shipped directory is the catalogue package's, tested there).
    networkFor: buildNetworkDirectory({ directory: {}, chainConfigs, appNetworks: networks }),
    answers,
    now: NOW,
    onLayerError: (layerId, error) => errors.push(`${layerId}: ${String(error)}`),
  });
  const layer = (id: string) => rows.filter((r) => r.layerId === id);

  it("FEEDS-20 yields 890 rows across 115 layers with no exception", () => {
    expect(errors).toEqual([]);
    expect(rows).toHaveLength(890);
    expect(new Set(rows.map((r) => r.layerId)).size).toBe(115);
    expect(rows.filter((r) => r.group === "standard").length).toBeGreaterThan(0);
    expect(rows.filter((r) => r.group === "nonEvm").length).toBeGreaterThan(0);
  });

  it("DATA-21 every row is complete and free of NaN", () => {
    for (const row of rows) {
      expect(row.routeNetwork, row.layerId).not.toBe("");
      expect(row.routeToken, row.layerId).not.toBe("");
      expect(row.network.name, row.layerId).not.toBe("");
      expect(row.contractAddress, row.layerId).not.toBe("");
      for (const [path, n] of numbersIn(row)) {
        expect(Number.isFinite(n), `${row.layerId}:${row.feedId} ${path} = ${n}`).toBe(true);
      }
    }
  });

  it("DATA-30 the 0 ms heartbeat layers have no heartbeat, and those without deviation are instant", () => {
    for (const id of [
      "megaEthBoltMultiFeed",
      "megaEthMultiFeed",
      "monadBoltMultiFeed",
      "monadTestnetBoltMultiFeed",
    ]) {
      // Feeds with their own updateTriggersOverrides keep their own heartbeat.
      const fromLayer = layer(id).filter((r) => !r.overrides.full);
      expect(fromLayer.length, id).toBeGreaterThan(0);
      for (const row of fromLayer) expect(row.heartbeat, id).toBeNull();
    }
    expect(
      layer("megaEthBoltMultiFeed")
        .filter((r) => !r.overrides.full)
        .every((r) => r.isPerun),
    ).toBe(true);
    const megaEth = layer("megaEthMultiFeed").filter((r) => !r.overrides.full);
    expect(megaEth.every((r) => !r.isPerun && r.deviation === 0.1)).toBe(true);
  });

  it("DATA-25 layers without a deviation trigger give rows with no deviation", () => {
    expect(layer("etherlinkTezos").every((r) => r.deviation === null && r.heartbeatTitle === "10s")).toBe(
      true,
    );
  });

  it("DATA-23 keeps __NO_FEED__ feed addresses and maps empty {} configs to it", () => {
    expect(layer("b2MultiPriceFeed").some((r) => r.feedAddress === NO_FEED_ADDRESS)).toBe(true);
    expect(layer("ethereumPufStaking").some((r) => r.feedAddress === NO_FEED_ADDRESS)).toBe(true);
    const emptyConfigs = Object.values(schema.multifeed)
      .flatMap((m) => Object.entries(m.priceFeeds))
      .filter(([, entry]) => typeof entry === "object" && Object.keys(entry).length === 0);
    expect(emptyConfigs.length).toBeGreaterThan(0);
  });

  it("DATA-26 DATA-27 DATA-28 the mzUSD cron overrides give a daily cron heartbeat counting to 10:00 UTC", () => {
    const mz = layer("ethereumMultiFeed").filter((r) => r.feedId.startsWith("mzUSD_"));
    expect(mz).toHaveLength(2);
    for (const row of mz) {
      expect(row.heartbeat).toBe('["0 10 * * *"]');
      expect(row.heartbeatInterval).toBe(22 * 3_600_000);
      expect(row.heartbeatTitle).toBe("daily");
    }
  });

  it("DATA-31 DATA-15 non-EVM layers with string chain ids and non-address adapters become rows", () => {
    const canton = layer("cantonMultiFeed");
    expect(canton.length).toBeGreaterThan(0);
    expect(canton.every((r) => r.isNonEvm && r.isHiddenLayer && !r.feedUpdateModalSupported)).toBe(true);
    expect(rows.filter((r) => typeof r.networkId === "string").every((r) => r.isNonEvm)).toBe(true);
    expect(rows.find((r) => r.networkId === "solana/1")?.explorer.prefix).toBe("account");
  });

  it("DATA-45 the sUSDe rate provider rows use 10 decimals", () => {
    const susde = rows.filter((r) => r.feedId === "sUSDe_RATE_PROVIDER");
    expect(susde.length).toBe(2);
    expect(susde.every((r) => r.decimals === 10)).toBe(true);
  });

  it("DATA-44 testnet layers are marked as testnets, mainnets are not", () => {
    expect(layer("berachainTestnetEth").every((r) => r.network.isTestnet)).toBe(true);
    expect(layer("megaEthTestnetMultiFeed").every((r) => r.network.isTestnet)).toBe(true);
    expect(layer("baseMultiFeed").every((r) => !r.network.isTestnet)).toBe(true);
  });

  it("hidden layers are flagged so the public list can leave them out", () => {
    expect(new Set(rows.filter((r) => r.isHiddenLayer).map((r) => r.layerId)).size).toBe(7);
  });
});
