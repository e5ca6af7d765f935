import {
  type ApiError,
  liveResourceOf,
  type ResourceErrorEvent,
  type ResourceEvent,
  versionOfEtag,
} from "@oracle-explorer/core/api-views";
import jsonPatch, { type Operation } from "fast-json-patch";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { etagMatches, etagOf } from "../routes/v1/http-cache.ts";
import { LiveHub } from "./live-hub.ts";
import { type ResourceRequester, resourceTopicSource } from "./resource-topics.ts";

const decoder = new TextDecoder();

/**
 * The api's router as a resource topic sees it: the answer the test sets, with the real routes'
 * weak ETag of its text and a 304 for a matching If-None-Match, or an error status and body.
 * With `etags: false` it answers as a route without ETags would: always the whole answer.
 */
function fakeRouter(body: unknown, { etags = true } = {}) {
  const state = {
    body,
    error: null as { status: number; body: string } | null,
    requests: [] as { path: string; ifNoneMatch: string | null }[],
  };
  const request: ResourceRequester = (path, init) => {
    const ifNoneMatch = new Headers(init.headers).get("if-none-match");
    state.requests.push({ path, ifNoneMatch });
    if (state.error) return new Response(state.error.body, { status: state.error.status });
    const text = JSON.stringify(state.body);
    const etag = etagOf(text);
    if (etags && etagMatches(ifNoneMatch ?? undefined, etag))
      return new Response(null, { status: 304, headers: { etag } });
    return new Response(text, {
      headers: { ...(etags ? { etag } : {}), "content-type": "application/json" },
    });
  };
  const version = () => versionOfEtag(etagOf(JSON.stringify(state.body)));
  return { state, request, version };
}

/** A token answer with enough rows that a one-value change is a small patch. */
function tokenAnswer(value: number) {
  return {
    symbol: "ETH",
    latest: { value, timestamp: 1_767_225_600_000 + value },
    sources: Array.from({ length: 12 }, (_, i) => ({ id: `source-${i}`, value: 100 + i / 10 })),
  };
}

/** A hub over resource topics answered by `request`, and one connection on it recording events. */
function streamOver(request: ResourceRequester) {
  const hub = new LiveHub((topic) => resourceTopicSource(topic, request, () => Date.now()), {
    now: () => Date.now(),
  });
  const frames: string[] = [];
  const connection = hub.open({
    ip: null,
    write: async (chunk) => {
      frames.push(decoder.decode(chunk));
    },
    close: () => {},
  });
  const events = <T>(name: string) =>
    frames
      .filter((frame) => frame.startsWith(`event: ${name}\n`))
      .map((frame) => JSON.parse(frame.slice(frame.indexOf("\ndata: ") + 7)) as T);
  return {
    hub,
    follow: (topic: string, version?: string) => connection.update([{ topic, version }]),
    resources: () => events<ResourceEvent>("resource"),
    errors: () => events<ResourceErrorEvent>("resource-error"),
  };
}

let hubs: LiveHub[] = [];
beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  for (const hub of hubs) hub.close();
  hubs = [];
  vi.useRealTimers();
});

const TOPIC = "/tokens/ETH?provider=redstone-primary-prod";
/** One tick of the topic's poller. */
const TICK_MS = liveResourceOf(TOPIC)?.pollMs ?? 0;

describe("resource topics: a live api resource read through the router", () => {
  it("names only live resources", () => {
    const { request } = fakeRouter({});
    expect(resourceTopicSource("/tokens/ETH/history", request)).toBeNull();
    expect(resourceTopicSource("prices", request)).toBeNull();
    expect(resourceTopicSource(TOPIC, request)?.resumable).toBe(true);
  });

  it("asks with If-None-Match and reuses the reading it holds on a 304: same text, same parsed body, a new fetchedAt", async () => {
    const router = fakeRouter(tokenAnswer(3000));
    let now = 1_000;
    const source = resourceTopicSource(TOPIC, router.request, () => now);
    if (!source) throw new Error("a live resource has a source");
    const first = (await source.read(undefined)) as Awaited<ReturnType<typeof source.read>> & {
      body: unknown;
    };
    expect(router.state.requests).toEqual([{ path: TOPIC, ifNoneMatch: null }]);
    expect(first).toMatchObject({ version: router.version(), fetchedAt: 1_000, body: tokenAnswer(3000) });

    now = 2_000;
    const again = (await source.read(first)) as typeof first;
    expect(router.state.requests[1]).toEqual({ path: TOPIC, ifNoneMatch: `W/"${first.version}"` });
    expect(again.body).toBe(first.body);
    expect(again.version).toBe(first.version);
    expect(again.fetchedAt).toBe(2_000);
  });

  it("sends the whole answer first (version: its ETag's opaque part), then JSON Patches that turn each answer into the next", async () => {
    const router = fakeRouter(tokenAnswer(3000));
    const stream = streamOver(router.request);
    hubs.push(stream.hub);
    await stream.follow(TOPIC);
    const [whole] = stream.resources();
    expect(whole).toMatchObject({
      topic: TOPIC,
      full: true,
      version: router.version(),
      body: tokenAnswer(3000),
    });

    const answers = [
      tokenAnswer(3001),
      // a row added, a key added
      {
        ...tokenAnswer(3001),
        sources: [...tokenAnswer(3001).sources, { id: "source-new", value: 1 }],
        flag: true,
      },
      // a row and a key removed
      tokenAnswer(3002),
      { ...tokenAnswer(3002), latest: { value: 3002, timestamp: 1, stale: false } },
    ];
    const versions = [router.version()];
    for (const answer of answers) {
      router.state.body = answer;
      versions.push(router.version());
      await vi.advanceTimersByTimeAsync(TICK_MS);
    }
    // Unchanged answers (304s) in between send nothing.
    await vi.advanceTimersByTimeAsync(3_000);

    const patches = stream.resources().slice(1);
    expect(patches).toHaveLength(answers.length);
    let held = whole?.full ? whole.body : undefined;
    patches.forEach((event, i) => {
      if (event.full) throw new Error(`change ${i} was sent whole`);
      expect(event.base).toBe(versions[i]);
      expect(event.version).toBe(versions[i + 1]);
      held = jsonPatch.applyPatch(structuredClone(held), event.patch as Operation[], true).newDocument;
      expect(held).toEqual(answers[i]);
    });
    // Only the first read went without If-None-Match: every other answer was asked conditionally.
    expect(router.state.requests.filter((r) => r.ifNoneMatch === null)).toHaveLength(1);
  });

  it("sends an answer whole when its patch would be more than half its size", async () => {
    const router = fakeRouter(tokenAnswer(3000));
    const stream = streamOver(router.request);
    hubs.push(stream.hub);
    await stream.follow(TOPIC);
    router.state.body = {
      symbol: "ETH",
      rows: Array.from({ length: 12 }, (_, i) => ({ other: `row ${i}` })),
    };
    await vi.advanceTimersByTimeAsync(TICK_MS);
    expect(stream.resources().at(-1)).toEqual({
      topic: TOPIC,
      version: router.version(),
      full: true,
      fetchedAt: Date.now(),
      sentAt: Date.now(),
      body: router.state.body,
    });
  });

  it("an answer without an ETag is versioned by a hash of its text, so a change that keeps its length is still sent", async () => {
    const router = fakeRouter(tokenAnswer(3120.52), { etags: false });
    const stream = streamOver(router.request);
    hubs.push(stream.hub);
    await stream.follow(TOPIC);
    router.state.body = tokenAnswer(3121.07);
    expect(JSON.stringify(router.state.body).length).toBe(JSON.stringify(tokenAnswer(3120.52)).length);
    await vi.advanceTimersByTimeAsync(TICK_MS);
    const [whole, patch] = stream.resources();
    expect(whole?.version).toBe(versionOfEtag(etagOf(JSON.stringify(tokenAnswer(3120.52)))));
    expect(patch).toMatchObject({ full: false, base: whole?.version, version: router.version() });
    // Read again unchanged: the same text is the same version, and nothing is sent.
    await vi.advanceTimersByTimeAsync(2_000);
    expect(stream.resources()).toHaveLength(2);
  });

  it("a 404 is a resource-error with the api's error body and ended: true, and the topic is no longer read", async () => {
    const router = fakeRouter(null);
    const notFound: ApiError = { error: "not_found", message: "No token NOPE_XYZ" };
    router.state.error = { status: 404, body: JSON.stringify(notFound) };
    const stream = streamOver(router.request);
    hubs.push(stream.hub);
    await stream.follow("/tokens/NOPE_XYZ");
    expect(stream.errors()).toEqual([
      { topic: "/tokens/NOPE_XYZ", status: 404, error: notFound, ended: true, sentAt: Date.now() },
    ]);
    expect(stream.resources()).toEqual([]);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(router.state.requests).toHaveLength(1);
    expect(stream.hub.isPolling("/tokens/NOPE_XYZ")).toBe(false);
  });

  it("a 502 is a resource-error with ended: false (a body that is not JSON still gets an error body); the topic is read on and sent whole when it recovers", async () => {
    const router = fakeRouter(tokenAnswer(3000));
    const stream = streamOver(router.request);
    hubs.push(stream.hub);
    await stream.follow(TOPIC);
    router.state.error = { status: 502, body: "<html>Bad gateway</html>" };
    await vi.advanceTimersByTimeAsync(3_000);
    expect(stream.errors()).toMatchObject([
      { topic: TOPIC, status: 502, error: { error: "internal", message: "HTTP 502" }, ended: false },
    ]);
    expect(stream.hub.isPolling(TOPIC)).toBe(true);

    router.state.error = null;
    await vi.advanceTimersByTimeAsync(TICK_MS);
    expect(stream.resources().at(-1)).toMatchObject({
      full: true,
      version: router.version(),
      body: tokenAnswer(3000),
    });
  });
});
