import type { Context } from "hono";
import { z } from "zod";
import type { ApiContext } from "../../context.ts";
import { type FeedRef, type FoundFeed, findFeed } from "../../domain/feeds.ts";
import { echoInput } from "./echoed-input.ts";
import { notFound } from "./errors.ts";

/** The path of every per-feed route: /feeds/{network}/{token}/…, in the list's route forms. */
export const feedParams = z.object({
  network: z.string().min(1).max(200).meta({
    description: "The feed's network, as the feeds list's routeNetwork",
    example: "ethereum-mainnet",
  }),
  token: z
    .string()
    .min(1)
    .max(200)
    .meta({ description: "The feed's token, as the feeds list's routeToken", example: "eth" }),
});

/** ?layer=: the qualifier of a route two layers share (FEED-01). */
export const layerQuery = z
  .string()
  .max(200)
  .optional()
  .meta({ description: "Layer id, for routes two layers share" });

/**
 * The prologue of every per-feed route: the feed its path and ?layer= name (load → find), or the
 * 404 answer the route returns as it is.
 */
export async function findFeedOrNotFound(
  c: Context,
  ctx: ApiContext,
  ref: FeedRef,
): Promise<{ found: FoundFeed } | { response: ReturnType<typeof notFound> }> {
  const found = await findFeed(ctx, ref);
  if (found) return { found };
  return { response: notFound(c, `No feed ${echoInput(ref.token)} on ${echoInput(ref.network)}`) };
}
