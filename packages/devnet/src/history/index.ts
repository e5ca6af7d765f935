/**
 * The push model's update history: the durable log of every on-chain update, the relayer's
 * trigger decision, simulated history, and the feeds-answers-update / on-chain-updates replicas.
 */
export { decideUpdate } from "./decide-update.ts";
export { createHistoryRoutes } from "./history-routes.ts";
export { startHistory } from "./history-service.ts";
export { type LayerFeed, layerFeedsOf } from "./layer-feeds.ts";
export { type FeedSimulation, simulateFeedUpdates } from "./simulate.ts";
export { openUpdateLog } from "./update-log.ts";
