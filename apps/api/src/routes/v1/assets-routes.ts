import type { OpenAPIHono } from "@hono/zod-openapi";
import type { ApiContext } from "../../context.ts";
import { isSafeAssetPath, loadAsset } from "../../domain/assets.ts";
import { notFound } from "./errors.ts";
import { sendWithEtag } from "./http-cache.ts";

const ASSETS_SEGMENT = "/assets/";
/** Browsers may keep a logo a day; the api's own copy refreshes every few hours. */
const MAX_AGE_S = 86_400;

/**
 * GET /api/v1/assets/{path}: a logo from the catalogue upstream's origin, same-origin for the
 * page's CSP (domain/asset-urls.ts rewrites every relative logo URI to it). Only images are
 * served; any other path or content type is a 404. Not in the OpenAPI document: its path is a
 * wildcard, and it serves images, not JSON.
 */
export function registerAssetsRoutes(app: OpenAPIHono, ctx: ApiContext): void {
  app.get("/assets/*", async (c) => {
    // The raw (still percent-encoded) path after "/assets/": an encoded character is never a safe
    // path, so "%2e%2e" and broken encodings are refused before anything is decoded.
    const { pathname } = new URL(c.req.url);
    const path = pathname.slice(pathname.indexOf(ASSETS_SEGMENT) + ASSETS_SEGMENT.length);
    const asset = isSafeAssetPath(path) ? await loadAsset(ctx, path) : null;
    if (!asset) return notFound(c, "No such image");
    return sendWithEtag(c, asset.bytes, {
      "Content-Type": asset.contentType,
      "Cache-Control": `public, max-age=${MAX_AGE_S}`,
    });
  });
}
