import { createGunzip } from "node:zlib";
import {
  type FeedsListView,
  type ResourceErrorEvent,
  type ResourceEvent,
  type StreamHelloEvent,
  versionOfEtag,
} from "@oracle-explorer/core/api-views";
import { readProductConfig } from "@oracle-explorer/core/config";
import { listen } from "@oracle-explorer/server-kit";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../app.ts";
import { createApiContext } from "../../context.ts";
import { readOperationsEnv } from "../../env.ts";
import type { LiveFeedsAnswersEvent, LivePricesEvent } from "../../live/data-topics.ts";
import { type ApiHarness, startApiWithDevnet } from "../../test/devnet-harness.ts";
import { liveHubOf, parseTopics } from "./stream-routes.ts";

let api: ApiHarness;
beforeAll(async () => {
  api = await startApiWithDevnet({ timeouts: { small: 1_500, large: 1_500 } });
}, 60_000);
afterAll(async () => {
  if (!api) return;
  liveHubOf(api.context).close();
  await api.close();
});

interface SseEvent {
  event: string;
  data: unknown;
}

type Request = (path: string, init?: RequestInit) => Response | Promise<Response>;

/** Opens the stream (with app.request unless told otherwise) and reads its events as they come. */
async function openStream(query = "", request: Request = api.request, init: RequestInit = {}) {
  const controller = new AbortController();
  const response = await request(`/api/v1/stream${query}`, { ...init, signal: controller.signal });
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  /** Every event read so far, in order; `next` hands them out from `cursor` on. */
  const events: SseEvent[] = [];
  let cursor = 0;
  /** The next event of one of `names` (others are skipped), or a timeout. */
  const next = async (names: string | string[], timeoutMs = 8_000): Promise<SseEvent> => {
    const wanted = typeof names === "string" ? [names] : names;
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      while (cursor < events.length) {
        const event = events[cursor++] as SseEvent;
        if (wanted.includes(event.event)) return event;
      }
      if (Date.now() > deadline) throw new Error(`no ${wanted.join("/")} event within ${timeoutMs} ms`);
      const read = await Promise.race([
        reader.read(),
        new Promise<null>((resolve) => setTimeout(() => resolve(null), Math.max(0, deadline - Date.now()))),
      ]);
      if (read === null) continue;
      if (read.done) throw new Error("stream ended");
      buffer += decoder.decode(read.value, { stream: true });
      for (let end = buffer.indexOf("\n\n"); end >= 0; end = buffer.indexOf("\n\n")) {
        const frame = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const event = /^event: (.*)$/m.exec(frame)?.[1];
        const data = /^data: (.*)$/m.exec(frame)?.[1];
        if (event && data !== undefined) events.push({ event, data: JSON.parse(data) });
      }
    }
  };
  const close = async () => {
    controller.abort();
    await reader.cancel().catch(() => {});
  };
  return {
    response,
    next,
    close,
    events,
    hello: async () => (await next("hello")).data as StreamHelloEvent,
    /** The first event of `name`, whether read already (skipped by `next`) or still to come. */
    first: async (name: string) => events.find((event) => event.event === name) ?? (await next(name)),
    abort: () => controller.abort(),
    cancel: () => reader.cancel(),
  };
}

/** `?topics=` of topic requests, each percent-encoded. */
const topicsQuery = (...topics: string[]) => `?topics=${topics.map(encodeURIComponent).join(",")}`;

/** PUT /stream/{id}/topics. */
const putTopics = (id: string, topics: unknown, request: Request = api.request) =>
  request(`/api/v1/stream/${encodeURIComponent(id)}/topics`, {
    method: "PUT",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ topics }),
  });

/** A GET of a resource: its JSON and the version its ETag names. */
async function getVersioned(path: string) {
  const response = await api.request(`/api/v1${path}`);
  expect(response.status).toBe(200);
  return { version: versionOfEtag(response.headers.get("etag")), body: (await response.json()) as unknown };
}

/** Waits until a condition holds (cleanup runs on the next turns of the event loop). */
async function eventually(check: () => boolean, timeoutMs = 2_000) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error("condition not met in time");
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe("GET /api/v1/stream: data topics", () => {
  it("delivers the latest primary-prod prices as an SSE event, with no-store and no proxy buffering", async () => {
    const stream = await openStream("?topics=prices");
    try {
      expect(stream.response.status).toBe(200);
      expect(stream.response.headers.get("content-type")).toContain("text/event-stream");
      expect(stream.response.headers.get("cache-control")).toBe("no-store");
      expect(stream.response.headers.get("x-accel-buffering")).toBe("no");
      const { data } = await stream.next("prices");
      const prices = data as LivePricesEvent;
      expect(prices.full).toBe(true);
      const btc = prices.prices.BTC;
      expect(btc?.value).toBeGreaterThan(0);
      expect(btc?.timestamp).toBeGreaterThan(0);
      expect(Object.keys(prices.prices).length).toBeGreaterThan(10);
    } finally {
      await stream.close();
    }
  });

  it("cleans a connection up on abort and stops the poller with the last one", async () => {
    const hub = liveHubOf(api.context);
    const first = await openStream();
    const second = await openStream("?topics=prices");
    await first.next("prices");
    await second.next("prices");
    expect(hub.connectionCount).toBe(2);
    expect(hub.isPolling("prices")).toBe(true);
    // The request's signal alone ends a connection (the client went away)…
    first.abort();
    await eventually(() => hub.connectionCount === 1);
    expect(hub.isPolling("feeds-answers")).toBe(false);
    expect(hub.isPolling("prices")).toBe(true);
    // …and so does the body being cancelled (what the node server does on a closed socket).
    await second.cancel();
    await eventually(() => hub.connectionCount === 0);
    expect(hub.isPolling("prices")).toBe(false);
    await first.close();
  });

  it("shares one poller: fifty connections cause one prices read per tick", async () => {
    const hub = liveHubOf(api.context);
    const before = hub.reads.get("prices") ?? 0;
    const streams = await Promise.all(Array.from({ length: 50 }, () => openStream("?topics=prices")));
    try {
      await Promise.all(streams.map((s) => s.next("prices")));
      expect((hub.reads.get("prices") ?? 0) - before).toBeLessThanOrEqual(2);
    } finally {
      await Promise.all(streams.map((s) => s.close()));
    }
    await eventually(() => hub.connectionCount === 0);
  });

  it("over a real socket, a client closing its connection frees it on the server", async () => {
    const hub = liveHubOf(api.context);
    const server = await listen({ app: api.app, host: "127.0.0.1", port: 0, name: "api", portEnv: "PORT" });
    try {
      const controllers = Array.from({ length: 20 }, () => new AbortController());
      const responses = await Promise.all(
        controllers.map((controller) =>
          fetch(`${server.url}/api/v1/stream?topics=prices`, { signal: controller.signal }),
        ),
      );
      const decoder = new TextDecoder();
      await Promise.all(
        responses.map(async (response) => {
          const reader = (response.body as ReadableStream<Uint8Array>).getReader();
          let text = "";
          while (!text.includes("event: prices")) {
            const { value, done } = await reader.read();
            if (done) throw new Error("stream ended");
            text += decoder.decode(value, { stream: true });
          }
        }),
      );
      expect(hub.connectionCount).toBe(20);
      for (const controller of controllers) controller.abort();
      await eventually(() => hub.connectionCount === 0);
      expect(hub.isPolling("prices")).toBe(false);
    } finally {
      await server.close();
    }
  });

  it("filters by ?topics= and carries feeds-answers", async () => {
    const stream = await openStream("?topics=feeds-answers");
    try {
      // The devnet may not serve feeds-answers-update yet: then the topic says its upstream fails.
      const { event, data } = await stream.next(["feeds-answers", "upstream-error"]);
      if (event === "feeds-answers") {
        const answers = data as LiveFeedsAnswersEvent;
        expect(answers.full).toBe(true);
        const [layer] = Object.values(answers.answers);
        const [answer] = Object.values(layer ?? {});
        expect(typeof answer?.value).toBe("string");
      } else {
        expect(data).toMatchObject({ topic: "feeds-answers", upstream: "feeds answers" });
      }
      expect(stream.events.map((e) => e.event)).not.toContain("prices");
    } finally {
      await stream.close();
    }
  });

  it("sends upstream-error when the prices upstream fails and keeps the stream open", async () => {
    api.context.cache.invalidate("prices-all:");
    await api.fault("api", "error");
    const stream = await openStream("?topics=prices");
    try {
      const { data } = await stream.next("upstream-error");
      expect(data).toMatchObject({ topic: "prices", upstream: "prices", failure: "http" });
      await api.fault("api", "off");
      // A later tick (every second) recovers on the same connection, with the whole snapshot.
      const { data: recovered } = await stream.next("prices", 6_000);
      expect(recovered).toMatchObject({ full: true });
    } finally {
      await api.fault("api", "off");
      await stream.close();
    }
  });
});

describe("GET /api/v1/stream: topics", () => {
  it("rejects an unknown topic, too many topics, and a path a URL would read as another route, with the api's 400 body", async () => {
    const tooMany = Array.from({ length: 21 }, (_, i) => `/tokens/T${i}`);
    for (const query of [
      "?topics=prices,gossip",
      topicsQuery("/tokens/ETH/history"),
      topicsQuery(...tooMany),
      // `/stream` itself, read through the router as a resource: a read that would never end.
      topicsQuery("/feeds/%2e%2e/stream"),
      topicsQuery("/tokens/.."),
    ]) {
      const response = await api.request(`/api/v1/stream${query}`);
      expect(response.status, query).toBe(400);
      expect(await response.json()).toMatchObject({ error: "bad_request" });
    }
    expect(liveHubOf(api.context).connectionCount).toBe(0);
    expect(parseTopics([" prices ", "", "/tokens/ETH@kX2"])).toEqual([
      { topic: "prices" },
      { topic: "/tokens/ETH", version: "kX2" },
    ]);
    expect(parseTopics(tooMany)).toBeNull();
  });

  it("TOKEN-09 starts with hello, then the /tokens/ETH answer whole: the body a GET gives, versioned by its ETag", async () => {
    const before = await getVersioned("/tokens/ETH");
    const stream = await openStream(topicsQuery("/tokens/ETH"));
    try {
      const first = await stream.next(["hello", "resource"]);
      expect(first.event).toBe("hello");
      const hello = first.data as StreamHelloEvent;
      expect(hello.connection).toMatch(/^[0-9a-f-]{36}$/);
      expect(liveHubOf(api.context).connection(hello.connection)).toBeDefined();
      const event = (await stream.next("resource")).data as ResourceEvent;
      const after = await getVersioned("/tokens/ETH");
      expect(event).toMatchObject({ topic: "/tokens/ETH", full: true });
      if (!event.full) throw new Error("the first frame is whole");
      // The price may move between the GETs and the stream's read (every 10 s): one GET matches.
      const get = [before, after].find((g) => g.version === event.version);
      expect(get, `the stream's version ${event.version} is a GET's ETag`).toBeDefined();
      expect(event.body).toEqual(get?.body);
      expect(event.fetchedAt).toBeLessThanOrEqual(event.sentAt);
    } finally {
      await stream.close();
    }
  });

  it("goes gzip-encoded to a client that accepts gzip: the header, then frames a gunzip stream reads as they come", async () => {
    const controller = new AbortController();
    const response = await api.request(`/api/v1/stream${topicsQuery("/tokens/ETH")}`, {
      headers: { "accept-encoding": "gzip, deflate, br" },
      signal: controller.signal,
    });
    expect(response.headers.get("content-encoding")).toBe("gzip");
    expect(response.headers.get("vary")).toContain("Accept-Encoding");
    const gunzip = createGunzip();
    let text = "";
    gunzip.on("data", (chunk: Buffer) => {
      text += chunk.toString("utf8");
    });
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    try {
      // The stream never ends while open: each frame must decode on its own, before any trailer.
      const deadline = Date.now() + 8_000;
      while (!text.includes("event: resource\n") && Date.now() < deadline) {
        const { value, done } = await reader.read();
        if (done) break;
        gunzip.write(value);
        await new Promise<void>((resolve) => gunzip.flush(() => resolve()));
      }
      expect(text).toMatch(/^retry: \d+\n: connected\n\nevent: hello\ndata: \{"connection":/);
      const data = /event: resource\ndata: (.*)\n\n/.exec(text)?.[1];
      expect(JSON.parse(data ?? "null")).toMatchObject({ topic: "/tokens/ETH", full: true });
    } finally {
      controller.abort();
      await reader.cancel().catch(() => {});
      gunzip.destroy();
    }
  });

  it("TOKEN-09 a client naming the version it fetched (/tokens/ETH@etag) is sent no whole answer for it", async () => {
    for (let attempt = 1; ; attempt += 1) {
      const fetched = await getVersioned("/tokens/ETH");
      const stream = await openStream("?topics=");
      try {
        const { connection } = await stream.hello();
        expect((await putTopics(connection, [`/tokens/ETH@${fetched.version}`])).status).toBe(204);
        // prices, started after the PUT answered, marks the end of what /tokens/ETH was sent.
        expect((await putTopics(connection, ["/tokens/ETH", "prices"])).status).toBe(204);
        await stream.next("prices");
        const sent = stream.events.filter((e) => e.event === "resource").map((e) => e.data as ResourceEvent);
        if ((await getVersioned("/tokens/ETH")).version !== fetched.version && attempt < 3) continue;
        expect(sent).toEqual([]);
        return;
      } finally {
        await stream.close();
      }
    }
  });

  it("a 404 resource (/tokens/NOPE_XYZ) gives resource-error with ended: true, and the stream goes on", async () => {
    const hub = liveHubOf(api.context);
    const stream = await openStream(topicsQuery("/tokens/NOPE_XYZ", "prices"));
    try {
      const error = (await stream.next("resource-error")).data as ResourceErrorEvent;
      expect(error).toMatchObject({
        topic: "/tokens/NOPE_XYZ",
        status: 404,
        ended: true,
        error: { error: "not_found" },
      });
      expect(hub.isPolling("/tokens/NOPE_XYZ")).toBe(false);
      // The connection's other topic is served as ever.
      expect(((await stream.first("prices")).data as LivePricesEvent).full).toBe(true);
      expect(hub.connectionCount).toBe(1);
    } finally {
      await stream.close();
    }
  });
});

describe("PUT /api/v1/stream/{connection}/topics", () => {
  it("adds /feeds to an open connection without reconnecting: 204, then its whole answer on the same stream", async () => {
    const hub = liveHubOf(api.context);
    const stream = await openStream("?topics=prices");
    try {
      const { connection } = await stream.hello();
      await stream.next("prices");
      const response = await putTopics(connection, ["prices", "/feeds"]);
      expect(response.status).toBe(204);
      const event = (await stream.next("resource")).data as ResourceEvent;
      expect(event).toMatchObject({ topic: "/feeds", full: true });
      if (!event.full) throw new Error("a topic starts whole");
      // The same list a GET gives (its values move, its rows do not).
      const get = (await getVersioned("/feeds")).body as FeedsListView;
      const rows = (list: FeedsListView) =>
        list.feeds.map((feed) => `${feed.routeNetwork}/${feed.routeToken}/${feed.layerId}`);
      expect(rows(event.body as FeedsListView)).toEqual(rows(get));
      expect(rows(get).length).toBeGreaterThan(10);
      // prices, followed already, was not sent whole again.
      expect(
        stream.events.filter((e) => e.event === "prices" && (e.data as LivePricesEvent).full),
      ).toHaveLength(1);
      expect(hub.connectionCount).toBe(1);
      expect(hub.isPolling("/feeds")).toBe(true);

      // Replacing the topics stops what is no longer named.
      expect((await putTopics(connection, ["/feeds"])).status).toBe(204);
      expect(hub.isPolling("prices")).toBe(false);
    } finally {
      await stream.close();
    }
    await eventually(() => liveHubOf(api.context).connectionCount === 0);
    expect(hub.isPolling("/feeds")).toBe(false);
  });

  it("answers 404 for a connection that is not open, and 400 for an unknown topic", async () => {
    const missing = await putTopics("0b6f6f1e-4f3c-4e43-9a3e-3c1f1f0f2a11", ["prices"]);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ error: "not_found" });

    const stream = await openStream("?topics=");
    try {
      const { connection } = await stream.hello();
      for (const topics of [["gossip"], ["/feeds/%2e%2e/stream"], "prices"]) {
        const response = await putTopics(connection, topics);
        expect(response.status, JSON.stringify(topics)).toBe(400);
        expect(await response.json()).toMatchObject({ error: "bad_request" });
      }
    } finally {
      await stream.close();
    }
    // Closed: its id is gone.
    await eventually(() => liveHubOf(api.context).connectionCount === 0);
  });
});

describe("live streams per client address", () => {
  it("LIVE_STREAMS_PER_IP: over a real socket, a client beyond its streams gets 429 rate_limited until one closes", async () => {
    const config = readProductConfig({ DEVNET_URL: api.devnetUrl });
    const context = createApiContext(config);
    const app = createApp({
      config,
      spa: null,
      context,
      operations: { rateLimit: { perMinute: 0, trustProxy: false }, logLevel: "silent", streamsPerIp: 1 },
    });
    const server = await listen({ app, host: "127.0.0.1", port: 0, name: "api", portEnv: "PORT" });
    const viaSocket: Request = (path, init) => fetch(`${server.url}${path}`, init);
    try {
      const first = await openStream("?topics=", viaSocket);
      await first.hello();
      const refused = await viaSocket("/api/v1/stream?topics=");
      expect(refused.status).toBe(429);
      expect(refused.headers.get("retry-after")).toBe("30");
      expect(refused.headers.get("cache-control")).toBe("no-store");
      expect(await refused.json()).toEqual({
        error: "rate_limited",
        message:
          "Too many live streams: at most 1 at once from one address; close another tab and retry in 30 s",
      });
      // Other requests from that address are not limited by it.
      expect((await viaSocket("/api/v1/config")).status).toBe(200);

      await first.close();
      await eventually(() => liveHubOf(context).connectionCount === 0);
      const again = await openStream("?topics=", viaSocket);
      expect(again.response.status).toBe(200);
      await again.hello();
      await again.close();
    } finally {
      liveHubOf(context).close();
      await server.close();
    }
  });

  it("counts per address (X-Forwarded-For behind a trusted proxy), and LIVE_STREAMS_PER_IP=0 sets no cap", async () => {
    const config = readProductConfig({ DEVNET_URL: api.devnetUrl });
    const from = (ip: string) => ({ headers: { "x-forwarded-for": ip } });
    const appWith = (streams: string) => {
      const context = createApiContext(config);
      const operations = readOperationsEnv({
        LIVE_STREAMS_PER_IP: streams,
        TRUST_PROXY: "1",
        RATE_LIMIT_PER_MINUTE: "0",
        LOG_LEVEL: "silent",
      });
      return { context, app: createApp({ config, spa: null, context, operations }) };
    };
    const capped = appWith("2");
    const uncapped = appWith("0");
    const open: Awaited<ReturnType<typeof openStream>>[] = [];
    try {
      for (let i = 0; i < 2; i += 1)
        open.push(await openStream("?topics=", capped.app.request, from("1.1.1.1")));
      expect((await capped.app.request("/api/v1/stream?topics=", from("1.1.1.1"))).status).toBe(429);
      open.push(await openStream("?topics=", capped.app.request, from("2.2.2.2")));
      expect(open.map((s) => s.response.status)).toEqual([200, 200, 200]);
      expect(liveHubOf(capped.context).connectionsFrom("1.1.1.1")).toBe(2);

      for (let i = 0; i < 40; i += 1)
        open.push(await openStream("?topics=", uncapped.app.request, from("1.1.1.1")));
      expect(open.slice(3).every((s) => s.response.status === 200)).toBe(true);
      expect(liveHubOf(uncapped.context).connectionsFrom("1.1.1.1")).toBe(40);
    } finally {
      await Promise.all(open.map((s) => s.close()));
      liveHubOf(capped.context).close();
      liveHubOf(uncapped.context).close();
    }
  });
});
