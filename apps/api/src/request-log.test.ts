import { readProductConfig } from "@oracle-explorer/core/config";
import { Hono } from "hono";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createApp } from "./app.ts";
import { createApiContext } from "./context.ts";
import { readOperationsEnv } from "./env.ts";
import { type RequestLogLine, requestLog } from "./request-log.ts";

afterEach(() => {
  vi.restoreAllMocks();
});

describe("request log", () => {
  it("writes one JSON line per request: time, method, path, status, durationMs", async () => {
    const lines: string[] = [];
    let t = 100;
    const app = new Hono();
    app.use("*", requestLog({ level: "info", write: (line) => lines.push(line), now: () => (t += 12.34) }));
    app.get("/a", (c) => c.text("ok"));
    await app.request("/a?secret=1");
    await app.request("/missing");
    expect(lines).toHaveLength(2);
    const [first, second] = lines.map((line) => JSON.parse(line) as RequestLogLine);
    expect(first).toEqual({
      time: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      level: "info",
      method: "GET",
      path: "/a",
      status: 200,
      durationMs: 12.3,
    });
    expect(second).toMatchObject({ level: "warn", path: "/missing", status: 404 });
  });

  it("names the upstream and how it failed, through the real app", async () => {
    const writes = vi.spyOn(process.stdout, "write").mockImplementation(() => true);
    const config = readProductConfig({ DEVNET_URL: "http://127.0.0.1:9" });
    const down: typeof fetch = () => Promise.reject(new TypeError("fetch failed"));
    const app = createApp({
      config,
      spa: null,
      context: createApiContext(config, { fetch: down }),
      operations: { rateLimit: { perMinute: 0, trustProxy: false }, logLevel: "info" },
    });
    expect((await app.request("/api/v1/tvs")).status).toBe(502);
    await app.request("/app/tokens/");
    const lines = writes.mock.calls.map(([chunk]) => String(chunk)).filter((line) => line.startsWith("{"));
    expect(lines).toHaveLength(1); // the SPA request is not an api request
    expect(JSON.parse(lines[0] ?? "{}")).toMatchObject({
      level: "error",
      method: "GET",
      path: "/api/v1/tvs",
      status: 502,
      upstream: "tvs",
      failure: "down",
    });
  });

  it("filters by LOG_LEVEL and is silent under vitest by default", async () => {
    expect(readOperationsEnv({ VITEST: "true" }).logLevel).toBe("silent");
    expect(readOperationsEnv({}).logLevel).toBe("info");
    expect(readOperationsEnv({ LOG_LEVEL: "WARN" }).logLevel).toBe("warn");
    expect(() => readOperationsEnv({ LOG_LEVEL: "loud" })).toThrow(/LOG_LEVEL/);
    const lines: string[] = [];
    const app = new Hono();
    app.use("*", requestLog({ level: "warn", write: (line) => lines.push(line) }));
    app.get("/a", (c) => c.text("ok"));
    await app.request("/a");
    await app.request("/b");
    expect(lines.map((line) => JSON.parse(line).status)).toEqual([404]);
  });
});
