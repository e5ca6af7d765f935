import { type ChainId, chainFamily, isNonEvmChain } from "./chain-family.ts";
import { type ExplorerLinks, explorerPrefix, explorerTxSlug } from "./explorer.ts";
import { isForcedMultifeedChain } from "./feed-exclusions.ts";
import {
  type ApiValues,
  apiValuesFor,
  type FeedLoaders,
  type FeedsAnswersInput,
  feedDecimals,
  initialLoaders,
  settleLoader,
} from "./feed-values.ts";
import { derivedNetworkName } from "./network-directory.ts";
import { popularityOf } from "./popularity.ts";
import { routeForm } from "./route-forms.ts";
import { isTestnetName } from "./testnet.ts";
import {
  effectiveTriggers,
  type FeedTriggers,
  heartbeatOf,
  isInstantUpdate,
  type TriggerOverrides,
  type UpdateTriggersInput,
} from "./triggers.ts";

/** DATA-23: the sentinel a manifest writes for a feed with no separate feed contract. */
export const NO_FEED_ADDRESS = "__NO_FEED__";

/** The relayer manifest fields rows are built from (the zod schema's type satisfies this). */
export interface RelayerLayerInput {
  chain: { id: ChainId; name: string };
  adapterContract: string;
  adapterContractType?: string;
  dataServiceId?: string;
  isHidden?: boolean;
  updateTriggers?: UpdateTriggersInput;
  priceFeeds: Record<
    string,
    string | { priceFeedAddress?: string; updateTriggersOverrides?: UpdateTriggersInput; isBolt?: boolean }
  >;
}

/** The three groups of the relayer schema (FEEDS-20). */
export interface RelayerSchemaInput {
  standard: Record<string, RelayerLayerInput>;
  multifeed: Record<string, RelayerLayerInput>;
  nonEvm?: Record<string, RelayerLayerInput>;
}

type RelayerGroup = keyof RelayerSchemaInput;

/** What the explorer knows of a network, from the chain catalogue and the networks list. */
export interface NetworkInfo {
  /** Short id key, e.g. "ethereum". */
  key: string;
  name: string;
  /** Set by the network directory; otherwise read from the name (DATA-44). */
  isTestnet?: boolean;
  iconUrl?: string;
  explorerName?: string;
  explorerUrl?: string;
  rpcUrl?: string;
  /** Query appended to explorer address links (e.g. "?cluster=devnet"). */
  getParameters?: string;
}

/** Token display data from the catalogue, looked up by feed id. */
interface TokenInfo {
  name?: string;
  logoURI?: string;
  denomination?: string;
}

interface BuildFeedRowsOptions {
  /** Network for a chain id; `manifestName` is the manifest's own chain.name. */
  networkFor: (chainId: ChainId, manifestName: string) => NetworkInfo | undefined;
  tokenFor?: (feedId: string) => TokenInfo | undefined;
  /** feeds-answers-update response, for apiValues (DATA-49). */
  answers?: FeedsAnswersInput;
  /** epoch ms; cron heartbeats count down from here. */
  now: number;
}

/** One push-model feed on one layer: the entity of DATA-21. */
export interface FeedRow {
  /** Display name of the feed: its id as published, e.g. "ETH" or "wstETH/ETH". */
  feed: string;
  /** The feed id (token). */
  token: string;
  token_name: string;
  token_image: { logoURI: string | null };
  denomination: string;
  network: { id: ChainId; key: string; name: string; image: string | null; isTestnet: boolean };
  explorer: ExplorerLinks;
  rpcUrl: string | null;
  routeNetwork: string;
  routeToken: string;
  networkId: ChainId;
  feedId: string;
  layerId: string;
  /** The layer id; on-chain-updates calls it adapterName (CALL-10). */
  relayerId: string;
  group: RelayerGroup;
  dataServiceId: string | null;
  contractType: string;
  contractAddress: string;
  /** The feed contract, or NO_FEED_ADDRESS. */
  feedAddress: string;
  /** Percent, e.g. 0.5; null without a deviation trigger. */
  deviation: number | null;
  heartbeat: number | string | null;
  heartbeatTitle: string | null;
  heartbeatInterval: number | null;
  /** The heartbeat's period, stable through the day (cron: mean gap between runs). */
  heartbeatPeriodMs: number | null;
  decimals: number;
  /** Loaded on-chain answer; null until read. */
  answer: number | null;
  /** Loaded on-chain value as hex; null until read. */
  value: string | null;
  apiValues: ApiValues;
  triggers: FeedTriggers;
  overrides: TriggerOverrides;
  loaders: FeedLoaders;
  isPerun: boolean;
  isFundamentalFeed: boolean;
  isTwap30: boolean;
  isTwap60: boolean;
  isMultifeed: boolean;
  isNonEvm: boolean;
  /** The layer is not meant for public listing (isHidden in its manifest). */
  isHiddenLayer: boolean;
  feedUpdateModalSupported: boolean;
  popularity: number;
  /** Last update, epoch ms: the on-chain block time once read, else apiValues' time. */
  timestamp: number | null;
}

/** DATA-33 (decision): fundamental feeds carry "_FUNDAMENTAL" in their id. */
const isFundamentalFeedId = (feedId: string) => feedId.toUpperCase().includes("_FUNDAMENTAL");

/** DATA-34 (decision): TWAP feeds carry "TWAP" and 30 or 60 in their id ("TWAP-30", "TWAP_60"). */
export function twapWindow(feedId: string): 30 | 60 | null {
  const match = /TWAP[-_]?(30|60)(?!\d)/i.exec(feedId);
  return match ? (Number(match[1]) as 30 | 60) : null;
}

const MULTI_FEED_TYPES = new Set(["multi-feed", "fast-multi-feed"]);
/** Adapter types whose update call the explorer can build for a manual update (UPDATE-10). */
const MANUAL_UPDATE_TYPES = new Set(["price-feeds", "multi-feed", "fast-multi-feed"]);

function feedEntryParts(entry: RelayerLayerInput["priceFeeds"][string] | undefined) {
  if (typeof entry === "string") return { address: entry || NO_FEED_ADDRESS, overrides: undefined };
  return { address: entry?.priceFeedAddress || NO_FEED_ADDRESS, overrides: entry?.updateTriggersOverrides };
}

/** Builds the row of one feed on one layer (DATA-21..35, DATA-47, DATA-49). */
export function buildFeedRow(
  group: RelayerGroup,
  layerId: string,
  layer: RelayerLayerInput,
  feedId: string,
  options: BuildFeedRowsOptions,
): FeedRow {
  const chainId = layer.chain.id;
  const family = chainFamily(chainId);
  const network = options.networkFor(chainId, layer.chain.name);
  const networkName = network?.name ?? derivedNetworkName(chainId, layer.chain.name);
  const token = options.tokenFor?.(feedId);
  const { address: feedAddress, overrides: feedOverrides } = feedEntryParts(layer.priceFeeds[feedId]);
  const { triggers, overrides } = effectiveTriggers(layer.updateTriggers, feedId, feedOverrides);
  const contractType = layer.adapterContractType?.trim() || "price-feeds";
  const isNonEvm = group === "nonEvm" || isNonEvmChain(chainId, contractType);
  const isMultifeed = MULTI_FEED_TYPES.has(contractType) || isForcedMultifeedChain(chainId);
  const isPerun = isInstantUpdate(triggers);
  const twap = twapWindow(feedId);
  const apiValues = apiValuesFor(options.answers, layerId, feedId);
  return {
    feed: feedId,
    token: feedId,
    token_name: token?.name ?? feedId,
    token_image: { logoURI: token?.logoURI ?? null },
    denomination: token?.denomination ?? "USD",
    network: {
      id: chainId,
      key: network?.key ?? routeForm(networkName),
      name: networkName,
      image: network?.iconUrl ?? null,
      isTestnet: network?.isTestnet ?? (isTestnetName(networkName) || isTestnetName(layer.chain.name)),
    },
    explorer: {
      name: network?.explorerName ?? networkName,
      explorerUrl: network?.explorerUrl ?? "",
      prefix: explorerPrefix(chainId, family),
      getParameters: network?.getParameters ?? "",
      txSlug: explorerTxSlug(family),
    },
    rpcUrl: network?.rpcUrl ?? null,
    routeNetwork: routeForm(networkName),
    routeToken: routeForm(feedId),
    networkId: chainId,
    feedId,
    layerId,
    relayerId: layerId,
    group,
    dataServiceId: layer.dataServiceId ?? null,
    contractType,
    contractAddress: layer.adapterContract,
    feedAddress,
    deviation: triggers.deviationPercentage,
    ...heartbeatOf(triggers, options.now),
    decimals: feedDecimals(feedId),
    answer: null,
    value: null,
    apiValues,
    triggers,
    overrides,
    loaders: initialLoaders(),
    isPerun,
    isFundamentalFeed: isFundamentalFeedId(feedId),
    isTwap30: twap === 30,
    isTwap60: twap === 60,
    isMultifeed,
    isNonEvm,
    isHiddenLayer: layer.isHidden === true,
    feedUpdateModalSupported: !isNonEvm && !isPerun && MANUAL_UPDATE_TYPES.has(contractType),
    popularity: popularityOf(feedId),
    timestamp: apiValues.timestamp,
  };
}

/**
 * FEEDS-20: one row per layer and feed id across the standard, multifeed and nonEvm groups, in
 * that order. One malformed layer must not cost the others their rows, so a layer that throws is
 * reported through `onLayerError` and skipped.
 */
export function buildFeedRows(
  schema: RelayerSchemaInput,
  options: BuildFeedRowsOptions & { onLayerError?: (layerId: string, error: unknown) => void },
): FeedRow[] {
  const rows: FeedRow[] = [];
  for (const group of ["standard", "multifeed", "nonEvm"] as const) {
    for (const [layerId, layer] of Object.entries(schema[group] ?? {})) {
      try {
        for (const feedId of Object.keys(layer.priceFeeds ?? {})) {
          rows.push(buildFeedRow(group, layerId, layer, feedId, options));
        }
      } catch (error) {
        options.onLayerError?.(layerId, error);
      }
    }
  }
  return rows;
}

/** What a row's on-chain reads gave once they ended: the value (null: failed or not made) and its block time. */
interface OnChainReadOutcome {
  value: number | null;
  /** epoch ms of the block of the feed's last update; null when that read failed. */
  timestamp: number | null;
}

/**
 * FEEDS-23, DATA-48: the row once its on-chain reads ended. A value read on chain becomes the
 * answer, timed by its block when that read too; a read that failed or was never made (null)
 * leaves the relayed value and time. Either way both reads stop loading. A new row: rows from
 * buildFeedRows may be shared (a cache hands one derivation to every visitor), so none is changed
 * after it is built.
 */
export function settleOnChainReads(row: FeedRow, read: OnChainReadOutcome | null): FeedRow {
  const value = read?.value ?? null;
  const loaders = settleLoader(settleLoader(row.loaders, "feedDataValue"), "blockTimestamp");
  if (value === null) return { ...row, loaders };
  return { ...row, answer: value, timestamp: read?.timestamp ?? row.timestamp, loaders };
}
