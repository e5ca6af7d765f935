import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { etagMatches, etagOf, sendCachedJson } from "./http-cache.ts";

const app = new Hono().get("/thing", (c) =>
  sendCachedJson(c, { a: 1, list: ["x"] }, { maxAgeSeconds: 30.7 }),
);

describe("sendCachedJson", () => {
  it("sends JSON with Cache-Control and a weak ETag of the body", async () => {
    const response = await app.request("/thing");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/json; charset=UTF-8");
    expect(response.headers.get("cache-control")).toBe("public, max-age=30");
    expect(response.headers.get("etag")).toBe(etagOf(JSON.stringify({ a: 1, list: ["x"] })));
    expect(await response.json()).toEqual({ a: 1, list: ["x"] });
  });

  it("answers a matching If-None-Match with an empty 304 that keeps the caching headers", async () => {
    const etag = (await app.request("/thing")).headers.get("etag") ?? "";
    const response = await app.request("/thing", { headers: { "if-none-match": etag } });
    expect(response.status).toBe(304);
    expect(await response.text()).toBe("");
    expect(response.headers.get("etag")).toBe(etag);
    expect(response.headers.get("cache-control")).toBe("public, max-age=30");
  });

  it("never sends a negative or non-numeric max-age", async () => {
    for (const maxAgeSeconds of [-5, Number.NaN, Number.POSITIVE_INFINITY]) {
      const app = new Hono().get("/", (c) => sendCachedJson(c, {}, { maxAgeSeconds }));
      expect((await app.request("/")).headers.get("cache-control")).toBe("public, max-age=0");
    }
  });
});

describe("etagMatches", () => {
  const etag = 'W/"abc"';
  it("compares weakly, in lists and with *", () => {
    expect(etagMatches('W/"abc"', etag)).toBe(true);
    expect(etagMatches('"abc"', etag)).toBe(true);
    expect(etagMatches('"x", W/"abc"', etag)).toBe(true);
    expect(etagMatches("*", etag)).toBe(true);
  });
  it("does not match other tags or a missing header", () => {
    expect(etagMatches(undefined, etag)).toBe(false);
    expect(etagMatches("", etag)).toBe(false);
    expect(etagMatches('W/"abcd"', etag)).toBe(false);
  });
});
