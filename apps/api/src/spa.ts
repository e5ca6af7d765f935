import { matchAppRoute } from "@oracle-explorer/core/app-routes";
import type { Context, Hono } from "hono";
import type { SpaAssets, SpaFile } from "./spa-assets.ts";

const NOT_BUILT_PAGE = `<!doctype html><meta charset="utf-8"><title>Not built</title>
<p>The web app has not been built. Run <code>npm run build</code> (or <code>npm start</code>, which builds first).</p>`;

/** Malformed percent-encoding is not a file name we hold; fall through to the app's 404. */
function safeDecode(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

function pickEncoding(file: SpaFile, acceptEncoding: string): "br" | "gzip" | null {
  if (file.br && /\bbr\b/.test(acceptEncoding)) return "br";
  if (file.gzip && /\bgzip\b/.test(acceptEncoding)) return "gzip";
  return null;
}

function send(c: Context, file: SpaFile, status: 200 | 404 = 200): Response {
  const headers = new Headers({ "Content-Type": file.contentType, Vary: "Accept-Encoding" });
  if (status === 404) {
    // An error is never stored, by the browser or a proxy: the path may be a screen after the
    // next deploy, and the document costs nothing to send again. No ETag: nothing to revalidate.
    headers.set("Cache-Control", "no-store");
  } else {
    headers.set("ETag", file.etag);
    // Hashed assets never change; index.html must be revalidated so a deploy shows at once.
    headers.set("Cache-Control", file.immutable ? "public, max-age=31536000, immutable" : "no-cache");
    if (c.req.header("if-none-match") === file.etag) return new Response(null, { status: 304, headers });
  }
  const encoding = pickEncoding(file, c.req.header("accept-encoding") ?? "");
  const body = encoding === "br" ? file.br : encoding === "gzip" ? file.gzip : file.body;
  if (encoding) headers.set("Content-Encoding", encoding);
  headers.set("Content-Length", String(body?.byteLength ?? 0));
  return new Response(c.req.method === "HEAD" ? null : (body as Uint8Array<ArrayBuffer>), {
    status,
    headers,
  });
}

/**
 * Serves the built SPA: exact files first, then index.html for any other GET (history-mode
 * fallback, so a deep link like /app/feeds/ethereum/eth/ loads the app). A path the app has no
 * route for (core's matchAppRoute, the list the web's router declares) gets the same index.html
 * with status 404: the browser still draws the app's 404 page (ROUTE-22), and crawlers and
 * monitors see the truth. A path with a route but an unknown id stays 200; its route loader asks
 * the api and shows the 404 page. A missing file under /assets/ is a plain 404: answering HTML
 * there would hand the browser a broken script.
 */
export function mountSpa(app: Hono, assets: SpaAssets | null): void {
  app.on(["GET", "HEAD"], "*", (c) => {
    if (!assets) return c.html(NOT_BUILT_PAGE, 503);
    const url = new URL(c.req.url);
    const path = safeDecode(url.pathname);
    const file = assets.files.get(path);
    if (file) return send(c, file);
    if (path.startsWith("/assets/")) return c.text("Not found", 404);
    // The path as sent: the router decodes each segment on its own (an encoded "/" is no separator).
    const route = matchAppRoute(url.pathname);
    if (!route) return send(c, assets.index, 404);
    return send(c, assets.pageFor(route, url.searchParams));
  });
}
