import { Hono } from "hono";
import type { Market } from "../market/types.ts";
import type { World, WorldToken } from "../world/types.ts";

/**
 * A CoinGecko-style price aggregator replica, used when a visitor picks the "coingecko" provider
 * (upstream contract b): simple/price, coins/{id}/market_chart and market_chart/range, plus
 * coins/list so clients can map symbols to ids. Quotes are in USD, so only USD-denominated
 * tokens are listed. Ids are the token's name as a slug ("Ethereum" → "ethereum").
 */

function coingeckoId(token: Pick<WorldToken, "name" | "symbol">): string {
  const slug = token.name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
  return slug || token.symbol.toLowerCase();
}

/** CoinGecko's granularity: 5-minutely up to 1 day, hourly up to 90 days, daily beyond. */
function granularity(spanMs: number): number {
  if (spanMs <= 86_400_000) return 300_000;
  if (spanMs <= 90 * 86_400_000) return 3_600_000;
  return 86_400_000;
}

/** The aggregator's `precision` as a number of decimals; null ("full") keeps every digit. */
const round = (value: number, precision: number | null) =>
  precision === null ? value : Number(value.toFixed(precision));

/** CoinGecko's rule: an integer from 0 to 18, or "full"; its default is 2 decimals. */
function precisionOf(asked: string | undefined): number | null {
  if (asked === "full") return null;
  const digits = Number(asked ?? 2);
  return Number.isInteger(digits) ? Math.min(18, Math.max(0, digits)) : 2;
}

export function createAggregatorApi({
  world,
  market,
  now,
}: {
  world: World;
  market: Market;
  now: () => number;
}) {
  const byId = new Map<string, WorldToken>();
  for (const token of world.tokens) {
    if (token.denomination !== "USD" || token.hidden) continue;
    const id = coingeckoId(token);
    if (!byId.has(id)) byId.set(id, token);
  }

  const chart = (token: WorldToken, from: number, to: number) => {
    const step = granularity(to - from);
    const prices: [number, number][] = [];
    for (let t = Math.ceil(from / step) * step; t <= to && prices.length < 5000; t += step) {
      const value = market.valueAt(token.symbol, t);
      if (value !== null) prices.push([t, value]);
    }
    return { prices };
  };

  const app = new Hono();
  app.get("/coins/list", (c) =>
    c.json([...byId].map(([id, token]) => ({ id, symbol: token.symbol.toLowerCase(), name: token.name }))),
  );
  app.get("/simple/price", (c) => {
    const ids = (c.req.query("ids") ?? "").split(",").filter(Boolean);
    const precision = precisionOf(c.req.query("precision"));
    const withTime = c.req.query("include_last_updated_at") === "true";
    const at = Math.floor(now() / 60_000) * 60_000;
    const out: Record<string, { usd: number; last_updated_at?: number }> = {};
    for (const id of ids) {
      const token = byId.get(id);
      const value = token ? market.valueAt(token.symbol, at) : null;
      if (value === null) continue;
      out[id] = { usd: round(value, precision), ...(withTime ? { last_updated_at: at / 1000 } : {}) };
    }
    return c.json(out);
  });
  app.get("/coins/:id/market_chart", (c) => {
    const token = byId.get(c.req.param("id"));
    const days = Number(c.req.query("days"));
    if (!token) return c.json({ error: "coin not found" }, 404);
    if (!Number.isFinite(days) || days <= 0) return c.json({ error: "invalid days" }, 400);
    const to = now();
    return c.json(chart(token, to - Math.min(days, 365) * 86_400_000, to));
  });
  app.get("/coins/:id/market_chart/range", (c) => {
    const token = byId.get(c.req.param("id"));
    const from = Number(c.req.query("from")) * 1000;
    const to = Math.min(Number(c.req.query("to")) * 1000, now());
    if (!token) return c.json({ error: "coin not found" }, 404);
    if (!Number.isFinite(from) || !Number.isFinite(to) || from > to)
      return c.json({ error: "invalid range" }, 400);
    return c.json(chart(token, Math.max(from, to - 365 * 86_400_000), to));
  });
  return app;
}
