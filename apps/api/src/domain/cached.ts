import type { CachePolicy } from "../cache.ts";
import type { ApiContext } from "../context.ts";

/** ctx.cache.get, for callers that only want the value. */
export async function cached<T>(
  ctx: ApiContext,
  key: string,
  policy: CachePolicy,
  load: () => Promise<T>,
): Promise<T> {
  return (await ctx.cache.get(key, policy, load)).value;
}
