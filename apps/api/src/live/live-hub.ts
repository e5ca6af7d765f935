import { randomUUID } from "node:crypto";
import { STREAM_HEARTBEAT_MS, type TopicRequest } from "@oracle-explorer/core/api-views";

/**
 * The live stream's fan-out. Each topic is read by one poller shared by every connection that
 * follows it (started by the first, stopped with the last), so a thousand visitors on a page cause
 * one read per interval, not a thousand; each frame is serialised and encoded once and the same
 * bytes go to every follower. A connection's topics change without reconnecting (`update`), and a
 * follower that names the version it holds is sent only what it lacks: nothing, the changes since
 * (kept in a short ring per topic), or the whole value. A heartbeat comment keeps idle connections
 * (and the proxies between) open; a connection that stops reading is dropped, not buffered for.
 */

/** What a topic's source read: its value's version and whatever the source's frames need. */
export interface TopicReading {
  /** Equal versions mean equal values: a source compares versions, never values, to skip a tick. */
  version: string;
  fetchedAt: number;
}

/** A failed read: what to tell followers, and whether the topic ends (a 404) or keeps trying. */
export class TopicReadError extends Error {
  constructor(
    readonly frame: (sentAt: number) => Uint8Array,
    readonly ends: boolean,
  ) {
    super("live topic read failed");
  }
}

/** A change between two readings, as a source describes it (a diff or a patch); kept in the ring. */
export interface TopicChange {
  base: string;
  version: string;
  fetchedAt: number;
  delta: unknown;
}

/** One topic: how often it is read, how it is read, and the frames of a reading and a change. */
export interface TopicSource<R extends TopicReading = TopicReading> {
  // Methods (not function properties): a source of a narrower reading is a TopicSource.
  intervalMs: number;
  read(previous: R | undefined): Promise<R>;
  /** The change from `previous` to `next` (distinct versions), or null to send `next` whole. */
  change(previous: R, next: R): unknown | null;
  fullFrame(reading: R, sentAt: number): Uint8Array;
  changeFrame(change: TopicChange, sentAt: number): Uint8Array;
  /** Whether a follower can hold a version to resume from (resources); data topics start whole. */
  resumable: boolean;
}

export interface LiveSubscriber {
  /** The client's address (per-address cap); null for an in-process request. */
  ip: string | null;
  /** Writes bytes to the connection; settles when the client has taken them. */
  write: (chunk: Uint8Array) => Promise<unknown>;
  /** Ends the connection: called for a client too slow to keep up. */
  close: () => void;
}

export interface LiveHubOptions {
  heartbeatMs?: number;
  /** Writes a connection may leave unread before it is dropped as too slow. */
  maxPendingWrites?: number;
  /** Changes kept per topic for followers that resume. */
  ringSize?: number;
  /** How long a topic nobody follows keeps its last value, for a visitor who comes straight back. */
  idleKeepMs?: number;
  now?: () => number;
}

interface TopicState {
  source: TopicSource;
  timer: ReturnType<typeof setInterval> | undefined;
  /** The read in flight, which a new follower waits for rather than start another. */
  reading: Promise<void> | undefined;
  current: TopicReading | undefined;
  polledAt: number;
  /** The frame maker of the failure while the topic is failing. */
  failure: TopicReadError | undefined;
  ring: TopicChange[];
  followers: number;
  idleSince: number;
  /** The last whole-value frame made for joiners, shared by those of the same second. */
  joinFrame: { version: string; madeAt: number; frame: Uint8Array } | undefined;
}

/** Joiners within this long of each other share one whole-value frame (its sentAt that much off). */
const JOIN_FRAME_SHARED_MS = 1_000;

interface Connection {
  id: string;
  subscriber: LiveSubscriber;
  /** Followed topics; false until the topic's first frames went out (broadcasts skip it till then). */
  topics: Map<string, boolean>;
  pending: number;
  closed: boolean;
}

const encoder = new TextEncoder();

/** One SSE frame. JSON text has no raw newline, so the data is always a single line. */
export function sseFrame(event: string, json: string): Uint8Array {
  return encoder.encode(`event: ${event}\ndata: ${json}\n\n`);
}

/**
 * The heartbeat: a comment for the proxies between (SSE's keep-alive), and an event the page can
 * see (browsers hand no comment to page code), so a tab can tell a silent dead connection from a
 * quiet one.
 */
export const HEARTBEAT_FRAME = encoder.encode(": heartbeat\nevent: heartbeat\ndata: {}\n\n");

/** A connection handle: change its topics, or leave. */
export interface LiveConnection {
  id: string;
  /** Replaces the followed topics; resolves when each new topic's first frames are out. */
  update: (topics: readonly TopicRequest[]) => Promise<void>;
  close: () => void;
}

export class LiveHub {
  private readonly connections = new Map<string, Connection>();
  private readonly topics = new Map<string, TopicState>();
  private heartbeat: ReturnType<typeof setInterval> | undefined;
  private readonly heartbeatMs: number;
  private readonly maxPendingWrites: number;
  private readonly ringSize: number;
  private readonly idleKeepMs: number;
  private readonly now: () => number;
  /** Reads started, per topic: what the fan-out tests count. */
  readonly reads = new Map<string, number>();

  /** `sourceOf` makes a topic's source on first use, or says the topic does not exist (null). */
  constructor(
    private readonly sourceOf: (topic: string) => TopicSource | null,
    options: LiveHubOptions = {},
  ) {
    this.heartbeatMs = options.heartbeatMs ?? STREAM_HEARTBEAT_MS;
    this.maxPendingWrites = options.maxPendingWrites ?? 64;
    this.ringSize = options.ringSize ?? 16;
    this.idleKeepMs = options.idleKeepMs ?? 60_000;
    this.now = options.now ?? Date.now;
  }

  get connectionCount(): number {
    return this.connections.size;
  }

  /** Connections from one address. */
  connectionsFrom(ip: string): number {
    let count = 0;
    for (const connection of this.connections.values()) if (connection.subscriber.ip === ip) count++;
    return count;
  }

  /** Whether a topic's poller runs (it runs only while someone follows it). */
  isPolling(topic: string): boolean {
    return this.topics.get(topic)?.timer !== undefined;
  }

  /** Topics with a state (followed, or idle for less than idleKeepMs). */
  get topicCount(): number {
    return this.topics.size;
  }

  /** Opens a connection; it follows nothing until `update` names its topics. */
  open(subscriber: LiveSubscriber): LiveConnection {
    const connection: Connection = {
      id: randomUUID(),
      subscriber,
      topics: new Map(),
      pending: 0,
      closed: false,
    };
    this.connections.set(connection.id, connection);
    if (!this.heartbeat) {
      this.heartbeat = setInterval(() => this.beat(), this.heartbeatMs);
      this.heartbeat.unref?.();
    }
    return this.handle(connection);
  }

  /** The connection of an id (for a PUT of its topics), or undefined. */
  connection(id: string): LiveConnection | undefined {
    const connection = this.connections.get(id);
    return connection ? this.handle(connection) : undefined;
  }

  private handle(connection: Connection): LiveConnection {
    return {
      id: connection.id,
      update: (topics) => this.update(connection, topics),
      close: () => this.drop(connection, false),
    };
  }

  /** Stops every poller and forgets every connection (app shutdown, tests). */
  close(): void {
    for (const connection of [...this.connections.values()]) this.drop(connection, false);
    for (const state of this.topics.values()) clearInterval(state.timer);
    this.topics.clear();
    clearInterval(this.heartbeat);
    this.heartbeat = undefined;
  }

  private async update(connection: Connection, requests: readonly TopicRequest[]): Promise<void> {
    const wanted = new Map(requests.map((request) => [request.topic, request.version]));
    for (const topic of [...connection.topics.keys()]) {
      if (!wanted.has(topic)) this.leave(connection, topic);
    }
    await Promise.all(
      [...wanted].map(([topic, version]) => {
        // A topic followed already is resent only when the client says it holds another version.
        if (connection.topics.has(topic) && version === undefined) return undefined;
        return this.join(connection, topic, version);
      }),
    );
  }

  private async join(connection: Connection, topic: string, version: string | undefined): Promise<void> {
    let state = this.topics.get(topic);
    if (!state) {
      const source = this.sourceOf(topic);
      if (!source) return;
      state = {
        source,
        timer: undefined,
        reading: undefined,
        current: undefined,
        polledAt: Number.NEGATIVE_INFINITY,
        failure: undefined,
        ring: [],
        followers: 0,
        idleSince: this.now(),
        joinFrame: undefined,
      };
      this.topics.set(topic, state);
    }
    if (!connection.topics.has(topic)) state.followers += 1;
    connection.topics.set(topic, false);
    if (!state.timer) {
      const started = state;
      state.timer = setInterval(() => void this.poll(topic, started), state.source.intervalMs);
      state.timer.unref?.();
    }
    // Fresh from the first event: a value older than one interval is read again before it is sent.
    if (state.reading || this.now() - state.polledAt >= state.source.intervalMs) {
      await this.poll(topic, state);
    }
    if (connection.closed) return;
    if (state.failure?.ends) {
      // No such resource (the read ended the topic): said once, and the topic is not followed.
      this.send(connection, state.failure.frame(this.now()));
      this.leave(connection, topic);
      return;
    }
    // Left (or joined again with another version) while the read ran: that call answers instead.
    if (connection.topics.get(topic) !== false || this.topics.get(topic) !== state) return;
    for (const frame of this.firstFrames(state, version)) this.send(connection, frame);
    connection.topics.set(topic, true);
  }

  /** What brings a follower holding `version` up to date: nothing, the changes since, or the whole. */
  private firstFrames(state: TopicState, version: string | undefined): Uint8Array[] {
    const sentAt = this.now();
    if (state.failure) return [state.failure.frame(sentAt)];
    const current = state.current;
    if (!current) return [];
    if (state.source.resumable && version !== undefined) {
      if (version === current.version) return [];
      const from = state.ring.findIndex((change) => change.base === version);
      if (from >= 0) return state.ring.slice(from).map((change) => state.source.changeFrame(change, sentAt));
    }
    // A burst of joiners (a popular page, every tab back after an api restart) shares one frame,
    // and with it one serialisation and one compression of a possibly large value.
    const shared = state.joinFrame;
    if (shared && shared.version === current.version && sentAt - shared.madeAt < JOIN_FRAME_SHARED_MS) {
      return [shared.frame];
    }
    const frame = state.source.fullFrame(current, sentAt);
    state.joinFrame = { version: current.version, madeAt: sentAt, frame };
    return [frame];
  }

  private leave(connection: Connection, topic: string): void {
    if (!connection.topics.delete(topic)) return;
    const state = this.topics.get(topic);
    if (!state) return;
    state.followers -= 1;
    if (state.followers <= 0) {
      clearInterval(state.timer);
      state.timer = undefined;
      state.idleSince = this.now();
    }
  }

  private drop(connection: Connection, tooSlow: boolean): void {
    if (connection.closed) return;
    connection.closed = true;
    for (const topic of [...connection.topics.keys()]) this.leave(connection, topic);
    this.connections.delete(connection.id);
    if (tooSlow) connection.subscriber.close();
  }

  private beat(): void {
    for (const connection of [...this.connections.values()]) this.send(connection, HEARTBEAT_FRAME);
    // Topics nobody came back to are forgotten: their last value, their ring.
    const now = this.now();
    for (const [topic, state] of this.topics) {
      if (state.followers <= 0 && !state.reading && now - state.idleSince > this.idleKeepMs) {
        this.forget(topic);
      }
    }
    // The beat also sweeps: it stops once there is no connection and nothing left to forget.
    if (this.connections.size === 0 && this.topics.size === 0) {
      clearInterval(this.heartbeat);
      this.heartbeat = undefined;
    }
  }

  /** Drops a topic's state, and its read count (topic names come from clients: nothing may pile up). */
  private forget(topic: string): void {
    this.topics.delete(topic);
    this.reads.delete(topic);
  }

  private poll(topic: string, state: TopicState): Promise<void> {
    // A slow upstream must not pile reads up: the next tick (or a new follower) joins this one.
    state.reading ??= this.read(topic, state).finally(() => {
      state.reading = undefined;
    });
    return state.reading;
  }

  private async read(topic: string, state: TopicState): Promise<void> {
    this.reads.set(topic, (this.reads.get(topic) ?? 0) + 1);
    const previous = state.current;
    try {
      const next = await state.source.read(previous);
      state.polledAt = this.now();
      const wasFailing = state.failure !== undefined;
      state.failure = undefined;
      // Same version, same value; the reading is kept all the same, for its fetchedAt: a later
      // joiner's whole frame would otherwise date the value from its first read, not its last.
      const unchanged = previous?.version === next.version && !wasFailing;
      state.current = next;
      if (unchanged) return;
      const delta = previous && !wasFailing ? state.source.change(previous, next) : null;
      if (previous && delta !== null) {
        const change: TopicChange = {
          base: previous.version,
          version: next.version,
          fetchedAt: next.fetchedAt,
          delta,
        };
        state.ring.push(change);
        if (state.ring.length > this.ringSize) state.ring.shift();
        this.broadcast(topic, () => state.source.changeFrame(change, this.now()));
      } else {
        // The first value, one too changed for a patch, or the first after a failure (a follower
        // may have missed changes meanwhile): everyone starts over from the whole value.
        state.ring = [];
        this.broadcast(topic, () => state.source.fullFrame(next, this.now()));
      }
    } catch (error) {
      state.polledAt = this.now();
      if (!(error instanceof TopicReadError)) {
        console.error(`api: live ${topic} read failed`, error);
        return;
      }
      // Sent once when the topic starts failing (and to whoever joins meanwhile), not per tick; an
      // ending error is always sent, even to a topic failing already (a 502, then a 404), or its
      // followers would be dropped from it without a word.
      const first = state.failure === undefined || error.ends;
      state.failure = error;
      if (first) this.broadcast(topic, () => error.frame(this.now()));
      if (error.ends) {
        for (const connection of this.connections.values()) this.leave(connection, topic);
        this.forget(topic);
      }
    }
  }

  /** Sends one frame, made once and only if someone follows the topic, to its followers. */
  private broadcast(topic: string, makeFrame: () => Uint8Array): void {
    let frame: Uint8Array | undefined;
    for (const connection of [...this.connections.values()]) {
      if (connection.topics.get(topic) !== true) continue;
      frame ??= makeFrame();
      this.send(connection, frame);
    }
  }

  private send(connection: Connection, frame: Uint8Array): void {
    if (connection.closed) return;
    if (connection.pending >= this.maxPendingWrites) {
      // The client stopped reading: drop it rather than buffer for it without bound.
      this.drop(connection, true);
      return;
    }
    connection.pending += 1;
    const settle = () => {
      connection.pending -= 1;
    };
    connection.subscriber.write(frame).then(settle, settle);
  }
}
