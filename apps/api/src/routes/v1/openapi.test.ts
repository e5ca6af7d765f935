import { readProductConfig } from "@oracle-explorer/core/config";
import { describe, expect, it } from "vitest";
import { createApiContext } from "../../context.ts";
import { createV1Router } from "./index.ts";

/** Hono's ":param" paths in OpenAPI's "{param}" form. */
const openApiPath = (path: string) => path.replace(/:([A-Za-z0-9_]+)/g, "{$1}");

describe("OpenAPI document", () => {
  const router = createV1Router(createApiContext(readProductConfig({})));

  it("documents every route of the v1 router, generated from the route schemas", async () => {
    const response = await router.request("/openapi.json");
    expect(response.status).toBe(200);
    const doc = (await response.json()) as {
      openapi: string;
      paths: Record<string, Record<string, unknown>>;
    };
    expect(doc.openapi).toBe("3.1.0");
    const served = router.routes
      .filter((r) => r.method !== "ALL" && !r.path.includes("*") && r.path !== "/openapi.json")
      .map((r) => `${r.method.toLowerCase()} ${openApiPath(r.path)}`);
    const documented = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.keys(ops).map((m) => `${m} ${path}`),
    );
    const undocumented = [...new Set(served)].filter((route) => !documented.includes(route));
    expect(undocumented).toEqual([]);
    expect(documented).toContain("get /feeds");
  });

  it("names the view models as reusable components", async () => {
    const doc = (await (await router.request("/openapi.json")).json()) as {
      components: { schemas: Record<string, unknown> };
    };
    expect(Object.keys(doc.components.schemas)).toEqual(
      expect.arrayContaining(["FeedListItem", "FeedsList", "PublicConfig"]),
    );
  });

  it("documents one error body, ApiError, and the rate limit's 429 on every route", async () => {
    type Response = { content?: Record<string, { schema?: { $ref?: string } }>; headers?: unknown };
    const doc = (await (await router.request("/openapi.json")).json()) as {
      paths: Record<string, Record<string, { responses: Record<string, Response> }>>;
      components: { schemas: Record<string, unknown> };
    };
    const errors: string[] = [];
    const missing429: string[] = [];
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, { responses }] of Object.entries(operations)) {
        if (!responses["429"]?.headers) missing429.push(`${method} ${path}`);
        for (const [status, response] of Object.entries(responses)) {
          if (status.startsWith("2")) continue;
          const ref = response.content?.["application/json"]?.schema?.$ref;
          if (ref !== "#/components/schemas/ApiError") errors.push(`${method} ${path} ${status}: ${ref}`);
        }
      }
    }
    expect(missing429).toEqual([]);
    expect(errors).toEqual([]);
    const schemas = Object.keys(doc.components.schemas);
    expect(schemas).toContain("ApiError");
    // No route declares an error body of its own (as the PoR and TVS routes once did).
    expect(schemas.filter((name) => /(Error|Failure)$/.test(name))).toEqual(["ApiError"]);
  });
});
