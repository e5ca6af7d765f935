import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type ApiError, apiErrorView } from "@oracle-explorer/core/api-views";
import { readProductConfig } from "@oracle-explorer/core/config";
import { BaseResolver, createConfig, lintDocument, makeDocumentFromString } from "@redocly/openapi-core";
import openapiTS, { astToString } from "openapi-typescript";
import ts from "typescript";
import { beforeAll, describe, expect, it } from "vitest";
import { createApp } from "./app.ts";
import type { OpenApiDocument, OpenApiOperation } from "./docs-page.ts";

/**
 * Issue 26 (Api docs): the OpenAPI document as integrators and generated clients read it — public
 * texts free of internal ids, paths relative to its one server, every error answer documented,
 * valid by Redocly's rules, and turned into client types by openapi-typescript that compile.
 * No upstream is asked: the document is built from the route schemas alone.
 */

const app = createApp({
  config: readProductConfig({}),
  spa: null,
  operations: { rateLimit: { perMinute: 0, trustProxy: false }, logLevel: "silent" },
});

let doc: OpenApiDocument & { components: { schemas: Record<string, unknown> } };
beforeAll(async () => {
  doc = (await (await app.request("/api/v1/openapi.json")).json()) as typeof doc;
});

/** Every key and string value of a JSON value, with its JSON pointer. */
function* texts(value: unknown, at = "#"): Generator<[pointer: string, text: string]> {
  if (typeof value === "string") yield [at, value];
  else if (Array.isArray(value)) for (const [i, item] of value.entries()) yield* texts(item, `${at}/${i}`);
  else if (typeof value === "object" && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      yield [`${at}/${key}`, key];
      yield* texts(item, `${at}/${key}`);
    }
  }
}

const operations = () =>
  Object.entries(doc.paths ?? {}).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({
      path,
      method,
      operation: operation as OpenApiOperation,
    })),
  );

/** The `error` code each documented error status answers with (errors.ts, rate-limit.ts). */
const CODE_OF_STATUS: Record<string, ApiError["error"]> = {
  "400": "bad_request",
  "404": "not_found",
  "429": "rate_limited",
  "502": "upstream_failed",
  "504": "upstream_failed",
};

describe("issue 26 (Api docs): the OpenAPI document", () => {
  it("says no internal checklist id (CALL-37, TVS-16…) in any public text", () => {
    const leaks = [...texts(doc)].filter(([, text]) => /\b[A-Z]{2,}-\d{2}\b/.test(text));
    expect(leaks).toEqual([]);
  });

  it("names /api/v1 as its server and keeps every path relative to it", async () => {
    expect(doc.servers).toEqual([{ url: "/api/v1" }]);
    const paths = Object.keys(doc.paths ?? {});
    expect(paths).toContain("/tokens");
    for (const path of paths) expect(path, path).toMatch(/^\/(?!api\/)[a-z]/);
    // The server URL and a path make the URL the api answers.
    expect((await app.request(`${doc.servers?.[0]?.url}/config`)).status).toBe(200);
  });

  it("gives every operation a unique operationId, for generated clients' method names", () => {
    const ids = operations().map(({ operation }) => (operation as { operationId?: string }).operationId);
    expect(
      ids.every((id) => typeof id === "string" && /^[a-z][A-Za-z]+$/.test(id)),
      ids.join(),
    ).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("documents each operation's error answers with the api's error body and a matching example", () => {
    const problems: string[] = [];
    for (const { path, method, operation } of operations()) {
      const responses = operation.responses ?? {};
      const errors = Object.entries(responses).filter(([status]) => /^[45]/.test(status));
      if (!responses["429"]) problems.push(`${method} ${path}: no 429`);
      // An operation with parameters can be asked with bad ones.
      if ((operation.parameters ?? []).length > 0 && !responses["400"])
        problems.push(`${method} ${path}: no 400`);
      for (const [status, response] of errors) {
        const media = response.content?.["application/json"];
        const where = `${method} ${path} ${status}`;
        if (media?.schema?.$ref !== "#/components/schemas/ApiError") problems.push(`${where}: not ApiError`);
        const example = apiErrorView.safeParse(media?.example);
        if (!example.success) problems.push(`${where}: example is no ApiError`);
        else if (example.data.error !== CODE_OF_STATUS[status])
          problems.push(`${where}: ${example.data.error}`);
        else if (status === "504" && example.data.failure !== "timeout")
          problems.push(`${where}: not a timeout`);
      }
    }
    expect(problems).toEqual([]);
  });

  it("is a valid OpenAPI 3.1 document by Redocly's recommended rules", async () => {
    const config = await createConfig({
      extends: ["recommended"],
      rules: {
        "operation-operationId": "error",
        "no-empty-servers": "error",
        // A public, read-only api: no operation has security, and the product names no licence.
        "security-defined": "off",
        "info-license": "off",
      },
    });
    const problems = await lintDocument({
      document: makeDocumentFromString(JSON.stringify(doc), "openapi.json"),
      config: config.styleguide,
      externalRefResolver: new BaseResolver(),
    });
    expect(
      problems.map((p) => `${p.severity} ${p.ruleId}: ${p.message} at ${p.location[0]?.pointer}`),
    ).toEqual([]);
  });

  it("turns into client types with openapi-typescript, and a client written against them compiles", async () => {
    const generated = astToString(await openapiTS(doc as Parameters<typeof openapiTS>[0], { silent: true }));
    for (const path of Object.keys(doc.paths ?? {})) expect(generated).toContain(`"${path}": {`);
    const client = `
import type { paths } from "./api";
// The paths a GET answers (the stream's topics are a PUT only).
type GetPath = { [K in keyof paths]: paths[K] extends { get: object } ? K : never }[keyof paths];
type Get<P extends GetPath> = paths[P]["get"];
type Json<P extends GetPath, S extends keyof Get<P>["responses"]> =
  Get<P>["responses"][S] extends { content: { "application/json": infer T } } ? T : never;
const tokens: Json<"/tokens", 200> = { provider: "p", tokens: [], warnings: [] };
const symbol: NonNullable<Json<"/tokens", 200>["tokens"][number]["symbol"]> = "ETH";
const params: Get<"/tokens/{symbol}/series">["parameters"] = { path: { symbol: "ETH" }, query: { range: "1d" } };
const notFound: Json<"/tokens/{symbol}", 404> = { error: "not_found", message: "No token" };
const timeframe: Get<"/tvs">["parameters"]["query"] = { timeframe: "1M" };
// @ts-expect-error an error code the api does not send
const wrong: Json<"/tokens/{symbol}", 404> = { error: "nope", message: "x" };
export { tokens, symbol, params, notFound, timeframe, wrong };
`;
    // Written to a temp dir and compiled there, as a project that generated them would.
    const dir = mkdtempSync(join(tmpdir(), "openapi-client-"));
    try {
      writeFileSync(join(dir, "api.ts"), generated);
      writeFileSync(join(dir, "client.ts"), client);
      const program = ts.createProgram([join(dir, "client.ts")], {
        strict: true,
        noEmit: true,
        target: ts.ScriptTarget.ES2022,
        module: ts.ModuleKind.ESNext,
        moduleResolution: ts.ModuleResolutionKind.Bundler,
        lib: ["lib.es2022.d.ts"],
        types: [],
      });
      const diagnostics = ts
        .getPreEmitDiagnostics(program)
        .map((d) => ts.flattenDiagnosticMessageText(d.messageText, "\n"));
      expect(diagnostics).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 30_000);
});
