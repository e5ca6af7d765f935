import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { readProductConfig } from "@oracle-explorer/core/config";
import { DEFAULT_REFERENCE_TIME, startDevnet } from "@oracle-explorer/devnet";
import { listen, type RunningServer } from "@oracle-explorer/server-kit";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ApiContext, createApiContext } from "../context.ts";
import { loadFeeds } from "./feeds.ts";

const SEPOLIA = 11155111;

/** anvil is an optional dependency (Linux x64 only); without it there is no chain to read. */
const hasAnvil = (() => {
  try {
    return existsSync(createRequire(import.meta.url).resolve("@foundry-rs/anvil-linux-amd64/bin/anvil"));
  } catch {
    return false;
  }
})();
let dir: string;
let devnet: Awaited<ReturnType<typeof startDevnet>>;
let server: RunningServer;
let ctx: ApiContext;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "api-chain-reads-"));
  devnet = await startDevnet({
    world: { referenceTime: DEFAULT_REFERENCE_TIME },
    databaseFile: join(dir, "prices.sqlite"),
    chains: { chainIds: [SEPOLIA], basePort: 19_750, stateDir: join(dir, "chains") },
  });
  server = await listen({ app: devnet.app, host: "127.0.0.1", port: 0, name: "devnet", portEnv: "X" });
  ctx = createApiContext(readProductConfig({ DEVNET_URL: server.url }));
  // Let the relayer write every local feed once before reading.
  await devnet.relayer?.runCycle();
}, 90_000);

afterAll(async () => {
  await server?.close();
  await devnet?.close();
  rmSync(dir, { recursive: true, force: true });
}, 60_000);

describe.skipIf(!hasAnvil)("on-chain reads", () => {
  it("CALL-05 CALL-07 CALL-09 FEEDS-23 DATA-48 rows on a local chain answer with the value read on chain", async () => {
    const { feeds } = await loadFeeds(ctx);
    const items = feeds.map((feed) => feed.item);
    const local = items.filter((item) => item.network.id === SEPOLIA && !item.isNonEvm);
    expect(local.length).toBeGreaterThan(0);
    for (const item of local) {
      expect(item.onChain, item.layerId).toBe("read");
      expect(item.answerSource, item.layerId).toBe("chain");
    }
    const sample = local[0];
    if (!sample) throw new Error("no local row");
    const state = await devnet.chains?.readLayer(sample.layerId);
    expect(sample.answer).toBeCloseTo(state?.[sample.feed]?.value ?? Number.NaN, 6);
    expect(feeds.every(({ row }) => !row.loaders.feedDataValue && !row.loaders.blockTimestamp)).toBe(true);
    // Each row carries what its item shows: the chain's value, derived into a row of its own.
    for (const { row, item } of feeds)
      expect(row.answer ?? row.apiValues.value, item.layerId).toBe(item.answer);
  });

  it("FEEDS-23 rows on chains the api cannot reach keep the relayed value and say so", async () => {
    const items = (await loadFeeds(ctx)).feeds.map((feed) => feed.item);
    const remote = items.filter((item) => item.network.id !== SEPOLIA && !item.isNonEvm);
    expect(remote.length).toBeGreaterThan(0);
    expect(remote.every((item) => item.onChain !== "read")).toBe(true);
    expect(remote.some((item) => item.answerSource === "api")).toBe(true);
    const nonEvm = items.filter((item) => item.isNonEvm);
    expect(nonEvm.every((item) => item.onChain === "unsupported")).toBe(true);
  });

  it("CHAIN_READS=off reads no chain at all", async () => {
    const off = createApiContext(readProductConfig({ DEVNET_URL: server.url, CHAIN_READS: "off" }));
    const items = (await loadFeeds(off)).feeds.map((feed) => feed.item);
    expect(items.every((item) => item.onChain === "unsupported" && item.answerSource !== "chain")).toBe(true);
  });
});
