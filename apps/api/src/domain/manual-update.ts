import type { ManualUpdate } from "@oracle-explorer/core/api-views";
import { type ProductConfig, primaryProdServiceId } from "@oracle-explorer/core/config";
import { evmChainId, type FeedRow } from "@oracle-explorer/core/feeds";
import { type DataPackagesResponse, toOracleNodes } from "@oracle-explorer/core/schemas";
import { getAddress, isAddress } from "viem";
import type { CachePolicy } from "../cache.ts";
import { POLICIES } from "../cache-policies.ts";
import type { ApiContext } from "../context.ts";
import { UpstreamError } from "../upstream/upstream-error.ts";
import { loadRegistry } from "./catalogue.ts";
import type { FeedEntry } from "./feeds.ts";
import {
  encodeUpdateCall,
  expiryOf,
  medianValue,
  PackageSelectionError,
  selectSignedPackages,
  updateCallKind,
  withRedstonePayload,
} from "./manual-update-payload.ts";

/**
 * UPDATE-08..11: the transaction a visitor's browser wallet sends to push a fresh signed price on
 * chain. The api only builds `to` and `data` from public signed packages; it never sends, signs
 * or pays for anything. The sender (`from`) is the visitor's own account, chosen in the browser,
 * so the visitor pays the gas, and there is no relayer or sponsor in between (UPDATE-11, CALL-50).
 */

/**
 * Signed packages change every round (10 s) and expire after 3 minutes: a copy is shared only by
 * requests within 2 s (coalescing a burst of clicks), and never served stale.
 */
const PACKAGES_POLICY: CachePolicy = { ttlMs: 2_000, staleMs: 0 };

/**
 * CALL-17: the latest signed packages of some feeds, under PACKAGES_POLICY; shared by the manual
 * update and the live-data verification (one gateway read for both within 2 s).
 */
export async function loadLatestPackages(
  ctx: ApiContext,
  dataServiceId: string,
  feedIds: readonly string[],
): Promise<DataPackagesResponse> {
  const key = `gateway-packages:${dataServiceId}:${[...feedIds].sort().join(",")}`;
  const { value } = await ctx.cache.get(key, PACKAGES_POLICY, () =>
    ctx.upstreams.gatewayPackages(dataServiceId, feedIds),
  );
  return value;
}

/** A feed that a wallet cannot update: the 400's message, or null when it can be updated. */
export function manualUpdateRefusal(row: FeedRow): string | null {
  const what = `${row.feedId} on ${row.network.name} (layer ${row.layerId}) cannot be updated from a wallet`;
  if (row.isNonEvm || evmChainId(row.networkId) === null) return `${what}: it is not on an EVM chain`;
  if (row.isPerun) return `${what}: it is an instant-update feed, pushed on every change by its relayer`;
  if (!row.feedUpdateModalSupported || updateCallKind(row.contractType) === null) {
    return `${what}: its adapter type "${row.contractType}" has no update call a wallet can send`;
  }
  return null;
}

/**
 * CONST-38 (decision): the data service whose signers the update carries. The layer's adapter
 * accepts only its own data service's signers, so that service is used; every production layer
 * names {productId}-primary-prod, which is also the choice when a manifest names none. (Testnet
 * layers signed by {productId}-primary-demo would revert with primary-prod packages.)
 */
export function manualUpdateServiceId(config: Pick<ProductConfig, "productId">, row: FeedRow): string {
  return row.dataServiceId?.trim() || primaryProdServiceId(config);
}

/**
 * The feeds the update writes: a price-feeds adapter takes all its feeds at once (from the
 * relayer schema, which also holds feeds the public rows leave out), a multi-feed adapter the one.
 */
async function feedIdsToWrite(ctx: ApiContext, row: FeedRow, feeds: readonly FeedEntry[]): Promise<string[]> {
  if (updateCallKind(row.contractType) !== "price-feeds") return [row.feedId];
  const { schema } = (
    await ctx.cache.get("relayer-schema", POLICIES.relayerSchema, ctx.upstreams.relayerSchema)
  ).value;
  const layer = schema[row.group]?.[row.layerId];
  const ids = layer
    ? Object.keys(layer.priceFeeds)
    : feeds.filter((other) => other.row.layerId === row.layerId).map((other) => other.row.feedId);
  return ids.includes(row.feedId) ? ids : [...ids, row.feedId];
}

/**
 * The registered signers of a data service (lowercase addresses), the ones its adapters authorise;
 * null when the registry cannot be read or names none: then only the signature check applies, and
 * the update does not depend on one more upstream.
 */
async function registeredSigners(
  ctx: ApiContext,
  dataServiceId: string,
): Promise<ReadonlySet<string> | null> {
  try {
    const addresses = toOracleNodes(await loadRegistry(ctx)).flatMap((node) =>
      node.dataServiceId === dataServiceId && node.evmAddress !== false
        ? [node.evmAddress.toLowerCase()]
        : [],
    );
    return addresses.length > 0 ? new Set(addresses) : null;
  } catch (error) {
    console.warn(
      `manual update: the registry is unavailable; ${dataServiceId}'s signers are not matched`,
      error,
    );
    return null;
  }
}

/**
 * Builds the manual update of a row that manualUpdateRefusal accepts. Gateway failures are
 * UpstreamErrors (502/504); a gateway answer that cannot make a valid update (fewer than 3
 * unique signers in one round, a bad signature, a missing feed, packages already too old) is a
 * "malformed" one.
 */
export async function buildManualUpdate(
  ctx: ApiContext,
  row: FeedRow,
  feeds: readonly FeedEntry[],
): Promise<ManualUpdate> {
  const kind = updateCallKind(row.contractType);
  const chainId = evmChainId(row.networkId);
  if (kind === null || chainId === null) throw new Error(`${row.layerId}: not updatable from a wallet`);
  if (!isAddress(row.contractAddress, { strict: false })) {
    throw new UpstreamError(
      "relayer schema",
      "malformed",
      `layer ${row.layerId}: adapter address "${row.contractAddress}" is not an EVM address`,
    );
  }
  const dataServiceId = manualUpdateServiceId(ctx.config, row);
  const feedIds = await feedIdsToWrite(ctx, row, feeds);
  const [response, registered] = await Promise.all([
    loadLatestPackages(ctx, dataServiceId, feedIds),
    registeredSigners(ctx, dataServiceId),
  ]);
  const malformed = (message: string) =>
    new UpstreamError("oracle gateway", "malformed", `${dataServiceId}: ${message}`);
  let selected: ReturnType<typeof selectSignedPackages>;
  let value: number;
  try {
    selected = selectSignedPackages(response, feedIds, undefined, registered);
    value = medianValue(selected.byFeed.get(row.feedId) ?? [], row.feedId);
  } catch (error) {
    if (error instanceof PackageSelectionError) throw malformed(error.message);
    throw error;
  }
  const expiresAt = expiryOf(selected.timestamp);
  if (expiresAt <= ctx.now()) {
    throw malformed(
      `the newest signed packages (${new Date(selected.timestamp).toISOString()}) are older than the adapter's 3-minute limit`,
    );
  }
  const call = encodeUpdateCall(kind, feedIds, selected.timestamp);
  return {
    layerId: row.layerId,
    feedId: row.feedId,
    chainId,
    to: getAddress(row.contractAddress),
    data: withRedstonePayload(call, selected.signed),
    dataServiceId,
    dataPackagesTimestamp: selected.timestamp,
    signers: selected.signers,
    value,
    expiresAt,
  };
}
