import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import { primaryProdServiceId } from "@oracle-explorer/core/config";
import type { Context } from "hono";
import { z } from "zod";
import type { ApiContext } from "../../context.ts";
import {
  type Badge,
  feedBadge,
  notFoundBadge,
  tokenBadge,
  unavailableBadge,
} from "../../domain/badge-content.ts";
import { BADGE_THEMES, type BadgeContent, type BadgeTheme, renderBadge } from "../../domain/badge-svg.ts";
import { findFeed } from "../../domain/feeds.ts";
import { loadTokenContext } from "../../domain/tokens.ts";
import { UpstreamError } from "../../upstream/upstream-error.ts";
import { echoInput } from "./echoed-input.ts";
import { badRequest, notFound, upstreamFailed, validationMessage } from "./errors.ts";
import { feedParams, layerQuery } from "./feed-lookup.ts";
import { sendWithEtag } from "./http-cache.ts";
import { BAD_REQUEST, NOT_FOUND, RATE_LIMITED, UPSTREAM_FAILED } from "./openapi-responses.ts";

/**
 * Embeddable SVG badges (issue 30): /badges/feeds/{network}/{token}.svg (a push feed, by the
 * route forms of its page, ?layer= where two layers share them) and /badges/tokens/{symbol}.svg.
 * An <img> shows whatever image it gets, so every answer an image can get is a badge: an unknown
 * id is a 404 badge saying "not found", a failed upstream a 502/504 badge saying the value is
 * unavailable. A client that asks for JSON (Accept: application/json, no image type) gets the
 * api's ApiError body for those instead, as the document lists.
 */

const SVG = ".svg";
/** Long enough for any feed or token id and its ".svg"; a longer one is a 400 badge. */
const MAX_FILE_CHARS = 205;

const svgFile = (description: string, example: string) =>
  z
    .string()
    .min(SVG.length + 1)
    .max(MAX_FILE_CHARS)
    .regex(/\.svg$/, 'must end in ".svg"')
    .meta({ description, example });

const themeQuery = z
  .enum(BADGE_THEMES)
  .optional()
  .meta({ description: "light (default), or dark: colours for a dark page" });

const SVG_CONTENT = { "image/svg+xml": { schema: z.string() } };

/** An error answer as documented: the ApiError body for JSON clients, a badge for images. */
function orBadge<R extends Record<number, { description: string; content: object }>>(responses: R): R {
  return Object.fromEntries(
    Object.entries(responses).map(([status, response]) => [
      status,
      {
        ...response,
        description: `${response.description}: a badge saying so, or ApiError when Accept asks for JSON`,
        content: { ...SVG_CONTENT, ...response.content },
      },
    ]),
  ) as R;
}

const badgeResponses = {
  200: {
    description:
      "The badge: name, value, freshness and verified signers, light or dark; Cache-Control follows " +
      "the freshness of what it shows, with an ETag for revalidation (304)",
    content: SVG_CONTENT,
  },
  ...orBadge({ ...BAD_REQUEST, ...NOT_FOUND, ...UPSTREAM_FAILED }),
  ...RATE_LIMITED,
};

const feedBadgeRoute = createRoute({
  method: "get",
  path: "/badges/feeds/{network}/{file}",
  operationId: "getFeedBadge",
  tags: ["badges"],
  summary: "A push feed's badge (SVG): feed and network, value, freshness, verified signers",
  request: {
    params: z.object({
      network: feedParams.shape.network,
      file: svgFile("The feed's routeToken (as its page's URL has it), then .svg", "eth.svg"),
    }),
    query: z.object({ layer: layerQuery, theme: themeQuery }),
  },
  responses: badgeResponses,
});

const tokenBadgeRoute = createRoute({
  method: "get",
  path: "/badges/tokens/{file}",
  operationId: "getTokenBadge",
  tags: ["badges"],
  summary: "A token's badge (SVG): symbol, latest price, freshness, verified signers",
  request: {
    params: z.object({
      file: svgFile('The token\'s symbol, with "-" for "/" (ETH-USD is ETH/USD), then .svg', "ETH.svg"),
    }),
    query: z.object({ theme: themeQuery }),
  },
  responses: badgeResponses,
});

/** How long a 404 badge may be kept, seconds: an id that names nothing rarely starts to. */
const NOT_FOUND_MAX_AGE_S = 60;
/** A failure's badge: kept briefly, so a recovery shows soon. */
const FAILED_MAX_AGE_S = 5;

/** Whether the client asked for JSON rather than an image (a generated api client, not an <img>). */
function wantsJson(c: Context): boolean {
  const accept = c.req.header("accept") ?? "";
  return accept.includes("application/json") && !accept.includes("image/");
}

const themeOf = (c: Context): BadgeTheme => (c.req.query("theme") === "dark" ? "dark" : "light");

/**
 * Sends a badge: Cache-Control, a weak ETag of the SVG and 304 for a matching If-None-Match (the
 * Atom route's way), and Cross-Origin-Resource-Policy: cross-origin, which other sites' pages need
 * to show it (the api's default, same-origin, blocks them; security-headers.ts keeps a route's own).
 */
function sendBadge(
  c: Context,
  content: BadgeContent,
  status: 200 | 400 | 404 | 500 | 502 | 504,
  maxAge: number,
) {
  return sendWithEtag(
    c,
    renderBadge(content, themeOf(c)),
    {
      "Cache-Control": maxAge > 0 ? `public, max-age=${Math.floor(maxAge)}` : "no-store",
      "Content-Type": "image/svg+xml; charset=utf-8",
      "Cross-Origin-Resource-Policy": "cross-origin",
      // Errors are JSON for JSON clients: a shared cache must not hand a badge to one of them.
      Vary: "Accept",
    },
    status,
  );
}

/**
 * The badge of a subject, or the badge (or JSON error) saying why there is none. `load` answers
 * null for an id that names nothing; an upstream failure with nothing cached is a 502/504, and
 * any other error a 500, both still images.
 */
async function answerBadge(
  c: Context,
  what: "feed" | "token",
  subject: string,
  load: () => Promise<Badge | null>,
) {
  try {
    const badge = await load();
    if (badge) return sendBadge(c, badge.content, 200, badge.maxAgeSeconds);
    if (wantsJson(c)) return notFound(c, `No ${what} "${echoInput(subject)}"`);
    return sendBadge(c, notFoundBadge(what), 404, NOT_FOUND_MAX_AGE_S);
  } catch (error) {
    if (error instanceof UpstreamError) {
      if (wantsJson(c)) return upstreamFailed(c, error);
      return sendBadge(
        c,
        unavailableBadge(subject),
        error.failure === "timeout" ? 504 : 502,
        FAILED_MAX_AGE_S,
      );
    }
    console.error("api: a badge failed", error);
    return sendBadge(c, unavailableBadge(subject), 500, 0);
  }
}

/** A request its route's schema refuses (an id past 200 characters, ?theme=blue): a 400 badge. */
function invalidBadge(
  result: { success: true } | { success: false; error: { issues: z.core.$ZodIssue[] } },
  c: Context,
) {
  if (result.success) return;
  const message = validationMessage(result.error.issues[0]);
  if (wantsJson(c)) return badRequest(c, message);
  return sendBadge(c, { label: "badge", message, tone: "neutral" }, 400, NOT_FOUND_MAX_AGE_S);
}

const withoutSvg = (file: string) => file.slice(0, -SVG.length);

export function registerBadgesRoutes(app: OpenAPIHono, ctx: ApiContext): void {
  app.openapi(
    feedBadgeRoute,
    (c) => {
      const { network, file } = c.req.valid("param");
      const { layer } = c.req.valid("query");
      const token = withoutSvg(file);
      return answerBadge(c, "feed", `${token} · ${network}`, async () => {
        const found = await findFeed(ctx, { network, token, layer });
        return found ? feedBadge(ctx, found) : null;
      });
    },
    invalidBadge,
  );

  app.openapi(
    tokenBadgeRoute,
    (c) => {
      const symbol = withoutSvg(c.req.valid("param").file);
      return answerBadge(c, "token", symbol, async () => {
        const token = await loadTokenContext(ctx, symbol);
        if (!token) return null;
        // The token page's default view: its first provider.
        return tokenBadge(ctx, token, token.providers[0] ?? primaryProdServiceId(ctx.config));
      });
    },
    invalidBadge,
  );
}
