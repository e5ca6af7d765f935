import ts from "typescript";
import { describe, expect, it } from "vitest";
import { apiKey, apiPath, apiUrl } from "./api-resources.ts";

/**
 * The app's own modules, as text: every .ts/.tsx under src but tests and their support (fixtures
 * and the fake api of test/ answer as the api does, so they may spell its paths).
 */
const SOURCES = import.meta.glob<string>(
  ["../**/*.{ts,tsx}", "!../**/*.test.{ts,tsx}", "!../test/**", "!../**/*-fixture.{ts,tsx}"],
  { query: "?raw", import: "default", eager: true },
);

/** The one module allowed to spell api paths. */
const TABLE = "./api-resources.ts";

/** A first argument of fetchApi that the table did not build: text written or cast in place. */
function isHandWritten(node: ts.Expression): boolean {
  const inner = ts.skipPartiallyEmittedExpressions(
    ts.isParenthesizedExpression(node) ? node.expression : node,
  );
  return (
    ts.isStringLiteralLike(inner) ||
    ts.isTemplateExpression(inner) ||
    ts.isBinaryExpression(inner) ||
    ts.isAsExpression(inner) ||
    ts.isTypeAssertionExpression(inner) ||
    ts.isSatisfiesExpression(inner)
  );
}

/** "file:line what" for each api path written in a module: in a string, template or JSX text. */
function handWrittenApiPaths(path: string, text: string): string[] {
  const kind = path.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const file = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, kind);
  const found: string[] = [];
  const report = (node: ts.Node, what: string) =>
    found.push(`${path}:${file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1} ${what}`);
  const visit = (node: ts.Node) => {
    const literal =
      ts.isStringLiteralLike(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node) ||
      ts.isJsxText(node);
    if (literal && node.text.includes("/api/v1")) report(node, `api path in text: ${node.text.trim()}`);
    if (
      ts.isCallExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === "fetchApi"
    ) {
      const [first] = node.arguments;
      if (first !== undefined && isHandWritten(first)) report(node, `fetchApi(${first.getText(file)})`);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

describe("the api resource table", () => {
  it("scans the app's modules (a glob that found nothing would prove nothing)", () => {
    expect(Object.keys(SOURCES)).toContain(TABLE);
    expect(Object.keys(SOURCES)).toContain("../app/routes.tsx");
    expect(Object.keys(SOURCES).length).toBeGreaterThan(100);
    expect(Object.keys(SOURCES).some((path) => path.endsWith(".test.ts"))).toBe(false);
  });

  it("is the only place an api path is written: no /api/v1 text and no hand-built fetchApi path elsewhere", () => {
    const found = Object.entries(SOURCES)
      .filter(([path]) => path !== TABLE)
      .flatMap(([path, text]) => handWrittenApiPaths(path, text));
    expect(found).toEqual([]);
  });

  it("the scan catches a path in a string, a template, JSX and a literal fetchApi path", () => {
    const planted = [
      'const a = "/api/v1/tokens";',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: source text of a template, on purpose
      "const b = `${origin}/api/v1/feeds/${id}`;",
      "const c = <a href='/api/v1/openapi.json'>schema</a>;",
      'fetchApi("/tokens");',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: source text of a template, on purpose
      "fetchApi(`/sources/${id}`);",
      'fetchApi(("/nodes" as ApiPath));',
      '// a comment may name /api/v1/tokens; fetchApi(apiPath("tokens")) is the way',
      'fetchApi(apiPath("tokens"));',
    ].join("\n");
    expect(handWrittenApiPaths("planted.tsx", planted).map((line) => line.split(" ")[0])).toEqual([
      "planted.tsx:1",
      "planted.tsx:2",
      "planted.tsx:3",
      "planted.tsx:4",
      "planted.tsx:5",
      "planted.tsx:6",
    ]);
  });

  it("encodes every path segment and query value, %20 for a space, in the table's query order", () => {
    expect(apiPath("tokens")).toBe("/tokens");
    expect(apiPath("token", { symbol: "wstETH/ETH" })).toBe("/tokens/wstETH%2FETH");
    expect(apiPath("feedValue", { network: "arbitrum-one", token: "eth" }, { layer: "arbitrum Other" })).toBe(
      "/feeds/arbitrum-one/eth/value?layer=arbitrum%20Other",
    );
    expect(
      apiPath(
        "feedUpdates",
        { network: "n", token: "t" },
        { layer: "l", limit: 20, offset: 40, chart: false },
      ),
    ).toBe("/feeds/n/t/updates?chart=false&offset=40&limit=20&layer=l");
    expect(apiPath("tvs", {}, { timeframe: "1M" })).toBe("/tvs?timeframe=1M");
    expect(apiUrl(apiPath("openApi"))).toBe("/api/v1/openapi.json");
  });

  it("leaves undefined and null values out of the URL; the key keeps null apart from a value", () => {
    expect(apiPath("feed", { network: "n", token: "t" }, { layer: null })).toBe("/feeds/n/t");
    expect(apiPath("token", { symbol: "ETH" }, { provider: undefined })).toBe("/tokens/ETH");
    expect(apiKey("feed", { network: "n", token: "t" }, { layer: null })).toEqual([
      "feed",
      { network: "n", token: "t" },
      { layer: null },
    ]);
    expect(apiKey("token", { symbol: "ETH" }, { provider: undefined })).toEqual([
      "token",
      { symbol: "ETH" },
      {},
    ]);
  });
});
