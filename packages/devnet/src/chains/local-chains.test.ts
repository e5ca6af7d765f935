import { rmSync } from "node:fs";
import { DataPackage, NumericDataPoint } from "@redstone-finance/protocol";
import { type Hex, parseUnits } from "viem";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { devKey } from "../world/index.ts";
import { multiFeedAdapterAbi, priceFeedAbi, priceFeedsAdapterAbi } from "./abi.ts";
import { loadArtifact } from "./artifacts.ts";
import { createChainClients } from "./chain-clients.ts";
import { findAnvilBinary } from "./chain-selection.ts";
import { feedIdToBytes32 } from "./feed-values.ts";
import { type LocalChains, startLocalChains } from "./local-chains.ts";
import { revertReason } from "./revert-reason.ts";
import { chainTestRig, isAlive } from "./test-support.ts";
import { encodeUpdateCall, pickSigners, signedPackagesFor, withRedstonePayload } from "./update-payload.ts";

// Ports of this file; other test files use other ranges, so files can run in parallel.
const BASE_PORT = 18550;
// anvil is an optional dependency: without it these tests have nothing to run against.
const hasAnvil = findAnvilBinary() !== null;
const rig = chainTestRig();
const stateDir = rig.stateDir();
const logs: string[] = [];
let chains: LocalChains;
let startupMs = 0;

const start = () =>
  startLocalChains({
    world: rig.world,
    signers: rig.signers,
    settings: { chainIds: [1, 42161, 11155111], basePort: BASE_PORT },
    stateDir,
    now: rig.now,
    log: (message) => logs.push(message),
  });

const deploymentOf = (layerId: string) => {
  const deployment = chains.deployments.find((candidate) => candidate.layerId === layerId);
  if (!deployment) throw new Error(`${layerId} not deployed`);
  return deployment;
};
const clientsOf = (chainId: number) => {
  const chain = chains.chains.find((candidate) => candidate.chainId === chainId);
  if (!chain) throw new Error(`chain ${chainId} not running`);
  return createChainClients({ chainId, name: chain.networkKey, rpcUrl: chain.rpcUrl });
};

beforeAll(async () => {
  if (!hasAnvil) return;
  const started = performance.now();
  chains = await start();
  startupMs = performance.now() - started;
}, 60_000);

afterAll(async () => {
  await chains?.stop();
  rmSync(stateDir, { recursive: true, force: true });
}, 60_000);

describe.skipIf(!hasAnvil)("local chains", () => {
  it("start the default chains and deploy every layer of them in under 15 s", () => {
    console.log(`local chains startup (3 anvils + deployment): ${Math.round(startupMs)} ms`);
    expect(startupMs).toBeLessThan(15_000);
    expect(chains.chains.map((chain) => chain.chainId)).toEqual([1, 42161, 11155111]);
    expect(chains.pids()).toHaveLength(3);
    const expected = ["standard", "multifeed"].flatMap((group) =>
      Object.entries(rig.world.relayerSchema[group as "standard" | "multifeed"])
        .filter(([, layer]) => [1, 42161, 11155111].includes(layer.chain.id as number))
        .map(([layerId]) => layerId),
    );
    expect(chains.deployments.map((deployment) => deployment.layerId).sort()).toEqual(expected.sort());
  });

  it("deploy adapters and feed contracts, and serve their addresses in the relayer schema", async () => {
    const { public: client } = clientsOf(1);
    const layer = deploymentOf("ethereumPufStaking");
    expect(await client.getCode({ address: layer.adapterAddress })).toMatch(/^0x[0-9a-f]{100,}/);
    const ids = await client.readContract({
      address: layer.adapterAddress,
      abi: priceFeedsAdapterAbi,
      functionName: "getDataFeedIds",
    });
    expect(ids).toEqual([feedIdToBytes32("pufETH_FUNDAMENTAL"), feedIdToBytes32("PUFFER")]);
    const feed = layer.feedAddresses.pufETH_FUNDAMENTAL;
    if (!feed) throw new Error("no feed contract");
    expect(await client.readContract({ address: feed, abi: priceFeedAbi, functionName: "description" })).toBe(
      "pufETH_FUNDAMENTAL / USD",
    );
    expect(await client.readContract({ address: feed, abi: priceFeedAbi, functionName: "decimals" })).toBe(8);
    const manifest = rig.world.relayerSchema.standard.ethereumPufStaking;
    expect(manifest?.adapterContract).toBe(layer.adapterAddress);
    expect(manifest?.priceFeeds).toEqual({ pufETH_FUNDAMENTAL: feed, PUFFER: "__NO_FEED__" });
    expect(rig.world.networks.find((network) => network.chainId === 1)?.rpcUrl).toBe(
      `http://127.0.0.1:${BASE_PORT}`,
    );
    expect(rig.world.networks.find((network) => network.chainId === 8453)?.rpcUrl).toBe(
      "http://127.0.0.1:8545",
    );
    // Multi-feed configs keep their overrides and get the deployed feed address; `{}` stays `{}`.
    const multi = rig.world.relayerSchema.multifeed.sepoliaMultiFeed?.priceFeeds;
    expect(multi?.USDC).toMatchObject({
      priceFeedAddress: deploymentOf("sepoliaMultiFeed").feedAddresses.USDC,
    });
    expect(multi?.LINK).toEqual({});
    const adapter = deploymentOf("sepoliaMultiFeed").adapterAddress;
    expect(rig.world.relayerSchema.multifeed.sepoliaMultiFeed?.adapterContract).toBe(adapter);
  });

  it("an update with 3 authorised signers is written: getValueForDataFeed is the signed value × 1e8", async () => {
    const round = rig.signers.latest("redstone-primary-prod");
    const value = round?.feed("XVS")?.value;
    if (value === undefined) throw new Error("XVS not signed this round");
    const pushed = await chains.pushUpdate("sepoliaVenusXvs", ["XVS"]);
    expect(pushed.values.XVS).toBeCloseTo(value, 8);
    const { public: client } = clientsOf(11155111);
    const layer = deploymentOf("sepoliaVenusXvs");
    const stored = await client.readContract({
      address: layer.adapterAddress,
      abi: priceFeedsAdapterAbi,
      functionName: "getValueForDataFeed",
      args: [feedIdToBytes32("XVS")],
    });
    expect(stored).toBe(parseUnits(value.toFixed(8), 8));
    const state = await chains.readLayer("sepoliaVenusXvs");
    expect(state.XVS).toEqual({
      value: pushed.values.XVS,
      timestamp: pushed.blockTimestamp,
      dataTimestamp: pushed.dataPackagesTimestamp,
    });
    const feed = layer.feedAddresses.XVS;
    if (!feed) throw new Error("no feed contract");
    const [, answer] = await client.readContract({
      address: feed,
      abi: priceFeedAbi,
      functionName: "latestRoundData",
    });
    expect(answer).toBe(stored);
  });

  it("multi-feed partial updates scale 6-decimal data points to 8 decimals", async () => {
    const pushed = await chains.pushUpdate("sepoliaMultiFeed", ["ETH", "USDC"]);
    expect(Object.keys(pushed.values).sort()).toEqual(["ETH", "USDC"]);
    const { public: client } = clientsOf(11155111);
    const [dataTimestamp, blockTimestamp, usdc] = await client.readContract({
      address: deploymentOf("sepoliaMultiFeed").adapterAddress,
      abi: multiFeedAdapterAbi,
      functionName: "getLastUpdateDetails",
      args: [feedIdToBytes32("USDC")],
    });
    expect(Number(dataTimestamp)).toBe(pushed.dataPackagesTimestamp);
    expect(Number(blockTimestamp) * 1000).toBe(pushed.blockTimestamp);
    expect(usdc).toBe(parseUnits(String(pushed.values.USDC), 8));
    expect(pushed.values.USDC).toBeGreaterThan(0.9);
    const state = await chains.readLayer("sepoliaMultiFeed");
    expect(state.BTC).toEqual({ value: null, timestamp: null, dataTimestamp: null });
  });

  async function sendRaw(data: Hex, to: `0x${string}`, abiName: "PriceFeedsAdapter") {
    const clients = clientsOf(11155111);
    const simulated = await clients.public.call({ account: clients.account, to, data }).then(
      () => "accepted",
      (error: unknown) => revertReason(error, loadArtifact(abiName).abi),
    );
    // Explicit gas: the transaction is mined (and reverts) instead of failing gas estimation.
    const hash = await clients.wallet.sendTransaction({ to, data, gas: 3_000_000n });
    const receipt = await clients.public.waitForTransactionReceipt({ hash });
    return { reason: simulated, status: receipt.status };
  }

  it("a payload with only 2 unique signers is rejected", async () => {
    rig.advance(10_000);
    const round = rig.signers.latest("redstone-primary-prod");
    if (!round) throw new Error("no round");
    const two = pickSigners(
      round,
      round.signers.map((signer) => signer.evmAddress),
      2,
    );
    const packages = await signedPackagesFor(
      round,
      ["XVS"],
      two.map((signer) => signer.evmAddress),
    );
    const data = withRedstonePayload(encodeUpdateCall("price-feeds", ["XVS"], round.timestamp), packages);
    const result = await sendRaw(data, deploymentOf("sepoliaVenusXvs").adapterAddress, "PriceFeedsAdapter");
    expect(result).toEqual({ reason: "InsufficientNumberOfUniqueSigners(2, 3)", status: "reverted" });
  });

  it("a payload signed by an unauthorised key (dev key 15) is rejected", async () => {
    rig.advance(10_000);
    const round = rig.signers.latest("redstone-primary-prod");
    const feed = round?.feed("XVS");
    if (!round || !feed) throw new Error("XVS not signed this round");
    const authorised = pickSigners(
      round,
      round.signers.map((signer) => signer.evmAddress),
      2,
    );
    const packages = await signedPackagesFor(
      round,
      ["XVS"],
      authorised.map((signer) => signer.evmAddress),
    );
    const point = new NumericDataPoint({ dataFeedId: "XVS", value: feed.value, decimals: feed.decimals });
    const stranger = devKey(15);
    packages.push(new DataPackage([point], round.timestamp, "XVS").sign(stranger.privateKey));
    const data = withRedstonePayload(encodeUpdateCall("price-feeds", ["XVS"], round.timestamp), packages);
    const result = await sendRaw(data, deploymentOf("sepoliaVenusXvs").adapterAddress, "PriceFeedsAdapter");
    expect(result).toEqual({ reason: `SignerNotAuthorised(${stranger.address})`, status: "reverted" });
  });

  it("an old round is rejected: data must be newer than what the adapter holds", async () => {
    await expect(chains.pushUpdate("sepoliaVenusXvs", ["XVS"])).resolves.toBeDefined();
    // Same round again: the adapter already holds it.
    await expect(chains.pushUpdate("sepoliaVenusXvs", ["XVS"])).rejects.toThrow(
      /DataTimestampShouldBeNewerThanBefore/,
    );
  });

  it("buildUpdateCalldata gives a wallet a ready transaction", async () => {
    rig.advance(10_000);
    const call = await chains.buildUpdateCalldata("sepoliaMultiFeed", ["BTC"]);
    expect(call.to).toBe(deploymentOf("sepoliaMultiFeed").adapterAddress);
    expect(call.data.startsWith("0xb7a16251")).toBe(true);
    expect(call.data.endsWith("000002ed57011e0000")).toBe(true);
    const clients = clientsOf(11155111);
    await clients.test.setNextBlockTimestamp({ timestamp: BigInt(Math.floor(rig.now() / 1000)) });
    const hash = await clients.wallet.sendTransaction({ to: call.to, data: call.data });
    expect((await clients.public.waitForTransactionReceipt({ hash })).status).toBe("success");
    expect((await chains.readLayer("sepoliaMultiFeed")).BTC?.dataTimestamp).toBe(call.dataPackagesTimestamp);
  });

  it("a restart reuses the deployed contracts and keeps their values; stop() leaves no anvil", async () => {
    const before = chains.deployments;
    const value = (await chains.readLayer("sepoliaVenusXvs")).XVS;
    const pids = chains.pids();
    await chains.stop();
    expect(pids.filter(isAlive)).toEqual([]);
    expect(chains.pids()).toEqual([]);
    logs.length = 0;
    rig.advance(10_000);
    chains = await start();
    expect(chains.deployments).toEqual(before);
    expect(logs.join("\n")).toMatch(/0 deployed, 13 reused/);
    expect((await chains.readLayer("sepoliaVenusXvs")).XVS).toEqual(value);
  }, 60_000);
});

describe("without anvil", () => {
  it("runs without chains and says so in one log line", async () => {
    const lines: string[] = [];
    const none = await startLocalChains({
      world: rig.world,
      signers: rig.signers,
      settings: { chainIds: [1], basePort: BASE_PORT + 5 },
      stateDir: null,
      anvilBinary: null,
      log: (message) => lines.push(message),
    });
    expect(none.chains).toEqual([]);
    expect(none.deployments).toEqual([]);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/anvil is not installed/);
    await none.stop();
  });
});
