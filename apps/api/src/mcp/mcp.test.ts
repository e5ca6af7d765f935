import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { feedsListView, nodesView } from "@oracle-explorer/core/api-views";
import { readProductConfig } from "@oracle-explorer/core/config";
import { feedSubject, incidentId, SEVERITY_OF } from "@oracle-explorer/core/history";
import { listen } from "@oracle-explorer/server-kit";
import { openStore, recordRound, type Store, writeIncidents } from "@oracle-explorer/store";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app.ts";
import { createApiContext } from "../context.ts";
import { useApiHarness } from "../test/use-api-harness.ts";

/**
 * The MCP server end to end (issue 30): the SDK's own client over Streamable HTTP (a real socket
 * to the api, rate limit and all) and over stdio (the entry spawned as a child), against the
 * devnet and a history store filled by hand, each tool called and its structured result checked
 * (the client also validates it against the tool's output schema).
 */

const h = useApiHarness(["gateway"]);
const PRIMARY = "redstone-primary-prod";
const I = 10_000;
const EXPECTED_TOOLS = [
  "get_feed_reliability",
  "get_incidents",
  "get_network_status",
  "get_node_scorecard",
  "get_price_history",
  "get_push_feed",
  "get_token_price",
  "search",
  "verify_feed",
];

type Structured = Record<string, unknown>;
const structured = (result: unknown) => (result as CallToolResult).structuredContent as Structured;
const text = (result: unknown) =>
  ((result as CallToolResult).content as { type: string; text: string }[])
    .map((part) => part.text)
    .join("\n");

describe("the MCP server", () => {
  let dir: string;
  let storeUrl: string;
  let store: Store;
  let server: Awaited<ReturnType<typeof listen>>;
  let client: Client;
  let ethFeed: string;
  let node: string;
  const now = Date.now();

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "api-mcp-"));
    storeUrl = `sqlite:${join(dir, "history.sqlite")}`;
    store = (await openStore(storeUrl, { writer: true })) as Store;
    const feeds = feedsListView.parse(await h.json("/api/v1/feeds"));
    const eth = feeds.feeds.find((feed) => feed.feed === "ETH");
    if (!eth) throw new Error("the devnet lists no ETH push feed");
    ethFeed = feedSubject(eth.layerId, eth.feed);
    const nodes = nodesView
      .parse(await h.json("/api/v1/nodes"))
      .nodes.filter((entry) => entry.dataServiceId === PRIMARY && entry.evmAddress !== false)
      .map((entry) => (entry.evmAddress as string).toLowerCase());
    node = nodes[0] as string;
    // Six recent rounds every node signed, and the ETH feed stale for 20 min.
    for (let i = 0; i < 6; i++) {
      const roundTs = Math.floor(now / I) * I - (6 - i) * I;
      await recordRound(store.db, {
        serviceId: PRIMARY,
        intervalMs: I,
        roundTs,
        seenAt: roundTs + 1_000,
        live: true,
        registeredNodes: nodes,
        packages: nodes.map((signer) => ({
          node: signer,
          roundTs,
          feeds: 1,
          invalidFeeds: [],
          deviationsBp: new Map([["ETH", 2]]),
        })),
      });
    }
    await writeIncidents(
      store.db,
      [
        {
          id: incidentId("feed-stale", ethFeed, now - 20 * 60_000),
          kind: "feed-stale",
          severity: SEVERITY_OF["feed-stale"],
          subject: ethFeed,
          serviceId: PRIMARY,
          network: String(eth.network.id),
          startedAt: now - 20 * 60_000,
          endedAt: null,
          detail: { lastUpdateAt: now - 80 * 60_000, heartbeatMs: 60 * 60_000 },
        },
      ],
      now - 60_000,
    );
    // The api as it runs: its own context on the store, the rate limit on, a real socket.
    const config = readProductConfig({ DEVNET_URL: h.devnetUrl });
    const app = createApp({
      config,
      spa: null,
      context: createApiContext(config, { storeUrl }),
      operations: { rateLimit: { perMinute: 40, trustProxy: false }, logLevel: "silent" },
    });
    server = await listen({ app, host: "127.0.0.1", port: 0, name: "api", portEnv: "PORT" });
    client = new Client({ name: "mcp-test", version: "1.0.0" });
    await client.connect(new StreamableHTTPClientTransport(new URL(`${server.url}/api/mcp`)));
  }, 60_000);

  afterAll(async () => {
    await client?.close();
    await server?.close();
    await store?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("MCP-01 lists its tools over Streamable HTTP, each with an input and an output schema, read-only", async () => {
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual(EXPECTED_TOOLS);
    for (const tool of tools) {
      expect(tool.description?.length).toBeGreaterThan(40);
      expect(tool.inputSchema.type).toBe("object");
      expect(tool.outputSchema?.type).toBe("object");
      expect(tool.annotations?.readOnlyHint).toBe(true);
    }
    expect(client.getServerVersion()?.name).toBe("oracle-explorer");
    expect(client.getInstructions()).toMatch(/Start with search/);
  });

  it("MCP-02 search finds what the palette finds, with absolute links and the ids other tools take", async () => {
    const all = structured(await client.callTool({ name: "search", arguments: { query: "ETH", limit: 50 } }));
    const results = all.results as { kind: string; name: string; url: string; id: string | null }[];
    expect(results[0]).toMatchObject({ kind: "token", name: "ETH", id: "token:ETH" });
    expect(results[0]?.url).toBe(`${server.url}/app/token/ETH/`);
    expect(results.some((result) => result.kind === "feed" && result.id === ethFeed)).toBe(true);
    const onlyNodes = structured(
      await client.callTool({ name: "search", arguments: { query: node, kinds: ["node"] } }),
    );
    expect(onlyNodes.results).toEqual([
      expect.objectContaining({
        kind: "node",
        id: `node:${node}`,
        url: `${server.url}/app/data-providers/${node}/`,
      }),
    ]);
    const services = structured(
      await client.callTool({ name: "search", arguments: { query: "primary prod", kinds: ["service"] } }),
    );
    expect(services.results).toEqual([
      expect.objectContaining({ kind: "service", id: `service:${PRIMARY}` }),
    ]);
    const none = await client.callTool({ name: "search", arguments: { query: "no-such-thing-zz" } });
    expect(structured(none).results).toEqual([]);
    expect(text(none)).toBe('Nothing matches "no-such-thing-zz".');
  });

  it("MCP-03 a token's price with its sources, and its price history over a range", async () => {
    // A model does not keep a symbol's case: "eth" is ETH.
    const price = structured(
      await client.callTool({ name: "get_token_price", arguments: { symbol: "eth" } }),
    );
    expect(price).toMatchObject({ symbol: "ETH", provider: PRIMARY, answeredBy: PRIMARY });
    expect(price.price).toBeGreaterThan(0);
    expect(Object.keys(price.sources as object).length).toBeGreaterThan(1);
    expect(price.ageSeconds).toBeLessThan(120);
    const history = structured(
      await client.callTool({ name: "get_price_history", arguments: { symbol: "ETH", range: "1h" } }),
    );
    const points = history.points as { timestamp: number; value: number }[];
    expect(points.length).toBeGreaterThan(2);
    const times = points.map((point) => point.timestamp);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    const summary = history.summary as { first: number; last: number; min: number; max: number };
    expect(summary.first).toBe(points[0]?.value);
    expect(summary.last).toBe(points.at(-1)?.value);
    expect(summary.min).toBe(Math.min(...points.map((point) => point.value)));
  });

  it("MCP-04 a push feed's state, its record, and its latest signed packages verified", async () => {
    const feed = structured(await client.callTool({ name: "get_push_feed", arguments: { id: ethFeed } }));
    expect(feed).toMatchObject({ id: ethFeed, feed: "ETH", dataServiceId: PRIMARY });
    expect(feed.answer).toBeGreaterThan(0);
    // The feed page's badge, word for word.
    expect(feed.freshness).toMatchObject({
      status: expect.stringMatching(/^(fresh|due-soon|due-now|stale)$/),
      reason: expect.stringMatching(/^Updated |missed/),
    });
    expect(feed.triggers).toEqual(expect.objectContaining({ deviationPercent: expect.any(Number) }));
    expect(feed.url).toMatch(new RegExp(`^${server.url}/app/feeds/`));
    const record = structured(
      await client.callTool({ name: "get_feed_reliability", arguments: { id: ethFeed } }),
    );
    expect((record.windows as { window: string }[]).map((window) => window.window)).toEqual(["7d", "30d"]);
    const verified = structured(await client.callTool({ name: "verify_feed", arguments: { feedId: "ETH" } }));
    expect(verified).toMatchObject({ feedId: "ETH", dataServiceId: PRIMARY });
    const packages = verified.packages as { valid: boolean; node: string | null; recoveredSigner: string }[];
    expect(packages.length).toBeGreaterThanOrEqual(3);
    // The devnet's misbehaving vega may sign with an unregistered key: the verdict counts the rest.
    const valid = packages.filter((pkg) => pkg.valid);
    expect(verified.uniqueSigners).toBe(valid.length);
    expect(valid.every((pkg) => pkg.node !== null)).toBe(true);
    expect(["verified", "partial"]).toContain(verified.status);
  });

  it("MCP-05 the indexer's record: a node's scorecard, the incidents, the network's status", async () => {
    const card = structured(
      await client.callTool({ name: "get_node_scorecard", arguments: { address: node } }),
    );
    expect(card).toMatchObject({
      address: expect.stringMatching(new RegExp(node, "i")),
      dataServiceId: PRIMARY,
    });
    const day = (card.uptime as { window: string; signedRounds: number }[])[0];
    expect(day).toMatchObject({ window: "24h", signedRounds: 6 });
    const incidents = structured(
      await client.callTool({ name: "get_incidents", arguments: { ids: [ethFeed, "bogus"], ongoing: true } }),
    );
    expect(incidents.incidents).toEqual([
      expect.objectContaining({
        kind: "feed-stale",
        subject: ethFeed,
        endedAt: null,
        url: expect.stringContaining(server.url),
      }),
    ]);
    expect(incidents.subjects).toEqual([
      expect.objectContaining({ id: ethFeed, known: true, ongoing: 1, worst: "major" }),
    ]);
    expect(incidents.malformed).toEqual(["bogus"]);
    const status = await client.callTool({ name: "get_network_status", arguments: {} });
    expect(structured(status)).toMatchObject({ state: "degraded", recordBehind: null, feeds: { stale: 1 } });
    expect(text(status)).toMatch(/^State: degraded; 1 incidents ongoing/);
  });

  it("MCP-06 bad arguments and unknown things are tool errors that say why; the session goes on", async () => {
    const cases: [string, Record<string, unknown>, RegExp][] = [
      ["search", { query: "" }, /Input validation error/],
      ["search", { query: "ETH", limit: 1000 }, /Input validation error/],
      ["get_token_price", { symbol: "NO_SUCH_TOKEN_ZZ" }, /No token "NO_SUCH_TOKEN_ZZ"/],
      ["get_token_price", { symbol: "ETH", provider: "nobody" }, /"nobody" is not a provider of ETH/],
      ["get_price_history", { symbol: "ETH", range: "10y" }, /Input validation error/],
      ["get_push_feed", { id: "ETH" }, /not a push feed id/],
      ["get_push_feed", { id: "feed:noLayer/ETH" }, /No push feed "feed:noLayer\/ETH"/],
      ["get_node_scorecard", { address: "0x1234" }, /Input validation error/],
      ["get_node_scorecard", { address: `0x${"0".repeat(39)}1` }, /No registered node/],
      ["verify_feed", { feedId: "ETH", service: "no-such-service" }, /No data service "no-such-service"/],
      ["no_such_tool", {}, /not found/],
    ];
    for (const [name, args, message] of cases) {
      const result = (await client.callTool({ name, arguments: args })) as CallToolResult;
      expect(result.isError, name).toBe(true);
      expect(text(result), name).toMatch(message);
    }
    expect(
      structured(await client.callTool({ name: "search", arguments: { query: "BTC" } })).results,
    ).not.toEqual([]);
  });

  it("MCP-07 an upstream that fails is a tool error naming it, not a crash", async () => {
    await h.fault("gateway", "error");
    const result = (await client.callTool({
      name: "verify_feed",
      arguments: { feedId: "BTC" },
    })) as CallToolResult;
    expect(result.isError).toBe(true);
    expect(text(result)).toMatch(/^Upstream failed \(.+\): oracle gateway/);
  });

  it("MCP-08 over HTTP: GET and DELETE are 405, a browser client's preflight is allowed, the api's rate limit counts each call", async () => {
    const get = await fetch(`${server.url}/api/mcp`);
    expect(get.status).toBe(405);
    expect(get.headers.get("allow")).toBe("POST, OPTIONS");
    const preflight = await fetch(`${server.url}/api/mcp`, {
      method: "OPTIONS",
      headers: {
        origin: "https://inspector.example",
        "access-control-request-method": "POST",
        "access-control-request-headers": "content-type, mcp-protocol-version",
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get("access-control-allow-origin")).toBe("*");
    // 40 a minute: this file's calls plus a burst go past it, and the client is told so.
    const burst = await Promise.all(
      Array.from({ length: 40 }, () => fetch(`${server.url}/api/mcp`, { method: "POST" })),
    );
    expect(burst.some((response) => response.status === 429)).toBe(true);
  });
});

describe("the MCP server over stdio", () => {
  it("MCP-09 the stdio entry answers the SDK's client: tools listed, a price read, bad arguments a tool error", async () => {
    // The bin `npx oracle-explorer-mcp` runs, as an assistant's config starts it.
    const bin = fileURLToPath(new URL("../../bin/oracle-explorer-mcp.mjs", import.meta.url));
    const transport = new StdioClientTransport({
      command: process.execPath,
      args: [bin],
      env: {
        PATH: process.env.PATH ?? "",
        DEVNET_URL: h.devnetUrl,
        STORE_URL: `sqlite:${join(tmpdir(), "mcp-stdio-none.sqlite")}`,
        PUBLIC_URL: "https://explorer.example",
      },
      stderr: "pipe",
    });
    const client = new Client({ name: "mcp-stdio-test", version: "1.0.0" });
    await client.connect(transport);
    try {
      const { tools } = await client.listTools();
      expect(tools.map((tool) => tool.name).sort()).toEqual(EXPECTED_TOOLS);
      const price = structured(
        await client.callTool({ name: "get_token_price", arguments: { symbol: "BTC" } }),
      );
      expect(price).toMatchObject({ symbol: "BTC", url: "https://explorer.example/app/token/BTC/" });
      expect(price.price).toBeGreaterThan(0);
      const bad = (await client.callTool({
        name: "get_node_scorecard",
        arguments: { address: 42 },
      })) as CallToolResult;
      expect(bad.isError).toBe(true);
      // No store file: the record is empty, said as such, not an error.
      const status = await client.callTool({ name: "get_network_status", arguments: {} });
      expect(text(status)).toBe("The indexer has recorded nothing yet.");
    } finally {
      await client.close();
    }
    expect(transport.pid).toBeNull();
  }, 60_000);
});
