import { QueryClient, QueryObserver } from "@tanstack/react-query";
import { afterEach, describe, expect, it } from "vitest";
import { apiKey } from "../api-resources.ts";
import { type LiveStream, liveInterval, startLiveStream, topicOfKey } from "./live-stream.ts";
import { setResourceVersion } from "./resource-versions.ts";

/** An EventSource the test drives: it records the URL and dispatches the events the test sends. */
class FakeEventSource extends EventTarget {
  static instances: FakeEventSource[] = [];
  onerror: (() => void) | null = null;
  closed = false;
  constructor(readonly url: string) {
    super();
    FakeEventSource.instances.push(this);
  }
  close() {
    this.closed = true;
  }
  emit(event: string, data: unknown) {
    this.dispatchEvent(new MessageEvent(event, { data: JSON.stringify(data) }));
  }
  fail() {
    this.onerror?.();
  }
}

const latest = () => FakeEventSource.instances.at(-1) as FakeEventSource;

async function until(check: () => boolean, timeoutMs = 2_000) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error("condition not met in time");
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

const TOKEN_KEY = apiKey("token", { symbol: "ETH" }, {});
const TOPIC = "/tokens/ETH";

let stream: LiveStream | undefined;
afterEach(() => {
  stream?.stop();
  FakeEventSource.instances = [];
});

/** A page's query of the ETH token (polling at `pollMs` when not live), with its fetch count. */
function setUp(pollMs = 40) {
  const queryClient = new QueryClient();
  const puts: string[][] = [];
  let putStatus = 204;
  const fetch = (async (_url: string, init: RequestInit) => {
    puts.push((JSON.parse(String(init.body)) as { topics: string[] }).topics);
    return new Response(null, { status: putStatus });
  }) as unknown as typeof globalThis.fetch;
  stream = startLiveStream(queryClient, {
    EventSource: FakeEventSource as unknown as typeof EventSource,
    fetch,
    backoffFirstMs: 20,
  });
  const fetched = { count: 0 };
  const observer = new QueryObserver(queryClient, {
    queryKey: TOKEN_KEY,
    queryFn: async () => {
      fetched.count += 1;
      setResourceVersion(TOPIC, "v1");
      return { symbol: "ETH", latest: { value: 1, timestamp: 10 } };
    },
    refetchInterval: liveInterval(pollMs),
  });
  const unsubscribe = observer.subscribe(() => {});
  return {
    queryClient,
    puts,
    fetched,
    unsubscribe,
    setPutStatus: (status: number) => {
      putStatus = status;
    },
    data: () => queryClient.getQueryData(TOKEN_KEY) as { latest: { value: number } } | undefined,
  };
}

async function goLive(env: ReturnType<typeof setUp>) {
  await until(() => env.fetched.count >= 1 && FakeEventSource.instances.length > 0);
  latest().emit("hello", { connection: "c1", heartbeatMs: 15_000, sentAt: 0 });
  await until(() => stream?.status === "live");
}

describe("the live stream (one per tab)", () => {
  it("topics are the live resources' api paths; other resources have none", () => {
    expect(topicOfKey(apiKey("token", { symbol: "A/B" }, { provider: "x" }))).toBe(
      "/tokens/A%2FB?provider=x",
    );
    expect(topicOfKey(apiKey("feed", { network: "ethereum", token: "ETH" }, { layer: null }))).toBe(
      "/feeds/ethereum/ETH",
    );
    expect(topicOfKey(apiKey("tokenHistory", { symbol: "ETH" }, {}))).toBeNull();
  });

  it("TOKEN-09 follows a mounted resource from the version it fetched, and its query stops polling while live", async () => {
    const env = setUp();
    await goLive(env);
    expect(decodeURIComponent(latest().url)).toBe(`/api/v1/stream?topics=${TOPIC}@v1`);
    // The URL named it: no PUT is needed for the first screen.
    expect(env.puts).toEqual([]);
    const before = env.fetched.count;
    await new Promise((resolve) => setTimeout(resolve, 200));
    // Polling every 40 ms would have fetched about five times.
    expect(env.fetched.count).toBe(before);
  });

  it("writes a whole answer and applies a patch onto the version held; a patch onto another version asks again", async () => {
    const env = setUp();
    await goLive(env);
    latest().emit("resource", {
      topic: TOPIC,
      version: "v2",
      full: true,
      body: { symbol: "ETH", latest: { value: 2, timestamp: 20 } },
      fetchedAt: 0,
      sentAt: 0,
    });
    expect(env.data()?.latest.value).toBe(2);
    latest().emit("resource", {
      topic: TOPIC,
      version: "v3",
      full: false,
      base: "v2",
      patch: [{ op: "replace", path: "/latest/value", value: 3 }],
      fetchedAt: 0,
      sentAt: 0,
    });
    expect(env.data()?.latest.value).toBe(3);
    const puts = env.puts.length;
    latest().emit("resource", {
      topic: TOPIC,
      version: "v9",
      full: false,
      base: "v8",
      patch: [{ op: "replace", path: "/latest/value", value: 9 }],
      fetchedAt: 0,
      sentAt: 0,
    });
    expect(env.data()?.latest.value).toBe(3);
    await until(() => env.puts.length > puts);
    expect(env.puts.at(-1)).toEqual([`${TOPIC}@v3`]);
  });

  it("a dropped stream refetches at once, polls meanwhile, says reconnecting then polling, and comes back live", async () => {
    const env = setUp();
    await goLive(env);
    const first = latest();
    const fetchedBefore = env.fetched.count;
    first.fail();
    expect(first.closed).toBe(true);
    expect(stream?.status).toBe("reconnecting");
    await until(() => env.fetched.count >= fetchedBefore + 3);
    // The next attempts fail too: after the third the indicator says the page polls.
    await until(() => FakeEventSource.instances.length >= 2);
    latest().fail();
    await until(() => FakeEventSource.instances.length >= 3);
    latest().fail();
    expect(stream?.status).toBe("polling");
    await until(() => FakeEventSource.instances.length >= 4, 3_000);
    await goLive(env);
    const polled = env.fetched.count;
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(env.fetched.count).toBe(polled);
  });

  it("a connection the api no longer knows (404 on a PUT) starts over, with the topics in the new URL", async () => {
    const env = setUp();
    await goLive(env);
    env.setPutStatus(404);
    // Another screen's resource: a PUT, which the api answers 404 (restarted, or another instance).
    const feeds = new QueryObserver(env.queryClient, {
      queryKey: apiKey("feeds"),
      queryFn: async () => ({ feeds: [] }),
      refetchInterval: liveInterval(40),
    });
    const unsubscribe = feeds.subscribe(() => {});
    await until(() => stream?.status === "reconnecting");
    await until(() => FakeEventSource.instances.length >= 2);
    expect(decodeURIComponent(latest().url)).toContain("/feeds@0");
    await goLive(env);
    unsubscribe();
  });

  it("leaving the screen sends the topics without it; a query read without liveInterval is not followed", async () => {
    const env = setUp();
    await goLive(env);
    // The search palette reads the lists with refetchInterval false: it follows nothing.
    const palette = new QueryObserver(env.queryClient, {
      queryKey: apiKey("tokens"),
      queryFn: async () => ({ tokens: [] }),
      refetchInterval: false,
    });
    const unsubscribe = palette.subscribe(() => {});
    env.unsubscribe();
    await until(() => env.puts.at(-1)?.length === 0);
    expect(stream?.isLive(TOKEN_KEY)).toBe(false);
    unsubscribe();
  });

  it("a resource the api refuses (ended) is fetched for its error state and not asked for again", async () => {
    const env = setUp();
    await goLive(env);
    const fetched = env.fetched.count;
    latest().emit("resource-error", {
      topic: TOPIC,
      status: 404,
      error: { error: "not_found", message: "No token" },
      ended: true,
      sentAt: 0,
    });
    await until(() => env.fetched.count > fetched);
    expect(stream?.isLive(TOKEN_KEY)).toBe(false);
    // Another screen's topic makes a PUT: the refused one is not in it.
    const feeds = new QueryObserver(env.queryClient, {
      queryKey: apiKey("feeds"),
      queryFn: async () => ({ feeds: [] }),
      refetchInterval: liveInterval(40),
    });
    const unsubscribe = feeds.subscribe(() => {});
    await until(() => env.puts.length > 0);
    expect(env.puts.at(-1)).toEqual(["/feeds@0"]);
    unsubscribe();
  });

  it("a stream silent for 2.5 heartbeats counts as dropped", async () => {
    const env = setUp();
    await until(() => env.fetched.count >= 1 && FakeEventSource.instances.length > 0);
    latest().emit("hello", { connection: "c1", heartbeatMs: 40, sentAt: 0 });
    await until(() => stream?.status === "live");
    // Heartbeats keep it up...
    for (let beat = 0; beat < 4; beat += 1) {
      await new Promise((resolve) => setTimeout(resolve, 30));
      latest().emit("heartbeat", {});
    }
    expect(stream?.status).toBe("live");
    // ...and their absence ends it.
    await until(() => stream?.status === "reconnecting", 1_000);
  });
});
