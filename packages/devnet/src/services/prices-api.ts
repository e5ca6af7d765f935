import { Hono } from "hono";
import type { Market } from "../market/types.ts";
import type { PriceStore, StoredPrice } from "../store/types.ts";
import type { World } from "../world/types.ts";
import { permawebTxId } from "./permaweb.ts";

/**
 * Replica of the provider API's `GET /prices` (upstream contract b), over the devnet's market
 * (live values) and price store (history). Routing follows the real server:
 *  1. no fromTimestamp, toTimestamp and limit → live values: `symbol` → array, `symbols` → object
 *     keyed by symbol, neither → object for every symbol of the provider, `symbol=` → [];
 *  2. symbol + interval → ascending time series, one point per interval window;
 *  3. symbol + toTimestamp or symbol + limit → newest first, at most limit (default 1);
 *  4. no symbol with a timestamp or limit → object keyed by symbol, latest at or before toTimestamp.
 */

/** The database path caps limit at this many rows. */
const MAX_LIMIT = 3000;
/** Live values move on the signers' 10 s grid. */
const LIVE_GRID_MS = 10_000;

interface PricesApiDeps {
  world: World;
  market: Market;
  store: PriceStore;
  now: () => number;
}

/** A price object as the API answers it. */
interface PriceObject {
  symbol: string;
  provider: string;
  value: number;
  source: Record<string, number>;
  timestamp: number;
  providerPublicKey: string;
  permawebTx: string;
  version: string;
  id?: string;
}

class BadRequest extends Error {}

function readNumber(raw: string | undefined, name: string): number | undefined {
  if (raw === undefined || raw === "") return undefined;
  const value = Number(raw);
  if (!Number.isFinite(value)) throw new BadRequest(`${name} must be a number`);
  return value;
}

function priceObject(row: StoredPrice, provider: string, withId: boolean): PriceObject {
  return {
    symbol: row.symbol,
    provider,
    value: row.value,
    source: row.sources ?? {},
    timestamp: row.timestamp,
    providerPublicKey: "",
    permawebTx: permawebTxId(provider, row.timestamp),
    version: "0.3",
    ...(withId ? { id: `${provider}:${row.symbol}:${row.timestamp}` } : {}),
  };
}

export function createPricesApi({ world, market, store, now }: PricesApiDeps) {
  const defaultProvider = `${world.productId}-primary-prod`;
  const servicesById = new Map(world.dataServices.map((s) => [s.id, new Set(s.tokens)]));

  /** The symbols a provider serves; an unknown provider serves none. */
  const symbolsOf = (provider: string) => servicesById.get(provider) ?? new Set<string>();

  const live = (symbol: string, provider: string): PriceObject | null => {
    if (!symbolsOf(provider).has(symbol)) return null;
    const timestamp = Math.floor(now() / LIVE_GRID_MS) * LIVE_GRID_MS;
    const { value, sources } = market.aggregateAt(symbol, timestamp);
    if (value === null) return null;
    return priceObject({ symbol, timestamp, value, sources }, provider, false);
  };

  const app = new Hono();
  app.get("/", (c) => {
    try {
      const q = c.req.query();
      const provider = q.provider?.trim() || defaultProvider;
      const from = readNumber(q.fromTimestamp, "fromTimestamp");
      const to = readNumber(q.toTimestamp, "toTimestamp");
      const interval = readNumber(q.interval, "interval");
      const rawLimit = readNumber(q.limit, "limit");
      const offset = Math.max(0, Math.trunc(readNumber(q.offset, "offset") ?? 0));
      const limit = Math.min(MAX_LIMIT, Math.max(0, Math.trunc(rawLimit ?? 1)));
      const symbols = q.symbols !== undefined ? q.symbols.split(",").filter(Boolean) : undefined;
      const symbol = q.symbol;

      // 1. Live values from the latest signed round.
      if (from === undefined && to === undefined && rawLimit === undefined) {
        if (symbol !== undefined) {
          const price = symbol === "" ? null : live(symbol, provider);
          return c.json(price ? [price] : []);
        }
        const wanted = symbols ?? [...symbolsOf(provider)];
        const out: Record<string, PriceObject> = {};
        for (const s of wanted) {
          const price = live(s, provider);
          if (price) out[s] = price;
        }
        return c.json(out);
      }

      const served = symbol !== undefined && symbolsOf(provider).has(symbol);
      // 2. Time series, ascending.
      if (symbol !== undefined && interval !== undefined) {
        if (!served) return c.json([]);
        const end = to ?? now();
        const start = from ?? end - 86_400_000;
        return c.json(
          store.series(symbol, start, end, interval).map((row) => priceObject(row, provider, false)),
        );
      }
      // 3. Newest first, paged.
      if (symbol !== undefined) {
        if (!served) return c.json([]);
        const rows = store.history(symbol, { from, to, limit, offset });
        return c.json(rows.map((row) => priceObject(row, provider, true)));
      }
      // 4. Every symbol's latest at or before toTimestamp.
      const out: Record<string, PriceObject> = {};
      for (const s of symbols ?? symbolsOf(provider)) {
        if (!symbolsOf(provider).has(s)) continue;
        const row = store.latest(s, to);
        if (row) out[s] = priceObject(row, provider, true);
      }
      return c.json(out);
    } catch (error) {
      if (error instanceof BadRequest) return c.json({ error: error.message }, 400);
      throw error;
    }
  });
  return app;
}
