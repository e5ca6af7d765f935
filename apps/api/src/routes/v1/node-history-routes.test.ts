import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { nodeRoundsView, nodeScorecardView, nodesView } from "@oracle-explorer/core/api-views";
import { openStore, type RoundObservation, recordRound, type Store } from "@oracle-explorer/store";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useApiHarness } from "../../test/use-api-harness.ts";
import { variantApp } from "../../test/variant-app.ts";

const h = useApiHarness(["registry"]);
const PRIMARY = "redstone-primary-prod";
const I = 10_000;

/**
 * The node scorecard resources over a store the test fills by hand (the indexer's own journey is
 * in apps/indexer): a node that missed three rounds, the nodes list's ranks, the range checks.
 */
describe("node history resources", () => {
  let dir: string;
  let store: Store;
  let api: ReturnType<typeof variantApp>;
  let nodes: string[];
  const now = Date.now();
  const first = Math.floor((now - 20 * I) / I) * I;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "api-history-"));
    const url = `sqlite:${join(dir, "history.sqlite")}`;
    store = (await openStore(url, { writer: true })) as Store;
    api = variantApp(h.devnetUrl, { storeUrl: url });
    // The harness's api reads the registry; this one's node records must not be cached before the rounds.
    const list = nodesView.parse(await h.json("/api/v1/nodes"));
    nodes = list.nodes
      .filter((node) => node.dataServiceId === PRIMARY && node.evmAddress !== false)
      .map((node) => (node.evmAddress as string).toLowerCase());
    // Ten rounds; the second node misses rounds 3..5; the third is 40 bp off on ETH.
    for (let i = 0; i < 10; i++) {
      const roundTs = first + i * I;
      const observation: RoundObservation = {
        serviceId: PRIMARY,
        intervalMs: I,
        roundTs,
        seenAt: roundTs + 1_000,
        live: true,
        registeredNodes: nodes,
        packages: nodes
          .filter((_node, index) => index !== 1 || i < 3 || i > 5)
          .map((node) => ({
            node,
            roundTs,
            feeds: 1,
            invalidFeeds: [],
            deviationsBp: new Map([["ETH", node === nodes[2] ? 40 : 1]]),
          })),
      };
      await recordRound(store.db, observation);
    }
  });
  afterAll(async () => {
    await api.context.history.close();
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("a node's scorecard: uptime, its missed run, deviation; any case of the address finds it", async () => {
    const address = nodes[1] as string;
    const response = await api.request(`/api/v1/nodes/${address.toUpperCase().replace("0X", "0x")}`);
    expect(response.status).toBe(200);
    const card = nodeScorecardView.parse(await response.json());
    expect(card.node).toMatchObject({ name: expect.stringMatching(/wayfarer$/), dataServiceId: PRIMARY });
    expect(card.uptime.map((u) => [u.window, u.expectedRounds, u.signedRounds, u.missedRounds])).toEqual([
      ["24h", 10, 7, 3],
      ["7d", 10, 7, 3],
      ["30d", 10, 7, 3],
    ]);
    expect(card.missed).toEqual([{ from: first + 3 * I, to: first + 5 * I, rounds: 3 }]);
    expect(card.recordedFrom).toBe(first);
    expect(card.rawRetentionHours).toBe(48);
  });

  it("the nodes list carries each node's 7-day record and rank; a node without a key has none", async () => {
    const list = nodesView.parse(await (await api.request("/api/v1/nodes")).json());
    const byAddress = new Map(
      list.nodes
        .filter((n) => n.evmAddress !== false)
        .map((n) => [(n.evmAddress as string).toLowerCase(), n]),
    );
    expect(byAddress.get(nodes[1] as string)?.record).toMatchObject({
      uptime7d: 0.7,
      missedRounds7d: 3,
      rank: 5,
    });
    expect(byAddress.get(nodes[2] as string)?.record).toMatchObject({
      uptime7d: 1,
      deviationP95Bp7d: 40,
      rank: 4,
    });
    expect(list.nodes.find((n) => n.evmAddress === false)?.record).toBeNull();
    // Another service's node, never recorded: no record, no rank.
    expect(list.nodes.find((n) => n.dataServiceId !== PRIMARY && n.evmAddress !== false)?.record).toBeNull();
  });

  it("unknown or malformed addresses are 404s", async () => {
    for (const address of ["0x0000000000000000000000000000000000000001", "not-an-address", "%3Cscript%3E"]) {
      const response = await api.request(`/api/v1/nodes/${address}`);
      expect(response.status, address).toBe(404);
      expect(await response.json()).toMatchObject({ error: "not_found" });
    }
  });

  it("raw rounds as JSON and CSV, and a bad window gets 400 with its reason", async () => {
    const address = nodes[1] as string;
    const from = first;
    const to = first + 10 * I;
    const json = nodeRoundsView.parse(
      await (await api.request(`/api/v1/nodes/${address}/rounds?from=${from}&to=${to}`)).json(),
    );
    expect(json.rounds.map((r) => r.status)).toEqual([
      "signed",
      "signed",
      "signed",
      "missed",
      "missed",
      "missed",
      "signed",
      "signed",
      "signed",
      "signed",
    ]);
    const csv = await api.request(`/api/v1/nodes/${address}/rounds?from=${from}&to=${to}&format=csv`);
    expect(csv.headers.get("content-type")).toMatch(/^text\/csv/);
    expect(csv.headers.get("content-disposition")).toMatch(
      /^attachment; filename="node-0x[0-9a-f]{40}-\d+-\d+\.csv"$/,
    );
    const lines = (await csv.text()).trim().split("\n");
    expect(lines[0]).toBe("round_ms,round_utc,status,seen_at_ms,feeds,invalid_signatures,deviation_max_bp");
    expect(lines[4]).toBe(`${first + 3 * I},${new Date(first + 3 * I).toISOString()},missed,,0,0,`);

    const cases: [string, RegExp][] = [
      [`from=${to}&to=${from}`, /from must be before to/],
      [`from=${now}&to=${now + 3_600_000}`, /to is in the future/],
      [`from=${now - 49 * 3_600_000}&to=${now}`, /longer than the 48 h/],
      ["from=yesterday", /expected epoch milliseconds/],
      ["format=xml", /format/],
    ];
    for (const [query, reason] of cases) {
      const response = await api.request(`/api/v1/nodes/${address}/rounds?${query}`);
      expect(response.status, query).toBe(400);
      expect(((await response.json()) as { message: string }).message, query).toMatch(reason);
    }
  });

  it("with no store configured, a scorecard says nothing was recorded", async () => {
    const bare = variantApp(h.devnetUrl);
    const card = nodeScorecardView.parse(await (await bare.request(`/api/v1/nodes/${nodes[0]}`)).json());
    expect(card).toMatchObject({ recordedFrom: null, uptime: [], missed: [] });
  });
});
