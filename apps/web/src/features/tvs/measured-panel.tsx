import type { NetworkRecordView } from "@oracle-explorer/core/api-views";
import type { UseQueryResult } from "@tanstack/react-query";
import { Link } from "react-router";
import { paths } from "../../app/paths.ts";
import { historyErrorText } from "../../lib/history-error.ts";
import { formatCount, formatQuantile, formatUptime, NONE, utcClock, utcDay } from "../../lib/node-format.ts";
import styles from "./measured-panel.module.css";

/** A figure, or "—" with why (in its title, and beside it for screen readers). */
function Figure({ text, why }: { text: string | null; why: string }) {
  if (text !== null) return text;
  return (
    <span className={styles.none} title={why}>
      {NONE}
      <span className="visually-hidden"> ({why})</span>
    </span>
  );
}

function Figures({ record }: { record: NetworkRecordView }) {
  const nothing = "Nothing recorded yet: the indexer has not observed a round";
  return (
    <>
      <dl className={styles.figures}>
        <div>
          <dt>Median node uptime</dt>
          <dd>
            <Figure
              text={record.medianNodeUptime7d === null ? null : formatUptime(record.medianNodeUptime7d)}
              why={nothing}
            />
          </dd>
          <dd className={styles.window}>7 days, over {formatCount(record.nodes)} nodes</dd>
        </div>
        <div>
          <dt>Median deviation from the round's median</dt>
          <dd>
            <Figure
              text={record.medianDeviationBp7d === null ? null : formatQuantile(record.medianDeviationBp7d)}
              why={nothing}
            />
          </dd>
          <dd className={styles.window}>7 days, each node's p50</dd>
        </div>
        <div>
          <dt>On-chain updates</dt>
          <dd>{formatCount(record.onChainUpdates24h)}</dd>
          <dd className={styles.window}>Last 24 hours, {formatCount(record.feeds)} push feeds</dd>
        </div>
      </dl>
      <p className={styles.foot}>
        Measured by the explorer's indexer from every signed round and on-chain update, as of{" "}
        {utcDay(record.generatedAt)} {utcClock(record.generatedAt)} UTC. Each node's record:{" "}
        <Link to={paths.dataProviders}>Production Nodes</Link>.
      </p>
    </>
  );
}

/**
 * Beside the spec's fixed Provider Performance panel (TVS-11, which stays, marked illustrative):
 * the network as the indexer measured it (/network/record), with its own loading and failure
 * states, so the dashboard never waits for it.
 */
export function MeasuredPanel({ query }: { query: UseQueryResult<NetworkRecordView> }) {
  const record = query.data;
  return (
    <>
      <p className={styles.measured}>Measured data</p>
      {record !== undefined ? (
        <Figures record={record} />
      ) : query.isError ? (
        <div className={styles.failed} role="status">
          <p>{historyErrorText(query.error, "the measured figures")}</p>
          <button
            type="button"
            className="button"
            onClick={() => query.refetch()}
            disabled={query.isFetching}
          >
            {query.isFetching ? "Retrying…" : "Retry"}
          </button>
        </div>
      ) : (
        <div className={styles.placeholder} aria-busy="true">
          <span className="visually-hidden">Loading the measured figures…</span>
        </div>
      )}
      {record !== undefined && query.isError ? (
        <p className={styles.foot}>These figures could not be refreshed; they are the last ones received.</p>
      ) : null}
    </>
  );
}
