import { parsePorIntermediateValues } from "@oracle-explorer/core/schemas";
import { SignedDataPackage } from "@redstone-finance/protocol";
import { describe, expect, it } from "vitest";
import { isBadSignatureRound, NODE_MISBEHAVIOUR, UNREGISTERED_SIGNER_ADDRESS } from "./node-behaviour.ts";
import {
  POR_ASSETS_IN_MOTION_KEY,
  POR_TOTAL_SUPPLY_KEY,
  scaledIntegerText,
} from "./proof-of-reserve-metadata.ts";
import { prepareRound } from "./signed-round.ts";
import { sourceKind } from "./source-metadata.ts";
import {
  makeFakeMarket,
  makeFiveNodeWorld,
  makeTestWorld,
  ODD_SLOT_TIME,
  POR_FEED,
  PRIMARY,
} from "./test-world.ts";
import { ALL_FEEDS_PACKAGE_ID, type RoundPackage, type SignedRound, type SignRoundInput } from "./types.ts";

const world = makeTestWorld();
const market = makeFakeMarket(world);

/** A round with every package signed up front. */
function signRound(input: SignRoundInput): SignedRound {
  const round = prepareRound(input);
  round.presign();
  return round;
}

function sign(timestamp = ODD_SLOT_TIME, dataServiceId = PRIMARY): SignedRound {
  return signRound({ world, market, dataServiceId, timestamp });
}

function recover(pkg: RoundPackage): string {
  return SignedDataPackage.fromObj({
    dataPoints: pkg.dataPoints,
    timestampMilliseconds: pkg.timestampMilliseconds,
    dataPackageId: pkg.dataPackageId,
    signature: pkg.signature,
  }).recoverSignerAddress();
}

async function allPackages(round: SignedRound): Promise<RoundPackage[]> {
  const packages = await Promise.all(round.packageIds.map((id) => round.packages(id)));
  return packages.flat();
}

describe("signRound", () => {
  it("signs one package per feed and one with all feeds, each by every node with an address", async () => {
    const round = sign();
    expect(round.packageIds).toEqual(["BTC", "ETH", "USDC", POR_FEED, ALL_FEEDS_PACKAGE_ID]);
    const service = world.dataServices.find((s) => s.id === PRIMARY);
    const addresses = (service?.nodes ?? []).flatMap((node) => (node.evmAddress ? [node.evmAddress] : []));
    expect(addresses).toHaveLength(3);
    for (const id of round.packageIds) {
      expect((await round.packages(id)).map((pkg) => pkg.signerAddress)).toEqual(addresses);
    }
    const all = (await round.packages(ALL_FEEDS_PACKAGE_ID))[0];
    expect(all?.dataPoints.map((point) => point.dataFeedId)).toEqual(["BTC", "ETH", "USDC", POR_FEED]);
  });

  it("signs with the node's key: the recovered signer is its registry address", async () => {
    const packages = await allPackages(sign());
    expect(packages.length).toBe(15);
    for (const pkg of packages) expect(recover(pkg)).toBe(pkg.signerAddress);
  });

  it("signs the market's aggregate and leaves out a token whose every source failed", async () => {
    const round = sign();
    expect(round.feed("DEAD")).toBeUndefined();
    expect(await round.packages("DEAD")).toEqual([]);
    expect(round.feed("ETH")?.value).toBe(market.aggregateAt("ETH", ODD_SLOT_TIME).value);
    expect((await round.packages("ETH"))[0]?.dataPoints).toEqual([
      { dataFeedId: "ETH", value: market.aggregateAt("ETH", ODD_SLOT_TIME).value },
    ]);
  });

  it("puts round timestamps on the 10 s grid", async () => {
    const round = sign(ODD_SLOT_TIME + 7_654);
    expect(round.timestamp).toBe(ODD_SLOT_TIME);
    for (const pkg of await allPackages(round)) expect(pkg.timestampMilliseconds % 10_000).toBe(0);
  });

  it("is deterministic: the same round signs to the same bytes", async () => {
    const first = await allPackages(sign());
    const second = await allPackages(sign());
    expect(JSON.stringify(second)).toBe(JSON.stringify(first));
    const later = await allPackages(sign(ODD_SLOT_TIME + 10_000));
    expect(later[0]?.signature).not.toBe(first[0]?.signature);
  });

  it("signs lazily: a prepared round signs a package only when it is asked for, once", () => {
    const round = prepareRound({ world, market, dataServiceId: PRIMARY, timestamp: ODD_SLOT_TIME });
    expect(round.signedPackageIds()).toEqual([]);
    const btc = round.packages("BTC");
    expect(round.packages("BTC")).toBe(btc);
    expect(round.signedPackageIds()).toEqual(["BTC"]);
    expect(round.presign(["ETH", "BTC", "DEAD", "NOPE"])).toBe(1);
    expect(round.presign()).toBe(3);
    expect(round.signedPackageIds()).toHaveLength(5);
    // Only packages() counts as demand; presigning and unknown ids do not.
    round.packages("NOPE");
    expect(round.requestedPackageIds()).toEqual(["BTC"]);
  });

  it("keeps show-metadata per source, with 'error' for a failed fetch and market data by source kind", () => {
    const sources = sign().feed("BTC")?.metadata.sourceMetadata ?? {};
    expect(Object.keys(sources)).toEqual([
      "binance",
      "coinbase-usd",
      "uniswap-v3-ethereum-wbtc-3000",
      "flaky-exchange",
    ]);
    expect(sign(ODD_SLOT_TIME + 10_000).feed("BTC")?.metadata.sourceMetadata["flaky-exchange"]).toEqual({
      value: "error",
    });
    const binance = sources.binance;
    expect(binance?.value).toBe(String(market.quotesAt("BTC", ODD_SLOT_TIME)[0]?.value));
    expect(binance?.tradeInfo?.bidPrice).toBeLessThan(binance?.tradeInfo?.askPrice ?? 0);
    expect(sources["uniswap-v3-ethereum-wbtc-3000"]?.slippage?.map((entry) => entry.direction)).toEqual([
      "buy",
      "sell",
    ]);
    expect(sign().feed("USDC")?.metadata.sourceMetadata["failing-source"]).toEqual({ value: "error" });
  });

  it("signs the proof-of-reserve ratio and carries the balances in the layout core parses", () => {
    const feed = sign().feed(POR_FEED);
    expect(feed?.value).toBeCloseTo((1_000_000.5 + 2_500_000 + 3_000_000 + 123.456789) / 6_400_000, 12);
    const values = feed?.metadata.sourceMetadata["accountable-stbl"]?.intermediateValues ?? {};
    const parsed = parsePorIntermediateValues(values);
    expect(parsed.balances).toEqual({
      CoinbaseWallet: { usdt: "1000000500000", usdc: "2500000000000" },
      KomainuWallet: { buidl: "3000000000000" },
      MintingContract: { usdt: "123456789" },
    });
    expect(parsed.ignoredKeys.sort()).toEqual([POR_ASSETS_IN_MOTION_KEY, POR_TOTAL_SUPPLY_KEY].sort());
    expect(values[POR_TOTAL_SUPPLY_KEY]).toBe(`6400000${"0".repeat(18)}`);
    expect(values[POR_ASSETS_IN_MOTION_KEY]).toBe("50000250000");
  });

  it("refuses a node whose address is not its key's", () => {
    const broken = makeTestWorld();
    const node = broken.dataServices[0]?.nodes[0];
    if (node) node.evmAddress = "0x0000000000000000000000000000000000000001";
    expect(() =>
      signRound({ world: broken, market, dataServiceId: PRIMARY, timestamp: ODD_SLOT_TIME }),
    ).toThrow(/not the address of its private key/);
  });

  it("throws for an unknown data service", () => {
    expect(() => sign(ODD_SLOT_TIME, "nope")).toThrow(/unknown data service/);
  });
});

describe("scaledIntegerText", () => {
  it("scales exactly, past 2^53", () => {
    expect(scaledIntegerText(1_234_567_890.123456, 18)).toBe("1234567890123456000000000000");
    expect(scaledIntegerText(0.5, 6)).toBe("500000");
    expect(scaledIntegerText(0, 6)).toBe("0");
    expect(scaledIntegerText(-3, 6)).toBe("0");
    expect(scaledIntegerText(42, 0)).toBe("42");
  });
});

describe("sourceKind", () => {
  it("tells order books, pools and other sources apart", () => {
    expect(sourceKind("binance-usdt")).toBe("cex");
    expect(sourceKind("kraken")).toBe("cex");
    expect(sourceKind("uniswap-v3-ethereum-weth-3000")).toBe("dex");
    expect(sourceKind("ethereum-evm-fetcher-curve")).toBe("dex");
    expect(sourceKind("coinbase_stables_ratio")).toBe("other");
    expect(sourceKind("coingecko")).toBe("other");
    expect(sourceKind("coindesk-index")).toBe("other");
  });
});

describe("prepareRound with the seeded misbehaviour", () => {
  const five = makeFiveNodeWorld();
  const fiveMarket = makeFakeMarket(five);
  const START = ODD_SLOT_TIME;
  const misbehaviour = { startedAt: START, seed: five.seed };
  const [altair, wayfarer, morpheus, ciri, vega] = (
    five.dataServices.find((service) => service.id === PRIMARY)?.nodes ?? []
  ).map((node) => node.evmAddress ?? "");
  const at = (timestamp: number) =>
    prepareRound({ world: five, market: fiveMarket, dataServiceId: PRIMARY, timestamp, misbehaviour });
  const signersOf = async (round: SignedRound, id: string) =>
    (await round.packages(id)).map((pkg) => pkg.signerAddress);

  it("an offline node (#2, wayfarer) signs nothing in its episode, and signs again after it", async () => {
    const offline = at(START + NODE_MISBEHAVIOUR.offline.firstAfterMs);
    expect(offline.signers).toHaveLength(5);
    expect(offline.behaviourOf(wayfarer ?? "").offline).toBe(true);
    for (const id of offline.packageIds) {
      expect(await signersOf(offline, id)).toEqual([altair, morpheus, ciri, vega]);
    }
    const back = at(START + NODE_MISBEHAVIOUR.offline.firstAfterMs + NODE_MISBEHAVIOUR.offline.durationMs);
    expect(await signersOf(back, "BTC")).toEqual([altair, wayfarer, morpheus, ciri, vega]);
  });

  it("a late node (#3, morpheus) still signs its round at the round's time: lateness is the gateway's", async () => {
    const late = at(START + NODE_MISBEHAVIOUR.late.firstAfterMs);
    expect(late.behaviourOf((morpheus ?? "").toLowerCase()).lateBy).toBe(1);
    const packages = await late.packages("ETH");
    expect(packages.map((pkg) => [pkg.signerAddress, pkg.timestampMilliseconds])).toContainEqual([
      morpheus,
      late.timestamp,
    ]);
    for (const pkg of packages) expect(recover(pkg)).toBe(pkg.signerAddress);
  });

  it("a drifting node (#4, ciri) signs its own values, off the median by the drift, under its own hash", async () => {
    const round = at(START + NODE_MISBEHAVIOUR.drift.periodMs / 2);
    expect(round.behaviourOf(ciri ?? "").driftBp).toBe(NODE_MISBEHAVIOUR.drift.maxBp);
    const median = round.feed("BTC")?.value ?? 0;
    const packages = await round.packages("BTC");
    for (const pkg of packages) {
      expect(recover(pkg)).toBe(pkg.signerAddress);
      const value = pkg.dataPoints[0]?.value;
      if (pkg.signerAddress === ciri) expect(value).toBeCloseTo(median * 1.006, 6);
      else expect(value).toBe(median);
    }
    const all = (await round.packages(ALL_FEEDS_PACKAGE_ID)).find((pkg) => pkg.signerAddress === ciri);
    expect(all?.dataPoints.map((point) => point.value / (round.feed(point.dataFeedId)?.value ?? 1))).toEqual(
      all?.dataPoints.map(() => expect.closeTo(1.006, 9)),
    );
    // At the start the drift is 0: ciri signs the shared bytes.
    const start = await at(START).packages("BTC");
    expect(new Set(start.map((pkg) => pkg.dataPoints[0]?.value)).size).toBe(1);
  });

  it("a bad-signature round signs node #5's (vega's) first feed in id order with an unregistered key, naming vega", async () => {
    let timestamp = START;
    while (!isBadSignatureRound(timestamp, five.seed)) timestamp += 10_000;
    const round = at(timestamp);
    expect(round.behaviourOf(vega ?? "")).toMatchObject({ badSignature: true, badSignatureFeed: "BTC" });
    const btc = (await round.packages("BTC")).find((pkg) => pkg.signerAddress === vega);
    expect(btc).toBeDefined();
    expect(recover(btc as RoundPackage)).toBe(UNREGISTERED_SIGNER_ADDRESS);
    expect(UNREGISTERED_SIGNER_ADDRESS).not.toBe(vega);
    // Every other package, vega's included, recovers to its signer.
    const others = (await allPackages(round)).filter((pkg) => pkg !== btc);
    expect(others).toHaveLength(round.packageIds.length * 5 - 1);
    for (const pkg of others) expect(recover(pkg)).toBe(pkg.signerAddress);
    // The round before is honest.
    const before = at(timestamp - 10_000);
    for (const pkg of await before.packages("BTC")) expect(recover(pkg)).toBe(pkg.signerAddress);
  });

  it("is deterministic: a rebuilt round signs to the same bytes", async () => {
    const timestamp = START + NODE_MISBEHAVIOUR.offline.firstAfterMs + 10_000;
    expect(JSON.stringify(await allPackages(at(timestamp)))).toBe(
      JSON.stringify(await allPackages(at(timestamp))),
    );
  });
});
