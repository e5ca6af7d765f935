import { escapeMarkup } from "@oracle-explorer/core/format";
import { Hono } from "hono";

/**
 * GET /api/docs: the api's reference for people, rendered on the server from the generated
 * OpenAPI document — per operation its method and path, what it does, its parameters, an example
 * request (a curl command on the origin the page was asked on), a sample answer and the error
 * answers it can give. The CSP forbids inline script and style and no CDN-hosted viewer may be
 * loaded, so the page is plain HTML with its stylesheet served beside it (the web app's design
 * tokens, light and dark) and one small same-origin script that applies the theme a
 * visitor chose in the explorer. The document cannot change after start-up, so the page is
 * rendered once per origin.
 */

/** The parts of an OpenAPI 3.1 schema the page reads; everything else is ignored. */
export interface OpenApiSchema {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  example?: unknown;
  examples?: unknown[];
  format?: string;
  description?: string;
  properties?: Record<string, OpenApiSchema>;
  additionalProperties?: boolean | OpenApiSchema;
  items?: OpenApiSchema;
  minItems?: number;
  anyOf?: OpenApiSchema[];
  oneOf?: OpenApiSchema[];
  allOf?: OpenApiSchema[];
}
export interface OpenApiParameter {
  name: string;
  in: string;
  required?: boolean;
  description?: string;
  example?: unknown;
  schema?: OpenApiSchema;
}
interface OpenApiMediaType {
  schema?: OpenApiSchema;
  example?: unknown;
  examples?: Record<string, { value?: unknown }>;
}
export interface OpenApiResponse {
  description?: string;
  content?: Record<string, OpenApiMediaType>;
}
export interface OpenApiOperation {
  summary?: string;
  description?: string;
  tags?: string[];
  parameters?: OpenApiParameter[];
  responses?: Record<string, OpenApiResponse>;
}
export interface OpenApiDocument {
  info?: { title?: string; version?: string; description?: string };
  servers?: { url: string }[];
  paths?: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, OpenApiSchema> };
}

const METHODS = ["get", "put", "post", "delete", "patch", "head", "options"] as const;

/** Where the explorer starts: the header's way back. */
export const EXPLORER_URL = "/app/tokens/";

/** An id for an anchor: lower-case letters, digits and dashes only. */
const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

const componentName = (ref: string) => ref.split("/").pop() ?? ref;

/** The component a `$ref` names, or the schema itself. */
function resolve(doc: OpenApiDocument, schema: OpenApiSchema | undefined): OpenApiSchema | undefined {
  if (!schema?.$ref) return schema;
  return doc.components?.schemas?.[componentName(schema.$ref)];
}

/** One type of a schema: its non-null type when it allows null too. */
function mainType(schema: OpenApiSchema): string | undefined {
  if (Array.isArray(schema.type)) return schema.type.find((type) => type !== "null") ?? "null";
  if (schema.type) return schema.type;
  if (schema.properties || schema.additionalProperties) return "object";
  if (schema.items) return "array";
  return undefined;
}

/** A parameter's type as a reader wants it: its values when it is an enum, else its type. */
function typeLabel(doc: OpenApiDocument, schema: OpenApiSchema | undefined): string {
  const resolved = resolve(doc, schema);
  if (!resolved) return "string";
  if (resolved.enum) return resolved.enum.map(String).join(" | ");
  const types = Array.isArray(resolved.type) ? resolved.type.join(" | ") : (resolved.type ?? "object");
  return resolved.format ? `${types} (${resolved.format})` : types;
}

/** 2026-01-01T00:00:00Z, the devnet's reference instant: what generated samples say for times. */
const SAMPLE_TIME_MS = 1_767_225_600_000;

/** A value for a schema that gives no example, from its type and the property's name. */
function placeholder(type: string | undefined, schema: OpenApiSchema, key: string): unknown {
  switch (type) {
    case "string":
      if (schema.format === "date-time") return new Date(SAMPLE_TIME_MS).toISOString();
      if (schema.format === "uri" || /(url|uri)$/i.test(key)) return "https://example.com/";
      if (/symbol$/i.test(key)) return "ETH";
      return "string";
    case "integer":
    case "number":
      if (/(timestamp|time)$/i.test(key) || /At$/.test(key)) return SAMPLE_TIME_MS;
      return type === "integer" ? 1 : 1.5;
    case "boolean":
      return true;
    case "null":
      return null;
    default:
      return {};
  }
}

const MAX_SAMPLE_DEPTH = 8;

/**
 * A small example value of a schema: its own example, const, first enum value or default where it
 * has one, else one built from its type; arrays get one item, maps one key.
 */
export function sampleOf(
  doc: OpenApiDocument,
  schema: OpenApiSchema | undefined,
  key = "",
  depth = 0,
  seen: readonly string[] = [],
): unknown {
  if (!schema) return null;
  if (schema.$ref) {
    const name = componentName(schema.$ref);
    if (seen.includes(name) || depth > MAX_SAMPLE_DEPTH) return {};
    return sampleOf(doc, resolve(doc, schema), key, depth + 1, [...seen, name]);
  }
  if (schema.example !== undefined) return schema.example;
  if (schema.examples?.length) return schema.examples[0];
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  if (schema.allOf?.length) {
    return Object.assign(
      {},
      ...schema.allOf.map((part) => {
        const value = sampleOf(doc, part, key, depth + 1, seen);
        return typeof value === "object" && value !== null ? value : {};
      }),
    );
  }
  const options = schema.oneOf ?? schema.anyOf;
  if (options?.length) {
    const option = options.find((candidate) => candidate.type !== "null") ?? options[0];
    return sampleOf(doc, option, key, depth + 1, seen);
  }
  const type = mainType(schema);
  if (type === "object") {
    if (depth > MAX_SAMPLE_DEPTH) return {};
    const out: Record<string, unknown> = {};
    for (const [name, property] of Object.entries(schema.properties ?? {})) {
      out[name] = sampleOf(doc, property, name, depth + 1, seen);
    }
    if (!schema.properties && typeof schema.additionalProperties === "object") {
      out.key = sampleOf(doc, schema.additionalProperties, "key", depth + 1, seen);
    }
    return out;
  }
  if (type === "array") {
    // An answer carries warnings only when an upstream failed: the usual answer has none.
    if (!schema.items || depth > MAX_SAMPLE_DEPTH || key === "warnings") return [];
    return [sampleOf(doc, schema.items, key, depth + 1, seen)];
  }
  return placeholder(type, schema, key);
}

/** At most this many items of any array of a sample: the shape shows, the page stays short. */
const SAMPLE_ARRAY_ITEMS = 2;

/** A value with every array cut to its first items. */
function truncated(value: unknown): unknown {
  if (Array.isArray(value)) return value.slice(0, SAMPLE_ARRAY_ITEMS).map(truncated);
  if (typeof value === "object" && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, truncated(item)]));
  }
  return value;
}

/** A response's example: the document's own (example, or the first of examples), else a sample. */
export function exampleOf(doc: OpenApiDocument, media: OpenApiMediaType): unknown {
  if (media.example !== undefined) return truncated(media.example);
  const first = Object.values(media.examples ?? {})[0];
  if (first?.value !== undefined) return truncated(first.value);
  return sampleOf(doc, media.schema);
}

/** JSON, indented (or on one line) and coloured (keys, strings, numbers, literals), HTML-escaped. */
function jsonHtml(value: unknown, indent = 2): string {
  const text = JSON.stringify(value, null, indent || undefined) ?? "null";
  return text.replace(
    /("(?:\\.|[^"\\])*")(\s*:)?|\b(?:true|false|null)\b|-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?|[^"\-\dtfn]+|./g,
    (token, quoted: string | undefined, colon: string | undefined) => {
      if (quoted !== undefined) {
        return colon
          ? `<span class="j-key">${escapeMarkup(quoted)}</span>${colon}`
          : `<span class="j-str">${escapeMarkup(quoted)}</span>`;
      }
      if (/^(true|false|null)$/.test(token)) return `<span class="j-lit">${token}</span>`;
      if (/^-?\d/.test(token)) return `<span class="j-num">${token}</span>`;
      return escapeMarkup(token);
    },
  );
}

/** A code block: scrolls in its own box, reachable with Tab so a keyboard can scroll it. */
const codeBlock = (label: string, html: string, kind = "") =>
  `<pre class="code${kind ? ` code-${kind}` : ""}" tabindex="0" role="group" aria-label="${escapeMarkup(label)}"><code>${html}</code></pre>`;

/** A value in a URL path or query, percent-encoded as a client would write it. */
const urlValue = (value: unknown) =>
  encodeURIComponent(typeof value === "string" ? value : JSON.stringify(value));

/** A parameter's example value: its own, its schema's, or null when it names none. */
function parameterExample(doc: OpenApiDocument, parameter: OpenApiParameter): unknown {
  if (parameter.example !== undefined) return parameter.example;
  const schema = resolve(doc, parameter.schema);
  return schema?.example ?? schema?.examples?.[0] ?? null;
}

/**
 * The URL of an example request: path parameters filled from their examples (or left as
 * `{name}`), and the query parameters that are required or have an example.
 */
export function exampleUrl(
  doc: OpenApiDocument,
  origin: string,
  basePath: string,
  path: string,
  parameters: readonly OpenApiParameter[],
): string {
  let filled = path;
  const query: string[] = [];
  for (const parameter of parameters) {
    const example = parameterExample(doc, parameter);
    if (parameter.in === "path") {
      if (example !== null) filled = filled.replace(`{${parameter.name}}`, urlValue(example));
    } else if (parameter.in === "query" && (example !== null || parameter.required)) {
      const value = example ?? sampleOf(doc, parameter.schema, parameter.name);
      query.push(`${encodeURIComponent(parameter.name)}=${urlValue(value)}`);
    }
  }
  return `${origin}${basePath}${filled}${query.length ? `?${query.join("&")}` : ""}`;
}

/** A path that may break after each "/" when its line is too narrow, and nowhere else. */
const pathHtml = (path: string) =>
  escapeMarkup(path)
    .replaceAll("/", "/<wbr>")
    .replace(/^\/<wbr>/, "/");

/** A shell word in single quotes. */
const shellQuote = (text: string) => `'${text.replaceAll("'", `'"'"'`)}'`;

function parametersHtml(doc: OpenApiDocument, parameters: readonly OpenApiParameter[]): string {
  if (parameters.length === 0) return `<h4>Parameters</h4><p class="muted">None.</p>`;
  const rows = parameters
    .map((p) => {
      const schema = resolve(doc, p.schema);
      const fallback = schema?.default !== undefined ? `Default ${String(schema.default)}.` : "";
      const description = p.description ?? schema?.description ?? "";
      return `<tr><th scope="row" data-label="Name"><code>${escapeMarkup(p.name)}</code></th>
<td data-label="In">${escapeMarkup(p.in)}</td>
<td data-label="Required">${p.required ? `<span class="required">required</span>` : "optional"}</td>
<td data-label="Type"><code>${escapeMarkup(typeLabel(doc, p.schema))}</code></td>
<td data-label="Description">${escapeMarkup([description, /default/i.test(description) ? "" : fallback].filter(Boolean).join(" "))}</td></tr>`;
    })
    .join("\n");
  return `<h4>Parameters</h4>
<table class="params"><thead><tr><th scope="col">Name</th><th scope="col">In</th><th scope="col">Required</th><th scope="col">Type</th><th scope="col">Description</th></tr></thead>
<tbody>${rows}</tbody></table>`;
}

const isError = (status: string) => /^[45]/.test(status);

/** The sample answer: the first success response with its content type, schema and example. */
function answerHtml(doc: OpenApiDocument, label: string, responses: Record<string, OpenApiResponse>): string {
  const success = Object.entries(responses).find(([status]) => /^2/.test(status));
  if (!success) return "";
  const [status, response] = success;
  const [type, media] = Object.entries(response.content ?? {})[0] ?? [];
  const schema = media?.schema?.$ref ? componentName(media.schema.$ref) : undefined;
  const head = `<p class="answer-head"><span class="status status-ok">${escapeMarkup(status)}</span> ${escapeMarkup(response.description ?? "")}${type ? ` · <code>${escapeMarkup(type)}</code>` : ""}${schema ? ` · schema <code>${escapeMarkup(schema)}</code>` : ""}</p>`;
  if (!type || !media) return `<h4>Sample answer</h4>${head}`;
  const example = exampleOf(doc, media);
  const body =
    typeof example === "string" && !type.includes("json") ? escapeMarkup(example) : jsonHtml(example);
  return `<h4>Sample answer</h4>${head}${codeBlock(`Sample answer of ${label}`, body)}`;
}

function errorsHtml(doc: OpenApiDocument, label: string, responses: Record<string, OpenApiResponse>): string {
  const errors = Object.entries(responses).filter(([status]) => isError(status));
  if (errors.length === 0) return "";
  const items = errors
    .map(([status, response]) => {
      const media = response.content?.["application/json"];
      const example = media ? exampleOf(doc, media) : undefined;
      const code =
        typeof example === "object" && example !== null && "error" in example
          ? ` <code>${escapeMarkup(String(example.error))}</code>`
          : "";
      return `<li><span class="status status-error">${escapeMarkup(status)}</span>${code} ${escapeMarkup(response.description ?? "")}${
        example === undefined
          ? ""
          : codeBlock(`Example ${status} answer of ${label}`, jsonHtml(example, 0), "compact")
      }</li>`;
    })
    .join("\n");
  return `<h4>Error answers</h4><ul class="errors">${items}</ul>`;
}

interface Operation {
  path: string;
  method: (typeof METHODS)[number];
  operation: OpenApiOperation;
  id: string;
}

/** The document's operations in order, grouped by their first tag in order of appearance. */
function operationsByTag(doc: OpenApiDocument): [tag: string, operations: Operation[]][] {
  const groups = new Map<string, Operation[]>();
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const tag = operation.tags?.[0] ?? "other";
      const list = groups.get(tag) ?? [];
      list.push({ path, method, operation, id: `op-${method}-${slug(path)}` });
      groups.set(tag, list);
    }
  }
  return [...groups];
}

const tagTitle = (tag: string) => tag.charAt(0).toUpperCase() + tag.slice(1);

/** The product's mark (the web app's favicon), inline so the page needs no other file. */
const MARK =
  '<svg class="mark" viewBox="0 0 32 32" width="28" height="28" aria-hidden="true" focusable="false"><rect width="32" height="32" rx="7" fill="#ae0822"/><path d="M9 23V9h8.2c3 0 4.9 1.7 4.9 4.3 0 2-1.1 3.4-2.9 4l3.4 5.7h-3.6l-3-5.3H12v5.3zm3-8h4.9c1.3 0 2.1-.7 2.1-1.8s-.8-1.8-2.1-1.8H12z" fill="#fff"/></svg>';

/** The same mark as the tab's icon, as a data URL (the CSP's img-src allows data:). */
const FAVICON = `data:image/svg+xml,${encodeURIComponent(MARK.replace(/ class="mark"| aria-hidden="true"| focusable="false"/g, "").replace("<svg ", '<svg xmlns="http://www.w3.org/2000/svg" '))}`;

/**
 * The page's HTML. `origin` is where the page was asked for ("https://host"): the example
 * requests use it. The paths are mounted at the document's first server URL (`fallbackBasePath`
 * when it names none); `specUrl` is the document itself.
 */
export function renderDocsPage(
  doc: OpenApiDocument,
  origin: string,
  specUrl: string,
  fallbackBasePath = "/api/v1",
): string {
  const basePath = doc.servers?.[0]?.url ?? fallbackBasePath;
  const title = doc.info?.title ?? "API";
  const product = title.replace(/\s+API$/, "");
  const groups = operationsByTag(doc);
  const count = groups.reduce((sum, [, operations]) => sum + operations.length, 0);

  const toc = groups
    .map(
      ([tag, operations]) => `<li><h3 id="toc-${slug(tag)}">${escapeMarkup(tagTitle(tag))}</h3>
<ul aria-labelledby="toc-${slug(tag)}">${operations
        .map(
          ({ path, method, id }) =>
            `<li><a href="#${id}"><span class="method">${method.toUpperCase()}</span> <span class="path">${pathHtml(path)}</span></a></li>`,
        )
        .join("")}</ul></li>`,
    )
    .join("\n");

  const sections = groups
    .map(([tag, operations]) => {
      const articles = operations
        .map(({ path, method, operation, id }) => {
          const label = `${method.toUpperCase()} ${basePath}${path}`;
          const parameters = operation.parameters ?? [];
          const responses = operation.responses ?? {};
          const streams = Object.values(responses).some((r) => r.content?.["text/event-stream"]);
          const url = exampleUrl(doc, origin, basePath, path, parameters);
          const curl = `curl ${streams ? "-N " : ""}${shellQuote(url)}`;
          return `<article class="operation" id="${id}" aria-labelledby="${id}-title">
<h3 id="${id}-title"><span class="method">${method.toUpperCase()}</span> <code class="path">${pathHtml(`${basePath}${path}`)}</code></h3>
${operation.summary ? `<p class="summary">${escapeMarkup(operation.summary)}</p>` : ""}
${operation.description ? `<p class="description">${escapeMarkup(operation.description)}</p>` : ""}
${parametersHtml(doc, parameters)}
<h4>Example request</h4>
${codeBlock(`Example request of ${label}`, escapeMarkup(curl))}
${answerHtml(doc, label, responses)}
${errorsHtml(doc, label, responses)}
</article>`;
        })
        .join("\n");
      return `<section class="tag" aria-labelledby="tag-${slug(tag)}">
<h2 id="tag-${slug(tag)}">${escapeMarkup(tagTitle(tag))}</h2>
${articles}
</section>`;
    })
    .join("\n");

  const errorCodes = resolve(doc, { $ref: "#/components/schemas/ApiError" })?.properties?.error?.enum;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<title>${escapeMarkup(title)} reference</title>
<link rel="icon" href="${FAVICON}">
<link rel="stylesheet" href="/api/docs/docs.css">
<script src="/api/docs/theme.js"></script>
</head>
<body>
<a class="skip-link" href="#main">Skip to the operations</a>
<header class="site-header">
<div class="bar"><div class="bar-inner">
<a class="brand" href="${EXPLORER_URL}">${MARK}<span>${escapeMarkup(product)}</span></a>
<a class="button back" href="${EXPLORER_URL}"><span><span class="wide-only">Back to the </span><span class="back-word">explorer</span></span></a>
</div></div>
<div class="hero">
<h1>${escapeMarkup(title)}</h1>
<p>${escapeMarkup(doc.info?.description ?? "")}</p>
<dl class="facts">
<div><dt>Base URL</dt><dd><code>${escapeMarkup(`${origin}${basePath}`)}</code></dd></div>
<div><dt>OpenAPI document</dt><dd><a href="${escapeMarkup(specUrl)}">${escapeMarkup(specUrl)}</a></dd></div>
<div><dt>Version</dt><dd>${escapeMarkup(doc.info?.version ?? "")}</dd></div>
<div><dt>Operations</dt><dd>${count}</dd></div>
<div><dt>MCP server</dt><dd><code>${escapeMarkup(`${origin}/api/mcp`)}</code></dd></div>
<div><dt>For models</dt><dd><a href="${escapeMarkup(`${origin}/llms.txt`)}">${escapeMarkup(`${origin}/llms.txt`)}</a></dd></div>
</dl>
</div>
</header>
<div class="layout">
<nav class="toc" aria-labelledby="toc-title">
<h2 id="toc-title">Operations</h2>
<ul class="toc-groups">${toc}</ul>
</nav>
<main id="main" tabindex="-1">
<section class="overview" aria-labelledby="overview-title">
<h2 id="overview-title">Answers and errors</h2>
<p>The operations answer JSON (the live stream: Server-Sent Events). Answers carry
<code>ETag</code> and <code>Cache-Control</code>: send <code>If-None-Match</code> to get a bodiless
<code>304</code> while nothing changed. Where part of an answer could not be read, its <code>warnings</code>
say which upstream failed and how.</p>
<p>Every error answer has the same JSON body: a stable <code>error</code> code${
    errorCodes
      ? ` (${errorCodes.map((code) => `<code>${escapeMarkup(String(code))}</code>`).join(", ")})`
      : ""
  }, a <code>message</code> for people, and for upstream failures the <code>upstream</code> and how it
failed (<code>failure</code>). A client sending too many requests gets <code>429</code> with
<code>Retry-After</code>.</p>
<h3>For assistants and agents</h3>
<p>The same data is served as the tools of an MCP server: point an MCP client at
<code>${escapeMarkup(`${origin}/api/mcp`)}</code> (Streamable HTTP, stateless), or start it over stdio from a
clone of the repository with <code>npx oracle-explorer-mcp</code>. Its tools search the explorer, read
a token's price and history, a push feed's state and record, verify a feed's signed packages, and read
a node's scorecard, the incidents and the network's status. <a href="${escapeMarkup(`${origin}/llms.txt`)}">llms.txt</a>
sums all this up for a model, with an example of each resource.</p>
</section>
${sections}
</main>
</div>
<footer class="site-footer">
<p>${escapeMarkup(product)} · <a href="${EXPLORER_URL}">Explorer</a> · <a href="${escapeMarkup(specUrl)}">OpenAPI document</a></p>
</footer>
</body>
</html>`;
}

/**
 * The web app's design tokens (apps/web/src/styles/tokens.css), light and dark: the system's
 * theme by default, the explorer's saved choice when theme.js found one (html[data-theme]).
 */
const TOKENS = `:root{color-scheme:light dark;
--color-brand:light-dark(#ae0822,#ff5c77);--color-brand-strong:light-dark(#8a061b,#ff8297);
--color-brand-soft:light-dark(#fdecef,#3a1219);--color-on-brand:light-dark(#ffffff,#0e1015);
--color-bg:light-dark(#f6f7f9,#0e1015);--color-surface:light-dark(#ffffff,#161922);
--color-surface-raised:light-dark(#ffffff,#1c2029);--color-surface-hover:light-dark(#f0f2f5,#222733);
--color-border:light-dark(#e3e6eb,#2a303c);--color-text:light-dark(#14171f,#eef0f4);
--color-text-muted:light-dark(#5b6472,#a3abb8);--color-focus:light-dark(#2563eb,#7aa2ff);
--color-positive:light-dark(#0f7b4f,#4cc38a);--color-warning:light-dark(#9a6100,#f0b44c);
--color-danger:light-dark(#b42318,#ff7a6e);
--font-sans:system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;
--font-mono:ui-monospace,"SFMono-Regular",Menlo,Consolas,monospace;
--font-size-sm:0.8125rem;--font-size-md:0.9375rem;--font-size-lg:1.125rem;--font-size-2xl:1.625rem;
--space-1:0.25rem;--space-2:0.5rem;--space-3:0.75rem;--space-4:1rem;--space-5:1.5rem;--space-6:2rem;
--radius-sm:6px;--radius-md:10px;
--shadow-raised:0 1px 2px light-dark(rgb(16 24 40 / 6%),rgb(0 0 0 / 40%)),0 4px 12px light-dark(rgb(16 24 40 / 6%),rgb(0 0 0 / 35%));
--header-height:60px;--sidebar-width:248px}
:root[data-theme="light"]{color-scheme:light}
:root[data-theme="dark"]{color-scheme:dark}
`;

const DOCS_CSS = `${TOKENS}
*,*::before,*::after{box-sizing:border-box}
html{-webkit-text-size-adjust:100%;scroll-padding-top:var(--space-4)}
body{margin:0;font-family:var(--font-sans);font-size:var(--font-size-md);line-height:1.5;color:var(--color-text);background:var(--color-bg);overflow-wrap:anywhere}
a{color:var(--color-brand)}
a:hover{color:var(--color-brand-strong)}
:focus-visible{outline:2px solid var(--color-focus);outline-offset:2px}
main:focus{outline:none}
code,pre{font-family:var(--font-mono);font-size:var(--font-size-sm)}
h1,h2,h3,h4{line-height:1.25}
.muted{color:var(--color-text-muted)}
.skip-link{position:absolute;left:var(--space-2);top:-100px;z-index:10;padding:var(--space-2) var(--space-3);background:var(--color-surface);border-radius:var(--radius-sm)}
.skip-link:focus{top:var(--space-2)}
.site-header{background:var(--color-surface);border-bottom:1px solid var(--color-border)}
.bar{border-bottom:1px solid var(--color-border)}
.bar-inner{display:flex;align-items:center;justify-content:space-between;gap:var(--space-3);max-width:1200px;min-height:var(--header-height);margin:0 auto;padding:var(--space-2) var(--space-4)}
.brand{display:inline-flex;align-items:center;gap:var(--space-2);color:var(--color-text);font-weight:700;font-size:var(--font-size-lg);text-decoration:none;white-space:nowrap}
.brand:hover{color:var(--color-text)}
.mark{flex:none;border-radius:7px}
.button{display:inline-flex;align-items:center;justify-content:center;gap:var(--space-2);min-height:40px;padding:0 var(--space-4);border:1px solid var(--color-brand);border-radius:var(--radius-sm);background:var(--color-brand);color:var(--color-on-brand);font-weight:600;text-decoration:none;white-space:nowrap}
.button:hover{background:var(--color-brand-strong);border-color:var(--color-brand-strong);color:var(--color-on-brand)}
.back::before{content:"\\2190";font-weight:400}
.hero code,.overview code,.answer-head code,.errors li>code,.params td code{padding:0 .3em;border-radius:4px;background:var(--color-surface-hover)}
.hero{max-width:1200px;margin:0 auto;padding:var(--space-5) var(--space-4)}
.hero h1{font-size:var(--font-size-2xl);margin:0 0 var(--space-2)}
.hero p{margin:0 0 var(--space-4);color:var(--color-text-muted);max-width:70ch}
.facts{display:grid;grid-template-columns:repeat(auto-fit,minmax(12rem,1fr));gap:var(--space-3);margin:0}
.facts div{min-width:0;padding:var(--space-3);border:1px solid var(--color-border);border-radius:var(--radius-md);background:var(--color-bg)}
.facts dt{font-size:var(--font-size-sm);color:var(--color-text-muted)}
.facts dd{margin:0;font-weight:600;overflow-wrap:anywhere}
.layout{max-width:1200px;margin:0 auto;padding:var(--space-4);display:grid;gap:var(--space-5)}
.toc{min-width:0}
.toc h2{font-size:var(--font-size-lg);margin:0 0 var(--space-2)}
.toc ul{list-style:none;margin:0;padding:0}
.toc .toc-groups{display:grid;gap:var(--space-3);padding:var(--space-3);border:1px solid var(--color-border);border-radius:var(--radius-md);background:var(--color-surface)}
.toc h3{font-size:var(--font-size-sm);text-transform:uppercase;letter-spacing:.04em;color:var(--color-text-muted);margin:0 0 var(--space-1)}
.toc a{display:flex;gap:var(--space-2);align-items:baseline;padding:var(--space-1) var(--space-2);border-radius:var(--radius-sm);color:var(--color-text);text-decoration:none;font-size:var(--font-size-sm)}
.toc a:hover{background:var(--color-surface-hover)}
.toc .path{font-family:var(--font-mono);min-width:0}
.method{display:inline-block;flex:none;min-width:3.25rem;padding:0 var(--space-2);border-radius:var(--radius-sm);background:var(--color-brand-soft);color:var(--color-brand-strong);font-family:var(--font-mono);font-size:var(--font-size-sm);font-weight:700;text-align:center}
main{min-width:0}
.overview,.operation{background:var(--color-surface);border:1px solid var(--color-border);border-radius:var(--radius-md);box-shadow:var(--shadow-raised);padding:var(--space-4);margin:0 0 var(--space-4)}
.overview h2{margin:0 0 var(--space-2);font-size:var(--font-size-lg)}
.overview p{max-width:75ch}
.tag>h2{font-size:var(--font-size-lg);margin:var(--space-6) 0 var(--space-3);padding-bottom:var(--space-2);border-bottom:1px solid var(--color-border)}
.operation h3{display:flex;flex-wrap:wrap;align-items:center;gap:var(--space-2);margin:0 0 var(--space-2);font-size:var(--font-size-md)}
.operation h3 .path{font-size:var(--font-size-md);min-width:0}
.operation h4{font-size:var(--font-size-sm);text-transform:uppercase;letter-spacing:.04em;color:var(--color-text-muted);margin:var(--space-4) 0 var(--space-2)}
.summary{margin:0 0 var(--space-2);font-weight:600}
.operation p.muted{margin:0}
.description{margin:0 0 var(--space-2);color:var(--color-text-muted);max-width:75ch}
.params{width:100%;border-collapse:collapse;font-size:var(--font-size-sm)}
.params th,.params td{text-align:left;vertical-align:top;padding:var(--space-2);border-bottom:1px solid var(--color-border)}
.params thead th{color:var(--color-text-muted);font-weight:600}
.params tbody th{font-weight:400;white-space:nowrap}
.params code{overflow-wrap:anywhere}
.required{color:var(--color-danger);font-weight:600}
.code{margin:0 0 var(--space-2);padding:var(--space-3);max-height:22rem;overflow:auto;border:1px solid var(--color-border);border-radius:var(--radius-sm);background:var(--color-bg);color:var(--color-text);line-height:1.45;white-space:pre;overflow-wrap:normal}
.code-compact{max-height:none;margin-top:var(--space-1)}
.j-key{color:var(--color-brand)}
.j-str{color:var(--color-positive)}
.j-num{color:var(--color-warning)}
.j-lit{color:var(--color-focus)}
.answer-head{margin:0 0 var(--space-2)}
.status{display:inline-block;min-width:2.75rem;padding:0 var(--space-1);border:1px solid currentColor;border-radius:var(--radius-sm);font-family:var(--font-mono);font-size:var(--font-size-sm);font-weight:700;text-align:center}
.status-ok{color:var(--color-positive)}
.status-error{color:var(--color-danger)}
.errors{list-style:none;margin:0;padding:0;display:grid;gap:var(--space-3)}
.errors li{min-width:0}
.site-footer{border-top:1px solid var(--color-border);padding:var(--space-4);text-align:center;color:var(--color-text-muted);font-size:var(--font-size-sm)}
@media (max-width:719px){
.bar-inner{padding:var(--space-2) var(--space-3)}
.wide-only{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
.back-word{text-transform:capitalize}
.hero{padding:var(--space-4) var(--space-3)}
.layout{padding:var(--space-3)}
.back{padding:0 var(--space-3)}
.params thead{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
.params,.params tbody,.params tr,.params th,.params td{display:block;width:100%}
.params tr{padding:var(--space-2) 0;border-bottom:1px solid var(--color-border)}
.params tbody th,.params td{border:0;padding:var(--space-1) 0;white-space:normal}
.params td::before{content:attr(data-label) ": ";color:var(--color-text-muted)}
.params td[data-label="In"],.params td[data-label="Required"],.params td[data-label="Type"]{display:inline-block;width:auto;margin-right:var(--space-3)}
}
@media (min-width:1024px){
.layout{grid-template-columns:18rem minmax(0,1fr);align-items:start}
.toc{position:sticky;top:0;max-height:100vh;overflow-y:auto;padding:var(--space-2) var(--space-1) var(--space-4) 0}
.toc .toc-groups{border:0;background:none;padding:0}
}
@media (prefers-reduced-motion:no-preference){html{scroll-behavior:smooth}}
`;

/**
 * Applies the theme the explorer saved (lib/theme.ts: localStorage "theme", "light" or "dark")
 * before the page paints; without it the page follows the system's. Same-origin, so the CSP's
 * script-src 'self' allows it where an inline script would be refused.
 */
const THEME_JS = `try{var t=localStorage.getItem("theme");if(t==="light"||t==="dark")document.documentElement.dataset.theme=t}catch(e){}
`;

/** Pages kept per origin; a client naming many hosts only makes the cache start over. */
const MAX_CACHED_ORIGINS = 8;

/**
 * The origin integrators call: the request's, with the scheme a trusted proxy says the visitor
 * used (TRUST_PROXY): behind a TLS-terminating proxy the api itself is asked over plain http, and
 * its curl examples would tell integrators to call http://.
 */
export function requestOrigin(url: string, forwardedProto: string | undefined): string {
  const origin = new URL(url);
  const proto = forwardedProto?.split(",")[0]?.trim().toLowerCase();
  if (proto === "https" || proto === "http") origin.protocol = `${proto}:`;
  return origin.origin;
}

/**
 * The docs routes, mounted at /api/docs: the page at "/", its stylesheet at "/docs.css" and its
 * theme script at "/theme.js". `loadDocument` gives the OpenAPI document as served at
 * `{basePath}/openapi.json`.
 */
export function docsRoutes(
  loadDocument: () => Promise<OpenApiDocument>,
  { basePath = "/api/v1", trustProxy = false }: { basePath?: string; trustProxy?: boolean } = {},
) {
  const specUrl = `${basePath}/openapi.json`;
  let document: Promise<OpenApiDocument> | undefined;
  const pages = new Map<string, string>();
  return new Hono()
    .get("/", async (c) => {
      document ??= loadDocument();
      c.header("Cache-Control", "no-cache");
      const origin = requestOrigin(c.req.url, trustProxy ? c.req.header("x-forwarded-proto") : undefined);
      let page = pages.get(origin);
      if (!page) {
        try {
          page = renderDocsPage(await document, origin, specUrl, basePath);
        } catch (error) {
          document = undefined;
          throw error;
        }
        if (pages.size >= MAX_CACHED_ORIGINS) pages.clear();
        pages.set(origin, page);
      }
      return c.html(page);
    })
    .get("/docs.css", (c) => {
      c.header("Content-Type", "text/css; charset=utf-8");
      c.header("Cache-Control", "public, max-age=3600");
      return c.body(DOCS_CSS);
    })
    .get("/theme.js", (c) => {
      c.header("Content-Type", "text/javascript; charset=utf-8");
      c.header("Cache-Control", "public, max-age=3600");
      return c.body(THEME_JS);
    });
}
