export {
  FEED_MISBEHAVIOUR,
  type FeedMisbehaviour,
  feedMisbehaviourOf,
  type HeldBackWindow,
  heldBackAt,
  heldBackWindows,
  isLocalFeed,
  type LateFeed,
  lateFeedSchedule,
  lateFeedsOf,
  type WorldSchema,
} from "./feed-behaviour.ts";
export {
  createFeedControls,
  type FeedControl,
  type FeedControlChange,
  type FeedControls,
  MIN_HEARTBEAT_OVERRIDE_MS,
  type StallableFeed,
  stallableFeedOf,
} from "./feed-controls.ts";
export { createRelayer, type Relayer } from "./relayer.ts";
export type * from "./types.ts";
export { createWalletUpdateWatcher } from "./wallet-updates.ts";
