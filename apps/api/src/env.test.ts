import { describe, expect, it } from "vitest";
import { Cache } from "./cache.ts";
import { DEFAULT_STREAMS_PER_IP, readCacheLimits, readOperationsEnv, readPublicUrl } from "./env.ts";

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

describe("LIVE_STREAMS_PER_IP", () => {
  it("sets the live streams one client address may hold, 0 for no cap, the default when unset or blank", () => {
    expect(readOperationsEnv({ LIVE_STREAMS_PER_IP: "4" }).streamsPerIp).toBe(4);
    expect(readOperationsEnv({ LIVE_STREAMS_PER_IP: " 0 " }).streamsPerIp).toBe(0);
    expect(readOperationsEnv({}).streamsPerIp).toBe(DEFAULT_STREAMS_PER_IP);
    expect(readOperationsEnv({ LIVE_STREAMS_PER_IP: "" }).streamsPerIp).toBe(DEFAULT_STREAMS_PER_IP);
  });

  it("stops start-up with the variable's name on a bad value", () => {
    for (const bad of ["-1", "1.5", "lots", "NaN", "Infinity"]) {
      expect(() => readOperationsEnv({ LIVE_STREAMS_PER_IP: bad })).toThrow(
        `LIVE_STREAMS_PER_IP must be a whole number >= 0, got "${bad}"`,
      );
    }
  });
});

describe("PUBLIC_URL", () => {
  it("MCP-ENV-01 is taken as an origin; unset is none; anything but an http(s) URL names the variable", () => {
    expect(readPublicUrl("https://explorer.example/some/path ")).toBe("https://explorer.example");
    expect(readPublicUrl(undefined)).toBeNull();
    expect(readPublicUrl("  ")).toBeNull();
    expect(() => readPublicUrl("explorer.example")).toThrow(/PUBLIC_URL/);
    expect(() => readPublicUrl("ftp://explorer.example")).toThrow(/PUBLIC_URL/);
  });
});
