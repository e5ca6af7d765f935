import type { CachePolicy } from "../cache.ts";
import type { ApiContext } from "../context.ts";
import { UpstreamError } from "../upstream/upstream-error.ts";
import { cached } from "./cached.ts";

/**
 * Logo images served same-origin (see asset-urls.ts): relative image paths are read from the
 * catalogue upstream's origin, kept in the api's cache, and only ever served as images.
 */

export interface AssetFile {
  /** An image/* media type. */
  contentType: string;
  bytes: ArrayBuffer;
}

/** Logos change rarely; a refresh failure keeps the last good copy for a week. */
const ASSET_POLICY: CachePolicy = { ttlMs: 6 * 3_600_000, staleMs: 7 * 86_400_000 };
const TIMEOUT_MS = 4_000;
/** Logos are small; anything bigger is not one. */
const MAX_BYTES = 1_048_576;
const UPSTREAM = "assets";

/** Path segments of plain file names only: no "..", no encoded characters, no query. */
const SAFE_PATH = /^[A-Za-z0-9_~-][A-Za-z0-9._~-]*(?:\/[A-Za-z0-9_~-][A-Za-z0-9._~-]*)*$/;

/** Whether a requested asset path may be asked for upstream at all. */
export function isSafeAssetPath(path: string): boolean {
  // Logos only: the proxy must not become a way to read anything else on the catalogue's host.
  return path.length <= 256 && path.startsWith("images/") && SAFE_PATH.test(path);
}

/**
 * An SVG that could run script if opened on its own is refused: served from the api's origin it
 * would run with that origin's rights, and a logo never needs script or event handlers.
 */
const ACTIVE_SVG = /<script|<foreignObject|javascript:|\son[a-z]+\s*=/i;

async function fetchAsset(ctx: ApiContext, path: string): Promise<AssetFile | null> {
  // The shipped catalogue names its logos by absolute https URLs: no relative image to serve.
  if (ctx.config.upstreams.catalogue === null) return null;
  const url = `${new URL(ctx.config.upstreams.catalogue).origin}/${path}`;
  const fail = (error: UpstreamError): never => {
    ctx.health.failure(UPSTREAM, error.message);
    throw error;
  };
  let response: Response;
  let bytes: ArrayBuffer;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS), headers: { accept: "image/*" } });
    if (response.status === 404 || response.status === 410) {
      await response.body?.cancel();
      return null;
    }
    if (!response.ok) {
      await response.body?.cancel();
      return fail(new UpstreamError(UPSTREAM, "http", `HTTP ${response.status}`, response.status));
    }
    bytes = await response.arrayBuffer();
  } catch (error) {
    if (error instanceof UpstreamError) throw error;
    const timedOut = error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
    return fail(
      new UpstreamError(
        UPSTREAM,
        timedOut ? "timeout" : "down",
        timedOut ? `no answer within ${TIMEOUT_MS} ms` : String(error),
      ),
    );
  }
  ctx.health.success(UPSTREAM);
  const contentType = (response.headers.get("content-type") ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
  if (!contentType.startsWith("image/") || bytes.byteLength > MAX_BYTES) return null;
  if (contentType === "image/svg+xml" && ACTIVE_SVG.test(new TextDecoder().decode(bytes))) return null;
  return { contentType, bytes };
}

/** The image at a relative path of the catalogue's origin, or null when there is none (a 404). */
export function loadAsset(ctx: ApiContext, path: string): Promise<AssetFile | null> {
  return cached(ctx, `assets:${path}`, ASSET_POLICY, () => fetchAsset(ctx, path));
}
