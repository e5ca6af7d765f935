import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import {
  tokenDetailView,
  tokenHistoryView,
  tokenSeriesView,
  tokensView,
} from "@oracle-explorer/core/api-views";
import { TOKEN_SERIES_RANGES } from "@oracle-explorer/core/charts";
import { primaryProdServiceId } from "@oracle-explorer/core/config";
import { PRICE_TABLE_FETCH_LIMIT, RECENT_UPDATES_WINDOW_MS } from "@oracle-explorer/core/constants";
import type { Context } from "hono";
import { z } from "zod";
import { POLICIES, seriesPolicy } from "../../cache-policies.ts";
import type { ApiContext } from "../../context.ts";
import { tokenDetail, tokenHistory, tokenSeries } from "../../domain/token-prices.ts";
import { allowedProviders, loadTokenContext, type TokenContext, tokensList } from "../../domain/tokens.ts";
import { maxAgeFor, secondsOf } from "../../domain/warnings.ts";
import { registerAssetsRoutes } from "./assets-routes.ts";
import { echoInput } from "./echoed-input.ts";
import { badRequest, notFound } from "./errors.ts";
import { sendCachedJson } from "./http-cache.ts";
import { BAD_REQUEST, NOT_FOUND, ok, RATE_LIMITED, UPSTREAM_FAILED } from "./openapi-responses.ts";

/** The Recent updates table's page size is capped here, whatever `limit` asks for. */
export const MAX_HISTORY_LIMIT = 100;
const MAX_HISTORY_OFFSET = 1_000_000;
/** A default `to` (now) is rounded down to this grid, so visitors within it share one cached page. */
const DEFAULT_TO_GRID_MS = 10_000;

const symbolParam = z.object({
  symbol: z.string().min(1).max(120).meta({
    description: 'The token\'s symbol, with "-" for "/" (ETH-USD is ETH/USD)',
    example: "ETH",
  }),
});

const provider = z
  .string()
  .regex(/^[A-Za-z0-9._-]{1,80}$/, "must be a provider id such as redstone-primary-prod or coingecko")
  .optional()
  .meta({ description: "Price provider; default the first of the token's providers" });

/** A whole number in the query; anything else (negative, fractional, text) is a 400. */
const wholeNumber = (what: string, max: number) =>
  z
    .string()
    .regex(/^\d{1,16}$/, `must be ${what}`)
    .transform(Number)
    .pipe(z.number().max(max, `must be at most ${max}`))
    .optional();

/** The list's first two tokens on the devnet: the document's example answer. */
const TOKENS_EXAMPLE = {
  provider: "redstone-primary-prod",
  tokens: [
    {
      symbol: "BTC",
      name: "Bitcoin",
      logoURI: "/api/v1/assets/images/tokens/btc.svg",
      tags: ["crypto"],
      denomination: "USD",
      price: 98_731.73,
      priceTimestamp: 1_767_225_600_000,
    },
    {
      symbol: "ETH",
      name: "Ethereum",
      logoURI: "/api/v1/assets/images/tokens/eth.svg",
      tags: ["crypto"],
      denomination: "USD",
      price: 3_431.92,
      priceTimestamp: 1_767_225_600_000,
    },
  ],
  warnings: [],
};

const listRoute = createRoute({
  method: "get",
  path: "/tokens",
  operationId: "listTokens",
  tags: ["tokens"],
  summary: "Data Feeds list: every non-hidden token with its latest price",
  responses: {
    200: ok(tokensView, "Tokens in popularity order", TOKENS_EXAMPLE),
    ...UPSTREAM_FAILED,
    ...RATE_LIMITED,
  },
});

const detailRoute = createRoute({
  method: "get",
  path: "/tokens/{symbol}",
  operationId: "getToken",
  tags: ["tokens"],
  summary: "Token page: catalogue data, providers and the latest price",
  request: { params: symbolParam, query: z.object({ provider }) },
  responses: {
    200: ok(tokenDetailView, "The token"),
    ...BAD_REQUEST,
    ...NOT_FOUND,
    ...UPSTREAM_FAILED,
    ...RATE_LIMITED,
  },
});

const seriesRoute = createRoute({
  method: "get",
  path: "/tokens/{symbol}/series",
  operationId: "getTokenSeries",
  tags: ["tokens"],
  summary: "Price chart points of one range, with the provider fallback",
  request: {
    params: symbolParam,
    query: z.object({
      range: z.enum(TOKEN_SERIES_RANGES).default("1d").meta({ description: "Chart range; default 1d" }),
      provider,
    }),
  },
  responses: {
    200: ok(tokenSeriesView, "Points, ascending"),
    ...BAD_REQUEST,
    ...NOT_FOUND,
    ...UPSTREAM_FAILED,
    ...RATE_LIMITED,
  },
});

const historyRoute = createRoute({
  method: "get",
  path: "/tokens/{symbol}/history",
  operationId: "getTokenHistory",
  tags: ["tokens"],
  summary: "Recent updates: a page of price updates, newest first",
  request: {
    params: symbolParam,
    query: z.object({
      from: wholeNumber("epoch milliseconds", 8.64e15).meta({ description: "Default: to − 24 h" }),
      to: wholeNumber("epoch milliseconds", 8.64e15).meta({
        description: "Default now; later is clamped to now",
      }),
      limit: wholeNumber("a whole number", Number.MAX_SAFE_INTEGER).meta({
        description: `Default ${PRICE_TABLE_FETCH_LIMIT}, capped at ${MAX_HISTORY_LIMIT}`,
      }),
      offset: wholeNumber("a whole number ≥ 0", MAX_HISTORY_OFFSET).meta({ description: "Default 0" }),
      provider,
    }),
  },
  responses: {
    200: ok(tokenHistoryView, "Newest first"),
    ...BAD_REQUEST,
    ...NOT_FOUND,
    ...UPSTREAM_FAILED,
    ...RATE_LIMITED,
  },
});

type Resolved =
  | { token: TokenContext; chosen: string }
  | { response: ReturnType<typeof notFound> | ReturnType<typeof badRequest> };

/** The token of the path and the provider of the query, or the 404 / 400 answer. */
async function resolve(
  c: Context,
  ctx: ApiContext,
  param: string,
  asked: string | undefined,
): Promise<Resolved> {
  const token = await loadTokenContext(ctx, param);
  if (!token) return { response: notFound(c, `No token "${echoInput(param)}"`) };
  const chosen = asked ?? token.providers[0] ?? primaryProdServiceId(ctx.config);
  const allowed = allowedProviders(ctx, token);
  if (!allowed.has(chosen)) {
    return {
      response: badRequest(
        c,
        `provider: "${echoInput(chosen)}" is not a provider of ${token.details.symbol}; use one of ${[...allowed].join(", ")}`,
      ),
    };
  }
  return { token, chosen };
}

export function registerTokensRoutes(app: OpenAPIHono, ctx: ApiContext): void {
  registerAssetsRoutes(app, ctx);

  app.openapi(listRoute, async (c) => {
    const body = await tokensList(ctx);
    return sendCachedJson(c, body, {
      maxAgeSeconds: maxAgeFor(body.warnings, secondsOf(ctx.cache.capped(POLICIES.pricesAll))),
    });
  });

  app.openapi(detailRoute, async (c) => {
    const resolved = await resolve(c, ctx, c.req.valid("param").symbol, c.req.valid("query").provider);
    if ("response" in resolved) return resolved.response;
    const body = await tokenDetail(ctx, resolved.token, resolved.chosen);
    return sendCachedJson(c, body, {
      maxAgeSeconds: maxAgeFor(body.warnings, secondsOf(ctx.cache.capped(POLICIES.priceLatest))),
    });
  });

  app.openapi(seriesRoute, async (c) => {
    const query = c.req.valid("query");
    const resolved = await resolve(c, ctx, c.req.valid("param").symbol, query.provider);
    if ("response" in resolved) return resolved.response;
    const body = await tokenSeries(ctx, resolved.token, resolved.chosen, query.range);
    const policy = ctx.cache.capped(seriesPolicy(query.range));
    return sendCachedJson(c, body, { maxAgeSeconds: maxAgeFor(body.warnings, secondsOf(policy)) });
  });

  app.openapi(historyRoute, async (c) => {
    const query = c.req.valid("query");
    const resolved = await resolve(c, ctx, c.req.valid("param").symbol, query.provider);
    if ("response" in resolved) return resolved.response;
    // TOKEN-16: the last 24 h by default; FILTER-29/30: from ≤ to ≤ now, by clamping.
    const now = ctx.now();
    const to = Math.min(query.to ?? Math.floor(now / DEFAULT_TO_GRID_MS) * DEFAULT_TO_GRID_MS, now);
    const from = Math.min(query.from ?? to - RECENT_UPDATES_WINDOW_MS, to);
    const limit = Math.min(query.limit ?? PRICE_TABLE_FETCH_LIMIT, MAX_HISTORY_LIMIT);
    if (limit < 1) return badRequest(c, "limit: must be at least 1");
    const body = await tokenHistory(ctx, resolved.token, resolved.chosen, {
      from,
      to,
      limit,
      offset: query.offset ?? 0,
    });
    return sendCachedJson(c, body, {
      maxAgeSeconds: maxAgeFor(body.warnings, secondsOf(ctx.cache.capped(POLICIES.history))),
    });
  });
}
