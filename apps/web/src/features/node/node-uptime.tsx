import type { NodeScorecardView, NodeUptimeView } from "@oracle-explorer/core/api-views";
import { HISTORY_WINDOWS } from "@oracle-explorer/core/history";
import { useId } from "react";
import card from "../../components/card.module.css";
import { useNow } from "../../components/use-now.ts";
import { formatCount as count, durationText, formatUptime, NONE } from "../../lib/node-format.ts";
import styles from "./node-page.module.css";

const WINDOW_TITLES: Record<NodeUptimeView["window"], string> = {
  "24h": "Last 24 hours",
  "7d": "Last 7 days",
  "30d": "Last 30 days",
};

const WINDOW_WORDS: Record<NodeUptimeView["window"], string> = {
  "24h": "these 24 hours",
  "7d": "these 7 days",
  "30d": "these 30 days",
};

interface UptimeCardProps {
  window: NodeUptimeView;
  service: string;
  recordedFrom: number | null;
  now: number;
}

function UptimeCard({ window, service, recordedFrom, now }: UptimeCardProps) {
  const titleId = useId();
  const observed = window.expectedRounds > 0 && window.uptime !== null;
  // The record began inside this window: the figure covers that part of it only.
  const recordedFor =
    recordedFrom !== null && recordedFrom > now - HISTORY_WINDOWS[window.window] ? now - recordedFrom : null;
  return (
    <section className={`${card.card} ${styles.uptimeCard}`} aria-labelledby={titleId}>
      <h2 id={titleId} className={card.label}>
        {WINDOW_TITLES[window.window]}
      </h2>
      <p className={styles.bigFigure} data-window={window.window}>
        {observed ? formatUptime(window.uptime) : NONE}
        <span className="visually-hidden"> uptime</span>
      </p>
      {observed ? (
        <>
          <p className={styles.meta}>
            Signed {count(window.signedRounds)} of {count(window.expectedRounds)} rounds
          </p>
          <dl className={styles.counts}>
            <div>
              <dt>Missed</dt>
              <dd>{count(window.missedRounds)}</dd>
            </div>
            <div>
              <dt title="Signed, but the package reached the gateway after its round">Late</dt>
              <dd>{count(window.lateRounds)}</dd>
            </div>
            <div>
              <dt>Invalid signatures</dt>
              <dd>{count(window.invalidSignatures)}</dd>
            </div>
          </dl>
        </>
      ) : (
        <p className={styles.meta}>
          No round of {service} was observed in {WINDOW_WORDS[window.window]}, so there is nothing to score.
        </p>
      )}
      {observed && recordedFor !== null ? (
        <p className={card.foot}>Recorded for the last {durationText(recordedFor)} only.</p>
      ) : null}
    </section>
  );
}

/** Uptime over 24 hours, 7 days and 30 days: signed of observed rounds, missed, late and invalid. */
export function UptimeCards({ data }: { data: NodeScorecardView }) {
  const now = useNow(60_000);
  return (
    <div className={styles.uptime}>
      {data.uptime.map((window) => (
        <UptimeCard
          key={window.window}
          window={window}
          service={data.node.dataServiceId}
          recordedFrom={data.recordedFrom}
          now={now}
        />
      ))}
    </div>
  );
}
