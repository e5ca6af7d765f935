export {
  driftBpAt,
  driftedValue,
  HONEST_BEHAVIOUR,
  isBadSignatureRound,
  isMisbehavingService,
  type MisbehaviourSchedule,
  NODE_MISBEHAVIOUR,
  type NodeBehaviour,
  nodeBehaviourAt,
  UNREGISTERED_SIGNER_ADDRESS,
  UNREGISTERED_SIGNER_KEY,
} from "./node-behaviour.ts";
export {
  POR_ASSETS_IN_MOTION_KEY,
  POR_TOTAL_SUPPLY_KEY,
  porIntermediateValues,
  porValue,
  scaledIntegerText,
} from "./proof-of-reserve-metadata.ts";
export { roundFeeds } from "./round-feeds.ts";
export { gridSlot, intervalOf, prepareRound } from "./signed-round.ts";
export { createSignerNetwork } from "./signer-network.ts";
export { sourceKind } from "./source-metadata.ts";
export {
  ALL_FEEDS_PACKAGE_ID,
  type DataPointMetadata,
  type RoundDataPoint,
  type RoundFeed,
  type RoundPackage,
  type RoundSigner,
  type SignedRound,
  type SignerNetwork,
  type SignRoundInput,
  type SlippageEntry,
  type SourceMetadataEntry,
} from "./types.ts";
