import type { FeedDetailView } from "@oracle-explorer/core";

/** What the single feed page hands the manual update (FEED-21, UPDATE-*). */
export interface ManualUpdatePanelProps {
  /** The feed as the single feed page loaded it: feed row, chainId, explorer, data service. */
  detail: FeedDetailView;
  /** Called after a mined, successful update: the page refetches its value and transactions. */
  onUpdated: (txHash: string) => void;
}

/**
 * The "Manual Price Feed Update" button and modal. The single feed page lazy-loads this module and
 * renders it only when the feed's feedUpdateModalSupported is true, so wallet code never reaches
 * other routes. Placeholder until the manual-update issue lands.
 */
export function ManualUpdatePanel(_props: ManualUpdatePanelProps) {
  return null;
}
