import { describe, expect, it } from "vitest";
import { Cache } from "./cache.ts";
import { readCacheLimits } from "./env.ts";

describe("CACHE_MAX_TTL_SECONDS", () => {
  it("caps every policy's lifetime when set, and leaves the policies alone when not", async () => {
    expect(readCacheLimits({})).toEqual({});
    expect(readCacheLimits({ CACHE_MAX_TTL_SECONDS: " " })).toEqual({});
    const limits = readCacheLimits({ CACHE_MAX_TTL_SECONDS: "20" });
    expect(limits).toEqual({ maxTtlMs: 20_000 });
    let now = 0;
    const cache = new Cache(() => now, undefined, undefined, limits);
    let loads = 0;
    const load = async () => ++loads;
    const fiveMinutes = { ttlMs: 300_000, staleMs: 3_600_000 };
    await cache.get("tvs:reads", fiveMinutes, load);
    now = 19_999;
    expect((await cache.get("tvs:reads", fiveMinutes, load)).stale).toBe(false);
    now = 20_000;
    // Past the capped lifetime: served stale while it refreshes, as the policy's own window allows.
    expect((await cache.get("tvs:reads", fiveMinutes, load)).stale).toBe(true);
    expect(loads).toBe(2);
  });

  it("stops start-up with the variable's name on a bad value", () => {
    for (const bad of ["0", "-5", "soon", "NaN"]) {
      expect(() => readCacheLimits({ CACHE_MAX_TTL_SECONDS: bad })).toThrow(/CACHE_MAX_TTL_SECONDS/);
    }
  });
});
