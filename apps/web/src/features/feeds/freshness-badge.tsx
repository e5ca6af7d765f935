import { type FeedFreshness, FRESHNESS_LABELS } from "@oracle-explorer/core";
import styles from "./freshness-badge.module.css";

/**
 * Fresh / Due soon / Stale (beyond the spec): the title says why, in numbers (age against the
 * heartbeat, share of the deviation threshold used by the latest signed value).
 */
export function FreshnessBadge({ freshness }: { freshness: FeedFreshness }) {
  if (freshness.status === "instant") return null;
  return (
    <span className={styles.badge} data-status={freshness.status} title={freshness.reason}>
      {FRESHNESS_LABELS[freshness.status]}
      <span className="visually-hidden">: {freshness.reason}</span>
    </span>
  );
}
