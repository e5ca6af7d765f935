import {
  type FeedListItem,
  feedsListView,
  type ManualUpdate,
  manualUpdateView,
} from "@oracle-explorer/core/api-views";
import { primaryProdServiceId, readProductConfig } from "@oracle-explorer/core/config";
import { feedIdToBytes32 } from "@oracle-explorer/core/feeds";
import { type DataPackagesResponse, dataPackagesResponseSchema } from "@oracle-explorer/core/schemas";
import {
  type Address,
  createPublicClient,
  createTestClient,
  createWalletClient,
  decodeFunctionData,
  defineChain,
  getAddress,
  type Hex,
  http,
  parseAbi,
  parseEther,
  parseUnits,
} from "viem";
import { mnemonicToAccount } from "viem/accounts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../app.ts";
import { createApiContext } from "../../context.ts";
import { ADAPTER_UPDATE_ABI } from "../../domain/manual-update-payload.ts";
import { type ApiHarness, startApiWithDevnet } from "../../test/devnet-harness.ts";
import { itAnswersUpstreamFailures } from "../../test/upstream-failures.ts";
import { variantApp } from "../../test/variant-app.ts";
import { FEED_TOKEN_NOT_DEFINED } from "./manual-update-routes.ts";

/**
 * The manual update end to end: a real devnet with local anvil chains (its adapters authorise
 * their layer's data service nodes, as the real ones do), the api building the calldata, and a
 * visitor's wallet — an anvil dev account that signs for no data service — sending it.
 */

const DEV_MNEMONIC = "test test test test test test test test test test test junk";
/**
 * The visitor: dev keys 0..14 are the devnet's signer nodes (account 12 signs for primary-demo)
 * and 19 is its relayer, so 15 is nobody's: a plain wallet.
 */
const VISITOR = mnemonicToAccount(DEV_MNEMONIC, { addressIndex: 15 });
const CHAIN_IDS = [1, 421614];
const HOOK_TIMEOUT_MS = 90_000;
const MARKER = "000002ed57011e0000";

const readAbi = parseAbi([
  "function getValueForDataFeed(bytes32 dataFeedId) view returns (uint256)",
  "function getDataTimestampFromLatestUpdate() view returns (uint256)",
  "function getDataTimestampFromLatestUpdate(bytes32 dataFeedId) view returns (uint256)",
  "function getAuthorisedSigners() view returns (address[])",
]);

let api: ApiHarness;
let feeds: FeedListItem[];
let anvilPids: number[] = [];

beforeAll(async () => {
  api = await startApiWithDevnet({
    chains: { chainIds: CHAIN_IDS, basePort: 19550, relayerIntervalMs: 3_600_000 },
  });
  // The visitor's update must not race the devnet's relayer for the same round.
  await api.devnet.relayer.stop();
  anvilPids = api.devnet.chains.pids();
  feeds = feedsListView.parse(await api.json("/api/v1/feeds")).feeds;
}, HOOK_TIMEOUT_MS);

afterAll(async () => {
  await api?.close();
  // No anvil of this file outlives it.
  for (const pid of anvilPids) expect(isAlive(pid)).toBe(false);
}, HOOK_TIMEOUT_MS);

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function feedOn(layerId: string, feedId?: string): FeedListItem {
  const feed = feeds.find((f) => f.layerId === layerId && (feedId === undefined || f.feed === feedId));
  if (!feed) throw new Error(`no public feed ${feedId ?? "*"} on ${layerId}`);
  return feed;
}

const updatePath = (feed: FeedListItem) =>
  `/api/v1/feeds/${feed.routeNetwork}/${feed.routeToken}/manual-update?layer=${encodeURIComponent(feed.layerId)}`;

/**
 * The update of the current round. The devnet's seeded source failures leave a feed out of about
 * one 10 s round in hundreds; the api rightly answers such a round with a 502 ("no signed
 * packages for …"), so a test that needs every feed waits for the next round (twice at most).
 */
async function fetchUpdate(feed: FeedListItem): Promise<{ update: ManualUpdate; response: Response }> {
  for (let round = 0; ; round++) {
    const response = await api.request(updatePath(feed));
    if (response.status === 200) return { update: manualUpdateView.parse(await response.json()), response };
    const body = await response.text();
    if (round >= 2 || !body.includes("no signed packages"))
      throw new Error(`HTTP ${response.status}: ${body}`);
    await new Promise((resolve) => setTimeout(resolve, 10_000));
  }
}

function clientsOf(chainId: number) {
  const local = api.devnet.chains.chains.find((c) => c.chainId === chainId);
  if (!local) throw new Error(`chain ${chainId} is not local`);
  const chain = defineChain({
    id: chainId,
    name: local.networkKey,
    nativeCurrency: { name: "Ether", symbol: "ETH", decimals: 18 },
    rpcUrls: { default: { http: [local.rpcUrl] } },
  });
  const transport = http(local.rpcUrl);
  return {
    public: createPublicClient({ chain, transport, pollingInterval: 50 }),
    wallet: createWalletClient({ chain, transport, account: VISITOR }),
    test: createTestClient({ chain, transport, mode: "anvil" }),
  };
}

/** The adapter's data time of the feed (price-feeds adapters: the layer's), ms. */
async function onChainDataTimestamp(update: ManualUpdate, perFeed: boolean): Promise<number> {
  const { public: client } = clientsOf(update.chainId);
  const value = perFeed
    ? await client.readContract({
        address: getAddress(update.to),
        abi: readAbi,
        functionName: "getDataTimestampFromLatestUpdate",
        args: [feedIdToBytes32(update.feedId)],
      })
    : await client.readContract({
        address: getAddress(update.to),
        abi: readAbi,
        functionName: "getDataTimestampFromLatestUpdate",
      });
  return Number(value);
}

/** An update of a round newer than the one the adapter holds (rounds come every 10 s). */
async function freshUpdate(feed: FeedListItem, perFeed: boolean): Promise<ManualUpdate> {
  const deadline = Date.now() + 25_000;
  for (;;) {
    const { update } = await fetchUpdate(feed);
    if (update.dataPackagesTimestamp > (await onChainDataTimestamp(update, perFeed))) return update;
    if (Date.now() > deadline) throw new Error("no round newer than the adapter's");
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
}

/** What the adapter stores for a signed value: the protocol's integer, rescaled to 8 decimals. */
async function expectedStored(update: ManualUpdate, feedId: string, value: number): Promise<bigint> {
  const url = `${api.devnetUrl}/gateway/v2/data-packages/latest-by-data-feeds/${update.dataServiceId}?dataFeedIds=${encodeURIComponent(feedId)}`;
  const body: DataPackagesResponse = dataPackagesResponseSchema.parse(await (await fetch(url)).json());
  const decimals = body[feedId]?.[0]?.dataPoints[0]?.decimals ?? 8;
  const signed = parseUnits(value.toFixed(decimals), decimals);
  return decimals >= 8 ? signed / 10n ** BigInt(decimals - 8) : signed * 10n ** BigInt(8 - decimals);
}

/** Sends the calldata from the visitor's wallet, as the browser does: only to and data are the api's. */
async function sendFromVisitor(update: ManualUpdate) {
  const clients = clientsOf(update.chainId);
  await clients.test.setBalance({ address: VISITOR.address, value: parseEther("10") });
  const hash = await clients.wallet.sendTransaction({ to: getAddress(update.to), data: update.data as Hex });
  const receipt = await clients.public.waitForTransactionReceipt({ hash, timeout: 30_000 });
  return { hash, receipt, clients };
}

async function authorisedSigners(update: ManualUpdate): Promise<string[]> {
  const signers = await clientsOf(update.chainId).public.readContract({
    address: getAddress(update.to),
    abi: readAbi,
    functionName: "getAuthorisedSigners",
  });
  return signers.map((s: Address) => s.toLowerCase());
}

describe("manual update: calldata a visitor's wallet sends", () => {
  it("UPDATE-09 UPDATE-10 UPDATE-11 a multi-feed update from a non-signer's wallet writes the signed value", async () => {
    const feed = feedOn("ethereumMultiFeed", "ETH");
    const { response } = await fetchUpdate(feed);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const update = await freshUpdate(feed, true);

    // CALL-17, CONST-37, CONST-38: 3 unique signers of the primary production data service.
    expect(update.dataServiceId).toBe(primaryProdServiceId(api.context.config));
    expect(new Set(update.signers.map((s) => s.toLowerCase())).size).toBe(3);
    const authorised = await authorisedSigners(update);
    expect(update.signers.every((s) => authorised.includes(s.toLowerCase()))).toBe(true);
    expect(authorised).not.toContain(VISITOR.address.toLowerCase());
    // UPDATE-10: to is the feed's contract, data the adapter's update call with the payload appended.
    expect(update.to).toBe(getAddress(feed.contractAddress));
    expect(update).toMatchObject({ layerId: "ethereumMultiFeed", feedId: "ETH", chainId: 1 });
    expect(update.data.startsWith("0xb7a16251")).toBe(true);
    expect(update.data.endsWith(MARKER)).toBe(true);
    const call = decodeFunctionData({ abi: ADAPTER_UPDATE_ABI, data: update.data as Hex });
    expect(call.functionName).toBe("updateDataFeedsValuesPartial");
    expect(call.args).toEqual([[feedIdToBytes32("ETH")]]);
    expect(update.expiresAt).toBe(Math.floor(update.dataPackagesTimestamp / 1000) * 1000 + 180_000);
    expect(update.expiresAt).toBeGreaterThan(Date.now());
    // UPDATE-11: nothing in the answer names a sender, relayer or sponsor.
    expect(Object.keys(update)).not.toContain("from");

    const { hash, receipt, clients } = await sendFromVisitor(update);
    expect(receipt.status).toBe("success");
    const tx = await clients.public.getTransaction({ hash });
    expect(tx.from.toLowerCase()).toBe(VISITOR.address.toLowerCase());
    const stored = await clients.public.readContract({
      address: getAddress(update.to),
      abi: readAbi,
      functionName: "getValueForDataFeed",
      args: [feedIdToBytes32("ETH")],
    });
    expect(stored).toBe(await expectedStored(update, "ETH", update.value));
    expect(await onChainDataTimestamp(update, true)).toBe(update.dataPackagesTimestamp);
    console.info(
      `manual update ETH/ethereumMultiFeed: tx ${hash}, gas ${receipt.gasUsed}, value ${stored} (${update.value})`,
    );
  }, 60_000);

  it("UPDATE-10 a price-feeds update carries every feed of the layer and writes them all", async () => {
    const layerId = "ethereumPufStaking";
    const layerFeeds = Object.keys(api.devnet.world.relayerSchema.standard[layerId]?.priceFeeds ?? {});
    expect(layerFeeds.length).toBeGreaterThan(1);
    const feed = feedOn(layerId);
    const update = await freshUpdate(feed, false);
    expect(update.dataServiceId).toBe(primaryProdServiceId(api.context.config));
    expect(update.data.startsWith("0xc14c9204")).toBe(true);
    const call = decodeFunctionData({ abi: ADAPTER_UPDATE_ABI, data: update.data as Hex });
    expect(call.functionName).toBe("updateDataFeedsValues");
    expect(call.args).toEqual([BigInt(update.dataPackagesTimestamp)]);

    const { hash, receipt, clients } = await sendFromVisitor(update);
    expect(receipt.status).toBe("success");
    const values = await Promise.all(
      layerFeeds.map((feedId) =>
        clients.public.readContract({
          address: getAddress(update.to),
          abi: readAbi,
          functionName: "getValueForDataFeed",
          args: [feedIdToBytes32(feedId)],
        }),
      ),
    );
    expect(values.every((value) => value > 0n)).toBe(true);
    const stored = values[layerFeeds.indexOf(update.feedId)];
    expect(stored).toBe(await expectedStored(update, update.feedId, update.value));
    expect(await onChainDataTimestamp(update, false)).toBe(update.dataPackagesTimestamp);
    console.info(
      `manual update ${update.feedId}/${layerId}: tx ${hash}, gas ${receipt.gasUsed}, value ${stored} (${update.value})`,
    );
  }, 60_000);

  it("CONST-38 decision: a testnet layer is signed by its own data service, which its adapter authorises", async () => {
    const feed = feedOn("arbitrumSepoliaMultiFeed", "ETH");
    const update = await freshUpdate(feed, true);
    expect(update.dataServiceId).toBe("redstone-primary-demo");
    expect(update.chainId).toBe(421614);
    const authorised = await authorisedSigners(update);
    expect(update.signers.every((s) => authorised.includes(s.toLowerCase()))).toBe(true);
    const { receipt } = await sendFromVisitor(update);
    expect(receipt.status).toBe("success");
  }, 60_000);
});

describe("manual update: refusals", () => {
  it("404 for an unknown feed or layer, with no-store", async () => {
    const eth = feedOn("ethereumMultiFeed", "ETH");
    const unknown = await api.request(`/api/v1/feeds/${eth.routeNetwork}/not-a-feed/manual-update`);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ error: "not_found" });
    expect(unknown.headers.get("cache-control")).toBe("no-store");
    const wrongLayer = await api.request(`${updatePath(eth)}-nope`);
    expect(wrongLayer.status).toBe(404);
    expect((await api.request("/api/v1/feeds/nowhere/eth/manual-update")).status).toBe(404);
  });

  it("UPDATE-08 an empty feed token fails with 'Feed token is not defined'", async () => {
    const eth = feedOn("ethereumMultiFeed", "ETH");
    for (const token of ["", "%20"]) {
      const response = await api.request(`/api/v1/feeds/${eth.routeNetwork}/${token}/manual-update`);
      expect(response.status).toBe(400);
      expect(response.headers.get("cache-control")).toBe("no-store");
      const body = (await response.json()) as { error: string; message: string };
      expect(body.error).toBe("bad_request");
      expect(body.message).toContain(FEED_TOKEN_NOT_DEFINED);
    }
  });

  it("400 for a non-EVM, an instant-update or a mento feed, saying why", async () => {
    const cases: [FeedListItem | undefined, string][] = [
      [feeds.find((f) => f.isNonEvm), "not on an EVM chain"],
      [feeds.find((f) => f.isPerun && !f.isNonEvm), "instant-update"],
      [feeds.find((f) => f.contractType === "mento" && !f.isPerun), 'adapter type "mento"'],
    ];
    for (const [feed, reason] of cases) {
      if (!feed) throw new Error(`no feed for the case "${reason}"`);
      expect(feed.feedUpdateModalSupported).toBe(false);
      const response = await api.request(updatePath(feed));
      expect(response.status).toBe(400);
      const body = (await response.json()) as { error: string; message: string };
      expect(body.error).toBe("bad_request");
      expect(body.message).toContain(reason);
    }
  });
});

describe("manual update: gateway failures", () => {
  const eth = () => feedOn("ethereumMultiFeed", "ETH");

  itAnswersUpstreamFailures("gateway fault $mode: the specific $status ($failure), never cached", () => api, {
    endpoint: "gateway",
    upstream: "oracle gateway",
    path: async () => updatePath(eth()),
    api: async () => {
      const variant = variantApp(api.devnetUrl, { timeoutMs: 1_500 });
      // Rows first, so only the gateway read meets the fault.
      expect((await variant.request("/api/v1/feeds")).status).toBe(200);
      return variant;
    },
    alsoExpect: (response) => expect(response.headers.get("cache-control")).toBe("no-store"),
    timeout: 15_000,
  });

  it("gateway down: 502 down", async () => {
    const variant = variantApp(api.devnetUrl, { env: { ORACLE_GATEWAY_URL: "http://127.0.0.1:9" } });
    const response = await variant.request(updatePath(eth()));
    expect(response.status).toBe(502);
    expect(await response.json()).toMatchObject({ upstream: "oracle gateway", failure: "down" });
  });

  /** An api whose gateway answers pass through `edit` first (what a faulty gateway might send). */
  function apiWithGatewayEdit(
    edit: (body: DataPackagesResponse) => DataPackagesResponse,
    now: () => number = Date.now,
  ) {
    const config = readProductConfig({ DEVNET_URL: api.devnetUrl });
    const editing: typeof fetch = async (input, init) => {
      const response = await fetch(input, init);
      if (!String(input).includes("/latest-by-data-feeds/")) return response;
      const body = dataPackagesResponseSchema.parse(await response.json());
      return Response.json(edit(body));
    };
    const context = createApiContext(config, { fetch: editing, now });
    return createApp({
      config,
      spa: null,
      context,
      operations: { rateLimit: { perMinute: 0, trustProxy: false }, logLevel: "silent" },
    });
  }

  const mapPackages = (
    body: DataPackagesResponse,
    fn: (pkgs: DataPackagesResponse[string]) => DataPackagesResponse[string],
  ) => Object.fromEntries(Object.entries(body).map(([id, pkgs]) => [id, fn(pkgs)]));

  it("CONST-37 fewer than 3 unique signers (2 signers, duplicates, forged signer addresses): 502 malformed", async () => {
    const edits: [string, (body: DataPackagesResponse) => DataPackagesResponse][] = [
      ["two signers", (body) => mapPackages(body, (pkgs) => pkgs.slice(0, 2))],
      [
        "one signer repeated",
        (body) =>
          mapPackages(body, (pkgs) => (pkgs[0] ? [pkgs[0], pkgs[0], pkgs[0], ...pkgs.slice(0, 1)] : [])),
      ],
      [
        "claimed signers that did not sign",
        (body) =>
          mapPackages(body, (pkgs) =>
            pkgs.map((pkg, i) => ({
              ...pkg,
              signerAddress: (pkgs[(i + 1) % pkgs.length] ?? pkg).signerAddress,
            })),
          ),
      ],
      ["the feed missing", () => ({})],
    ];
    for (const [what, edit] of edits) {
      const response = await apiWithGatewayEdit(edit).request(updatePath(eth()));
      expect(response.status, what).toBe(502);
      const body = (await response.json()) as { failure: string; upstream: string; message: string };
      expect(body, what).toMatchObject({ upstream: "oracle gateway", failure: "malformed" });
      expect(body.message, what).toMatch(/fewer than 3 unique signers|no signed packages/);
    }
  });

  it("CONST-37 of 5 signers with one forged, the 3 valid ones sorted by address are used", async () => {
    let forged = "";
    const app = apiWithGatewayEdit((body) =>
      mapPackages(body, (pkgs) => {
        const sorted = [...pkgs].sort((a, b) =>
          a.signerAddress.toLowerCase().localeCompare(b.signerAddress.toLowerCase()),
        );
        const first = sorted[0];
        const other = sorted[1];
        if (!first || !other) return pkgs;
        forged = first.signerAddress;
        // The lowest address claims a package another node signed.
        return pkgs.map((pkg) => (pkg === first ? { ...other, signerAddress: first.signerAddress } : pkg));
      }),
    );
    const response = await app.request(updatePath(eth()));
    expect(response.status).toBe(200);
    const update = manualUpdateView.parse(await response.json());
    // The edit forged a package (it leaves fewer than two untouched, which would prove nothing).
    expect(forged).not.toBe("");
    expect(update.signers.map((s) => s.toLowerCase())).not.toContain(forged.toLowerCase());
    const lowered = update.signers.map((s) => s.toLowerCase());
    expect(lowered).toEqual([...lowered].sort());
  });

  it("packages older than the adapter's 3-minute limit: 502 malformed, not a doomed transaction", async () => {
    // The api's clock 4 minutes ahead: the gateway's newest round is already too old for any block.
    const app = apiWithGatewayEdit(
      (body) => body,
      () => Date.now() + 240_000,
    );
    const response = await app.request(updatePath(eth()));
    expect(response.status).toBe(502);
    const body = (await response.json()) as { failure: string; message: string };
    expect(body.failure).toBe("malformed");
    expect(body.message).toContain("older than the adapter's 3-minute limit");
  });
});
