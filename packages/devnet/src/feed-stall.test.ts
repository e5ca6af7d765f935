import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { effectiveTriggers } from "@oracle-explorer/core/feeds";
import { parseRelayerSchema } from "@oracle-explorer/core/schemas";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findAnvilBinary } from "./chains/index.ts";
import { isAlive } from "./chains/test-support.ts";
import { type Devnet, startDevnet } from "./devnet.ts";
import { DEFAULT_REFERENCE_TIME } from "./env.ts";
import { createMarket } from "./market/index.ts";
import { createWorld } from "./world/index.ts";

/*
 * The staleness journey's devnet side, end to end on a real local chain: the default stallable feed
 * (arbitrumOneMultiFeed/ARB on chain 42161) gets a 30 s heartbeat through PUT /__admin/feeds, is
 * written every 30 s, stalls (its last write stops moving as soon as the PUT answers), and once
 * un-stalled is written by the cycle the PUT answers after. The devnet's clock is the test's.
 */

// Ports of this file (one chain): inside 9300–9349, apart from the other test files' ranges.
const BASE_PORT = 9300;
const SEED = 5;
const LAYER = "arbitrumOneMultiFeed";
const FEED = "ARB";
const SEC = 1_000;

const world = { referenceTime: DEFAULT_REFERENCE_TIME, seed: SEED };
// The same world and market the devnet builds: which rounds sign ARB (a seeded source failure
// leaves a feed out of about one round in hundreds) is known before it runs.
const probe = createMarket(createWorld(world));
const signed = (t: number) => probe.aggregateAt(FEED, t).value !== null;
/** The first 10 s round at or after t whose ARB value is signed. */
const signedSlotFrom = (t: number) => {
  let slot = t - (t % 10_000) + 10_000;
  while (!signed(slot) || !signed(slot + 5_000)) slot += 10_000;
  return slot + 5_000;
};

let clock = signedSlotFrom(Date.now());
let dir: string;
let devnet: Devnet;

const admin = (method: string, body?: unknown) =>
  devnet.app.request("/__admin/feeds", {
    method,
    body: body === undefined ? undefined : JSON.stringify(body),
    headers: { "content-type": "application/json" },
  });
const lastWrite = () => devnet.updateLog.latest(LAYER, FEED)?.timestamp ?? null;
const servedHeartbeat = async () => {
  const parsed = parseRelayerSchema(await (await devnet.app.request("/relayer-schema")).json());
  if (!parsed.ok) throw new Error(parsed.error);
  const layer = parsed.data.schema.multifeed[LAYER];
  const entry = layer?.priceFeeds[FEED];
  const overrides = typeof entry === "object" ? entry.updateTriggersOverrides : undefined;
  return effectiveTriggers(layer?.updateTriggers, FEED, overrides).triggers.timeSinceLastUpdateInMilliseconds;
};
/** Moves the devnet's clock to the next signed round after `ms` and runs a relayer cycle there. */
const cycleAfter = async (ms: number) => {
  clock = signedSlotFrom(clock + ms - 10_000);
  const report = await devnet.relayer.runCycle();
  expect(report.failures).toEqual([]);
  return report.updates.find((update) => update.layerId === LAYER)?.reasons[FEED] ?? null;
};

const hasAnvil = findAnvilBinary() !== null;

beforeAll(async () => {
  if (!hasAnvil) return;
  dir = mkdtempSync(join(tmpdir(), "devnet-feed-stall-"));
  devnet = await startDevnet({
    world,
    databaseFile: ":memory:",
    admin: true,
    now: () => clock,
    // Only the first cycle runs on the timer: the test runs the others (and the admin runs one per change).
    chains: {
      chainIds: [42161],
      basePort: BASE_PORT,
      stateDir: join(dir, "chains"),
      relayerIntervalMs: 3_600_000,
    },
  });
}, 90_000);

afterAll(async () => {
  if (!devnet) return;
  const pids = devnet.chains.pids();
  await devnet.close();
  expect(pids.filter(isAlive)).toEqual([]);
  rmSync(dir, { recursive: true, force: true });
}, 60_000);

describe.skipIf(!hasAnvil)("stalling the default stallable feed on a local chain", () => {
  it("overrides its heartbeat, stalls it and un-stalls it through /__admin/feeds", async () => {
    await expect.poll(lastWrite, { timeout: 30_000 }).not.toBeNull();
    // A threshold no market move in these minutes reaches, so every write below is the heartbeat's.
    const manifest = devnet.world.relayerSchema.multifeed[LAYER];
    if (!manifest) throw new Error(`no layer ${LAYER}`);
    manifest.updateTriggers.deviationPercentage = 50;
    const listed = await (await admin("GET")).json();
    expect(listed).toEqual({
      feeds: [],
      stallable: { layerId: LAYER, feedId: FEED, chainId: 42161, heartbeatMs: 6 * 3_600_000 },
    });
    expect(await servedHeartbeat()).toBe(6 * 3_600_000);

    // A 30 s heartbeat: served, and what the relayer writes by.
    expect((await admin("PUT", { layerId: LAYER, feedId: FEED, heartbeatMs: 30_000 })).status).toBe(200);
    expect(await servedHeartbeat()).toBe(30_000);
    const written = lastWrite() ?? 0;
    let reason = null;
    while (clock - written < 30 * SEC) reason = (await cycleAfter(10 * SEC)) ?? reason;
    expect(reason).toBe("heartbeat");
    expect(lastWrite()).toBe(Math.floor(clock / 1000) * 1000);

    // Stalled: once the PUT answers, the feed's last write stops moving, two minutes on.
    expect((await admin("PUT", { layerId: LAYER, feedId: FEED, stalled: true })).status).toBe(200);
    const frozen = lastWrite();
    const onChain = (await devnet.chains.readLayer(LAYER))[FEED]?.timestamp;
    for (let i = 0; i < 12; i++) expect(await cycleAfter(10 * SEC)).toBeNull();
    expect(lastWrite()).toBe(frozen);
    expect((await devnet.chains.readLayer(LAYER))[FEED]?.timestamp).toBe(onChain);

    // Un-stalled: the cycle the PUT answers after writes it, two minutes overdue.
    clock = signedSlotFrom(clock);
    const response = await admin("PUT", { layerId: LAYER, feedId: FEED, stalled: false });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ feeds: [{ heartbeatMs: 30_000, stalled: false }] });
    expect(lastWrite()).toBe(Math.floor(clock / 1000) * 1000);
    expect(devnet.updateLog.latest(LAYER, FEED)?.origin).toBe("relayer");

    // DELETE restores the schema's heartbeat.
    expect((await admin("DELETE")).status).toBe(200);
    expect(await servedHeartbeat()).toBe(6 * 3_600_000);
    expect(await cycleAfter(40 * SEC)).toBeNull();
  }, 120_000);
});
