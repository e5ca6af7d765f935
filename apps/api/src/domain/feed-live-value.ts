import type { FeedLiveValueView } from "@oracle-explorer/core/api-views";
import type { FeedRow } from "@oracle-explorer/core/feeds";
import type { ApiContext } from "../context.ts";
import { readFeedsOnChain } from "./chain-reads.ts";

/** A live read is shared by requests within this window, so a burst of "Read now" is one call. */
const LIVE_READ_POLICY = { ttlMs: 1_000, staleMs: 0 };

/**
 * The integrator panel's "Read now": the feed's value on chain at request time, one multicall
 * shared by the requests of the same second. Chains this api does not read answer "unsupported".
 */
export async function readFeedValueNow(ctx: ApiContext, row: FeedRow): Promise<FeedLiveValueView> {
  const { value } = await ctx.cache.get(
    `live-value:${row.layerId}:${row.feedId}`,
    LIVE_READ_POLICY,
    async () => {
      const read = (await readFeedsOnChain([row], ctx.health, ctx.config.chainReads)).get(row);
      return {
        value: read?.value ?? null,
        timestamp: read?.timestamp ?? null,
        status: read?.status ?? "unsupported",
        readAt: ctx.now(),
      };
    },
  );
  return value;
}
