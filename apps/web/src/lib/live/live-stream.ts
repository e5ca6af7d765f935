import {
  formatTopicRequest,
  LIVE_RESOURCES,
  type ResourceErrorEvent,
  type ResourceEvent,
  STREAM_HEARTBEAT_MS,
  type StreamHelloEvent,
  type TopicRequest,
} from "@oracle-explorer/core/api-views";
import type { Query, QueryClient, QueryKey } from "@tanstack/react-query";
import { applyPatch } from "fast-json-patch";
import { API_BASE, type ApiResourceName, apiPath } from "../api-resources.ts";
import { forgetResourceVersion, resourceVersion, setResourceVersion } from "./resource-versions.ts";

/**
 * The tab's one live stream (GET /api/v1/stream). It follows every live resource (core's
 * LIVE_RESOURCES) that a mounted component reads with liveInterval: the query cache's observers say
 * which, so topics follow navigation and no component knows the stream exists. Each event is
 * written into the query cache (a whole answer, or a JSON Patch applied to the answer held), so
 * pages re-render as they would after a fetch. While a resource is followed its query does not
 * poll; when the stream drops, every followed query refetches at once and polls at its own
 * interval again, and the stream reconnects with backoff, naming the versions it holds so the api
 * sends only what was missed.
 */

/** connected; reconnecting (pages poll meanwhile); polling (the stream keeps failing); idle (nothing live on screen). */
export type LiveStatus = "idle" | "connecting" | "live" | "reconnecting" | "polling";

/** After this many failed attempts in a row the indicator says "polling" rather than "reconnecting". */
const ATTEMPTS_BEFORE_POLLING = 3;
const BACKOFF_FIRST_MS = 1_000;
const BACKOFF_MAX_MS = 30_000;
/** A screen with nothing live keeps the connection this long, for the next screen. */
const IDLE_CLOSE_MS = 30_000;
/** Observer changes of one navigation are gathered into one topics update. */
const SYNC_DELAY_MS = 30;
/** A version no answer has: asks the api for the whole answer. */
const NO_VERSION = "0";
/** Heartbeats missed before a silent connection counts as dead (a sleeping laptop, a lost network). */
const SILENCE_BEATS = 2.5;
/** When a topics update is refused for load (429, 5xx) without a Retry-After. */
const PUT_RETRY_MS = 5_000;

const liveNames: ReadonlySet<string> = new Set(Object.keys(LIVE_RESOURCES));

/** The refetchInterval functions liveInterval made: a query with one of them is followed live. */
const liveIntervals = new WeakSet<object>();

/** The topic of a query: its resource's path, for live resources; else null. */
export function topicOfKey(queryKey: QueryKey): string | null {
  const [name, params, query] = queryKey as [unknown, unknown, unknown];
  if (typeof name !== "string" || !liveNames.has(name)) return null;
  const build = apiPath as unknown as (name: ApiResourceName, params: unknown, query: unknown) => string;
  return build(name as ApiResourceName, params ?? {}, query ?? {});
}

/** Whether a mounted component reads this query live (its options use liveInterval, not false). */
function readLive(query: Query): boolean {
  return query.observers.some((observer) => liveIntervals.has(observer.options.refetchInterval as object));
}

export interface LiveStreamOptions {
  EventSource?: typeof EventSource;
  fetch?: typeof fetch;
  /** The first reconnect's delay, doubled per failure up to 30 s (tests shorten it). */
  backoffFirstMs?: number;
}

export class LiveStream {
  private statusNow: LiveStatus = "idle";
  private readonly listeners = new Set<() => void>();
  private source: EventSource | null = null;
  private connection: string | null = null;
  /** Topics the api follows for this connection (their queries do not poll). */
  private readonly live = new Set<string>();
  /** Topics the api refused (no such resource): not asked for again while they stay on screen. */
  private readonly ended = new Set<string>();
  /** Topics to ask again from the version held (a patch did not apply). */
  private readonly resync = new Set<string>();
  private attempts = 0;
  private heartbeatMs = STREAM_HEARTBEAT_MS;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private idleTimer: ReturnType<typeof setTimeout> | undefined;
  private syncTimer: ReturnType<typeof setTimeout> | undefined;
  private silenceTimer: ReturnType<typeof setTimeout> | undefined;
  private putRetryTimer: ReturnType<typeof setTimeout> | undefined;
  private putting = false;
  private putAgain = false;
  private stopped = false;
  private readonly EventSourceImpl: typeof EventSource | undefined;
  private readonly fetchImpl: typeof fetch;
  private readonly backoffFirstMs: number;
  private unsubscribeCache: (() => void) | undefined;

  constructor(
    private readonly queryClient: QueryClient,
    options: LiveStreamOptions = {},
  ) {
    this.EventSourceImpl = options.EventSource ?? globalThis.EventSource;
    this.fetchImpl = options.fetch ?? ((...args) => globalThis.fetch(...args));
    this.backoffFirstMs = options.backoffFirstMs ?? BACKOFF_FIRST_MS;
  }

  get status(): LiveStatus {
    return this.statusNow;
  }

  /** For useSyncExternalStore. */
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Whether a query's resource is followed live right now (so it need not poll). */
  isLive(queryKey: QueryKey): boolean {
    if (this.statusNow !== "live") return false;
    const topic = topicOfKey(queryKey);
    return topic !== null && this.live.has(topic);
  }

  /** Starts following the query cache; without EventSource (old browsers, tests) pages just poll. */
  start(): void {
    if (!this.EventSourceImpl || this.unsubscribeCache) return;
    this.unsubscribeCache = this.queryClient.getQueryCache().subscribe((event) => {
      if (event.type === "observerAdded" || event.type === "observerRemoved" || event.type === "removed") {
        if (topicOfKey(event.query.queryKey) !== null) this.scheduleSync();
      }
    });
    this.scheduleSync();
  }

  stop(): void {
    this.stopped = true;
    this.unsubscribeCache?.();
    this.unsubscribeCache = undefined;
    for (const timer of [this.retryTimer, this.idleTimer, this.syncTimer, this.putRetryTimer]) {
      clearTimeout(timer);
    }
    this.closeSource();
    this.setStatus("idle");
  }

  private setStatus(status: LiveStatus): void {
    if (status === this.statusNow) return;
    this.statusNow = status;
    for (const listener of this.listeners) listener();
  }

  /** The live resources mounted components read, by topic, with the queries that hold each. */
  private followed(): Map<string, Query[]> {
    const topics = new Map<string, Query[]>();
    for (const query of this.queryClient.getQueryCache().getAll()) {
      if (!readLive(query)) continue;
      const topic = topicOfKey(query.queryKey);
      if (topic === null) continue;
      topics.set(topic, [...(topics.get(topic) ?? []), query]);
    }
    return topics;
  }

  /** What to ask the api for: the followed topics it has not refused. */
  private wanted(): string[] {
    const topics = this.followed();
    // A refused topic left the screen: a later visit may ask for it again.
    for (const topic of [...this.ended]) if (!topics.has(topic)) this.ended.delete(topic);
    return [...topics.keys()].filter((topic) => !this.ended.has(topic));
  }

  private scheduleSync(): void {
    if (this.syncTimer !== undefined || this.stopped) return;
    this.syncTimer = setTimeout(() => {
      this.syncTimer = undefined;
      this.sync();
    }, SYNC_DELAY_MS);
  }

  private sync(): void {
    const topics = this.wanted();
    for (const topic of [...this.live]) if (!topics.includes(topic)) this.live.delete(topic);
    if (topics.length === 0) {
      // Nothing live on this screen: keep the connection a while for the next one.
      this.idleTimer ??= setTimeout(() => {
        this.idleTimer = undefined;
        if (this.wanted().length === 0) {
          this.closeSource();
          clearTimeout(this.retryTimer);
          this.retryTimer = undefined;
          this.attempts = 0;
          this.setStatus("idle");
        }
      }, IDLE_CLOSE_MS);
    } else {
      clearTimeout(this.idleTimer);
      this.idleTimer = undefined;
    }
    if (this.source === null) {
      if (topics.length > 0 && this.retryTimer === undefined) this.connect();
      return;
    }
    if (this.connection !== null) void this.putTopics();
  }

  /** A topic request naming the version held (or none), so the api sends only what is missing. */
  private request(topic: string): TopicRequest {
    return { topic, version: resourceVersion(topic) ?? NO_VERSION };
  }

  private connect(): void {
    const EventSourceImpl = this.EventSourceImpl;
    if (!EventSourceImpl || this.stopped) return;
    this.setStatus(this.attempts === 0 ? "connecting" : this.statusNow);
    // The topics go in the URL, so a stream that lands on any api instance follows them at once;
    // later changes go in a PUT to the connection the hello names.
    const topics = this.wanted();
    const query = topics.map((topic) => formatTopicRequest(this.request(topic))).join(",");
    const source = new EventSourceImpl(`${API_BASE}/stream?topics=${encodeURIComponent(query)}`);
    this.source = source;
    this.watchSilence();
    const on = (name: string, handle: (data: unknown) => void) =>
      source.addEventListener(name, (event) => {
        if (source !== this.source) return;
        this.watchSilence();
        handle(JSON.parse((event as MessageEvent<string>).data));
      });
    on("hello", (data) => {
      const hello = data as StreamHelloEvent;
      this.connection = hello.connection;
      this.heartbeatMs = hello.heartbeatMs;
      this.attempts = 0;
      // Live first: the queries' intervals are read again as each topic goes live.
      this.setStatus("live");
      for (const topic of topics) this.goLive(topic);
      // Anything followed since the URL was written.
      if (this.wanted().some((topic) => !this.live.has(topic))) void this.putTopics();
    });
    on("heartbeat", () => {});
    on("resource", (data) => this.apply(data as ResourceEvent));
    on("resource-error", (data) => {
      const failure = data as ResourceErrorEvent;
      if (failure.ended) {
        // No such resource: its query fetches it and shows that, and the api is not asked again.
        this.live.delete(failure.topic);
        this.ended.add(failure.topic);
      }
      // The query fetches the resource and shows its error as it would; a failing one that the api
      // keeps reading is sent whole again when it recovers.
      void this.refetch(failure.topic);
    });
    source.onerror = () => {
      if (source === this.source) this.failed();
    };
  }

  /** A topic the api follows: its queries stop polling (an update makes observers read their interval). */
  private goLive(topic: string): void {
    if (this.live.has(topic)) return;
    this.live.add(topic);
    for (const query of this.followed().get(topic) ?? []) {
      this.queryClient.setQueryData(query.queryKey, (data: unknown) => data);
    }
  }

  /** A stream silent for 2.5 heartbeats is dead, whatever the browser says. */
  private watchSilence(): void {
    clearTimeout(this.silenceTimer);
    this.silenceTimer = setTimeout(() => {
      if (this.source !== null) this.failed();
    }, this.heartbeatMs * SILENCE_BEATS);
  }

  /** The stream dropped (or never opened): pages poll, and the stream tries again after a while. */
  private failed(): void {
    const wasLive = this.live.size > 0;
    this.closeSource();
    this.live.clear();
    this.attempts += 1;
    this.setStatus(this.attempts >= ATTEMPTS_BEFORE_POLLING ? "polling" : "reconnecting");
    // What was followed may have changed since the stream dropped: fetch it now, then poll until
    // the stream is back (a retry that fails again finds the queries polling already).
    if (wasLive) for (const topic of this.followed().keys()) void this.refetch(topic);
    const backoff = Math.min(BACKOFF_MAX_MS, this.backoffFirstMs * 2 ** (this.attempts - 1));
    clearTimeout(this.retryTimer);
    this.retryTimer = setTimeout(
      () => {
        this.retryTimer = undefined;
        if (this.wanted().length > 0) this.connect();
        else this.setStatus("idle");
      },
      backoff * (0.75 + Math.random() * 0.5),
    );
  }

  private closeSource(): void {
    clearTimeout(this.silenceTimer);
    this.source?.close();
    this.source = null;
    this.connection = null;
  }

  /** Sends the followed topics (one PUT at a time; changes meanwhile go in the next). */
  private async putTopics(): Promise<void> {
    if (this.putting) {
      this.putAgain = true;
      return;
    }
    const connection = this.connection;
    if (connection === null) return;
    this.putting = true;
    clearTimeout(this.putRetryTimer);
    const topics = this.wanted();
    // A topic not followed yet (or to be sent again) names the version held; a followed one is left as it is.
    const requests = topics.map((topic) =>
      this.live.has(topic) && !this.resync.has(topic) ? { topic } : this.request(topic),
    );
    for (const topic of topics) this.resync.delete(topic);
    try {
      const response = await this.fetchImpl(`${API_BASE}/stream/${encodeURIComponent(connection)}/topics`, {
        method: "PUT",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ topics: requests.map(formatTopicRequest) }),
      });
      if (connection !== this.connection) return;
      if (response.status === 404) {
        // The api no longer knows this connection (restarted, or another instance): start over.
        this.failed();
      } else if (response.status === 400) {
        // A topic the api will not follow: its query polls, the others go on.
        for (const topic of topics) if (!this.live.has(topic)) this.ended.add(topic);
      } else if (!response.ok) {
        // Refused for load (429, 5xx): the new topics poll meanwhile, and are asked again later.
        const retryAfter = Number(response.headers.get("retry-after"));
        const delay = Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter * 1000 : PUT_RETRY_MS;
        this.putRetryTimer = setTimeout(() => void this.putTopics(), delay);
      } else {
        for (const topic of topics) this.goLive(topic);
      }
    } catch {
      if (connection === this.connection) this.failed();
    } finally {
      this.putting = false;
      if (this.putAgain) {
        this.putAgain = false;
        void this.putTopics();
      }
    }
  }

  private apply(event: ResourceEvent): void {
    const queries = this.followed().get(event.topic) ?? [];
    if (queries.length === 0) {
      // Nothing on screen holds it any more: no version is held either (the next visit fetches).
      forgetResourceVersion(event.topic);
      return;
    }
    if (event.full) {
      for (const query of queries) this.queryClient.setQueryData(query.queryKey, event.body);
      setResourceVersion(event.topic, event.version);
      // Sent whole after a failure the api kept reading through: followed live again.
      if (!this.ended.has(event.topic)) this.goLive(event.topic);
      return;
    }
    // Every holder takes the patch, or none does: a half-applied change would be applied twice.
    const patched =
      resourceVersion(event.topic) === event.base ? queries.map((query) => patchOf(query, event.patch)) : [];
    if (patched.length === queries.length && patched.every((data) => data !== undefined)) {
      queries.forEach((query, index) => {
        this.queryClient.setQueryData(query.queryKey, patched[index]);
      });
      setResourceVersion(event.topic, event.version);
      return;
    }
    // This tab missed a change (or holds another answer): ask for what it lacks.
    this.resync.add(event.topic);
    void this.putTopics();
  }

  private refetch(topic: string): Promise<void> {
    return this.queryClient.refetchQueries({
      predicate: (query) => topicOfKey(query.queryKey) === topic,
      type: "active",
    });
  }
}

/** A query's data with a patch applied (a new object: the cached one is left as it is), or undefined. */
function patchOf(query: Query, patch: Extract<ResourceEvent, { full: false }>["patch"]): unknown {
  const data = query.state.data;
  if (data === undefined) return undefined;
  try {
    return applyPatch(data, patch, false, false).newDocument;
  } catch {
    return undefined;
  }
}

let current: LiveStream | null = null;

/** Starts the tab's stream (main.tsx, once). */
export function startLiveStream(queryClient: QueryClient, options?: LiveStreamOptions): LiveStream {
  current?.stop();
  current = new LiveStream(queryClient, options);
  current.start();
  return current;
}

/** The tab's stream, if started. */
export function liveStream(): LiveStream | null {
  return current;
}

/** Whether the live stream keeps a query's resource current now (so a timed refetch is not needed). */
export function isFollowedLive(queryKey: QueryKey): boolean {
  return current?.isLive(queryKey) ?? false;
}

/**
 * A live resource's refetchInterval: none while the stream follows it, else `ms` (the spec's
 * interval, the fallback while the stream is down). A query given it is followed live; one given
 * a number or false (the search palette, a link that only needs to know a dashboard exists) is not.
 */
export function liveInterval(ms: number) {
  // biome-ignore lint/suspicious/noExplicitAny: any query's options take it without touching their inference.
  const interval = (query: Query<any, any, any, any>): number | false =>
    current?.isLive(query.queryKey) ? false : ms;
  liveIntervals.add(interval);
  return interval;
}
