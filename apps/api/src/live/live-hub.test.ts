import type { TopicRequest } from "@oracle-explorer/core/api-views";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  HEARTBEAT_FRAME,
  LiveHub,
  type LiveHubOptions,
  sseFrame,
  type TopicChange,
  TopicReadError,
  type TopicReading,
  type TopicSource,
} from "./live-hub.ts";

const decoder = new TextDecoder();

type Value = Record<string, number>;
interface FakeReading extends TopicReading {
  value: Value;
}

/**
 * A topic whose value the test sets (each `set` is a new version: v1, v2, …), counting its reads.
 * Its change is the entries that differ; a removed entry makes the change "too big" (null), so the
 * value is sent whole. `gate` holds reads until the test opens it; `error` makes them fail.
 */
function fakeTopic(name: string, intervalMs = 1_000, resumable = true) {
  let versions = 1;
  const state = {
    reads: 0,
    value: { a: 1 } as Value,
    version: "v1",
    error: null as Error | null,
    gate: null as Promise<void> | null,
  };
  const set = (value: Value) => {
    versions += 1;
    state.value = value;
    state.version = `v${versions}`;
  };
  const source: TopicSource<FakeReading> = {
    intervalMs,
    resumable,
    read: async () => {
      state.reads += 1;
      if (state.gate) await state.gate;
      if (state.error) throw state.error;
      return { value: state.value, version: state.version, fetchedAt: Date.now() };
    },
    change: (previous, next) => {
      if (Object.keys(previous.value).some((key) => !(key in next.value))) return null;
      return Object.fromEntries(
        Object.entries(next.value).filter(([key, value]) => previous.value[key] !== value),
      );
    },
    fullFrame: (reading, sentAt) =>
      sseFrame(
        name,
        JSON.stringify({
          full: true,
          version: reading.version,
          value: reading.value,
          fetchedAt: reading.fetchedAt,
          sentAt,
        }),
      ),
    changeFrame: (change: TopicChange, sentAt) =>
      sseFrame(
        name,
        JSON.stringify({
          full: false,
          base: change.base,
          version: change.version,
          delta: change.delta,
          sentAt,
        }),
      ),
  };
  return { state, set, source: source as TopicSource };
}

/** A failure a source reports: its frame names the status; `ends` as a 4xx would. */
const readError = (topic: string, status: number) =>
  new TopicReadError(
    (sentAt) => sseFrame("resource-error", JSON.stringify({ topic, status, ended: status < 500, sentAt })),
    status < 500,
  );

type Frame = {
  full: boolean;
  version?: string;
  base?: string;
  value?: Value;
  delta?: Value;
  fetchedAt?: number;
};

/** A hub over the given topics (the rest are unknown), on the fake clock. */
function hubOf(topics: Record<string, TopicSource>, options: LiveHubOptions = {}) {
  return new LiveHub((topic) => topics[topic] ?? null, { now: () => Date.now(), ...options });
}

/** A connection that records what it is sent; one that `reads: false` never takes its bytes. */
function client(hub: LiveHub, { ip = null as string | null, reads = true } = {}) {
  const chunks: Uint8Array[] = [];
  let closed = false;
  const connection = hub.open({
    ip,
    write: (chunk) => {
      chunks.push(chunk);
      return reads ? Promise.resolve() : new Promise(() => {});
    },
    close: () => {
      closed = true;
    },
  });
  const frames = () => chunks.map((chunk) => decoder.decode(chunk));
  return {
    connection,
    chunks,
    frames,
    closed: () => closed,
    follow: (...topics: (string | TopicRequest)[]) =>
      connection.update(topics.map((topic) => (typeof topic === "string" ? { topic } : topic))),
    /** The data of every `event: {name}` frame, in order. */
    events: <T = Frame>(name: string): T[] =>
      frames()
        .filter((frame) => frame.startsWith(`event: ${name}\n`))
        .map((frame) => JSON.parse(frame.slice(frame.indexOf("\ndata: ") + 7)) as T),
  };
}

let hubs: LiveHub[] = [];
const track = (hub: LiveHub) => {
  hubs.push(hub);
  return hub;
};

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  for (const hub of hubs) hub.close();
  hubs = [];
  vi.useRealTimers();
});

describe("LiveHub: one poller per topic", () => {
  it("reads a topic once per interval for a thousand connections and sends each frame's same bytes to all", async () => {
    const prices = fakeTopic("prices");
    const other = fakeTopic("other");
    const hub = track(hubOf({ prices: prices.source, other: other.source }));
    const clients = Array.from({ length: 1000 }, () => client(hub));
    await Promise.all(clients.map((c) => c.follow("prices")));
    expect(prices.state.reads).toBe(1);
    expect(hub.isPolling("other")).toBe(false);
    expect(other.state.reads).toBe(0);
    for (const c of clients) expect(c.events("prices")).toMatchObject([{ full: true, value: { a: 1 } }]);

    prices.set({ a: 1, b: 2 });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(prices.state.reads).toBe(2);
    for (const c of clients) {
      expect(c.events("prices").at(-1)).toMatchObject({
        full: false,
        base: "v1",
        version: "v2",
        delta: { b: 2 },
      });
    }
    // Serialised and encoded once: every follower is handed the very same bytes.
    expect(new Set(clients.map((c) => c.chunks.at(-1))).size).toBe(1);

    // A tick that reads the same version sends nothing.
    await vi.advanceTimersByTimeAsync(1_000);
    expect(prices.state.reads).toBe(3);
    expect(clients[0]?.events("prices")).toHaveLength(2);

    for (const c of clients) c.connection.close();
    expect(hub.connectionCount).toBe(0);
    expect(hub.isPolling("prices")).toBe(false);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(prices.state.reads).toBe(3);
  });

  it("a late joiner gets the current value at once; a value older than one interval is read again first", async () => {
    const prices = fakeTopic("prices");
    const hub = track(hubOf({ prices: prices.source }));
    const first = client(hub);
    await first.follow("prices");
    await vi.advanceTimersByTimeAsync(1_500);
    expect(prices.state.reads).toBe(2);

    // Half an interval after the last read: the value is sent as it is, without a read.
    const late = client(hub);
    await late.follow("prices");
    expect(prices.state.reads).toBe(2);
    expect(late.events("prices")).toMatchObject([{ full: true, version: "v1" }]);
    // Its whole frame is dated by the last read (the same version read again), not the first.
    expect(late.events("prices")[0]?.fetchedAt).toBe(Date.now() - 500);

    // Nobody follows: the poller stops, the value is kept. It moves meanwhile.
    first.connection.close();
    late.connection.close();
    expect(hub.isPolling("prices")).toBe(false);
    prices.set({ a: 7 });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(prices.state.reads).toBe(2);

    // Back after more than an interval: the kept value is stale, so it is read before anything is sent.
    const back = client(hub);
    await back.follow("prices");
    expect(prices.state.reads).toBe(3);
    expect(back.events("prices")).toMatchObject([{ full: true, version: "v2", value: { a: 7 } }]);
    expect(hub.isPolling("prices")).toBe(true);
  });

  it("a joiner arriving while a read is in flight waits for it rather than start another or take the old value", async () => {
    const prices = fakeTopic("prices");
    const hub = track(hubOf({ prices: prices.source }));
    const first = client(hub);
    await first.follow("prices");
    let open = () => {};
    prices.state.gate = new Promise<void>((resolve) => {
      open = resolve;
    });
    prices.set({ a: 2 });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(prices.state.reads).toBe(2);

    const joiner = client(hub);
    const joined = joiner.follow("prices");
    await vi.advanceTimersByTimeAsync(0);
    expect(joiner.events("prices")).toEqual([]);
    prices.state.gate = null;
    open();
    await joined;
    expect(prices.state.reads).toBe(2);
    expect(joiner.events("prices")).toMatchObject([{ full: true, version: "v2", value: { a: 2 } }]);
    expect(first.events("prices").at(-1)).toMatchObject({ full: false, version: "v2" });
  });
});

describe("LiveHub: a connection's topics change without reconnecting", () => {
  it("update() starts the new topic on the same connection, stops the left one's poller when nobody follows it, and forgets it after idleKeepMs", async () => {
    const a = fakeTopic("a");
    const b = fakeTopic("b");
    const hub = track(hubOf({ a: a.source, b: b.source }, { idleKeepMs: 60_000 }));
    const mover = client(hub);
    const stayer = client(hub);
    await mover.follow("a");
    await stayer.follow("a");

    await mover.follow("b");
    expect(hub.connectionCount).toBe(2);
    expect(mover.events("b")).toMatchObject([{ full: true }]);
    // Another connection still follows a: its poller runs on.
    expect(hub.isPolling("a")).toBe(true);
    a.set({ a: 2 });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(stayer.events("a")).toHaveLength(2);
    expect(mover.events("a")).toHaveLength(1);

    await stayer.follow();
    expect(hub.isPolling("a")).toBe(false);
    expect(hub.isPolling("b")).toBe(true);
    const readsWhenLeft = a.state.reads;
    await vi.advanceTimersByTimeAsync(30_000);
    expect(a.state.reads).toBe(readsWhenLeft);
    // Kept for a visitor who comes straight back…
    expect(hub.topicCount).toBe(2);
    // …and forgotten (value and ring) once idle longer than idleKeepMs; b, followed, stays.
    await vi.advanceTimersByTimeAsync(45_000);
    expect(hub.topicCount).toBe(1);
    expect(hub.isPolling("b")).toBe(true);

    // Forgotten means the version it sent is no longer known: whoever names it gets the whole value.
    await stayer.follow({ topic: "a", version: "v1" });
    expect(stayer.events("a").at(-1)).toMatchObject({ full: true, version: "v2" });
  });

  it("forgets idle topics (and their read counts) after the last connection left too", async () => {
    const a = fakeTopic("a");
    const hub = track(hubOf({ a: a.source }, { idleKeepMs: 60_000 }));
    const c = client(hub);
    await c.follow("a");
    expect(hub.reads.get("a")).toBeGreaterThan(0);
    c.connection.close();
    expect(hub.connectionCount).toBe(0);
    await vi.advanceTimersByTimeAsync(90_000);
    expect(hub.topicCount).toBe(0);
    expect(hub.reads.has("a")).toBe(false);
  });

  it("a topic the hub does not know is ignored", async () => {
    const a = fakeTopic("a");
    const hub = track(hubOf({ a: a.source }));
    const c = client(hub);
    await c.follow("gossip", "a");
    expect(c.events("a")).toHaveLength(1);
    expect(hub.topicCount).toBe(1);
  });
});

describe("LiveHub: a follower naming the version it holds is sent only what it lacks", () => {
  /** A followed topic moved v1 → v2 → v3 by two small changes, so its ring holds both. */
  async function movedTwice(options: LiveHubOptions = {}) {
    const token = fakeTopic("token");
    const hub = track(hubOf({ token: token.source }, options));
    const watcher = client(hub);
    await watcher.follow("token");
    token.set({ a: 2 });
    await vi.advanceTimersByTimeAsync(1_000);
    token.set({ a: 2, b: 3 });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(token.state.version).toBe("v3");
    return { token, hub };
  }

  it("the current version gets nothing; a version in the ring gets exactly the patches since; an unknown one the whole value", async () => {
    const { token, hub } = await movedTwice();
    const readsBefore = token.state.reads;

    const current = client(hub);
    await current.follow({ topic: "token", version: "v3" });
    expect(current.events("token")).toEqual([]);

    const behind = client(hub);
    await behind.follow({ topic: "token", version: "v1" });
    const patches = behind.events("token");
    expect(patches).toMatchObject([
      { full: false, base: "v1", version: "v2", delta: { a: 2 } },
      { full: false, base: "v2", version: "v3", delta: { b: 3 } },
    ]);
    // Applied in order to what it held, they give the current value.
    const held: Value = { a: 1 };
    for (const patch of patches) Object.assign(held, patch.delta);
    expect(held).toEqual(token.state.value);

    const lost = client(hub);
    await lost.follow({ topic: "token", version: "v0-unknown" });
    expect(lost.events("token")).toMatchObject([{ full: true, version: "v3", value: { a: 2, b: 3 } }]);
    // All of it from the state kept, within the interval: no read.
    expect(token.state.reads).toBe(readsBefore);

    // Followed every change since: a follower naming it again later is resent from that version.
    token.set({ a: 4, b: 3 });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(current.events("token")).toMatchObject([{ full: false, base: "v3", version: "v4" }]);
    await current.follow({ topic: "token", version: "v2" });
    expect(current.events("token").slice(1)).toMatchObject([
      { base: "v2", version: "v3" },
      { base: "v3", version: "v4" },
    ]);
  });

  it("a version fallen out of the ring, or a change too big for a patch, means the whole value", async () => {
    const { token, hub } = await movedTwice({ ringSize: 1 });
    const old = client(hub);
    await old.follow({ topic: "token", version: "v1" });
    expect(old.events("token")).toMatchObject([{ full: true, version: "v3" }]);

    // Entry b removed: the change is too big, every follower starts over from the whole value…
    token.set({ a: 5 });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(old.events("token").at(-1)).toMatchObject({ full: true, version: "v4", value: { a: 5 } });
    // …and the ring starts over with it: v3 is no longer a base anyone can resume from.
    const resumed = client(hub);
    await resumed.follow({ topic: "token", version: "v3" });
    expect(resumed.events("token")).toMatchObject([{ full: true, version: "v4" }]);
  });

  it("a data topic (not resumable) always starts whole, whatever version is named", async () => {
    const prices = fakeTopic("prices", 1_000, false);
    const hub = track(hubOf({ prices: prices.source }));
    const c = client(hub);
    await c.follow({ topic: "prices", version: "v1" });
    expect(c.events("prices")).toMatchObject([{ full: true, version: "v1" }]);
  });
});

describe("LiveHub: failures", () => {
  it("a failing topic sends its error frame once, to joiners too, and the whole value when it recovers", async () => {
    const token = fakeTopic("token");
    const hub = track(hubOf({ token: token.source }));
    const c = client(hub);
    await c.follow("token");
    token.state.error = readError("token", 502);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(c.events("resource-error")).toEqual([
      { topic: "token", status: 502, ended: false, sentAt: Date.now() - 4_000 },
    ]);
    // Still followed and read every interval.
    expect(hub.isPolling("token")).toBe(true);

    const joiner = client(hub);
    await joiner.follow({ topic: "token", version: "v1" });
    expect(joiner.events("resource-error")).toHaveLength(1);
    expect(joiner.events("token")).toEqual([]);

    // Recovered with the same version: sent whole anyway, as changes may have been missed meanwhile.
    token.state.error = null;
    await vi.advanceTimersByTimeAsync(1_000);
    expect(c.events("token")).toMatchObject([{ full: true }, { full: true, version: "v1" }]);
    expect(joiner.events("token")).toMatchObject([{ full: true, version: "v1" }]);
    expect(c.events("resource-error")).toHaveLength(1);
  });

  it("a read error that ends the topic (a 404) is sent once and removes the topic from the connection", async () => {
    const gone = fakeTopic("gone");
    const kept = fakeTopic("kept");
    const hub = track(hubOf({ gone: gone.source, kept: kept.source }));
    gone.state.error = readError("gone", 404);
    const c = client(hub);
    await c.follow("gone", "kept");
    expect(c.events("resource-error")).toEqual([
      { topic: "gone", status: 404, ended: true, sentAt: Date.now() },
    ]);
    expect(hub.isPolling("gone")).toBe(false);
    expect(hub.topicCount).toBe(1);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(gone.state.reads).toBe(1);
    expect(c.events("resource-error")).toHaveLength(1);
    // The connection and its other topic go on.
    expect(hub.connectionCount).toBe(1);
    expect(hub.isPolling("kept")).toBe(true);
  });

  it("a followed topic that starts failing (a 502) and then ends (a 404) still tells its followers it ended", async () => {
    const token = fakeTopic("token");
    const hub = track(hubOf({ token: token.source }));
    const c = client(hub);
    await c.follow("token");
    token.state.error = readError("token", 502);
    await vi.advanceTimersByTimeAsync(1_000);
    token.state.error = readError("token", 404);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(c.events<{ status: number; ended: boolean }>("resource-error")).toMatchObject([
      { status: 502, ended: false },
      { status: 404, ended: true },
    ]);
    expect(hub.isPolling("token")).toBe(false);
    expect(hub.topicCount).toBe(0);
  });

  it("a read that throws something else is logged and skipped; the value held stays", async () => {
    const token = fakeTopic("token");
    const hub = track(hubOf({ token: token.source }));
    const c = client(hub);
    await c.follow("token");
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    token.state.error = new Error("a bug");
    await vi.advanceTimersByTimeAsync(1_000);
    expect(log).toHaveBeenCalledWith("api: live token read failed", token.state.error);
    log.mockRestore();
    expect(c.frames()).toHaveLength(1);
    const late = client(hub);
    await late.follow("token");
    expect(late.events("token")).toMatchObject([{ full: true, version: "v1" }]);
  });
});

describe("LiveHub: connections", () => {
  it("sends a heartbeat every 15 s, a comment for proxies and an event a page sees, also to a connection that follows nothing", async () => {
    const hub = track(hubOf({}));
    const c = client(hub);
    const beats = () => c.frames().filter((frame) => frame === decoder.decode(HEARTBEAT_FRAME)).length;
    await vi.advanceTimersByTimeAsync(14_999);
    expect(beats()).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(beats()).toBe(1);
    await vi.advanceTimersByTimeAsync(15_000);
    expect(beats()).toBe(2);
    const beat = ": heartbeat\nevent: heartbeat\ndata: {}\n\n";
    expect(c.frames()).toEqual([beat, beat]);
    c.connection.close();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(beats()).toBe(2);
  });

  it("drops a connection that stopped reading instead of buffering for it; the others go on", async () => {
    const prices = fakeTopic("prices");
    const hub = track(hubOf({ prices: prices.source }, { maxPendingWrites: 3 }));
    const stuck = client(hub, { reads: false });
    const reader = client(hub);
    await stuck.follow("prices");
    await reader.follow("prices");
    for (let i = 2; i <= 6; i += 1) {
      prices.set({ a: i });
      await vi.advanceTimersByTimeAsync(1_000);
    }
    expect(stuck.closed()).toBe(true);
    // It was handed what it could hold (3 frames) and nothing after it was dropped.
    expect(stuck.frames()).toHaveLength(3);
    expect(reader.closed()).toBe(false);
    expect(reader.events("prices")).toHaveLength(6);
    expect(hub.connectionCount).toBe(1);
    expect(hub.isPolling("prices")).toBe(true);
    reader.connection.close();
    expect(hub.isPolling("prices")).toBe(false);
  });

  it("connectionsFrom counts the open connections of one address", () => {
    const hub = track(hubOf({}));
    const one = client(hub, { ip: "1.1.1.1" });
    client(hub, { ip: "1.1.1.1" });
    client(hub, { ip: "2.2.2.2" });
    client(hub);
    expect(hub.connectionsFrom("1.1.1.1")).toBe(2);
    expect(hub.connectionsFrom("2.2.2.2")).toBe(1);
    expect(hub.connectionsFrom("3.3.3.3")).toBe(0);
    one.connection.close();
    expect(hub.connectionsFrom("1.1.1.1")).toBe(1);
    expect(hub.connectionCount).toBe(3);
  });

  it("connection(id) finds an open connection to change its topics, and nothing once it closed", async () => {
    const a = fakeTopic("a");
    const hub = track(hubOf({ a: a.source }));
    const c = client(hub);
    const found = hub.connection(c.connection.id);
    expect(found?.id).toBe(c.connection.id);
    await found?.update([{ topic: "a" }]);
    expect(c.events("a")).toHaveLength(1);
    c.connection.close();
    expect(hub.connection(c.connection.id)).toBeUndefined();
    expect(hub.isPolling("a")).toBe(false);
  });
});
