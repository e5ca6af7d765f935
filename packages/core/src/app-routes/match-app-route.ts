import { APP_ROUTES, type AppRouteName } from "./app-route-patterns.ts";

/** A path's screen and its params, decoded as the web's router hands them to the screen. */
export interface AppRouteMatch {
  name: AppRouteName;
  params: Readonly<Record<string, string>>;
}

interface CompiledRoute {
  name: AppRouteName;
  paramNames: readonly string[];
  matcher: RegExp;
}

/** `text` matched literally inside a regular expression (the web app's paths of the current screen). */
export const escapeRegExp = (text: string) => text.replace(/[\\^$.*+?()[\]{}|]/g, "\\$&");

/**
 * A pattern compiled as React Router compiles one (compilePath): case-insensitive, a param is one
 * non-empty segment, and any number of trailing slashes match. The server must agree with the
 * browser's router on every path, or it would call a working page missing (or the reverse).
 */
function compile(name: AppRouteName, pattern: string): CompiledRoute {
  const paramNames: string[] = [];
  const source = pattern
    .split("/")
    .filter((segment) => segment !== "")
    .map((segment) => {
      if (!segment.startsWith(":")) return `/${escapeRegExp(segment)}`;
      paramNames.push(segment.slice(1));
      return "/([^/]+)";
    })
    .join("");
  return { name, paramNames, matcher: new RegExp(`^${source || "/"}/*$`, "i") };
}

const COMPILED: readonly CompiledRoute[] = (Object.keys(APP_ROUTES) as AppRouteName[]).map((name) =>
  compile(name, APP_ROUTES[name]),
);

/**
 * Decodes each segment on its own, as React Router does (decodePath): an encoded "/" stays inside
 * its segment ("USDC%2FEUR" is one symbol), and a malformed escape leaves the whole path as sent.
 */
function decodeSegments(pathname: string): string {
  try {
    return pathname
      .split("/")
      .map((segment) => decodeURIComponent(segment).replaceAll("/", "%2F"))
      .join("/");
  } catch {
    return pathname;
  }
}

/**
 * The screen a URL path (as sent, percent-encoded) opens in the web app, or null when the app has
 * no route for it and shows its 404 page.
 */
export function matchAppRoute(pathname: string): AppRouteMatch | null {
  const decoded = decodeSegments(pathname);
  for (const route of COMPILED) {
    const found = route.matcher.exec(decoded);
    if (!found) continue;
    const params: Record<string, string> = {};
    route.paramNames.forEach((param, index) => {
      params[param] = (found[index + 1] ?? "").replaceAll("%2F", "/");
    });
    return { name: route.name, params };
  }
  return null;
}
