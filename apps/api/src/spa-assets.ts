import { createHash } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import { extname, join, relative, sep } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { CONFIG_META_NAME, type PublicConfig } from "@oracle-explorer/core";

/** One file of the built app, held in memory with its precompressed forms. */
export interface SpaFile {
  body: Uint8Array;
  br?: Uint8Array;
  gzip?: Uint8Array;
  contentType: string;
  etag: string;
  /** Vite's content-hashed output under /assets/: safe to cache forever. */
  immutable: boolean;
}

export interface SpaAssets {
  /** URL path ("/assets/index-abc.js") to file. */
  files: Map<string, SpaFile>;
  /** index.html with the public config embedded; served for every app route. */
  index: SpaFile;
  /** index.html for the landing page (the Data Feeds list), with its chunk and data preloaded. */
  landing: SpaFile;
}

/** Paths that open the Data Feeds list ("/" and "/app/" redirect to it in the browser). */
export const LANDING_PATHS: ReadonlySet<string> = new Set([
  "/",
  "/app",
  "/app/",
  "/app/tokens",
  "/app/tokens/",
]);

/**
 * The landing page's head links: its lazy route chunk (JS and CSS) and its data start loading
 * with the entry script instead of after it, which takes one round trip off the first rows.
 * The chunk is found by the name Vite gives it ("tokens-page-<hash>"); a build without one
 * simply preloads the data only.
 */
export function landingPreloads(assetPaths: readonly string[]): string {
  const links: string[] = [];
  for (const path of assetPaths) {
    if (!/^\/assets\/tokens-page-[\w-]+\.(js|css)$/.test(path)) continue;
    links.push(
      path.endsWith(".js")
        ? `<link rel="modulepreload" href="${path}">`
        : `<link rel="preload" as="style" href="${path}" crossorigin>`,
    );
  }
  // crossorigin: a fetch() is a CORS-mode request, and a preload is only reused when modes match.
  links.push('<link rel="preload" as="fetch" href="/api/v1/tokens" crossorigin="anonymous">');
  return links.join("\n    ");
}

const CONTENT_TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".txt": "text/plain; charset=utf-8",
  ".webmanifest": "application/manifest+json",
};

const COMPRESSIBLE = /^(text\/|application\/(json|manifest)|image\/svg)/;

function escapeAttribute(text: string): string {
  return text
    .replaceAll("&", "&amp;")
    .replaceAll('"', "&quot;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;");
}

/**
 * Embeds the public config in index.html as a <meta> tag (not a script, so the CSP stays free of
 * inline script) and sets the default title to the product name.
 */
export function embedConfig(html: string, config: PublicConfig): string {
  const meta = `<meta name="${CONFIG_META_NAME}" content="${escapeAttribute(JSON.stringify(config))}">`;
  // Replacer functions, not strings: "$&" or "$'" in a configured name must stay literal text.
  const title = `<title>${escapeAttribute(config.productName)} Explorer</title>`;
  const titled = html.replace(/<title>[^<]*<\/title>/, () => title);
  return titled.replace("</head>", () => `    ${meta}\n  </head>`);
}

function toSpaFile(path: string, body: Uint8Array): SpaFile {
  const contentType = CONTENT_TYPES[extname(path)] ?? "application/octet-stream";
  const file: SpaFile = {
    body,
    contentType,
    etag: `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`,
    immutable: path.startsWith("/assets/"),
  };
  // Compressing once at start-up costs a few ms per file and saves it on every request.
  if (COMPRESSIBLE.test(contentType) && body.byteLength > 1024) {
    file.br = brotliCompressSync(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 10, [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength },
    });
    file.gzip = gzipSync(body, { level: 9 });
  }
  return file;
}

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
}

/** Loads the built app into memory. Resolves null when there is no build (no index.html). */
export async function loadSpaAssets(distDir: string, config: PublicConfig): Promise<SpaAssets | null> {
  let html: string;
  try {
    html = await readFile(join(distDir, "index.html"), "utf8");
  } catch {
    return null;
  }
  const files = new Map<string, SpaFile>();
  for (const absolute of await listFiles(distDir)) {
    const urlPath = `/${relative(distDir, absolute).split(sep).join("/")}`;
    if (urlPath === "/index.html") continue;
    files.set(urlPath, toSpaFile(urlPath, await readFile(absolute)));
  }
  const embedded = embedConfig(html, config);
  const index = toSpaFile("/index.html", new TextEncoder().encode(embedded));
  const preloads = landingPreloads([...files.keys()]);
  const landing = toSpaFile(
    "/index.html",
    new TextEncoder().encode(embedded.replace("</head>", () => `    ${preloads}\n  </head>`)),
  );
  return { files, index, landing };
}
