import type { VerificationView } from "@oracle-explorer/core/api-views";
import { primaryProdServiceId } from "@oracle-explorer/core/config";
import { toOracleNodes } from "@oracle-explorer/core/schemas";
import type { ApiContext } from "../context.ts";
import { echoInput } from "../routes/v1/echoed-input.ts";
import { loadRegistry } from "./catalogue.ts";
import { loadSymbolCatalogue } from "./manifests.ts";
import { loadLatestPackages } from "./manual-update.ts";
import { resolveTokenSymbol } from "./tokens.ts";
import { verifyPackages } from "./verification-checks.ts";

/**
 * "Verify live data" (issue 13): the latest signed packages of one feed, verified against the
 * oracle registry. The packages come through the manual update's 2-second cache entry, so the
 * answer is never older than one gateway round; the verification itself is recomputed per request.
 */

/** Which feed and service a request names, or why it names none (a 404). */
export type VerificationTarget = { feedId: string; dataServiceId: string } | { notFound: string };

/**
 * The feed id of a TokenPage param ("-" for "/", as the token page does) and the data service to
 * verify: the one asked for, else the primary production service, unless the token's manifests
 * list it only in other services (then the first of those). A feed the catalogue does not know
 * (a push feed's own id) is taken as given: the gateway decides whether it has packages.
 */
export async function resolveVerificationTarget(
  ctx: ApiContext,
  param: string,
  asked: string | undefined,
): Promise<VerificationTarget> {
  const registry = await loadRegistry(ctx);
  if (asked !== undefined && !Object.hasOwn(registry.dataServices, asked)) {
    return { notFound: `No data service "${echoInput(asked)}"` };
  }
  let symbols: Awaited<ReturnType<typeof loadSymbolCatalogue>>["details"] | null = null;
  try {
    symbols = (await loadSymbolCatalogue(ctx)).details;
  } catch (error) {
    // The catalogue only refines the feed id and the default service; verification goes on without it.
    console.warn("verification: the token catalogue is unavailable; using the param as the feed id", error);
  }
  const feedId = (symbols && resolveTokenSymbol(symbols, param)) ?? param;
  if (asked !== undefined) return { feedId, dataServiceId: asked };
  const primary = primaryProdServiceId(ctx.config);
  const listed = symbols?.get(feedId)?.dataServices ?? [];
  const dataServiceId =
    listed.length === 0 || listed.includes(primary)
      ? primary
      : (listed.find((id) => Object.hasOwn(registry.dataServices, id)) ?? primary);
  return { feedId, dataServiceId };
}

/**
 * The registry and a feed's latest packages from the gateway, through the manual update's 2-second
 * cache entry: the verification and the raw packages (signed-packages.ts) read the same round.
 */
export async function latestFeedPackages(ctx: ApiContext, feedId: string, dataServiceId: string) {
  const [registry, response] = await Promise.all([
    loadRegistry(ctx),
    loadLatestPackages(ctx, dataServiceId, [feedId]),
  ]);
  return { registry, packages: Object.hasOwn(response, feedId) ? (response[feedId] ?? []) : [] };
}

/** The verification of one feed of one data service (which resolveVerificationTarget checked). */
export async function verifyFeed(
  ctx: ApiContext,
  feedId: string,
  dataServiceId: string,
): Promise<VerificationView> {
  const { registry, packages } = await latestFeedPackages(ctx, feedId, dataServiceId);
  return verifyPackages({
    feedId,
    dataServiceId,
    dataServiceName: registry.dataServices[dataServiceId]?.name ?? dataServiceId,
    packages,
    nodes: toOracleNodes(registry),
    now: ctx.now(),
  });
}
