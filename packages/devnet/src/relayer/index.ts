export {
  FEED_MISBEHAVIOUR,
  type FeedMisbehaviour,
  feedMisbehaviourOf,
  type HeldBackWindow,
  heldBackAt,
  heldBackWindows,
  type LateFeed,
  lateFeedSchedule,
  lateFeedsOf,
  type WorldSchema,
} from "./feed-behaviour.ts";
export { createRelayer, type Relayer } from "./relayer.ts";
export type * from "./types.ts";
export { createWalletUpdateWatcher } from "./wallet-updates.ts";
