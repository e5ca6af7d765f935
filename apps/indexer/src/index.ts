export {
  type AlertDispatcher,
  type AlertWebhookStatus,
  type AlertWebhookUrlStatus,
  createAlertDispatcher,
} from "./alert-webhooks.ts";
export { carriedRound, type FeedReads, FeedWatcher } from "./feed-watcher.ts";
export { createIndexer, type Indexer, type IndexerOptions } from "./indexer.ts";
export { type ObserveInput, observeRound, type PackageChecks } from "./observe-round.ts";
export {
  type GatewayReads,
  type ServiceSpec,
  ServiceWatcher,
  type WatcherStatus,
} from "./service-watcher.ts";
