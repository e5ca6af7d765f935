import { UpstreamError } from "../upstream/upstream-error.ts";
import type { LiveSource, LiveTopic } from "./live-topics.ts";

/**
 * The live stream's fan-out: one poller per topic shared by every connected client, so a thousand
 * visitors cause one cached read per interval, not a thousand. A topic's poller runs while at
 * least one connection wants it (started by the first, stopped with the last); a heartbeat
 * comment keeps idle connections (and the proxies between) from timing out. Each frame is
 * serialised and encoded once and the same bytes are written to every connection.
 */

export interface LiveSubscriber {
  topics: ReadonlySet<LiveTopic>;
  /** Writes bytes to the connection; settles when the client has taken them. */
  write: (chunk: Uint8Array) => Promise<unknown>;
  /** Ends the connection: called for a client too slow to keep up. */
  close: () => void;
}

export interface LiveUpdatesOptions {
  heartbeatMs?: number;
  /** Writes a connection may leave unread before it is dropped as too slow. */
  maxPendingWrites?: number;
}

interface TopicState {
  source: LiveSource;
  timer: ReturnType<typeof setInterval> | undefined;
  polling: boolean;
  snapshot: unknown;
  hasSnapshot: boolean;
  /** The full-snapshot frame a new connection starts with. */
  fullFrame: Uint8Array | undefined;
  /** The upstream-error frame while the topic is failing, else undefined. */
  errorFrame: Uint8Array | undefined;
}

interface Connection {
  subscriber: LiveSubscriber;
  pending: number;
}

const encoder = new TextEncoder();

/** One SSE frame. JSON.stringify escapes newlines, so the data is always a single line. */
export function sseFrame(event: string, data: unknown): Uint8Array {
  return encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
}

export const HEARTBEAT_FRAME = encoder.encode(": heartbeat\n\n");

export class LiveUpdates {
  private readonly connections = new Set<Connection>();
  private readonly topics: Map<LiveTopic, TopicState>;
  private heartbeat: ReturnType<typeof setInterval> | undefined;
  private readonly heartbeatMs: number;
  private readonly maxPendingWrites: number;
  /** Polls started, per topic: what the fan-out test counts. */
  readonly polls = new Map<LiveTopic, number>();

  constructor(sources: Record<LiveTopic, LiveSource>, options: LiveUpdatesOptions = {}) {
    this.heartbeatMs = options.heartbeatMs ?? 15_000;
    this.maxPendingWrites = options.maxPendingWrites ?? 64;
    this.topics = new Map(
      (Object.entries(sources) as [LiveTopic, LiveSource][]).map(([topic, source]) => [
        topic,
        {
          source,
          timer: undefined,
          polling: false,
          snapshot: undefined,
          hasSnapshot: false,
          fullFrame: undefined,
          errorFrame: undefined,
        },
      ]),
    );
  }

  get connectionCount(): number {
    return this.connections.size;
  }

  /** Whether a topic's poller is running (it runs only while someone listens). */
  isPolling(topic: LiveTopic): boolean {
    return this.topics.get(topic)?.timer !== undefined;
  }

  /** Adds a connection; it gets each topic's current snapshot at once. Returns the unsubscribe. */
  subscribe(subscriber: LiveSubscriber): () => void {
    const connection: Connection = { subscriber, pending: 0 };
    this.connections.add(connection);
    for (const topic of subscriber.topics) {
      const state = this.topics.get(topic);
      if (!state) continue;
      // The last known snapshot, and whether its topic is failing right now.
      if (state.fullFrame) this.send(connection, state.fullFrame);
      if (state.errorFrame) this.send(connection, state.errorFrame);
      if (!state.timer) this.start(topic, state);
    }
    if (!this.heartbeat) {
      this.heartbeat = setInterval(() => {
        for (const each of this.connections) this.send(each, HEARTBEAT_FRAME);
      }, this.heartbeatMs);
      this.heartbeat.unref?.();
    }
    let done = false;
    return () => {
      if (done) return;
      done = true;
      this.connections.delete(connection);
      this.stopIdle();
    };
  }

  /** Stops every poller and forgets every connection (app shutdown, tests). */
  close(): void {
    this.connections.clear();
    this.stopIdle();
  }

  private start(topic: LiveTopic, state: TopicState): void {
    state.timer = setInterval(() => void this.poll(topic, state), state.source.intervalMs);
    state.timer.unref?.();
    void this.poll(topic, state);
  }

  /** Stops the pollers nobody listens to any more, and the heartbeat with the last connection. */
  private stopIdle(): void {
    for (const [topic, state] of this.topics) {
      if (state.timer && ![...this.connections].some((c) => c.subscriber.topics.has(topic))) {
        clearInterval(state.timer);
        state.timer = undefined;
      }
    }
    if (this.connections.size === 0 && this.heartbeat) {
      clearInterval(this.heartbeat);
      this.heartbeat = undefined;
    }
  }

  private async poll(topic: LiveTopic, state: TopicState): Promise<void> {
    // A slow upstream must not pile reads up: the next tick waits for this one.
    if (state.polling) return;
    state.polling = true;
    this.polls.set(topic, (this.polls.get(topic) ?? 0) + 1);
    try {
      const { value, fetchedAt } = await state.source.read();
      const wasFailing = state.errorFrame !== undefined;
      state.errorFrame = undefined;
      state.fullFrame = sseFrame(topic, state.source.event(value, true, fetchedAt));
      if (!state.hasSnapshot || wasFailing) {
        // After a failure a client may have missed changes: everyone starts over from the snapshot.
        this.broadcast(topic, state.fullFrame);
      } else {
        const changed = state.source.diff(state.snapshot, value);
        if (changed !== null)
          this.broadcast(topic, sseFrame(topic, state.source.event(changed, false, fetchedAt)));
      }
      state.snapshot = value;
      state.hasSnapshot = true;
    } catch (error) {
      // Sent once when the topic starts failing (and to whoever connects meanwhile), not per tick.
      if (state.errorFrame === undefined) {
        state.errorFrame = sseFrame("upstream-error", {
          topic,
          ...(error instanceof UpstreamError
            ? { upstream: error.upstream, failure: error.failure, message: error.message }
            : { message: "Internal error" }),
        });
        if (!(error instanceof UpstreamError)) console.error(`api: live ${topic} poll failed`, error);
        this.broadcast(topic, state.errorFrame);
      }
    } finally {
      state.polling = false;
    }
  }

  private broadcast(topic: LiveTopic, frame: Uint8Array): void {
    for (const connection of this.connections) {
      if (connection.subscriber.topics.has(topic)) this.send(connection, frame);
    }
  }

  private send(connection: Connection, frame: Uint8Array): void {
    if (connection.pending >= this.maxPendingWrites) {
      // The client stopped reading: drop it rather than buffer for it without bound.
      this.connections.delete(connection);
      connection.subscriber.close();
      this.stopIdle();
      return;
    }
    connection.pending += 1;
    connection.subscriber.write(frame).then(
      () => {
        connection.pending -= 1;
      },
      () => {
        connection.pending -= 1;
      },
    );
  }
}
