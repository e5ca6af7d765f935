import { Hono } from "hono";

/**
 * GET /api/docs: a human page over the generated OpenAPI document — every operation with its
 * method, path, summary, parameters and response schemas — rendered on the server, because the CSP
 * forbids inline script and style and no CDN-hosted viewer may be loaded. Its stylesheet is served
 * beside it. The document cannot change after start-up, so the page is rendered once.
 */

/** The parts of an OpenAPI 3.1 document the page reads; everything else is ignored. */
interface OpenApiSchemaRef {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  default?: unknown;
}
interface OpenApiParameter {
  name: string;
  in: string;
  required?: boolean;
  description?: string;
  schema?: OpenApiSchemaRef;
}
interface OpenApiOperation {
  summary?: string;
  description?: string;
  tags?: string[];
  parameters?: OpenApiParameter[];
  responses?: Record<
    string,
    { description?: string; content?: Record<string, { schema?: OpenApiSchemaRef }> }
  >;
}
export interface OpenApiDocument {
  info?: { title?: string; version?: string; description?: string };
  paths?: Record<string, Record<string, OpenApiOperation>>;
}

const METHODS = ["get", "put", "post", "delete", "patch", "head", "options"] as const;

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char] ?? char,
  );

/** A schema's name (its component id) or, for an inline schema, its type. */
function schemaName(schema: OpenApiSchemaRef | undefined): string {
  if (!schema) return "—";
  if (schema.$ref) return schema.$ref.split("/").pop() ?? schema.$ref;
  if (schema.enum) return schema.enum.map(String).join(" | ");
  return Array.isArray(schema.type) ? schema.type.join(" | ") : (schema.type ?? "object");
}

function parametersHtml(parameters: readonly OpenApiParameter[]): string {
  if (parameters.length === 0) return "";
  const rows = parameters
    .map(
      (p) =>
        `<tr><td><code>${escapeHtml(p.name)}</code></td><td>${escapeHtml(p.in)}</td>` +
        `<td>${p.required ? "required" : "optional"}</td><td>${escapeHtml(schemaName(p.schema))}` +
        `${p.schema?.default !== undefined ? ` (default ${escapeHtml(String(p.schema.default))})` : ""}</td>` +
        `<td>${escapeHtml(p.description ?? "")}</td></tr>`,
    )
    .join("");
  return `<table><caption>Parameters</caption><thead><tr><th>Name</th><th>In</th><th></th><th>Schema</th><th>Description</th></tr></thead><tbody>${rows}</tbody></table>`;
}

function responsesHtml(responses: OpenApiOperation["responses"] = {}): string {
  const items = Object.entries(responses)
    .map(([status, response]) => {
      const content = Object.entries(response.content ?? {})
        .map(([type, media]) => `<code>${escapeHtml(type)}</code> ${escapeHtml(schemaName(media.schema))}`)
        .join(", ");
      return `<li><span class="status">${escapeHtml(status)}</span> ${escapeHtml(response.description ?? "")}${content ? ` — ${content}` : ""}</li>`;
    })
    .join("");
  return items ? `<ul class="responses">${items}</ul>` : "";
}

/**
 * The page's HTML. `basePath` is where the document's paths are mounted ("/api/v1"); `specUrl`
 * is the document itself.
 */
export function renderDocsPage(doc: OpenApiDocument, basePath: string, specUrl: string): string {
  const title = doc.info?.title ?? "API";
  const operations = Object.entries(doc.paths ?? {}).flatMap(([path, item]) =>
    METHODS.filter((method) => item[method]).map((method) => ({
      path,
      method,
      operation: item[method] as OpenApiOperation,
    })),
  );
  const sections = operations
    .map(({ path, method, operation }) => {
      const fullPath = `${basePath}${path}`;
      return `<section class="operation" id="${escapeHtml(`${method}-${fullPath}`)}">
<h2><span class="method method-${method}">${method.toUpperCase()}</span> <code>${escapeHtml(fullPath)}</code></h2>
<p class="summary">${escapeHtml(operation.summary ?? "")}</p>
${operation.description ? `<p class="description">${escapeHtml(operation.description)}</p>` : ""}
${parametersHtml(operation.parameters ?? [])}
${responsesHtml(operation.responses)}
</section>`;
    })
    .join("\n");
  const toc = operations
    .map(
      ({ path, method }) =>
        `<li><a href="#${escapeHtml(`${method}-${basePath}${path}`)}">${method.toUpperCase()} ${escapeHtml(`${basePath}${path}`)}</a></li>`,
    )
    .join("");
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} — reference</title>
<link rel="stylesheet" href="/api/docs/docs.css">
</head>
<body>
<header>
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(doc.info?.description ?? "")} Version ${escapeHtml(doc.info?.version ?? "")}.
The machine-readable document: <a href="${escapeHtml(specUrl)}">${escapeHtml(specUrl)}</a>.</p>
<p>${operations.length} operations.</p>
<nav><ul class="toc">${toc}</ul></nav>
</header>
<main>
${sections}
</main>
</body>
</html>`;
}

const DOCS_CSS = `body{font:15px/1.5 system-ui,sans-serif;margin:0 auto;max-width:960px;padding:1rem 1.5rem;color:#1b1b1f;background:#fff}
h1{margin-bottom:.25rem}h2{font-size:1.05rem;margin:0 0 .25rem}
code{font-family:ui-monospace,Menlo,Consolas,monospace}
.toc{columns:2;padding-left:1rem;font-size:.9rem}
.operation{border:1px solid #ddd;border-radius:6px;padding:.75rem 1rem;margin:1rem 0}
.method{display:inline-block;min-width:3.5rem;text-align:center;border-radius:4px;padding:0 .4rem;color:#fff;background:#555;font-size:.85rem}
.method-get{background:#1f6feb}.method-post{background:#2da44e}.method-delete{background:#cf222e}
.summary{margin:.25rem 0}.description{color:#555;margin:.25rem 0}
table{border-collapse:collapse;width:100%;font-size:.9rem;margin:.5rem 0}
caption{text-align:left;font-weight:600}
th,td{border-bottom:1px solid #eee;text-align:left;padding:.2rem .4rem;vertical-align:top}
.responses{padding-left:1rem;font-size:.9rem}.status{font-weight:600}
@media (prefers-color-scheme:dark){body{background:#111;color:#ddd}.operation{border-color:#333}th,td{border-color:#222}a{color:#79b8ff}}
`;

/**
 * The docs routes, mounted at /api/docs: the page at "/" and its stylesheet at "/docs.css".
 * `loadDocument` gives the OpenAPI document as served at `specUrl`.
 */
export function docsRoutes(loadDocument: () => Promise<OpenApiDocument>, basePath = "/api/v1") {
  const specUrl = `${basePath}/openapi.json`;
  let page: Promise<string> | undefined;
  return new Hono()
    .get("/", async (c) => {
      page ??= loadDocument().then((doc) => renderDocsPage(doc, basePath, specUrl));
      try {
        c.header("Cache-Control", "no-cache");
        return c.html(await page);
      } catch (error) {
        page = undefined;
        throw error;
      }
    })
    .get("/docs.css", (c) => {
      c.header("Content-Type", "text/css; charset=utf-8");
      c.header("Cache-Control", "public, max-age=3600");
      return c.body(DOCS_CSS);
    });
}
