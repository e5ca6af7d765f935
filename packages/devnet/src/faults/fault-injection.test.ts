import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { createFaultAdmin, FaultSwitchboard, injectFaults } from "./fault-injection.ts";

function harness() {
  const board = new FaultSwitchboard();
  const app = new Hono();
  app.route("/__admin", createFaultAdmin(board));
  app.use("*", injectFaults(board));
  app.get("/api/prices", (c) => c.json([{ symbol: "ETH" }]));
  app.get("/api/feeds-answers-update", (c) => c.json({}));
  app.get("/relayer-schema", (c) => c.json({ standard: {} }));
  return { app, board };
}

const put = (app: Hono, body: unknown) =>
  app.request("/__admin/faults", {
    method: "PUT",
    body: JSON.stringify(body),
    headers: { "content-type": "application/json" },
  });

describe("fault injection", () => {
  it("is off by default", async () => {
    const { app } = harness();
    expect((await app.request("/api/prices")).status).toBe(200);
    expect(await (await app.request("/__admin/faults")).json()).toEqual({});
  });

  it("error makes one endpoint group answer 503 and leaves the others alone", async () => {
    const { app } = harness();
    expect((await put(app, { endpoint: "api", mode: "error" })).status).toBe(200);
    expect((await app.request("/api/prices")).status).toBe(503);
    expect((await app.request("/relayer-schema")).status).toBe(200);
    await put(app, { endpoint: "api", mode: "off" });
    expect((await app.request("/api/prices")).status).toBe(200);
  });

  it("prices and feeds-answers fail apart inside /api, and api still fails both", async () => {
    const { app } = harness();
    await put(app, { endpoint: "prices", mode: "error" });
    expect((await app.request("/api/prices")).status).toBe(503);
    expect((await app.request("/api/feeds-answers-update")).status).toBe(200);
    await put(app, { endpoint: "prices", mode: "off" });
    await put(app, { endpoint: "feeds-answers", mode: "error" });
    expect((await app.request("/api/prices")).status).toBe(200);
    expect((await app.request("/api/feeds-answers-update")).status).toBe(503);
    await put(app, { endpoint: "feeds-answers", mode: "off" });
    await put(app, { endpoint: "api", mode: "error" });
    expect((await app.request("/api/feeds-answers-update")).status).toBe(503);
  });

  it("malformed answers 200 with JSON that does not parse", async () => {
    const { app } = harness();
    await put(app, { endpoint: "relayer-schema", mode: "malformed" });
    const response = await app.request("/relayer-schema");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("application/json");
    await expect(response.json()).rejects.toThrow();
  });

  it("hang holds the request until the caller gives up", async () => {
    const { app } = harness();
    await put(app, { endpoint: "api", mode: "hang" });
    const controller = new AbortController();
    const pending = Promise.resolve(app.request("/api/prices", { signal: controller.signal }));
    const outcome = await Promise.race([
      pending.then(() => "answered"),
      new Promise((r) => setTimeout(() => r("hanging"), 100)),
    ]);
    expect(outcome).toBe("hanging");
    controller.abort();
    expect((await pending).status).toBe(499);
  });

  it("rejects unknown endpoints and modes, and DELETE clears everything", async () => {
    const { app } = harness();
    expect((await put(app, { endpoint: "nope", mode: "error" })).status).toBe(400);
    expect((await put(app, { endpoint: "api", mode: "explode" })).status).toBe(400);
    await put(app, { endpoint: "api", mode: "error" });
    await app.request("/__admin/faults", { method: "DELETE" });
    expect((await app.request("/api/prices")).status).toBe(200);
  });
});
