import { chainFamily, NO_FEED_ADDRESS } from "@oracle-explorer/core/feeds";
import type { RelayerManifest, UpdateTriggers } from "@oracle-explorer/core/schemas";
import {
  evmAddressFor,
  moveObjectIdFor,
  radixComponentFor,
  solanaAddressFor,
  stellarContractIdFor,
} from "../addresses.ts";
import { relayerChainName } from "./networks.ts";

/**
 * Relayer layers are authored as short specs and expanded into the exact manifest shape of the
 * relayer-schema endpoint. Contract ids are derived from (seed, layer id[, feed id]) in the chain
 * family's own format, so they are stable per seed and differ between seeds.
 */
export interface FeedSpec {
  /** Per-feed updateTriggersOverrides (they replace the layer's triggers for this feed). */
  overrides?: UpdateTriggers;
  /** Standard layers: the feed has no contract of its own ("__NO_FEED__"). */
  noFeed?: true;
  /** Multi-feed / non-EVM: the config is an empty object `{}`. */
  empty?: true;
  isBolt?: true;
}

export interface LayerSpec {
  id: string;
  chainId: number | string;
  /** adapterContractType; left out of the manifest when undefined (price-feeds by default). */
  type?: string;
  triggers: UpdateTriggers;
  /** Feed ids, or feed id → its options. */
  feeds: readonly string[] | Readonly<Record<string, FeedSpec>>;
  /** Signed by the primary-demo service instead of primary-prod. */
  demo?: true;
  hidden?: true;
  /** Lists the primary-prod signer addresses as authorizedSigners. */
  authorizedSigners?: true;
  /** Fixed adapter id (Canton adapters are template names, not addresses). */
  adapter?: string;
  /** Adds the Move/Canton package id. */
  packageId?: true;
  /** Any further manifest fields (dataPackagesNames, transactionAdapters, feedsToBeUpdatedTogether). */
  extra?: Partial<RelayerManifest>;
}

export type LayerGroup = "standard" | "multifeed" | "nonEvm";

export interface LayerContext {
  seed: number;
  primaryProdId: string;
  primaryDemoId: string;
  /** Primary-prod signer addresses. */
  signers: readonly string[];
}

/** A contract id in the chain family's format. */
function contractIdFor(chainId: number | string, seed: number, label: string): string {
  switch (chainFamily(chainId)) {
    case "evm":
      return evmAddressFor(seed, label);
    case "solana":
      return solanaAddressFor(seed, label);
    case "stellar":
      return stellarContractIdFor(seed, label);
    case "radix":
      return radixComponentFor(seed, label);
    default:
      return moveObjectIdFor(seed, label);
  }
}

function feedEntries(spec: LayerSpec): [string, FeedSpec][] {
  return Array.isArray(spec.feeds)
    ? spec.feeds.map((feedId): [string, FeedSpec] => [feedId, {}])
    : Object.entries(spec.feeds as Record<string, FeedSpec>);
}

/**
 * Move-family chains (Sui, Aptos, Movement) and Radix keep every feed in the adapter, so their feed
 * configs carry no address of their own, as upstream.
 */
function feedsHaveAddresses(chainId: number | string): boolean {
  return ["evm", "solana", "stellar", "canton"].includes(chainFamily(chainId));
}

export function buildLayer(group: LayerGroup, spec: LayerSpec, context: LayerContext): RelayerManifest {
  const adapterContract = spec.adapter ?? contractIdFor(spec.chainId, context.seed, spec.id);
  const priceFeeds: RelayerManifest["priceFeeds"] = {};
  for (const [feedId, feed] of feedEntries(spec)) {
    const address = spec.adapter ?? contractIdFor(spec.chainId, context.seed, `${spec.id}/${feedId}`);
    if (group === "standard") {
      priceFeeds[feedId] = feed.noFeed ? NO_FEED_ADDRESS : address;
      continue;
    }
    if (feed.empty) {
      priceFeeds[feedId] = {};
      continue;
    }
    priceFeeds[feedId] = {
      ...(feedsHaveAddresses(spec.chainId) ? { priceFeedAddress: address } : {}),
      ...(feed.overrides ? { updateTriggersOverrides: { ...feed.overrides } } : {}),
      ...(feed.isBolt ? { isBolt: true } : {}),
    };
  }
  const manifest: RelayerManifest = {
    chain: { name: relayerChainName(spec.chainId), id: spec.chainId },
    updateTriggers: { ...spec.triggers },
    adapterContract,
    ...(spec.type !== undefined ? { adapterContractType: spec.type } : {}),
    ...(spec.packageId
      ? { adapterContractPackageId: contractIdFor(spec.chainId, context.seed, `${spec.id}#package`) }
      : {}),
    dataServiceId: spec.demo ? context.primaryDemoId : context.primaryProdId,
    priceFeeds,
    ...(spec.hidden ? { isHidden: true } : {}),
    ...(spec.authorizedSigners ? { authorizedSigners: [...context.signers] } : {}),
    ...spec.extra,
  };
  return manifest;
}
