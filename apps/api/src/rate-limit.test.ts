import { readProductConfig } from "@oracle-explorer/core/config";
import { listen } from "@oracle-explorer/server-kit";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { createApp } from "./app.ts";
import { readOperationsEnv } from "./env.ts";
import { rateLimit, TokenBuckets } from "./rate-limit.ts";

function limitedApp(perMinute: number, clock: { now: number }, trustProxy = true) {
  const app = new Hono();
  app.use("*", rateLimit({ perMinute, trustProxy, now: () => clock.now, exempt: ["/health"] }));
  app.get("*", (c) => c.text("ok"));
  return app;
}

/** As our proxy forwards it: whatever the client sent first, the client's real address appended last. */
const from = (ip: string, spoofed = "10.0.0.1") => ({ headers: { "x-forwarded-for": `${spoofed}, ${ip}` } });

describe("per-IP rate limit", () => {
  it("answers 429 with Retry-After and the api's error body once a client's bucket is empty", async () => {
    const clock = { now: 0 };
    const app = limitedApp(3, clock);
    for (let i = 0; i < 3; i += 1) expect((await app.request("/x", from("1.1.1.1"))).status).toBe(200);
    const limited = await app.request("/x", from("1.1.1.1"));
    expect(limited.status).toBe(429);
    // 3 per minute: one token back every 20 s.
    expect(limited.headers.get("retry-after")).toBe("20");
    expect(await limited.json()).toEqual({
      error: "rate_limited",
      message: "Too many requests: at most 3 per minute; retry in 20 s",
    });
    // Another client has its own bucket; the exempt path is never limited.
    expect((await app.request("/x", from("2.2.2.2"))).status).toBe(200);
    expect((await app.request("/health", from("1.1.1.1"))).status).toBe(200);
  });

  it("refills: after Retry-After the client may ask again, and a full minute resets the burst", async () => {
    const clock = { now: 0 };
    const app = limitedApp(3, clock);
    for (let i = 0; i < 3; i += 1) await app.request("/x", from("1.1.1.1"));
    expect((await app.request("/x", from("1.1.1.1"))).status).toBe(429);
    clock.now = 20_000;
    expect((await app.request("/x", from("1.1.1.1"))).status).toBe(200);
    expect((await app.request("/x", from("1.1.1.1"))).status).toBe(429);
    clock.now = 80_000;
    for (let i = 0; i < 3; i += 1) expect((await app.request("/x", from("1.1.1.1"))).status).toBe(200);
  });

  it("a client cannot dodge the limit by writing its own X-Forwarded-For entries", async () => {
    const clock = { now: 0 };
    const trusted = limitedApp(1, clock, true);
    expect((await trusted.request("/x", from("1.1.1.1", "9.9.9.1"))).status).toBe(200);
    expect((await trusted.request("/x", from("1.1.1.1", "9.9.9.2"))).status).toBe(429);
  });

  it("ignores X-Forwarded-For unless the proxy is trusted", async () => {
    const clock = { now: 0 };
    const trusted = limitedApp(1, clock, true);
    expect((await trusted.request("/x", from("1.1.1.1"))).status).toBe(200);
    expect((await trusted.request("/x", from("1.1.1.1"))).status).toBe(429);
    // Untrusted, the header is ignored; with no socket either (in-process) there is no client.
    const untrusted = limitedApp(1, clock, false);
    for (let i = 0; i < 5; i += 1) expect((await untrusted.request("/x", from("1.1.1.1"))).status).toBe(200);
  });

  it("over a real socket, limits by the socket's address and ignores an untrusted X-Forwarded-For", async () => {
    const clock = { now: 0 };
    const server = await listen({
      app: limitedApp(2, clock, false),
      host: "127.0.0.1",
      port: 0,
      name: "limited",
      portEnv: "PORT",
    });
    try {
      const statuses: number[] = [];
      for (const ip of ["1.1.1.1", "2.2.2.2", "3.3.3.3"]) {
        const response = await fetch(`${server.url}/x`, from(ip));
        await response.body?.cancel();
        statuses.push(response.status);
      }
      expect(statuses).toEqual([200, 200, 429]);
    } finally {
      await server.close();
    }
  });

  it("evicts idle buckets, so memory stays bounded", () => {
    const clock = { now: 0 };
    const buckets = new TokenBuckets(600, () => clock.now, 1_000);
    for (let i = 0; i < 5_000; i += 1) buckets.take(`10.0.${i >> 8}.${i & 255}`);
    expect(buckets.size).toBeLessThanOrEqual(1_000);
    clock.now = 61_000;
    buckets.take("1.1.1.1");
    expect(buckets.size).toBe(1);
  });

  it("is on /api/* only, never on /api/health or the SPA, and off with RATE_LIMIT_PER_MINUTE=0", async () => {
    const app = createApp({
      config: readProductConfig({}),
      spa: null,
      operations: { rateLimit: { perMinute: 2, trustProxy: true }, logLevel: "silent" },
    });
    const client = from("3.3.3.3");
    for (let i = 0; i < 2; i += 1) expect((await app.request("/api/v1/config", client)).status).toBe(200);
    const limited = await app.request("/api/v1/config", client);
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toBe("30");
    expect(await limited.json()).toMatchObject({ error: "rate_limited" });
    expect((await app.request("/api/health", client)).status).toBe(200);
    expect((await app.request("/app/tokens/", client)).status).toBe(503); // the SPA's "not built" page
    const unlimited = createApp({
      config: readProductConfig({}),
      spa: null,
      operations: readOperationsEnv({ RATE_LIMIT_PER_MINUTE: "0", LOG_LEVEL: "silent" }),
    });
    for (let i = 0; i < 20; i += 1)
      expect((await unlimited.request("/api/v1/config", client)).status).toBe(200);
  });

  it("reads its settings from the environment", () => {
    expect(readOperationsEnv({}).rateLimit).toEqual({ perMinute: 600, trustProxy: false });
    expect(readOperationsEnv({ RATE_LIMIT_PER_MINUTE: "120", TRUST_PROXY: "1" }).rateLimit).toEqual({
      perMinute: 120,
      trustProxy: true,
    });
    expect(() => readOperationsEnv({ RATE_LIMIT_PER_MINUTE: "-1" })).toThrow(/RATE_LIMIT_PER_MINUTE/);
    expect(() => readOperationsEnv({ RATE_LIMIT_PER_MINUTE: "lots" })).toThrow(/RATE_LIMIT_PER_MINUTE/);
  });
});
