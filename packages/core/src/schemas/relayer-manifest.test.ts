import { describe, expect, it } from "vitest";
import type { RelayerSchemaInput } from "../feeds/feed-row.ts";
import { priceFeedEntrySchema, relayerManifestSchema, relayerSchemaSchema } from "./relayer-manifest.ts";

const berachainBera = {
  chain: { name: "berachain", id: 80094 },
  adapterContract: "0x3FCFA6FD31FaD7E1681B19b7bDc43b9Bc31A0788",
  adapterContractType: "price-feeds",
  dataServiceId: "redstone-primary-prod",
  updateTriggers: { deviationPercentage: 0.5, timeSinceLastUpdateInMilliseconds: 21600000 },
  priceFeeds: { BERA: "0x3FCFA6FD31FaD7E1681B19b7bDc43b9Bc31A0788" },
};

const suiLayer = {
  chain: { name: "mainnet", id: "sui/897796746" },
  adapterContract: `0x${"ab".repeat(32)}`,
  adapterContractType: "multi-feed",
  adapterContractPackageId: `0x${"cd".repeat(32)}`,
  dataServiceId: "redstone-primary-prod",
  updateTriggers: {
    deviationPercentage: 0.5,
    timeSinceLastUpdateInMilliseconds: 86400000,
    priceFeedsDeviationOverrides: { ETH: 0.1 },
  },
  priceFeeds: {
    ETH: { priceFeedAddress: "0xfeed", updateTriggersOverrides: { deviationPercentage: 0.1 } },
    SUI: {},
  },
};

describe("relayer manifest", () => {
  it("DATA-17 reads chain, priceFeeds, adapter fields and updateTriggers with deviation overrides", () => {
    const layer = relayerManifestSchema.parse(suiLayer);
    expect(layer.chain).toEqual({ name: "mainnet", id: "sui/897796746" });
    expect(layer.adapterContractType).toBe("multi-feed");
    expect(layer.adapterContractPackageId).toBe(suiLayer.adapterContractPackageId);
    expect(layer.updateTriggers.priceFeedsDeviationOverrides).toEqual({ ETH: 0.1 });
    expect(Object.keys(layer.priceFeeds)).toEqual(["ETH", "SUI"]);
  });

  it("DATA-17 rejects a layer without priceFeeds or with a non-numeric deviation override", () => {
    const { priceFeeds: _omitted, ...noFeeds } = berachainBera;
    expect(relayerManifestSchema.safeParse(noFeeds).success).toBe(false);
    const badOverride = { ...suiLayer, updateTriggers: { priceFeedsDeviationOverrides: { ETH: "0.1" } } };
    expect(relayerManifestSchema.safeParse(badOverride).success).toBe(false);
  });

  it("DATA-17 keeps unknown extra fields and accepts a 0 ms heartbeat and cron triggers", () => {
    const layer = relayerManifestSchema.parse({
      ...berachainBera,
      updateTriggers: { timeSinceLastUpdateInMilliseconds: 0, cron: ["0 10 * * *", "30 59 7 * * *"] },
      createdAt: 1695736085000,
      version: 3,
      brandNewField: { nested: true },
    });
    expect(layer.updateTriggers).toEqual({
      timeSinceLastUpdateInMilliseconds: 0,
      cron: ["0 10 * * *", "30 59 7 * * *"],
    });
    expect(layer.version).toBe(3);
    expect((layer as Record<string, unknown>).brandNewField).toEqual({ nested: true });
  });

  it("DATA-18 accepts a feed address, the __NO_FEED__ sentinel, a feed config object or an empty config", () => {
    expect(priceFeedEntrySchema.parse("0x3FCFA6FD31FaD7E1681B19b7bDc43b9Bc31A0788")).toBe(
      "0x3FCFA6FD31FaD7E1681B19b7bDc43b9Bc31A0788",
    );
    expect(priceFeedEntrySchema.parse("__NO_FEED__")).toBe("__NO_FEED__");
    const config = {
      priceFeedAddress: "HPmPoq3eUTPePsDB5U4G6msu5RpeZHhMemc5VnqxQ9Lx",
      updateTriggersOverrides: { deviationPercentage: 0.1, timeSinceLastUpdateInMilliseconds: 60000 },
      isBolt: true,
    };
    expect(priceFeedEntrySchema.parse(config)).toEqual(config);
    expect(priceFeedEntrySchema.parse({})).toEqual({});
  });

  it("DATA-18 rejects a feed entry of the wrong type or with a wrongly typed override", () => {
    expect(priceFeedEntrySchema.safeParse(42).success).toBe(false);
    expect(priceFeedEntrySchema.safeParse({ priceFeedAddress: 7 }).success).toBe(false);
    expect(
      priceFeedEntrySchema.safeParse({ updateTriggersOverrides: { timeSinceLastUpdateInMilliseconds: "1h" } })
        .success,
    ).toBe(false);
  });

  it("DATA-19 accepts every adapterContractType seen, absent included, and rejects a non-text one", () => {
    for (const type of [
      "price-feeds",
      "multi-feed",
      "fast-multi-feed",
      "mento",
      "stylus",
      "sui-multi-feed",
    ]) {
      expect(
        relayerManifestSchema.parse({ ...berachainBera, adapterContractType: type }).adapterContractType,
      ).toBe(type);
    }
    const { adapterContractType: _absent, ...untyped } = berachainBera;
    expect(relayerManifestSchema.parse(untyped).adapterContractType).toBeUndefined();
    expect(relayerManifestSchema.safeParse({ ...berachainBera, adapterContractType: 1 }).success).toBe(false);
  });

  it('DATA-20 accepts numeric EVM chain ids and "<family>/<n>" non-EVM ids, and rejects other forms', () => {
    const withId = (id: unknown) =>
      relayerManifestSchema.safeParse({ ...berachainBera, chain: { name: "x", id } });
    for (const id of [
      1,
      3735928814,
      "sui/1282977196",
      "radix/1",
      "solana/1",
      "movement/1",
      "stellar/1",
      "canton/2",
    ]) {
      expect(withId(id).success).toBe(true);
    }
    for (const id of ["solana", "1", "solana/", "/1", "Solana/1", -1, 1.5, true, null]) {
      expect(withId(id).success).toBe(false);
    }
  });

  it("CALL-03 reads the standard, multifeed and nonEvm maps of the relayer schema", () => {
    const schema = relayerSchemaSchema.parse({
      standard: { berachainBera },
      multifeed: {},
      nonEvm: { suiMultiFeed: suiLayer },
    });
    expect(Object.keys(schema.standard)).toEqual(["berachainBera"]);
    expect(schema.multifeed).toEqual({});
    expect(schema.nonEvm.suiMultiFeed?.chain.id).toBe("sui/897796746");
  });

  it("CALL-03 reads a missing nonEvm group as empty but rejects a missing standard or multifeed group", () => {
    expect(relayerSchemaSchema.parse({ standard: { berachainBera }, multifeed: {} }).nonEvm).toEqual({});
    expect(relayerSchemaSchema.safeParse({ standard: {} }).success).toBe(false);
    expect(relayerSchemaSchema.safeParse({ multifeed: {} }).success).toBe(false);
  });

  it("DATA-17 a parsed relayer schema is the feed-row builder's input as it is", () => {
    // Compile-time: RelayerSchema must stay assignable to feeds/' RelayerSchemaInput.
    const input: RelayerSchemaInput = relayerSchemaSchema.parse({
      standard: { berachainBera },
      multifeed: {},
    });
    expect(input.standard.berachainBera?.priceFeeds.BERA).toBe(berachainBera.priceFeeds.BERA);
  });
});
