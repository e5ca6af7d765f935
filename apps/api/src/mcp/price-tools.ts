import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import type { ApiWarning } from "@oracle-explorer/core/api-views";
import { appPaths } from "@oracle-explorer/core/app-routes";
import { TOKEN_SERIES_RANGES } from "@oracle-explorer/core/charts";
import { primaryProdServiceId } from "@oracle-explorer/core/config";
import { formatPrice } from "@oracle-explorer/core/format";
import { z } from "zod";
import type { ApiContext } from "../context.ts";
import { loadSymbolCatalogue } from "../domain/manifests.ts";
import { tokenDetail, tokenSeries } from "../domain/token-prices.ts";
import { allowedProviders, loadTokenContext, type TokenContext } from "../domain/tokens.ts";
import { answer, type LinkTo, NotFoundError, toolResult } from "./tool-results.ts";

const symbol = z
  .string()
  .trim()
  .min(1)
  .max(120)
  .describe('The token\'s symbol as the explorer lists it: "ETH", "BTC", "USDC" (search finds it)');
const provider = z
  .string()
  .trim()
  .max(80)
  .optional()
  .describe('A data service such as "redstone-primary-prod", or "coingecko"; default the token\'s first');

const warningsOut = z.array(z.string()).describe("Upstreams that failed: the answer is partial");
const warningTexts = (warnings: readonly ApiWarning[]) => warnings.map((warning) => warning.message);

/**
 * The token a symbol names, as the token page reads it, else the one symbol it names in another
 * case ("eth" is ETH: a model does not keep a symbol's case; "steth" stays ambiguous when two
 * symbols differ only in case, and the error lists them).
 */
async function loadToken(ctx: ApiContext, param: string): Promise<TokenContext> {
  const exact = await loadTokenContext(ctx, param);
  if (exact) return exact;
  const lower = param.toLowerCase();
  const { details } = await loadSymbolCatalogue(ctx);
  const matches = [...details.keys()].filter((known) => known.toLowerCase() === lower);
  const only = matches.length === 1 ? await loadTokenContext(ctx, matches[0] as string) : null;
  if (only) return only;
  throw new NotFoundError(
    matches.length > 1
      ? `"${param}" names ${matches.join(", ")}: give the symbol in its case.`
      : `No token "${param}": search for it by name or symbol.`,
  );
}

/** The token a symbol names and the provider to read, or the tool error that says why not. */
async function resolveToken(
  ctx: ApiContext,
  param: string,
  asked: string | undefined,
): Promise<{ token: TokenContext; chosen: string }> {
  const token = await loadToken(ctx, param);
  const chosen = asked ?? token.providers[0] ?? primaryProdServiceId(ctx.config);
  const allowed = allowedProviders(ctx, token);
  if (!allowed.has(chosen)) {
    throw new NotFoundError(
      `"${chosen}" is not a provider of ${token.details.symbol}; use one of ${[...allowed].join(", ")}.`,
    );
  }
  return { token, chosen };
}

const priceOutput = z.object({
  symbol: z.string(),
  name: z.string(),
  denomination: z.string(),
  /** The provider asked for, and the one that answered (a fallback when it had nothing). */
  provider: z.string(),
  answeredBy: z.string().nullable(),
  price: z.number().nullable(),
  /** When the price was signed, epoch ms, and its age in seconds when read. */
  timestamp: z.number().nullable(),
  ageSeconds: z.number().nullable(),
  /** Each source's value behind the price. */
  sources: z.record(z.string(), z.number()),
  dataServices: z.array(z.string()),
  providers: z.array(z.string()),
  url: z.string(),
  warnings: warningsOut,
});

const historyOutput = z.object({
  symbol: z.string(),
  range: z.enum(TOKEN_SERIES_RANGES),
  provider: z.string(),
  answeredBy: z.string().nullable(),
  /** Oldest first; empty while the provider is still collecting the token's data. */
  points: z.array(z.object({ timestamp: z.number(), value: z.number() })),
  summary: z
    .object({
      first: z.number(),
      last: z.number(),
      min: z.number(),
      max: z.number(),
      /** last against first, percent. */
      changePercent: z.number().nullable(),
    })
    .nullable(),
  url: z.string(),
  warnings: warningsOut,
});

function summaryOf(points: readonly { value: number }[]) {
  const first = points[0]?.value;
  const last = points.at(-1)?.value;
  if (first === undefined || last === undefined) return null;
  const values = points.map((point) => point.value);
  return {
    first,
    last,
    min: Math.min(...values),
    max: Math.max(...values),
    changePercent: first === 0 ? null : ((last - first) / first) * 100,
  };
}

/** get_token_price and get_price_history: the token page's latest price and chart. */
export function registerPriceTools(server: McpServer, ctx: ApiContext, link: LinkTo): void {
  server.registerTool(
    "get_token_price",
    {
      title: "A token's latest price and its sources",
      description:
        "The latest signed price of a token from a data service (default its first), when it was signed, and the value each source gave.",
      inputSchema: z.object({ symbol, provider }),
      outputSchema: priceOutput,
      annotations: { readOnlyHint: true, openWorldHint: true },
    },
    (args) =>
      answer("get_token_price", async () => {
        const { token, chosen } = await resolveToken(ctx, args.symbol, args.provider);
        const detail = await tokenDetail(ctx, token, chosen);
        const latest = detail.latest;
        const result = {
          symbol: detail.symbol,
          name: detail.name,
          denomination: detail.denomination,
          provider: chosen,
          answeredBy: latest?.provider ?? null,
          price: latest?.value ?? null,
          timestamp: latest?.timestamp ?? null,
          ageSeconds: latest ? Math.max(0, Math.round((ctx.now() - latest.timestamp) / 1000)) : null,
          sources: latest?.source ?? {},
          dataServices: detail.dataServices,
          providers: detail.providers,
          url: link(appPaths.token(detail.symbol)),
          warnings: warningTexts(detail.warnings),
        };
        const text = latest
          ? `${detail.symbol} (${detail.name}): ${formatPrice(latest.value)} ${detail.denomination}, signed ${new Date(latest.timestamp).toISOString()} by ${latest.provider}, from ${Object.keys(latest.source).length} sources.`
          : `${detail.symbol} (${detail.name}): no price from ${chosen} right now${result.warnings.length > 0 ? ` (${result.warnings.join("; ")})` : ""}.`;
        return toolResult(result, text);
      }),
  );

  server.registerTool(
    "get_price_history",
    {
      title: "A token's price over a range",
      description:
        "A token's price points over the last hour, day, 3 days or 7 days (oldest first), with first, last, min, max and the change.",
      inputSchema: z.object({
        symbol,
        range: z.enum(TOKEN_SERIES_RANGES).default("1d").describe("1h, 1d, 3d or 7d back from now"),
        provider,
      }),
      outputSchema: historyOutput,
      annotations: { readOnlyHint: true, openWorldHint: true },
    },
    (args) =>
      answer("get_price_history", async () => {
        const { token, chosen } = await resolveToken(ctx, args.symbol, args.provider);
        const series = await tokenSeries(ctx, token, chosen, args.range);
        const summary = summaryOf(series.points);
        const result = {
          symbol: series.symbol,
          range: series.range,
          provider: chosen,
          answeredBy: series.answeredBy,
          points: series.points,
          summary,
          url: link(appPaths.token(series.symbol)),
          warnings: warningTexts(series.warnings),
        };
        const change =
          summary?.changePercent == null
            ? ""
            : `, ${summary.changePercent >= 0 ? "+" : ""}${summary.changePercent.toFixed(2)} %`;
        const text = summary
          ? `${series.symbol} over ${series.range}: ${series.points.length} points from ${formatPrice(summary.first)} to ${formatPrice(summary.last)}${change} (min ${formatPrice(summary.min)}, max ${formatPrice(summary.max)}).`
          : `${series.symbol} over ${series.range}: no points yet from ${chosen}.`;
        return toolResult(result, text);
      }),
  );
}
