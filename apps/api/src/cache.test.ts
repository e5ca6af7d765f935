import { describe, expect, it, vi } from "vitest";
import { Cache, JOIN_WINDOW_MS, MAX_ATTEMPTS, readLive } from "./cache.ts";

const policy = { ttlMs: 1_000, staleMs: 10_000 };

describe("api cache", () => {
  it("DATA-52 serves a fresh value without loading again, and coalesces concurrent loads", async () => {
    let now = 0;
    const cache = new Cache(() => now);
    const load = vi.fn(async () => "v1");
    const [a, b] = await Promise.all([cache.get("k", policy, load), cache.get("k", policy, load)]);
    now = 500;
    const c = await cache.get("k", policy, load);
    expect([a.value, b.value, c.value]).toEqual(["v1", "v1", "v1"]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("serves a stale value at once while one refresh runs, and the last good value when it fails", async () => {
    let now = 0;
    const cache = new Cache(() => now);
    await cache.get("k", policy, async () => "good");
    now = 2_000;
    const failing = vi.fn(async () => {
      throw new Error("upstream down");
    });
    const stale = await cache.get("k", policy, failing);
    expect(stale).toMatchObject({ value: "good", stale: true });
    await Promise.resolve();
    expect((await cache.get("k", policy, failing)).value).toBe("good");
    now = 20_000; // past the stale window: the failure shows
    await expect(cache.get("k", policy, failing)).rejects.toThrow("upstream down");
  });

  it("limits cap every policy: past the capped TTL with no stale window, a failure shows at once", async () => {
    let now = 0;
    const cache = new Cache(() => now, undefined, undefined, { maxTtlMs: 100, maxStaleMs: 0 });
    const load = vi.fn(async () => "good");
    await cache.get("k", policy, load);
    now = 50;
    await cache.get("k", policy, load);
    expect(load).toHaveBeenCalledTimes(1);
    now = 150;
    await expect(
      cache.get("k", policy, async () => {
        throw new Error("upstream down");
      }),
    ).rejects.toThrow("upstream down");
    expect((await cache.get("k", policy, load)).value).toBe("good");
  });

  it("ERROR-01 ERROR-04 a failed refresh of the relayer schema or a manifest only logs a warning", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    let now = 0;
    const cache = new Cache(() => now);
    for (const key of ["relayer-schema", "manifest:primary"]) {
      await cache.get(key, policy, async () => "good");
      now += 2_000;
      const served = await cache.get(key, policy, async () => {
        throw new Error("HTTP 500");
      });
      expect(served).toMatchObject({ value: "good", stale: true });
      await vi.waitFor(() =>
        expect(warn).toHaveBeenCalledWith(
          `api: refreshing ${key} failed; serving the last good value: HTTP 500`,
        ),
      );
    }
    warn.mockRestore();
  });

  it("a flood of visitor-keyed entries never evicts the pinned shared resources", async () => {
    let now = 0;
    const cache = new Cache(() => now, 10, ["catalogue"]);
    await cache.get("catalogue:tokens", policy, async () => "catalogue");
    for (let i = 0; i < 50; i++) await cache.get(`history:${i}`, policy, async () => i);
    now = 2_000;
    const failing = async (): Promise<string> => {
      throw new Error("down");
    };
    expect((await cache.get("catalogue:tokens", policy, failing)).value).toBe("catalogue");
    // The oldest unpinned entries went: history:0 must load again.
    const reload = vi.fn(async () => 0);
    await cache.get("history:0", policy, reload);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

describe("api cache: a hung load never holds visitors who come later", () => {
  /** A load that answers only when told to. */
  function deferred<T>() {
    let resolve: (value: T) => void = () => {};
    let reject: (error: unknown) => void = () => {};
    const promise = new Promise<T>((yes, no) => {
      resolve = yes;
      reject = no;
    });
    return { promise, resolve, reject };
  }

  it("a visitor after the join window asks afresh, and its answer releases the visitors waiting on the hung load", async () => {
    let now = 0;
    const cache = new Cache(() => now);
    const hung = deferred<string>();
    const first = cache.get("k", policy, () => hung.promise);
    // The upstream recovers; a visitor comes once the hung load is past the join window.
    now = JOIN_WINDOW_MS + 1;
    const fresh = vi.fn(async () => "recovered");
    await expect(cache.get("k", policy, fresh)).resolves.toMatchObject({ value: "recovered" });
    await expect(first).resolves.toMatchObject({ value: "recovered" });
    expect(fresh).toHaveBeenCalledTimes(1);
    // The hung load answering late, with older data, does not replace the newer value.
    hung.resolve("late");
    await Promise.resolve();
    expect((await cache.get("k", policy, fresh)).value).toBe("recovered");
  });

  it("visitors within the join window share one load", async () => {
    let now = 0;
    const cache = new Cache(() => now);
    const load = deferred<string>();
    const spy = vi.fn(() => load.promise);
    const first = cache.get("k", policy, spy);
    now = JOIN_WINDOW_MS - 1;
    const second = cache.get("k", policy, spy);
    load.resolve("v");
    expect((await Promise.all([first, second])).map((c) => c.value)).toEqual(["v", "v"]);
    expect(spy).toHaveBeenCalledTimes(1);
  });

  it("a hanging upstream costs at most MAX_ATTEMPTS loads in flight, however long it hangs", async () => {
    let now = 0;
    const cache = new Cache(() => now);
    const hang = vi.fn(() => new Promise<string>(() => {}));
    for (let i = 0; i < 20; i++) {
      void cache.get("k", policy, hang);
      now += JOIN_WINDOW_MS + 1;
    }
    expect(hang).toHaveBeenCalledTimes(MAX_ATTEMPTS);
  });

  it("a visitor who joined a load sees that load's failure", async () => {
    let now = 0;
    const cache = new Cache(() => now);
    const failing = deferred<string>();
    const first = cache.get("k", policy, () => failing.promise);
    now = 10;
    const joined = cache.get("k", policy, async () => "never asked");
    failing.reject(new Error("upstream down"));
    await expect(first).rejects.toThrow("upstream down");
    await expect(joined).rejects.toThrow("upstream down");
  });
});

describe("live reads (readLive, liveTtlMs)", () => {
  const livePolicy = { ttlMs: 5_000, staleMs: 60_000, liveTtlMs: 1_000 };

  it("a live read counts a value fresh for liveTtlMs only, and waits for the refresh instead of serving it stale", async () => {
    let now = 0;
    const cache = new Cache(() => now);
    let version = 0;
    const load = vi.fn(async () => `v${++version}`);
    await cache.get("prices", livePolicy, load);
    now = 999;
    expect((await readLive(() => cache.get("prices", livePolicy, load))).value).toBe("v1");
    expect(load).toHaveBeenCalledTimes(1);
    now = 1_000;
    // A page's read is still within ttlMs; the stream's (however deep the call) is not, and gets the new value.
    expect(await cache.get("prices", livePolicy, load)).toMatchObject({ value: "v1", stale: false });
    const live = await readLive(async () => {
      await Promise.resolve();
      return cache.get("prices", livePolicy, load);
    });
    expect(live).toMatchObject({ value: "v2", stale: false, fetchedAt: 1_000 });
    expect(load).toHaveBeenCalledTimes(2);
    // A policy without liveTtlMs is read alike by both: fresh for its whole ttlMs.
    const slow = { ttlMs: 10_000, staleMs: 0 };
    await cache.get("manifests", slow, load);
    now = 9_999;
    expect((await readLive(() => cache.get("manifests", slow, load))).value).toBe("v3");
    expect(load).toHaveBeenCalledTimes(3);
  });

  it("a live read whose refresh fails keeps the last good value, marked stale", async () => {
    let now = 0;
    const cache = new Cache(() => now);
    await cache.get("prices", livePolicy, async () => "good");
    now = 2_000;
    const failed = await readLive(() =>
      cache.get("prices", livePolicy, async () => {
        throw new Error("upstream down");
      }),
    );
    expect(failed).toMatchObject({ value: "good", stale: true, refreshFailed: true });
  });
});
