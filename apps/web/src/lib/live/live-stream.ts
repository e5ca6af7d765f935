import {
  formatTopicRequest,
  LIVE_RESOURCES,
  type ResourceErrorEvent,
  type ResourceEvent,
  type StreamHelloEvent,
  type TopicRequest,
} from "@oracle-explorer/core/api-views";
import type { Query, QueryClient, QueryKey } from "@tanstack/react-query";
import { applyPatch } from "fast-json-patch";
import { API_BASE, type ApiResourceName, apiPath } from "../api-resources.ts";
import { resourceVersion, setResourceVersion } from "./resource-versions.ts";

/**
 * The tab's one live stream (GET /api/v1/stream). It follows every live resource (core's
 * LIVE_RESOURCES) that a mounted component reads: the query cache's observers say which, so topics
 * follow navigation and no component knows the stream exists. Each event is written into the
 * query cache (a whole answer, or a JSON Patch applied to the answer held), so pages re-render as
 * they would after a fetch. While a resource is followed its query does not poll (liveInterval);
 * when the stream drops, every followed query refetches at once and polls at its own interval
 * again, and the stream reconnects with backoff, naming the versions it holds so the api sends
 * only what was missed.
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

const liveNames: ReadonlySet<string> = new Set(Object.keys(LIVE_RESOURCES));

/** The topic of a query: its resource's path, for live resources; else null. */
export function topicOfKey(queryKey: QueryKey): string | null {
  const [name, params, query] = queryKey as [unknown, unknown, unknown];
  if (typeof name !== "string" || !liveNames.has(name)) return null;
  const build = apiPath as unknown as (name: ApiResourceName, params: unknown, query: unknown) => string;
  return build(name as ApiResourceName, params ?? {}, query ?? {});
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
  /** Topics the api confirmed it follows for this connection (their queries do not poll). */
  private readonly live = new Set<string>();
  /** Topics to ask again from the version held (a patch did not apply). */
  private readonly resync = new Set<string>();
  private attempts = 0;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private idleTimer: ReturnType<typeof setTimeout> | undefined;
  private syncTimer: ReturnType<typeof setTimeout> | undefined;
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
    clearTimeout(this.retryTimer);
    clearTimeout(this.idleTimer);
    clearTimeout(this.syncTimer);
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
      if (query.getObserversCount() === 0) continue;
      const topic = topicOfKey(query.queryKey);
      if (topic === null) continue;
      topics.set(topic, [...(topics.get(topic) ?? []), query]);
    }
    return topics;
  }

  private scheduleSync(): void {
    if (this.syncTimer !== undefined || this.stopped) return;
    this.syncTimer = setTimeout(() => {
      this.syncTimer = undefined;
      this.sync();
    }, SYNC_DELAY_MS);
  }

  private sync(): void {
    const topics = this.followed();
    for (const topic of [...this.live]) if (!topics.has(topic)) this.live.delete(topic);
    if (topics.size === 0) {
      // Nothing live on this screen: keep the connection a while for the next one.
      this.idleTimer ??= setTimeout(() => {
        this.idleTimer = undefined;
        if (this.followed().size === 0) {
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
      if (topics.size > 0 && this.retryTimer === undefined) this.connect();
      return;
    }
    if (this.connection !== null) void this.putTopics();
  }

  private connect(): void {
    const EventSourceImpl = this.EventSourceImpl;
    if (!EventSourceImpl || this.stopped) return;
    this.setStatus(this.attempts === 0 ? "connecting" : this.statusNow);
    // No topics in the URL: they follow in a PUT once the api names the connection, which also
    // tells when the api has sent what each topic needed.
    const source = new EventSourceImpl(`${API_BASE}/stream?topics=`);
    this.source = source;
    source.addEventListener("hello", (event) => {
      const hello = JSON.parse((event as MessageEvent<string>).data) as StreamHelloEvent;
      this.connection = hello.connection;
      void this.putTopics();
    });
    source.addEventListener("resource", (event) => {
      this.apply(JSON.parse((event as MessageEvent<string>).data) as ResourceEvent);
    });
    source.addEventListener("resource-error", (event) => {
      const failure = JSON.parse((event as MessageEvent<string>).data) as ResourceErrorEvent;
      // The resource answers an error: its query fetches it, and shows that error as it would.
      this.live.delete(failure.topic);
      void this.refetch(failure.topic);
    });
    source.onerror = () => this.failed();
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
        if (this.followed().size > 0) this.connect();
        else this.setStatus("idle");
      },
      backoff * (0.75 + Math.random() * 0.5),
    );
  }

  private closeSource(): void {
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
    const topics = [...this.followed().keys()];
    // A topic not followed yet (or to be sent again) names the version held; a followed one is left as it is.
    const requests: TopicRequest[] = topics.map((topic) =>
      this.live.has(topic) && !this.resync.has(topic)
        ? { topic }
        : { topic, version: resourceVersion(topic) ?? NO_VERSION },
    );
    for (const topic of topics) this.resync.delete(topic);
    try {
      const response = await this.fetchImpl(`${API_BASE}/stream/${encodeURIComponent(connection)}/topics`, {
        method: "PUT",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ topics: requests.map(formatTopicRequest) }),
      });
      if (connection !== this.connection) return;
      if (!response.ok) {
        // 404: the api no longer knows this connection (restarted, or another instance): start over.
        this.failed();
        return;
      }
      this.attempts = 0;
      this.setStatus("live");
      for (const topic of topics) {
        if (this.live.has(topic)) continue;
        this.live.add(topic);
        // Its query stops polling now: an update makes its observers read their interval again.
        for (const query of this.followed().get(topic) ?? []) {
          this.queryClient.setQueryData(query.queryKey, (data: unknown) => data);
        }
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
    if (event.full) {
      for (const query of queries) this.queryClient.setQueryData(query.queryKey, event.body);
      setResourceVersion(event.topic, event.version);
      return;
    }
    const held = resourceVersion(event.topic);
    const applied =
      held === event.base &&
      queries.every((query) => {
        const data = query.state.data;
        if (data === undefined) return false;
        try {
          const next = applyPatch(data, event.patch, false, false).newDocument;
          this.queryClient.setQueryData(query.queryKey, next);
          return true;
        } catch {
          return false;
        }
      });
    if (applied) {
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
 * A query's refetchInterval: none while its resource is followed live, else `ms` (the spec's
 * interval, the fallback while the stream is down).
 */
export function liveInterval(ms: number) {
  // biome-ignore lint/suspicious/noExplicitAny: any query's options take it without touching their inference.
  return (query: Query<any, any, any, any>): number | false => (current?.isLive(query.queryKey) ? false : ms);
}
