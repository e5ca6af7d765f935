export { createDevnetApp } from "./app.ts";
export { DataFileError } from "./data-file-error.ts";
export { type DevnetOptions, startDevnet } from "./devnet.ts";
export { DEFAULT_REFERENCE_TIME, readDevnetEnv } from "./env.ts";
export type { FaultEndpoint, FaultMode } from "./faults/index.ts";
// The late push feeds, for journeys that find them in the relayer schema a devnet serves; the
// per-feed relayer controls of /__admin/feeds and the default feed a staleness journey stalls.
export {
  FEED_MISBEHAVIOUR,
  type FeedControl,
  type LateFeed,
  lateFeedsOf,
  MIN_HEARTBEAT_OVERRIDE_MS,
  type StallableFeed,
  stallableFeedOf,
  type WorldSchema,
} from "./relayer/index.ts";
export {
  driftBpAt,
  isBadSignatureRound,
  type MisbehaviourSchedule,
  NODE_MISBEHAVIOUR,
  type NodeBehaviour,
  nodeBehaviourAt,
  UNREGISTERED_SIGNER_ADDRESS,
} from "./signers/index.ts";
