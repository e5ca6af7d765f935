import { readProductConfig } from "@oracle-explorer/core/config";
import { describe, expect, it } from "vitest";
import { createApp } from "./app.ts";

// No upstream is asked: a 405 or 404 is decided from the route table alone.
const app = createApp({
  config: readProductConfig({}),
  spa: null,
  operations: { rateLimit: { perMinute: 0, trustProxy: false }, logLevel: "silent" },
});

interface OpenApiDocument {
  paths: Record<string, Record<string, unknown>>;
  components: { schemas: Record<string, { properties?: { error?: { enum?: string[] } } }> };
}

describe("a request no api route takes", () => {
  it("a resource asked with a method it does not answer is a 405 listing the methods it does", async () => {
    const response = await app.request("/api/v1/tokens", { method: "POST" });
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("GET, HEAD");
    expect(response.headers.get("content-type")).toContain("application/json");
    expect(await response.json()).toEqual({
      error: "method_not_allowed",
      message: "POST is not allowed here; this resource answers GET, HEAD",
    });
  });

  it("every documented resource, and health and docs, answer 405 to a method they do not answer, listing those they do", async () => {
    const doc = (await (await app.request("/api/v1/openapi.json")).json()) as OpenApiDocument;
    const resources = Object.entries(doc.paths).map(([path, operations]) => {
      const methods = Object.keys(operations).map((method) => method.toUpperCase());
      // GET brings the HEAD Hono derives from it; other methods follow in order.
      const allow = [
        ...(methods.includes("GET") ? ["GET", "HEAD"] : []),
        ...methods.filter((m) => m !== "GET").sort(),
      ];
      return { path: `/api/v1${path.replace(/\{[^}]+\}/g, "x")}`, allow };
    });
    expect(resources.length).toBeGreaterThan(15);
    // Not all are read-only: the stream's topics are a PUT.
    expect(resources).toContainEqual({ path: "/api/v1/stream/x/topics", allow: ["PUT"] });
    for (const path of ["/api/v1/openapi.json", "/api/health", "/api/docs", "/api/v1/assets/a.svg"]) {
      resources.push({ path, allow: ["GET", "HEAD"] });
    }
    for (const { path, allow } of resources) {
      for (const method of ["GET", "POST", "PUT", "DELETE", "PATCH", "OPTIONS"]) {
        if (allow.includes(method)) continue;
        const response = await app.request(path, { method });
        expect(response.status, `${method} ${path}`).toBe(405);
        expect(response.headers.get("allow"), `${method} ${path}`).toBe(allow.join(", "));
      }
    }
    // The code is part of the documented error body.
    expect(doc.components.schemas.ApiError?.properties?.error?.enum).toContain("method_not_allowed");
  });

  it("HEAD is answered wherever GET is, never refused", async () => {
    const response = await app.request("/api/v1/config", { method: "HEAD" });
    expect(response.status).toBe(200);
  });

  it("a path the api does not hold stays a 404, whatever the method", async () => {
    for (const [method, path] of [
      ["GET", "/api/v1/nope"],
      ["POST", "/api/v1/nope"],
      ["DELETE", "/api/nope/deeper"],
      ["POST", "/api/v1/tokens/BTC/series/extra"],
      // Routes are strict about the trailing slash, so this is another path, not the list.
      ["POST", "/api/v1/tokens/"],
    ] as const) {
      const response = await app.request(path, { method });
      expect(response.status, `${method} ${path}`).toBe(404);
      expect(response.headers.get("allow"), `${method} ${path}`).toBeNull();
      expect(((await response.json()) as { error: string }).error).toBe("not_found");
    }
  });
});
