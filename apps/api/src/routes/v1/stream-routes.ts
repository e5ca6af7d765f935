import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import { streamSSE } from "hono/streaming";
import { z } from "zod";
import type { ApiContext } from "../../context.ts";
import { createLiveSources, isLiveTopic, LIVE_TOPICS, type LiveTopic } from "../../domain/live-topics.ts";
import { LiveUpdates } from "../../domain/live-updates.ts";
import { badRequest } from "./errors.ts";
import { errorResponse, RATE_LIMITED } from "./openapi-responses.ts";

/** How long a browser waits before reconnecting a dropped stream, ms (the SSE `retry:` field). */
const RECONNECT_MS = 5_000;

/** What the first bytes of a stream look like, for the document's example. */
const STREAM_EXAMPLE = [
  `retry: ${RECONNECT_MS}`,
  ": connected",
  "",
  "event: prices",
  'data: {"full":true,"fetchedAt":1767225600000,"prices":{"ETH":{"value":3120.52,"timestamp":1767225590000}}}',
  "",
  ": heartbeat",
  "",
].join("\n");

const route = createRoute({
  method: "get",
  path: "/stream",
  operationId: "streamLiveUpdates",
  tags: ["live"],
  summary: "Server-Sent Events of live changes: latest prices and relayed feed values",
  description: [
    "Events: `prices` (symbol → {value, timestamp}, primary-prod, checked every 2 s) and",
    "`feeds-answers` (layer → feed → {value, timestamp}, checked every 10 s), each as",
    "{full, fetchedAt, prices|answers}: the first event of a topic is the full snapshot (full: true),",
    "later ones only what changed. `upstream-error` ({topic, upstream, failure, message}) says a",
    "topic's upstream is failing; the stream stays open. A `: heartbeat` comment comes every 15 s.",
  ].join(" "),
  request: {
    query: z.object({
      topics: z
        .string()
        .max(200)
        .optional()
        .meta({ description: `Comma-separated topics (${LIVE_TOPICS.join(", ")}); all when absent` }),
    }),
  },
  responses: {
    200: {
      description: "An event stream",
      content: { "text/event-stream": { schema: z.string(), example: STREAM_EXAMPLE } },
    },
    400: errorResponse("An unknown topic", {
      error: "bad_request",
      message: `topics: expected a comma-separated list of ${LIVE_TOPICS.join(", ")}`,
    }),
    ...RATE_LIMITED,
  },
});

/** The `?topics=` filter: every topic when absent or empty, else the named ones (unknown: null). */
export function parseTopics(raw: string | undefined): Set<LiveTopic> | null {
  const names = (raw ?? "")
    .split(",")
    .map((name) => name.trim())
    .filter(Boolean);
  if (names.length === 0) return new Set(LIVE_TOPICS);
  const topics = new Set<LiveTopic>();
  for (const name of names) {
    if (!isLiveTopic(name)) return null;
    topics.add(name);
  }
  return topics;
}

/** The hub of each context: one poller per topic for every connection of that app. */
const hubs = new WeakMap<ApiContext, LiveUpdates>();

export function liveUpdatesOf(ctx: ApiContext): LiveUpdates {
  let hub = hubs.get(ctx);
  if (!hub) {
    hub = new LiveUpdates(createLiveSources(ctx));
    hubs.set(ctx, hub);
  }
  return hub;
}

export function registerStreamRoutes(app: OpenAPIHono, ctx: ApiContext): void {
  // Documented like every route, but served by a plain handler: the body is a stream, not JSON.
  app.openAPIRegistry.registerPath(route);
  app.get("/stream", (c) => {
    const topics = parseTopics(c.req.query("topics"));
    if (!topics) return badRequest(c, `topics: expected a comma-separated list of ${LIVE_TOPICS.join(", ")}`);
    const hub = liveUpdatesOf(ctx);
    const signal = c.req.raw.signal;
    const response = streamSSE(c, async (stream) => {
      void stream.write(`retry: ${RECONNECT_MS}\n: connected\n\n`);
      await new Promise<void>((resolve) => {
        const unsubscribe = hub.subscribe({
          topics,
          write: (chunk) => stream.write(chunk),
          close: () => {
            stream.abort();
            resolve();
          },
        });
        const end = () => {
          unsubscribe();
          resolve();
        };
        // Either side may notice the disconnect first: the body's cancel or the request's signal.
        stream.onAbort(end);
        signal.addEventListener("abort", end, { once: true });
        if (signal.aborted) end();
      });
    });
    // streamSSE says no-cache; a live stream must never be stored, nor buffered by a proxy.
    response.headers.set("Cache-Control", "no-store");
    response.headers.set("X-Accel-Buffering", "no");
    return response;
  });
}
