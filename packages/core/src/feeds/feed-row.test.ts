import { describe, expect, it } from "vitest";
import { onChainUpdatesQuery } from "./chain-reads.ts";
import {
  buildFeedRow,
  buildFeedRows,
  NO_FEED_ADDRESS,
  type RelayerLayerInput,
  settleOnChainReads,
  twapWindow,
} from "./feed-row.ts";
import { effectiveTriggers, isInstantUpdate } from "./triggers.ts";

const NOW = Date.UTC(2026, 10, 21, 9, 0, 0);
const networkFor = (chainId: number | string) =>
  chainId === 1
    ? { key: "ethereum", name: "Ethereum Mainnet", explorerUrl: "https://etherscan.io", iconUrl: "eth.svg" }
    : undefined;

const standard: RelayerLayerInput = {
  chain: { name: "ethereum", id: 1 },
  adapterContract: "0xAdapter",
  dataServiceId: "redstone-primary-prod",
  updateTriggers: {
    deviationPercentage: 0.5,
    timeSinceLastUpdateInMilliseconds: 86_400_000,
    priceFeedsDeviationOverrides: { BTC: 0.2 },
  },
  priceFeeds: { ETH: "0xEthFeed", BTC: "0xBtcFeed", PUF: NO_FEED_ADDRESS },
};

const multi: RelayerLayerInput = {
  chain: { name: "base", id: 8453 },
  adapterContract: "0xMulti",
  adapterContractType: "multi-feed",
  updateTriggers: { deviationPercentage: 0.5, timeSinceLastUpdateInMilliseconds: 86_400_000 },
  priceFeeds: {
    LBTC_FUNDAMENTAL: {
      priceFeedAddress: "0xLbtc",
      updateTriggersOverrides: { deviationPercentage: 1, timeSinceLastUpdateInMilliseconds: 3_600_000 },
    },
    mzUSD_TOTAL_SUPPLY: { priceFeedAddress: "0xMz", updateTriggersOverrides: { cron: ["0 10 * * *"] } },
    EMPTY: {},
    "ETH-TWAP-60": { priceFeedAddress: "0xTwap" },
  },
};

const options = { networkFor, now: NOW };

describe("feed rows", () => {
  it("FEEDS-20 DATA-21 builds one row per layer and feed id from standard, multifeed and nonEvm", () => {
    const rows = buildFeedRows(
      { standard: { ethereumLayer: standard }, multifeed: { baseLayer: multi }, nonEvm: {} },
      options,
    );
    expect(rows.map((r) => `${r.layerId}:${r.feedId}`)).toEqual([
      "ethereumLayer:ETH",
      "ethereumLayer:BTC",
      "ethereumLayer:PUF",
      "baseLayer:LBTC_FUNDAMENTAL",
      "baseLayer:mzUSD_TOTAL_SUPPLY",
      "baseLayer:EMPTY",
      "baseLayer:ETH-TWAP-60",
    ]);
  });

  it("DATA-21 DATA-22 DATA-25 fills the row's identity, addresses, network and explorer", () => {
    const row = buildFeedRow("standard", "ethereumLayer", standard, "ETH", {
      ...options,
      tokenFor: () => ({ name: "Ethereum", logoURI: "eth.png" }),
    });
    expect(row).toMatchObject({
      feed: "ETH",
      token: "ETH",
      token_name: "Ethereum",
      token_image: { logoURI: "eth.png" },
      network: { id: 1, key: "ethereum", name: "Ethereum Mainnet", image: "eth.svg", isTestnet: false },
      explorer: { explorerUrl: "https://etherscan.io", prefix: "address", txSlug: "/tx/", getParameters: "" },
      routeNetwork: "ethereum-mainnet",
      routeToken: "eth",
      networkId: 1,
      layerId: "ethereumLayer",
      relayerId: "ethereumLayer",
      contractType: "price-feeds",
      contractAddress: "0xAdapter",
      feedAddress: "0xEthFeed",
      deviation: 0.5,
      heartbeat: 86_400,
      heartbeatInterval: 86_400_000,
      heartbeatTitle: "24h",
      decimals: 8,
      answer: null,
      loaders: { feedDataValue: true, blockTimestamp: true },
      isPerun: false,
      isMultifeed: false,
      isNonEvm: false,
      feedUpdateModalSupported: true,
      popularity: 1,
    });
  });

  it("DATA-23 keeps the __NO_FEED__ sentinel and uses it for an entry with no feed address", () => {
    const rows = buildFeedRows({ standard: { s: standard }, multifeed: { m: multi } }, options);
    expect(rows.find((r) => r.feedId === "PUF")?.feedAddress).toBe(NO_FEED_ADDRESS);
    expect(rows.find((r) => r.feedId === "EMPTY")?.feedAddress).toBe(NO_FEED_ADDRESS);
  });

  it("DATA-24 a per-feed deviation override replaces only the deviation", () => {
    const { triggers, overrides } = effectiveTriggers(standard.updateTriggers, "BTC", undefined);
    expect(triggers).toEqual({
      cron: null,
      deviationPercentage: 0.2,
      timeSinceLastUpdateInMilliseconds: 86_400_000,
    });
    expect(overrides).toEqual({ deviation: true, full: false });
  });

  it("DATA-24 updateTriggersOverrides replaces the layer's triggers entirely", () => {
    const row = buildFeedRow("multifeed", "baseLayer", multi, "LBTC_FUNDAMENTAL", options);
    expect(row.triggers).toEqual({
      cron: null,
      deviationPercentage: 1,
      timeSinceLastUpdateInMilliseconds: 3_600_000,
    });
    expect(row.overrides).toEqual({ deviation: false, full: true });
    expect(row.heartbeatTitle).toBe("1h");
  });

  it("DATA-26 DATA-27 DATA-28 a cron heartbeat is the JSON array, counts down to the next run, titled by its cadence", () => {
    const row = buildFeedRow("multifeed", "baseLayer", multi, "mzUSD_TOTAL_SUPPLY", options);
    expect(row.heartbeat).toBe('["0 10 * * *"]');
    expect(row.heartbeatInterval).toBe(3_600_000);
    expect(row.heartbeatTitle).toBe("daily");
    expect(row.heartbeatPeriodMs).toBe(86_400_000);
    expect(row.deviation).toBeNull();
    expect(row.isPerun).toBe(false);
  });

  it("CALL-11 a cron feed's daysRange does not depend on the time of day", () => {
    for (const hour of [0, 9, 10, 23]) {
      const at = Date.UTC(2026, 10, 21, hour, 59, 30);
      const row = buildFeedRow("multifeed", "baseLayer", multi, "mzUSD_TOTAL_SUPPLY", {
        ...options,
        now: at,
      });
      expect(onChainUpdatesQuery(row).daysRange).toBe(30);
    }
  });

  it("DATA-29 ERROR-18 an unparsable cron heartbeat is titled Invalid cron", () => {
    const layer = { ...multi, priceFeeds: { X: { updateTriggersOverrides: { cron: ["every tuesday"] } } } };
    const row = buildFeedRow("multifeed", "l", layer, "X", options);
    expect(row.heartbeatTitle).toBe("Invalid cron");
    expect(row.heartbeatInterval).toBeNull();
  });

  it("DATA-30 a feed with no update triggers is instant (isPerun), and a 0 ms heartbeat is no trigger", () => {
    expect(
      isInstantUpdate({ cron: null, deviationPercentage: null, timeSinceLastUpdateInMilliseconds: 0 }),
    ).toBe(true);
    expect(
      isInstantUpdate({ cron: null, deviationPercentage: 0.1, timeSinceLastUpdateInMilliseconds: 0 }),
    ).toBe(false);
    const bolt = {
      ...multi,
      updateTriggers: { timeSinceLastUpdateInMilliseconds: 0 },
      priceFeeds: { ETH: {} },
    };
    const row = buildFeedRow("multifeed", "bolt", bolt, "ETH", options);
    expect(row).toMatchObject({
      isPerun: true,
      heartbeat: null,
      heartbeatInterval: null,
      feedUpdateModalSupported: false,
    });
  });

  it("DATA-31 DATA-32 flags non-EVM and multi-feed layers, and chain 80094 as multi-feed", () => {
    const solana = { ...multi, chain: { name: "solana-mainnet", id: "solana/1" } };
    const solanaRow = buildFeedRow("nonEvm", "solanaLayer", solana, "EMPTY", options);
    expect(solanaRow).toMatchObject({ isNonEvm: true, isMultifeed: true, feedUpdateModalSupported: false });
    expect(solanaRow.explorer.prefix).toBe("account");
    const bera = { ...standard, chain: { name: "berachain", id: 80094 }, adapterContractType: "price-feeds" };
    expect(buildFeedRow("standard", "berachainEth", bera, "ETH", options).isMultifeed).toBe(true);
    expect(buildFeedRow("multifeed", "baseLayer", multi, "EMPTY", options).isMultifeed).toBe(true);
  });

  it("DATA-33 DATA-34 recognises fundamental and TWAP-30/60 feeds by their ids", () => {
    const row = buildFeedRow("multifeed", "baseLayer", multi, "LBTC_FUNDAMENTAL", options);
    expect(row.isFundamentalFeed).toBe(true);
    expect(buildFeedRow("multifeed", "baseLayer", multi, "ETH-TWAP-60", options)).toMatchObject({
      isTwap60: true,
      isTwap30: false,
      isFundamentalFeed: false,
    });
    expect(twapWindow("BTC_TWAP_30")).toBe(30);
    expect(twapWindow("twap30")).toBe(30);
    expect(twapWindow("TWAP-300")).toBeNull();
    expect(twapWindow("ETH")).toBeNull();
  });

  it("DATA-44 marks rows on testnets, and names unknown networks from the manifest", () => {
    const testnet = { ...standard, chain: { name: "berachainTestnet", id: 80069 } };
    const row = buildFeedRow("standard", "t", testnet, "ETH", options);
    expect(row.network).toMatchObject({ name: "Berachain Testnet", isTestnet: true, image: null });
    expect(row.explorer.explorerUrl).toBe("");
    // A generic manifest name ("mainnet" is Ethereum's and Sui's) never becomes the network's name.
    const generic = { ...standard, chain: { name: "mainnet", id: 777 } };
    expect(buildFeedRow("standard", "g", generic, "ETH", options).network.name).toBe("EVM chain 777");
  });

  it("DATA-49 carries the relayed apiValues and their time", () => {
    const answers = { ethereumLayer: { ETH: { timestamp: "2024-09-03T10:19:41Z", value: "2507.55" } } };
    const row = buildFeedRow("standard", "ethereumLayer", standard, "ETH", { ...options, answers });
    expect(row.apiValues).toEqual({ value: 2507.55, timestamp: Date.UTC(2024, 8, 3, 10, 19, 41) });
    expect(row.timestamp).toBe(Date.UTC(2024, 8, 3, 10, 19, 41));
  });

  it("a malformed layer is reported and skipped without costing the others their rows", () => {
    const broken = { chain: null } as unknown as RelayerLayerInput;
    const errors: string[] = [];
    const rows = buildFeedRows(
      { standard: { ok: standard, broken: { ...broken, priceFeeds: { X: "0x" } } }, multifeed: {} },
      { ...options, onLayerError: (id) => errors.push(id) },
    );
    expect(rows).toHaveLength(3);
    expect(errors).toEqual(["broken"]);
  });
});

describe("a row once its on-chain reads ended", () => {
  const answers = {
    ethereumLayer: { ETH: { timestamp: new Date(NOW - 60_000).toISOString(), value: "2650" } },
  };
  const built = () => buildFeedRow("standard", "ethereumLayer", standard, "ETH", { ...options, answers });

  it("FEEDS-23 DATA-48 a value read on chain is the answer, timed by its block; a new row, the built one unchanged", () => {
    const row = built();
    const before = structuredClone(row);
    const settled = settleOnChainReads(row, { value: 2654.5, timestamp: NOW - 5_000 });
    expect(settled).not.toBe(row);
    expect(settled).toMatchObject({
      answer: 2654.5,
      timestamp: NOW - 5_000,
      loaders: { feedDataValue: false, blockTimestamp: false },
    });
    expect(row).toEqual(before);
  });

  it("FEEDS-23 a value without its block time keeps the relayed time", () => {
    const settled = settleOnChainReads(built(), { value: 2654.5, timestamp: null });
    expect(settled).toMatchObject({ answer: 2654.5, timestamp: NOW - 60_000 });
  });

  it("FEEDS-23 DATA-48 a failed or skipped read keeps the relayed value and time, and stops loading", () => {
    for (const read of [{ value: null, timestamp: null }, null]) {
      const settled = settleOnChainReads(built(), read);
      expect(settled).toMatchObject({
        answer: null,
        apiValues: { value: 2650, timestamp: NOW - 60_000 },
        timestamp: NOW - 60_000,
        loaders: { feedDataValue: false, blockTimestamp: false },
      });
    }
  });
});
