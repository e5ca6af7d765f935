import type { LiveStatus } from "../lib/live/live-stream.ts";
import { useLiveStatus } from "../lib/live/use-live-status.ts";
import styles from "./live-indicator.module.css";

/** What each status says: a word for the header, and a sentence for its tooltip and readers. */
const TEXTS: Record<Exclude<LiveStatus, "idle">, { label: string; detail: string }> = {
  connecting: { label: "Connecting", detail: "Connecting to live updates" },
  live: { label: "Live", detail: "Live: values on this page update as the network publishes them" },
  reconnecting: {
    label: "Reconnecting",
    detail: "Live updates dropped: reconnecting; values refresh every few seconds meanwhile",
  },
  polling: {
    label: "Polling",
    detail: "Live updates are unavailable: values refresh every few seconds, and live updates are retried",
  },
};

/**
 * The header's live indicator: whether the values on screen follow the network live (the stream),
 * or refresh on their own intervals while the stream is down. Nothing shows on a screen with
 * nothing live. A drop is announced politely, with what it means for the values.
 */
export function LiveIndicator() {
  const status = useLiveStatus();
  // Mounted from "connecting" on, so the live region exists before a drop is announced in it.
  if (status === "idle") return null;
  const text = TEXTS[status];
  return (
    <span className={styles.indicator} data-live-status={status} title={text.detail} role="status">
      <span className={styles.dot} aria-hidden="true" />
      <span className={styles.label}>{text.label}</span>
      {status === "reconnecting" || status === "polling" ? (
        <span className="visually-hidden">{`. ${text.detail}`}</span>
      ) : null}
    </span>
  );
}
