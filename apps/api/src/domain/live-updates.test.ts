import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { UpstreamError } from "../upstream/upstream-error.ts";
import type { LivePrices, LiveSource, LiveTopic } from "./live-topics.ts";
import { LiveUpdates } from "./live-updates.ts";

const decoder = new TextDecoder();

/** A prices source whose snapshot the test sets, counting its reads. */
function fakeSource(intervalMs = 2_000) {
  const state = {
    reads: 0,
    value: { BTC: { value: 1, timestamp: 1 } } as LivePrices,
    error: null as Error | null,
  };
  const source: LiveSource<LivePrices> = {
    intervalMs,
    read: async () => {
      state.reads += 1;
      if (state.error) throw state.error;
      return { value: state.value, fetchedAt: state.reads };
    },
    diff: (previous, next) => {
      const changed = Object.fromEntries(
        Object.entries(next).filter(([key, leaf]) => previous[key]?.value !== leaf.value),
      );
      return Object.keys(changed).length ? changed : null;
    },
    event: (value, full) => ({ full, prices: value }),
  };
  return { state, source: source as LiveSource };
}

/** A connection that records the frames it receives. */
function client(topics: LiveTopic[] = ["prices"], reads = true) {
  const frames: string[] = [];
  const closed = { value: false };
  return {
    frames,
    closed,
    subscriber: {
      topics: new Set(topics),
      write: (chunk: Uint8Array) => {
        frames.push(decoder.decode(chunk));
        // A client that stops reading never takes its bytes.
        return reads ? Promise.resolve() : new Promise(() => {});
      },
      close: () => {
        closed.value = true;
      },
    },
  };
}

const events = (frames: string[], event: string) =>
  frames
    .filter((frame) => frame.startsWith(`event: ${event}\n`))
    .map((frame) => JSON.parse(frame.split("\ndata: ")[1] ?? "null"));

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("LiveUpdates", () => {
  it("fans one read per interval out to a thousand connections", async () => {
    const { state, source } = fakeSource();
    const hub = new LiveUpdates({ prices: source, "feeds-answers": fakeSource(10_000).source });
    const clients = Array.from({ length: 1000 }, () => client(["prices"]));
    const unsubscribes = clients.map((c) => hub.subscribe(c.subscriber));
    await vi.advanceTimersByTimeAsync(0);
    expect(state.reads).toBe(1);
    expect(hub.isPolling("feeds-answers")).toBe(false);
    for (const c of clients)
      expect(events(c.frames, "prices")).toEqual([{ full: true, prices: state.value }]);

    state.value = { BTC: { value: 1, timestamp: 1 }, ETH: { value: 2, timestamp: 2 } };
    await vi.advanceTimersByTimeAsync(2_000);
    expect(state.reads).toBe(2);
    for (const c of clients) {
      expect(events(c.frames, "prices").at(-1)).toEqual({
        full: false,
        prices: { ETH: { value: 2, timestamp: 2 } },
      });
    }
    // Nothing changed: nothing is sent.
    await vi.advanceTimersByTimeAsync(2_000);
    expect(clients[0]?.frames.filter((f) => f.startsWith("event:"))).toHaveLength(2);
    for (const unsubscribe of unsubscribes) unsubscribe();
    expect(hub.isPolling("prices")).toBe(false);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(state.reads).toBe(3);
  });

  it("starts a late connection from the current snapshot and stops with the last one", async () => {
    const { state, source } = fakeSource();
    const hub = new LiveUpdates({ prices: source, "feeds-answers": fakeSource().source });
    const first = client();
    const stopFirst = hub.subscribe(first.subscriber);
    await vi.advanceTimersByTimeAsync(0);
    const late = client();
    const stopLate = hub.subscribe(late.subscriber);
    expect(events(late.frames, "prices")).toEqual([{ full: true, prices: state.value }]);
    expect(state.reads).toBe(1);
    stopFirst();
    expect(hub.isPolling("prices")).toBe(true);
    stopLate();
    expect(hub.isPolling("prices")).toBe(false);
    expect(hub.connectionCount).toBe(0);
  });

  it("sends upstream-error once when a topic starts failing, then the full snapshot on recovery", async () => {
    const { state, source } = fakeSource();
    const hub = new LiveUpdates({ prices: source, "feeds-answers": fakeSource().source });
    const c = client();
    hub.subscribe(c.subscriber);
    await vi.advanceTimersByTimeAsync(0);
    state.error = new UpstreamError("prices", "timeout", "no answer within 4000 ms");
    await vi.advanceTimersByTimeAsync(6_000);
    expect(events(c.frames, "upstream-error")).toEqual([
      {
        topic: "prices",
        upstream: "prices",
        failure: "timeout",
        message: "prices: no answer within 4000 ms",
      },
    ]);
    const joined = client();
    hub.subscribe(joined.subscriber);
    expect(events(joined.frames, "upstream-error")).toHaveLength(1);
    expect(events(joined.frames, "prices")).toHaveLength(1);
    state.error = null;
    await vi.advanceTimersByTimeAsync(2_000);
    expect(events(c.frames, "prices").at(-1)).toMatchObject({ full: true });
    hub.close();
  });

  it("sends a heartbeat comment every 15 s", async () => {
    const hub = new LiveUpdates({ prices: fakeSource().source, "feeds-answers": fakeSource().source });
    const c = client(["feeds-answers"]);
    hub.subscribe(c.subscriber);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(c.frames.filter((frame) => frame === ": heartbeat\n\n")).toHaveLength(2);
    hub.close();
  });

  it("drops a connection that stopped reading instead of buffering for it", async () => {
    const { source } = fakeSource();
    const hub = new LiveUpdates(
      { prices: source, "feeds-answers": fakeSource().source },
      { maxPendingWrites: 3 },
    );
    const stuck = client(["prices"], false);
    hub.subscribe(stuck.subscriber);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(stuck.closed.value).toBe(true);
    expect(hub.connectionCount).toBe(0);
    expect(hub.isPolling("prices")).toBe(false);
  });
});
