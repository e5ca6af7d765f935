import { createHash } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import { extname, join, relative, sep } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { AppRouteMatch } from "@oracle-explorer/core/app-routes";
import { CONFIG_META_NAME, type PublicConfig } from "@oracle-explorer/core/config";
import { escapeMarkup } from "@oracle-explorer/core/format";
import { preloadLinksFor, type ViteManifest } from "./route-preloads.ts";

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
  /** index.html with the public config embedded, without preloads: the 404 page's document. */
  index: SpaFile;
  /** index.html for an app route, with its screen's code and data preloaded (route-preloads.ts). */
  pageFor: (route: AppRouteMatch, query: URLSearchParams) => SpaFile;
}

/** Distinct preload sets kept compressed; past this the cache starts again (ids are unbounded). */
const PAGE_CACHE_LIMIT = 500;

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

/**
 * Embeds the public config in index.html as a <meta> tag (not a script, so the CSP stays free of
 * inline script) and sets the default title to the product name.
 */
export function embedConfig(html: string, config: PublicConfig): string {
  const meta = `<meta name="${CONFIG_META_NAME}" content="${escapeMarkup(JSON.stringify(config))}">`;
  // Replacer functions, not strings: "$&" or "$'" in a configured name must stay literal text.
  const title = `<title>${escapeMarkup(config.productName)} Explorer</title>`;
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

async function readManifest(distDir: string): Promise<ViteManifest | null> {
  try {
    return JSON.parse(await readFile(join(distDir, ".vite", "manifest.json"), "utf8")) as ViteManifest;
  } catch {
    // A build without a manifest still works: screens load their code after the entry, as before.
    return null;
  }
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
    // The manifest is build metadata for the api and the bench, not something to serve.
    if (urlPath === "/index.html" || urlPath.startsWith("/.vite/")) continue;
    files.set(urlPath, toSpaFile(urlPath, await readFile(absolute)));
  }
  const manifest = await readManifest(distDir);
  const embedded = embedConfig(html, config);
  const index = toSpaFile("/index.html", new TextEncoder().encode(embedded));
  const pages = new Map<string, SpaFile>();
  const pageFor = (route: AppRouteMatch, query: URLSearchParams): SpaFile => {
    const links = preloadLinksFor(route, query, manifest);
    if (links.length === 0) return index;
    const key = links.join("\n    ");
    let page = pages.get(key);
    if (!page) {
      if (pages.size >= PAGE_CACHE_LIMIT) pages.clear();
      page = toSpaFile(
        "/index.html",
        new TextEncoder().encode(embedded.replace("</head>", () => `    ${key}\n  </head>`)),
      );
      pages.set(key, page);
    }
    return page;
  };
  return { files, index, pageFor };
}
