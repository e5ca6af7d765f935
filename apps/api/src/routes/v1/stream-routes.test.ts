import { listen } from "@oracle-explorer/server-kit";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LiveFeedsAnswersEvent, LivePricesEvent } from "../../domain/live-topics.ts";
import { type ApiHarness, startApiWithDevnet } from "../../test/devnet-harness.ts";
import { liveUpdatesOf, parseTopics } from "./stream-routes.ts";

let api: ApiHarness;
beforeAll(async () => {
  api = await startApiWithDevnet({ timeouts: { small: 1_500, large: 1_500 } });
}, 60_000);
afterAll(async () => {
  liveUpdatesOf(api.context).close();
  await api?.close();
});

interface SseEvent {
  event: string;
  data: unknown;
}

/** Opens the stream with app.request and reads its events as they come. */
async function openStream(query = "") {
  const controller = new AbortController();
  const response = await api.request(`/api/v1/stream${query}`, { signal: controller.signal });
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  /** The next event of one of `names` (others are skipped), or a timeout. */
  const next = async (names: string | string[], timeoutMs = 8_000): Promise<SseEvent> => {
    const wanted = typeof names === "string" ? [names] : names;
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const end = buffer.indexOf("\n\n");
      if (end >= 0) {
        const frame = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const event = /^event: (.*)$/m.exec(frame)?.[1];
        const data = /^data: (.*)$/m.exec(frame)?.[1];
        if (event && wanted.includes(event) && data !== undefined) return { event, data: JSON.parse(data) };
        continue;
      }
      if (Date.now() > deadline) throw new Error(`no ${wanted.join("/")} event within ${timeoutMs} ms`);
      const { value, done } = await reader.read();
      if (done) throw new Error("stream ended");
      buffer += decoder.decode(value, { stream: true });
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
    abort: () => controller.abort(),
    cancel: () => reader.cancel(),
    buffered: () => buffer,
  };
}

/** Waits until a condition holds (cleanup runs on the next turns of the event loop). */
async function eventually(check: () => boolean, timeoutMs = 2_000) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error("condition not met in time");
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe("GET /api/v1/stream", () => {
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
    const hub = liveUpdatesOf(api.context);
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

  it("shares one poller: many connections cause one prices read per tick", async () => {
    const hub = liveUpdatesOf(api.context);
    const before = hub.polls.get("prices") ?? 0;
    const streams = await Promise.all(Array.from({ length: 50 }, () => openStream("?topics=prices")));
    try {
      await Promise.all(streams.map((s) => s.next("prices")));
      expect((hub.polls.get("prices") ?? 0) - before).toBeLessThanOrEqual(2);
    } finally {
      await Promise.all(streams.map((s) => s.close()));
    }
    await eventually(() => hub.connectionCount === 0);
  });

  it("over a real socket, a client closing its connection frees it on the server", async () => {
    const hub = liveUpdatesOf(api.context);
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
      expect(stream.buffered()).not.toContain("event: prices");
    } finally {
      await stream.close();
    }
  });

  it("rejects an unknown topic with the api's 400 body", async () => {
    const response = await api.request("/api/v1/stream?topics=prices,gossip");
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: "bad_request" });
    expect(parseTopics(undefined)).toEqual(new Set(["prices", "feeds-answers"]));
    expect(parseTopics(" prices , ")).toEqual(new Set(["prices"]));
  });

  it("sends upstream-error when the prices upstream fails and keeps the stream open", async () => {
    api.context.cache.invalidate("prices-all:");
    await api.fault("api", "error");
    const stream = await openStream("?topics=prices");
    try {
      const { data } = await stream.next("upstream-error");
      expect(data).toMatchObject({ topic: "prices", upstream: "prices", failure: "http" });
      await api.fault("api", "off");
      // The next tick (2 s) recovers on the same connection.
      const { data: recovered } = await stream.next("prices", 6_000);
      expect(recovered).toMatchObject({ full: true });
    } finally {
      await api.fault("api", "off");
      await stream.close();
    }
  });
});
