import { describe, expect, it, vi } from "vitest";
import { Cache } from "./cache.ts";

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
