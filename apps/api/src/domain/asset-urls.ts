/**
 * Logo URIs as the browser may load them. Upstream catalogues give relative paths on their own
 * host ("/images/tokens/eth.svg"), which the page's CSP does not allow (only the api's origin and
 * https), so the api serves them same-origin under this prefix (see routes/v1/assets-routes.ts).
 */
export const ASSETS_PATH = "/api/v1/assets";

/** An absolute URL the CSP lets an <img> load: https, or an inline data: image. */
const LOADABLE_ABSOLUTE = /^(https:\/\/|data:image\/)/i;
/** Any scheme ("http:", "javascript:"…): absolute, but not loadable under the CSP. */
const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/**
 * The URL a logo is shown from: relative paths become /api/v1/assets/…, https and data: URLs
 * pass through unchanged, and anything else (empty, http:, other schemes) is null — no logo is
 * better than a broken one.
 */
export function toAssetUrl(uri: string | null | undefined): string | null {
  const text = uri?.trim();
  if (!text) return null;
  if (LOADABLE_ABSOLUTE.test(text)) return text;
  if (HAS_SCHEME.test(text) || text.startsWith("//")) return null;
  return `${ASSETS_PATH}/${text.replace(/^\/+/, "")}`;
}

/**
 * A link the page may render as <a href>: http(s) only, so an upstream value such as
 * "javascript:…" never reaches the browser as a link; anything else is null (no link).
 */
export function toLinkUrl(url: string | null | undefined): string | null {
  const text = url?.trim();
  return text && /^https?:\/\/[^\s]+$/i.test(text) ? text : null;
}
