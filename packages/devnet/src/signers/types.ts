import type { Market } from "../market/types.ts";
import type { World } from "../world/types.ts";
import type { MisbehaviourSchedule, NodeBehaviour } from "./node-behaviour.ts";

/**
 * What the signer nodes produce: one round per data service and grid slot. A round's values and
 * show-metadata are fixed when it is prepared; its signatures are made on demand (see
 * signed-round.ts), so the types separate the two.
 */

/** Id of the multi-feed package holding every feed of a round (the gateway's name for it). */
export const ALL_FEEDS_PACKAGE_ID = "___ALL_FEEDS___";

/** One slippage simulation of a DEX pool (CONTRACTS f: numbers as text). */
export interface SlippageEntry {
  slippageAsPercent: string;
  direction: "buy" | "sell";
  simulationValueInUsd: string;
}

/** What one source reported for a feed in the show-metadata view. */
export interface SourceMetadataEntry {
  /** The source's value as text; "error" when its fetch failed. */
  value: string;
  tradeInfo?: { bidPrice: number; askPrice: number; volumeInUsd: number };
  slippage?: SlippageEntry[];
  /** Named intermediate results; the proof-of-reserve feed carries its balances here. */
  intermediateValues?: Record<string, string>;
}

/** A data point's show-metadata. */
export interface DataPointMetadata {
  /** The aggregated (signed) value as text. */
  value: string;
  nodeLabel: string;
  sourceMetadata: Record<string, SourceMetadataEntry>;
}

/** One feed of a round: the value every signer signs and its metadata. */
export interface RoundFeed {
  dataFeedId: string;
  /** Human units; what the data point carries. */
  value: number;
  /** Data point decimals when the token sets them (the protocol's default, 8, otherwise). */
  decimals?: number;
  metadata: DataPointMetadata;
}

/** A node that signs: it has both a private key and an EVM address. */
export interface RoundSigner {
  nodeKey: string;
  name: string;
  /** 1-based position of the node in its data service's node list (what the misbehaviour keys on). */
  position: number;
  /** As the world (registry) spells it; checked against the private key. */
  evmAddress: string;
  privateKey: `0x${string}`;
}

/** A signed data point as the package was signed (no metadata: it is not part of the signature). */
export interface RoundDataPoint {
  dataFeedId: string;
  value: number;
  decimals?: number;
}

/** One signer's signed package. */
export interface RoundPackage {
  dataPackageId: string;
  timestampMilliseconds: number;
  /** Base64 of the 65-byte r‖s‖v signature. */
  signature: string;
  signerAddress: string;
  dataPoints: RoundDataPoint[];
}

export interface SignedRound {
  dataServiceId: string;
  /** Epoch ms, a multiple of the service interval; the same for every package of the round. */
  timestamp: number;
  /** The service's interval, ms: the previous round is at timestamp − interval. */
  interval: number;
  /** Feeds signed this round in manifest order; tokens without a value are left out. */
  feeds: readonly RoundFeed[];
  /** Every node with a key, offline or not this round (see behaviourOf). */
  signers: readonly RoundSigner[];
  /** Each feed id in feed order, then ALL_FEEDS_PACKAGE_ID (absent when no feed has a value). */
  packageIds: readonly string[];
  /** A feed of this round by id. */
  feed(dataFeedId: string): RoundFeed | undefined;
  /**
   * What a signer (by address, any case) does this round (see node-behaviour.ts); honest for an
   * address that is not a signer of the round.
   */
  behaviourOf(signerAddress: string): NodeBehaviour;
  /**
   * One package per signer that signs this round (offline nodes sign nothing), in signer order,
   * signed on the first call and cached (the signing work is done in that call; the promise
   * carries its result): a drifting node's packages carry its own values, a bad-signature
   * package a signature by another key. Late nodes' packages are here, at this round's time: when
   * they reach the gateway is the gateway's business. Empty for an unknown id. Each call counts
   * as demand for the id (see requestedPackageIds).
   */
  packages(packageId: string): Promise<readonly RoundPackage[]>;
  /** Signs the given ids (default: all) not signed yet, without counting demand; returns how many. */
  presign(packageIds?: readonly string[]): number;
  /** Package ids signed so far (each for every signer), in signing order. */
  signedPackageIds(): string[];
  /** Package ids someone asked for through packages(), in first-asked order. */
  requestedPackageIds(): string[];
}

export interface SignRoundInput {
  world: World;
  market: Market;
  dataServiceId: string;
  /** Epoch ms; rounded down to the service's interval grid. */
  timestamp: number;
  /** The seeded node misbehaviour; absent or null: every node is honest. */
  misbehaviour?: MisbehaviourSchedule | null;
}

export interface SignerNetwork {
  /** Prepares a round for each data service now, then one per interval on the grid. Idempotent. */
  start(): void;
  /** Clears every timer; latest() keeps working on demand. */
  stop(): void;
  /**
   * The round of the current grid slot for a data service, prepared on demand when the timer has
   * not made it yet; null for an unknown data service.
   */
  latest(dataServiceId: string): SignedRound | null;
  /**
   * The round at a grid time (rounded down), as it was or would have been signed: the newest or
   * the previous round when it is one of those (kept), else rebuilt from the market (a few
   * rebuilt rounds are kept, least recently used first out). It does not check that the time is
   * past; null for an unknown data service.
   */
  round(dataServiceId: string, timestamp: number): SignedRound | null;
}
