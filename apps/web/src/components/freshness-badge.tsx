import { FRESHNESS_LABELS, type FreshnessInput, feedFreshness } from "@oracle-explorer/core/feeds";
import styles from "./freshness-badge.module.css";
import { useNow } from "./use-now.ts";

/**
 * Fresh / Due soon / Due now / Stale (beyond the spec), judged anew each second from the clock
 * the heartbeat timer beside it reads, so the two never disagree (a badge judged when the list
 * loaded said "Due soon" for up to a refetch while the timer stood at zero). The title says why,
 * in numbers (age against the heartbeat, share of the deviation threshold used).
 */
export function FreshnessBadge({ feed }: { feed: FreshnessInput }) {
  const freshness = feedFreshness(feed, useNow(1_000));
  if (freshness.status === "instant") return null;
  return (
    <span className={styles.badge} data-status={freshness.status} title={freshness.reason}>
      {FRESHNESS_LABELS[freshness.status]}
      <span className="visually-hidden">: {freshness.reason}</span>
    </span>
  );
}
