import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import {
  type ApiError,
  DATA_TOPICS,
  isDataTopic,
  LIVE_RESOURCES,
  liveResourceOf,
  MAX_TOPICS_PER_STREAM,
  parseTopicRequest,
  STREAM_HEARTBEAT_MS,
  type TopicRequest,
} from "@oracle-explorer/core/api-views";
import type { Context } from "hono";
import { streamSSE } from "hono/streaming";
import { z } from "zod";
import type { ApiContext } from "../../context.ts";
import { DEFAULT_STREAMS_PER_IP } from "../../env.ts";
import { createDataTopicSources } from "../../live/data-topics.ts";
import { LiveHub } from "../../live/live-hub.ts";
import { resourceTopicSource } from "../../live/resource-topics.ts";
import { acceptsGzip, GZIP_HEADER, gzipPiece } from "../../live/sse-gzip.ts";
import { clientIp } from "../../rate-limit.ts";
import { badRequest, notFound } from "./errors.ts";
import { errorResponse, RATE_LIMITED } from "./openapi-responses.ts";

const encoder = new TextEncoder();

/** The longest `topics` query taken (20 topics with their versions fit well within it). */
const MAX_TOPICS_QUERY_LENGTH = 4_000;

/** How long a browser waits before reconnecting a dropped stream, ms (the SSE `retry:` field). */
const RECONNECT_MS = 5_000;

export interface StreamSettings {
  /** Take the client address from X-Forwarded-For (the per-address cap). */
  trustProxy: boolean;
  /** Streams one address may hold open (0: no cap). */
  streamsPerIp: number;
}

export const DEFAULT_STREAM_SETTINGS: StreamSettings = {
  trustProxy: false,
  streamsPerIp: DEFAULT_STREAMS_PER_IP,
};

const liveResourcePaths = Object.values(LIVE_RESOURCES)
  .map(({ path, query }) => `\`${path}${query.length ? `?${query.map((q) => `${q}=…`).join("&")}` : ""}\``)
  .join(", ");

const TOPICS_MESSAGE = `topics: expected at most ${MAX_TOPICS_PER_STREAM} of ${DATA_TOPICS.join(", ")} or a live resource path (${Object.values(
  LIVE_RESOURCES,
)
  .map(({ path }) => path)
  .join(", ")}), each optionally followed by @version`;

/** What the first bytes of a stream look like, for the document's example. */
const STREAM_EXAMPLE = [
  `retry: ${RECONNECT_MS}`,
  ": connected",
  "",
  "event: hello",
  `data: {"connection":"0b6f6f1e-4f3c-4e43-9a3e-3c1f1f0f2a11","heartbeatMs":${STREAM_HEARTBEAT_MS},"sentAt":1767225600120}`,
  "",
  "event: resource",
  'data: {"topic":"/tokens/ETH","version":"kX2…","full":true,"fetchedAt":1767225600100,"sentAt":1767225600120,"body":{"symbol":"ETH","latest":{"value":3120.52,"timestamp":1767225590000}}}',
  "",
  "event: resource",
  'data: {"topic":"/tokens/ETH","version":"Qm9…","full":false,"base":"kX2…","fetchedAt":1767225610050,"sentAt":1767225610060,"patch":[{"op":"replace","path":"/latest/value","value":3121.07}]}',
  "",
  ": heartbeat",
  "event: heartbeat",
  "data: {}",
  "",
].join("\n");

const streamRoute = createRoute({
  method: "get",
  path: "/stream",
  operationId: "streamLiveUpdates",
  tags: ["live"],
  summary: "Server-Sent Events that keep live resources and raw data current",
  description: [
    "The first event is `hello` ({connection, heartbeatMs, sentAt}): the connection's id, with which",
    "`PUT /stream/{connection}/topics` changes its topics without reconnecting.",
    "",
    `**Resource topics** follow an api resource: ${liveResourcePaths}, written as this api's path for it`,
    "(as a GET would ask for it). Each `resource` event carries {topic, version, fetchedAt, sentAt} and either",
    "`full: true` with the whole answer in `body`, or `full: false` with `base` (the version it applies to)",
    "and `patch`, a JSON Patch (RFC 6902) from that answer to this one. A version is the answer's ETag",
    'without its W/"…" wrapping, so a client that fetched the resource (or held it before a dropped',
    "connection) writes `topic@version` and is sent nothing if it is current, the patches it missed",
    "(from a short buffer), or the whole answer. A patch whose base a client does not hold means it",
    "missed something: it names the version it holds again (PUT), and gets what it lacks.",
    "`resource-error` ({topic, status, error, ended, sentAt}) says the resource answered an error:",
    "`ended` for a 4xx (the topic is dropped), else the topic keeps being read and is sent whole when",
    "it recovers.",
    "",
    "**Data topics**: `prices` (symbol → {value, timestamp}, primary-prod) and `feeds-answers`",
    "(layer → feed → {value, timestamp}), each as {full, fetchedAt, sentAt, prices|answers}: the first",
    "event of a topic is the whole snapshot, later ones only what changed. `upstream-error`",
    "({topic, upstream, failure, message, sentAt}) says a data topic's upstream is failing.",
    "",
    "A new follower gets values never older than one read interval (prices: 0.5 s, relayed values and",
    `on-chain reads: 3 s). A heartbeat comes every ${STREAM_HEARTBEAT_MS / 1000} s: a \`: heartbeat\` comment for proxies and an \`event: heartbeat\` a page can watch. One client`,
    "address holds a limited number of streams at once (429 beyond). `fetchedAt` is when the api read",
    "the data, `sentAt` when it sent the event (epoch ms).",
  ].join("\n"),
  request: {
    query: z.object({
      topics: z
        .string()
        .max(MAX_TOPICS_QUERY_LENGTH)
        .optional()
        .meta({
          description: `Comma-separated topics (at most ${MAX_TOPICS_PER_STREAM}), each \`topic\` or \`topic@version\`; the data topics when absent`,
          example: "/tokens/ETH,/feeds",
        }),
    }),
  },
  responses: {
    200: {
      description: "An event stream",
      content: { "text/event-stream": { schema: z.string(), example: STREAM_EXAMPLE } },
    },
    400: errorResponse("An unknown topic, or too many", { error: "bad_request", message: TOPICS_MESSAGE }),
    ...RATE_LIMITED,
  },
});

const topicsRoute = createRoute({
  method: "put",
  path: "/stream/{connection}/topics",
  operationId: "setStreamTopics",
  tags: ["live"],
  summary: "Replaces the topics of an open stream",
  description:
    "Topics no longer named stop; new ones start with what brings the client up to date (see the stream). " +
    "A topic named again with `@version` is resent from that version. Answers once the new topics' first events are sent.",
  request: {
    params: z.object({
      connection: z.string().max(64).meta({ description: "The id of the stream's hello event" }),
    }),
    body: {
      content: {
        "application/json": {
          schema: z.object({
            topics: z
              .array(z.string().max(400))
              .max(MAX_TOPICS_PER_STREAM)
              .meta({ description: "`topic` or `topic@version`, as in the stream's `topics`" }),
          }),
          example: { topics: ["/tokens/BTC@kX2…", "/feeds"] },
        },
      },
    },
  },
  responses: {
    204: { description: "The topics are set" },
    400: errorResponse("An unknown topic, or too many", { error: "bad_request", message: TOPICS_MESSAGE }),
    404: errorResponse("No open stream has this id (closed, or held by another api instance)", {
      error: "not_found",
      message: "No open stream 0b6f6f1e-4f3c-4e43-9a3e-3c1f1f0f2a11",
    }),
    ...RATE_LIMITED,
  },
});

/** Topics as a list of `topic[@version]`; null when one is unknown or there are too many. */
export function parseTopics(raw: readonly string[]): TopicRequest[] | null {
  const requests = raw
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map(parseTopicRequest);
  if (requests.length > MAX_TOPICS_PER_STREAM) return null;
  for (const { topic } of requests) if (!isDataTopic(topic) && !liveResourceOf(topic)) return null;
  return requests;
}

/** The hub of each context: one poller per topic for every connection of that app. */
const hubs = new WeakMap<ApiContext, LiveHub>();

/** The hub of a context; the router answers its resource topics as it answers a page. */
export function liveHubOf(ctx: ApiContext, router?: OpenAPIHono): LiveHub {
  let hub = hubs.get(ctx);
  if (!hub) {
    if (!router) throw new Error("the live hub is made with the router that answers its resources");
    const dataSources = createDataTopicSources(ctx);
    hub = new LiveHub(
      (topic) =>
        isDataTopic(topic)
          ? dataSources[topic]
          : resourceTopicSource(topic, (path, init) => router.request(path, init), ctx.now),
      { now: ctx.now },
    );
    hubs.set(ctx, hub);
  }
  return hub;
}

function tooManyStreams(c: Context, cap: number) {
  c.header("Retry-After", "30");
  c.header("Cache-Control", "no-store");
  return c.json(
    {
      error: "rate_limited",
      message: `Too many live streams: at most ${cap} at once from one address; close another tab and retry in 30 s`,
    } satisfies ApiError,
    429,
  );
}

export function registerStreamRoutes(app: OpenAPIHono, ctx: ApiContext, settings: StreamSettings): void {
  const hub = liveHubOf(ctx, app);
  // Documented like every route, but served by a plain handler: the body is a stream, not JSON.
  app.openAPIRegistry.registerPath(streamRoute);
  app.get("/stream", (c) => {
    const raw = c.req.query("topics");
    // A plain handler: the documented bound on the query is checked here.
    const topics =
      raw === undefined
        ? DATA_TOPICS.map((topic) => ({ topic }))
        : raw.length > MAX_TOPICS_QUERY_LENGTH
          ? null
          : parseTopics(raw.split(","));
    if (!topics) return badRequest(c, TOPICS_MESSAGE);
    const ip = clientIp(c, settings.trustProxy);
    if (ip && settings.streamsPerIp > 0 && hub.connectionsFrom(ip) >= settings.streamsPerIp) {
      return tooManyStreams(c, settings.streamsPerIp);
    }
    const signal = c.req.raw.signal;
    // Frames go gzip-encoded to a client that takes it, each compressed once for all (sse-gzip.ts).
    const gzip = acceptsGzip(c.req.header("accept-encoding"));
    const encode = gzip ? gzipPiece : (frame: Uint8Array) => frame;
    const response = streamSSE(c, async (stream) => {
      await new Promise<void>((resolve) => {
        const connection = hub.open({
          ip,
          write: (chunk) => stream.write(encode(chunk)),
          close: () => {
            stream.abort();
            // A client too slow to read leaves writes waiting for a drain that never comes: the
            // socket itself is closed, so it is freed (and no longer counts against its address).
            (c.env as { outgoing?: { destroy: () => void } } | undefined)?.outgoing?.destroy();
            resolve();
          },
        });
        const end = () => {
          connection.close();
          resolve();
        };
        // Either side may notice the disconnect first: the body's cancel or the request's signal.
        stream.onAbort(end);
        signal.addEventListener("abort", end, { once: true });
        if (signal.aborted) {
          end();
          return;
        }
        const hello = { connection: connection.id, heartbeatMs: STREAM_HEARTBEAT_MS, sentAt: ctx.now() };
        if (gzip) void stream.write(GZIP_HEADER);
        void stream.write(
          encode(
            encoder.encode(
              `retry: ${RECONNECT_MS}\n: connected\n\nevent: hello\ndata: ${JSON.stringify(hello)}\n\n`,
            ),
          ),
        );
        void connection.update(topics);
      });
    });
    // streamSSE says no-cache; a live stream must never be stored, nor buffered by a proxy.
    response.headers.set("Cache-Control", "no-store");
    response.headers.set("X-Accel-Buffering", "no");
    response.headers.set("Vary", "Accept-Encoding");
    if (gzip) response.headers.set("Content-Encoding", "gzip");
    return response;
  });

  app.openapi(topicsRoute, async (c) => {
    const { connection: id } = c.req.valid("param");
    const topics = parseTopics(c.req.valid("json").topics);
    if (!topics) return badRequest(c, TOPICS_MESSAGE);
    const connection = hub.connection(id);
    if (!connection) return notFound(c, "No open stream with this id");
    await connection.update(topics);
    return c.body(null, 204);
  });
}
