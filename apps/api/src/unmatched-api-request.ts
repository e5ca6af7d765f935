import type { Context } from "hono";
import { METHOD_NAME_ALL } from "hono/router";
import { TrieRouter } from "hono/router/trie-router";
import type { RouterRoute } from "hono/types";
import { echoInput } from "./routes/v1/echoed-input.ts";
import { methodNotAllowed, notFound } from "./routes/v1/errors.ts";

/** The methods a resource answers, as `Allow` lists them: GET with the HEAD Hono derives from it. */
function allowHeaderMethods(methods: ReadonlySet<string>): string[] {
  const others = [...methods].filter((method) => method !== "GET" && method !== "HEAD").sort();
  return [...(methods.has("GET") ? ["GET", "HEAD"] : methods.has("HEAD") ? ["HEAD"] : []), ...others];
}

/**
 * The api's answer to a request no route took. Hono answers 404 alike for a path with no
 * resource and for a resource asked with a method it does not answer; the second is a 405 with
 * `Allow` (POST /api/v1/tokens → `Allow: GET, HEAD`), so a client learns that its URL is right
 * and its method is not. `routes` are the api router's own (mounted at `base`), read once the
 * router is complete: its middleware (method ALL) answers nothing by itself and is left out.
 */
export function unmatchedApiRequest(routes: readonly RouterRoute[], base: string) {
  const resources = new TrieRouter<string>();
  for (const route of routes) {
    if (route.method !== METHOD_NAME_ALL)
      resources.add(METHOD_NAME_ALL, `${base}${route.path}`, route.method);
  }
  return (c: Context) => {
    const [matched] = resources.match(c.req.method, c.req.path);
    const methods = new Set(matched.map(([method]) => method));
    if (methods.size > 0) return methodNotAllowed(c, c.req.method, allowHeaderMethods(methods));
    return notFound(c, `No api resource at ${echoInput(c.req.path)}`);
  };
}
