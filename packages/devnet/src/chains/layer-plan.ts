import { createHash } from "node:crypto";
import { NO_FEED_ADDRESS } from "@oracle-explorer/core/feeds";
import type { RelayerManifest } from "@oracle-explorer/core/schemas";
import { getAddress } from "viem";
import type { LayerDeployment } from "../relayer/types.ts";
import type { World } from "../world/types.ts";
import { loadArtifact } from "./artifacts.ts";
import { payloadDecimalsOf, storedDecimalsOf } from "./feed-values.ts";

/**
 * What the devnet deploys for one layer of a simulated chain, derived from the world's relayer
 * schema alone (pure), plus a fingerprint: a restart reuses a saved deployment only when its
 * fingerprint (contracts' code, signers, feeds, decimals) is unchanged.
 */

export type AdapterType = LayerDeployment["adapterType"];

/** Adapter types the devnet can deploy; others (stylus…) stay remote even on a simulated chain. */
const ADAPTER_TYPES: Readonly<Record<string, AdapterType>> = {
  "price-feeds": "price-feeds",
  "multi-feed": "multi-feed",
  "fast-multi-feed": "multi-feed",
  mento: "multi-feed",
};

/** The adapter the devnet deploys for a layer's manifest, or null when it cannot deploy one. */
export function adapterTypeOf(manifest: Pick<RelayerManifest, "adapterContractType">): AdapterType | null {
  const type = manifest.adapterContractType?.trim() || "price-feeds";
  return ADAPTER_TYPES[type] ?? null;
}

interface FeedDecimalsPlan {
  feedId: string;
  /** Decimals of the signed data point. */
  payload: number;
  /** Decimals the adapter stores (8, or 18 for the few feeds readers expect so). */
  stored: number;
}

export interface LayerPlan {
  layerId: string;
  chainId: number;
  manifest: RelayerManifest;
  adapterType: AdapterType;
  dataServiceId: string;
  /** Every feed of the layer, in manifest order. */
  feedIds: string[];
  /** Feeds that get a price-feed contract: standard entries other than "__NO_FEED__", configs with an address. */
  feedContracts: string[];
  /** The layer's data service nodes: the adapter's authorised signers. */
  signers: `0x${string}`[];
  decimals: FeedDecimalsPlan[];
  /** feed id → its price-feed contract's description(). */
  descriptions: Record<string, string>;
  fingerprint: string;
}

function hasFeedContract(entry: RelayerManifest["priceFeeds"][string]): boolean {
  if (typeof entry === "string") return entry !== "" && entry !== NO_FEED_ADDRESS;
  return typeof entry.priceFeedAddress === "string" && entry.priceFeedAddress !== "";
}

/** Chainlink-style description: "ETH / USD"; a pair id already names both sides. */
function descriptionOf(world: World, feedId: string): string {
  if (feedId.includes("/")) return feedId;
  const denomination = world.tokens.find((token) => token.symbol === feedId)?.denomination ?? "USD";
  return `${feedId} / ${denomination}`;
}

function fingerprintOf(plan: Omit<LayerPlan, "fingerprint" | "manifest">): string {
  const code = (["PriceFeedsAdapter", "MultiFeedAdapter", "PriceFeed"] as const).map(
    (name) => loadArtifact(name).bytecode,
  );
  const content = JSON.stringify({ ...plan, code });
  return createHash("sha256").update(content).digest("hex");
}

/** The EVM layers of the relayer schema on a chain, with the reason each other one is left remote. */
export function planLayers(
  world: World,
  chainId: number,
): { plans: LayerPlan[]; skipped: { layerId: string; reason: string }[] } {
  const plans: LayerPlan[] = [];
  const skipped: { layerId: string; reason: string }[] = [];
  for (const group of ["standard", "multifeed"] as const) {
    for (const [layerId, manifest] of Object.entries(world.relayerSchema[group])) {
      if (manifest.chain.id !== chainId) continue;
      const adapterType = adapterTypeOf(manifest);
      if (!adapterType) {
        const type = manifest.adapterContractType?.trim() || "price-feeds";
        skipped.push({ layerId, reason: `adapter type "${type}" is not simulated` });
        continue;
      }
      const service = world.dataServices.find((candidate) => candidate.id === manifest.dataServiceId);
      const signers = (service?.nodes ?? []).flatMap((node) =>
        node.evmAddress ? [getAddress(node.evmAddress)] : [],
      );
      if (signers.length < 3) {
        skipped.push({ layerId, reason: `data service ${manifest.dataServiceId} has fewer than 3 signers` });
        continue;
      }
      const feedIds = Object.keys(manifest.priceFeeds);
      const feedContracts = feedIds.filter((feedId) => {
        const entry = manifest.priceFeeds[feedId];
        return entry !== undefined && hasFeedContract(entry);
      });
      const base = {
        layerId,
        chainId,
        adapterType,
        dataServiceId: manifest.dataServiceId,
        feedIds,
        feedContracts,
        signers,
        decimals: feedIds.map((feedId) => ({
          feedId,
          payload: payloadDecimalsOf(world, feedId),
          stored: storedDecimalsOf(feedId),
        })),
        descriptions: Object.fromEntries(
          feedContracts.map((feedId) => [feedId, descriptionOf(world, feedId)]),
        ),
      };
      plans.push({ ...base, manifest, fingerprint: fingerprintOf(base) });
    }
  }
  return { plans, skipped };
}
