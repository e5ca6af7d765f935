import { COINGECKO_PROVIDER } from "@oracle-explorer/core/constants";
import type { CachePolicy } from "../cache.ts";
import { POLICIES } from "../cache-policies.ts";
import type { ApiContext } from "../context.ts";
import { cached } from "./cached.ts";
import { type Fallible, loadOrWarn } from "./fallback.ts";
import { memoizeLast } from "./memo.ts";

/**
 * The price aggregator behind the "coingecko" provider (CALL-31..33). Tokens are named by the
 * aggregator's coin ids, found through its coins list: one cached read, indexed once per load.
 */

interface Coin {
  id: string;
  symbol: string;
  name: string;
}

/** Lower-case symbol → coins with that symbol, in list order. */
const indexCoins = memoizeLast((coins: readonly Coin[]) => {
  const index = new Map<string, Coin[]>();
  for (const coin of coins) {
    const key = coin.symbol.toLowerCase();
    const list = index.get(key);
    if (list) list.push(coin);
    else index.set(key, [coin]);
  }
  return index;
});

/** The aggregator's coins list (it decides where coingecko stands in each token's providers). */
export function loadCoinsList(ctx: ApiContext) {
  return loadOrWarn(
    ctx,
    "aggregator:coins-list",
    POLICIES.catalogue,
    () => ctx.upstreams.aggregator.coinsList(),
    "aggregator coins list",
  );
}

/**
 * The aggregator's id for a token, or null when it lists none. Symbols are not unique among
 * coins, so the coin whose name matches the token's wins, then the first listed. When the coins
 * list cannot be read the id is null and the warning says why (coingecko is then not offered).
 */
export async function aggregatorIdOf(
  ctx: ApiContext,
  symbol: string,
  name: string,
): Promise<Fallible<string>> {
  const { value: coins, warning } = await loadCoinsList(ctx);
  const candidates = indexCoins(coins ?? []).get(symbol.toLowerCase()) ?? [];
  const byName = candidates.find((coin) => coin.name.toLowerCase() === name.toLowerCase());
  return { value: (byName ?? candidates[0])?.id ?? null, warning };
}

/** CALL-31: the aggregator's latest USD price of a coin, as a price of provider coingecko. */
export async function aggregatorLatest(ctx: ApiContext, id: string) {
  const prices = await cached(ctx, `aggregator:simple-price:${id}`, POLICIES.aggregatorLatest, () =>
    ctx.upstreams.aggregator.simplePrice([id]),
  );
  const price = Object.hasOwn(prices, id) ? prices[id] : undefined;
  if (!price) return [];
  return [
    {
      provider: COINGECKO_PROVIDER,
      value: price.usd,
      // last_updated_at is in seconds; without it the answer is as recent as the read.
      timestamp: price.last_updated_at !== undefined ? price.last_updated_at * 1000 : ctx.now(),
      source: { [COINGECKO_PROVIDER]: price.usd },
    },
  ];
}

/**
 * CALL-33: a coin's [epoch ms, USD] points over a window, ascending. `key` names the window in
 * the cache; the window itself is taken when the cache loads.
 */
export async function aggregatorRange(
  ctx: ApiContext,
  id: string,
  key: string,
  policy: CachePolicy,
  window: () => { from: number; to: number },
): Promise<[number, number][]> {
  const chart = await cached(ctx, `aggregator:range:${id}:${key}`, policy, () => {
    const { from, to } = window();
    return ctx.upstreams.aggregator.range(id, Math.floor(from / 1000), Math.ceil(to / 1000));
  });
  return chart.prices;
}
