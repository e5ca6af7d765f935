import type { PermawebTxView } from "@oracle-explorer/core/api-views";
import { PERMAWEB_TX_VIEWER_URL } from "@oracle-explorer/core/config";
import type { ApiContext } from "../context.ts";
import { UpstreamError } from "../upstream/upstream-error.ts";
import { cached } from "./cached.ts";

/** A mined transaction never moves; a pending one is asked again after a short while. */
const MINED_POLICY = { ttlMs: 24 * 60 * 60_000, staleMs: 24 * 60 * 60_000 };
const PENDING_RECHECK_MS = 30_000;

/**
 * TOKEN-18 through CALL-35: the transaction's status, then the block it names, read for its time.
 * The gateway's 404 means it has no such id ("unknown"); every other failure throws, for the
 * route's upstream error answer.
 */
async function readPermawebTx(ctx: ApiContext, tx: string): Promise<PermawebTxView> {
  const base = { tx, url: `${PERMAWEB_TX_VIEWER_URL}${encodeURIComponent(tx)}` };
  let status: Awaited<ReturnType<ApiContext["upstreams"]["permaweb"]["txStatus"]>>;
  try {
    status = await ctx.upstreams.permaweb.txStatus(tx);
  } catch (error) {
    if (error instanceof UpstreamError && error.status === 404) {
      return { ...base, status: "unknown", blockHeight: null, blockTime: null };
    }
    throw error;
  }
  if (status === "pending") return { ...base, status: "pending", blockHeight: null, blockTime: null };
  const block = await cached(ctx, `permaweb:block:${status.block_indep_hash}`, MINED_POLICY, () =>
    ctx.upstreams.permaweb.block(status.block_indep_hash),
  );
  return {
    ...base,
    status: "mined",
    blockHeight: block.height ?? status.block_height ?? null,
    blockTime: block.timestamp * 1000,
  };
}

export async function permawebTx(ctx: ApiContext, tx: string): Promise<PermawebTxView> {
  // The trailing ":" keeps invalidate() (a prefix match) to this one id.
  const key = `permaweb:tx:${tx}:`;
  const load = () => readPermawebTx(ctx, tx);
  const entry = await ctx.cache.get(key, MINED_POLICY, load);
  if (entry.value.status === "mined" || ctx.now() - entry.fetchedAt < PENDING_RECHECK_MS) return entry.value;
  // Not mined when last asked: ask again, so the block time shows once it lands.
  ctx.cache.invalidate(key);
  return (await ctx.cache.get(key, MINED_POLICY, load)).value;
}
