import type { ApiError } from "./errors.ts";

/**
 * The live stream's contract (GET /api/v1/stream, PUT /api/v1/stream/{connection}/topics), shared
 * by the api that serves it and the web that follows it.
 *
 * A topic is either a data topic (`prices`, `feeds-answers`: raw values for integrators) or a
 * resource topic: the path of a live api resource under /api/v1 with its query, exactly as the
 * web requests it (`/tokens/ETH?provider=redstone-primary-prod`). A resource topic's frames keep
 * that resource's answer current: a full answer, then JSON Patches (RFC 6902) from one version to
 * the next, where a version is the answer's ETag without its W/"…" wrapping. A client that already
 * holds a version (from a plain GET, or before a dropped connection) names it after "@", and the
 * api sends nothing, the patches it missed, or the full answer, whichever brings it up to date.
 */

/** The raw data topics. */
export const DATA_TOPICS = ["prices", "feeds-answers"] as const;
export type DataTopic = (typeof DATA_TOPICS)[number];

export function isDataTopic(value: string): value is DataTopic {
  return (DATA_TOPICS as readonly string[]).includes(value);
}

/**
 * The api resources a stream can follow: the path pattern (`:name` is one segment) and query names
 * as the web's resource table writes them, and how often the api reads each while anyone listens
 * (its upstream reads are shared with every page through the api's cache).
 */
export const LIVE_RESOURCES = {
  tokens: { path: "/tokens", query: [], pollMs: 500 },
  token: { path: "/tokens/:symbol", query: ["provider"], pollMs: 500 },
  feeds: { path: "/feeds", query: [], pollMs: 1_000 },
  feed: { path: "/feeds/:network/:token", query: ["layer"], pollMs: 1_000 },
  dataService: { path: "/data-services/:id", query: [], pollMs: 5_000 },
  proofOfReserve: { path: "/proof-of-reserve/:id", query: [], pollMs: 10_000 },
  tvs: { path: "/tvs", query: ["timeframe"], pollMs: 30_000 },
} as const satisfies Record<string, { path: string; query: readonly string[]; pollMs: number }>;

export type LiveResourceName = keyof typeof LIVE_RESOURCES;

/** At most this many topics per connection (a screen follows one to three). */
export const MAX_TOPICS_PER_STREAM = 20;

/** Heartbeat comments keep idle connections, and the proxies between, from timing out. */
export const STREAM_HEARTBEAT_MS = 15_000;

const patterns = Object.entries(LIVE_RESOURCES).map(([name, spec]) => {
  const segments = spec.path.replace(/:[A-Za-z]+/g, "[^/?&#@,]+");
  const query = (spec.query as readonly string[]).map((q) => `(?:[?&]${q}=[^&#@,]*)?`).join("");
  return { name: name as LiveResourceName, pollMs: spec.pollMs, regex: new RegExp(`^${segments}${query}$`) };
});

/**
 * Whether a URL reads a topic's path as it is written. A URL resolves "." and ".." segments (also
 * percent-encoded), turns a backslash into "/" and drops tabs and newlines, so `/feeds/%2e%2e/stream`
 * would be read as `/stream`: another route than the pattern's, there the stream itself, a read
 * that never ends. The web writes every segment with encodeURIComponent, which a URL leaves alone.
 */
function isVerbatimPath(topic: string): boolean {
  const path = topic.split("?", 1)[0] ?? "";
  try {
    return new URL(path, "http://topic.invalid").pathname === path;
  } catch {
    return false;
  }
}

/** The live resource a topic names, or null: a data topic or no topic at all. */
export function liveResourceOf(topic: string): { name: LiveResourceName; pollMs: number } | null {
  if (!isVerbatimPath(topic)) return null;
  const found = patterns.find((pattern) => pattern.regex.test(topic));
  return found ? { name: found.name, pollMs: found.pollMs } : null;
}

/** One requested topic: its name and, for a resource, the version the client already holds. */
export interface TopicRequest {
  topic: string;
  version?: string;
}

/** `topic` or `topic@version`, as the `topics` query and the PUT body write them. */
export function parseTopicRequest(raw: string): TopicRequest {
  const at = raw.lastIndexOf("@");
  if (at <= 0) return { topic: raw };
  return { topic: raw.slice(0, at), version: raw.slice(at + 1) || undefined };
}

export function formatTopicRequest({ topic, version }: TopicRequest): string {
  return version ? `${topic}@${version}` : topic;
}

/** A version from an ETag header: its opaque part (W/"abc" → abc). */
export function versionOfEtag(etag: string | null | undefined): string | undefined {
  if (!etag) return undefined;
  return etag.replace(/^W\//, "").replace(/^"|"$/g, "") || undefined;
}

/** One RFC 6902 operation, as the api's patches contain them (no move/copy/test). */
export type JsonPatchOperation =
  | { op: "add" | "replace"; path: string; value: unknown }
  | { op: "remove"; path: string };

/** The first event of every connection: its id, for changing topics without reconnecting. */
export interface StreamHelloEvent {
  connection: string;
  heartbeatMs: number;
  sentAt: number;
}

/** `event: resource` — a resource topic's answer, whole or as a patch from `base`. */
export type ResourceEvent = {
  topic: string;
  version: string;
  /** When the api read the answer's data (its upstream reads are at most this old). */
  fetchedAt: number;
  /** When the api sent this event. */
  sentAt: number;
} & ({ full: true; body: unknown } | { full: false; base: string; patch: JsonPatchOperation[] });

/** `event: resource-error` — the resource answered an error; `ended` when the topic was dropped. */
export interface ResourceErrorEvent {
  topic: string;
  status: number;
  error: ApiError;
  /** A 4xx (no such token, bad query): the topic is no longer followed. A 5xx keeps being read. */
  ended: boolean;
  sentAt: number;
}
