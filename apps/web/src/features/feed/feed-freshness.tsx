import type { FeedDetailView } from "@oracle-explorer/core/api-views";
import {
  FRESHNESS_LABELS,
  type FreshnessInput,
  feedDivergence,
  feedFreshness,
  formatDiffPercent,
  formatShare,
} from "@oracle-explorer/core/feeds";
import { formatAnswer } from "@oracle-explorer/core/format";
import card from "../../components/card.module.css";
import { FreshnessBadge } from "../../components/freshness-badge.tsx";
import { Notice } from "../../components/notice.tsx";
import { useNow } from "../../components/use-now.ts";
import styles from "./feed-page.module.css";

/**
 * The feed's freshness as of now, each second: the card, the banner and the heartbeat timer read
 * one clock, so none says "due soon" while another says the heartbeat has passed.
 */
const useFreshness = (feed: FreshnessInput) => feedFreshness(feed, useNow(1_000));

/** The stale banner (beyond the spec): a feed past its heartbeat says so before anything else. */
export function StaleBanner({ feed }: { feed: FreshnessInput }) {
  const freshness = useFreshness(feed);
  if (freshness.status !== "stale") return null;
  return <Notice>This feed is stale. {freshness.reason}.</Notice>;
}

/** "45 %", or "far beyond" for a share past 999 % (a feed years late is not "28128824 %"). */
const share = (used: number | null) => (used === null ? "—" : formatShare(used));

/**
 * Freshness, trigger proximity and divergence (beyond the spec): how much of the heartbeat and of
 * the deviation threshold are used, and the on-chain answer beside the latest signed value and
 * each source, with differences and the spread across sources.
 */
export function FreshnessCard({ detail }: { detail: FeedDetailView }) {
  const { feed } = detail;
  const freshness = useFreshness(feed);
  const divergence = feedDivergence(
    feed.answer,
    { label: `Latest signed (${detail.dataServiceId ?? "data service"})`, value: feed.signedValue },
    detail.sources,
  );
  const money = (value: number) => formatAnswer(value, feed.denomination);
  return (
    <section className={card.card} aria-labelledby="feed-freshness-title">
      <header className={card.head}>
        <h2 id="feed-freshness-title" className={card.title}>
          Freshness and divergence
        </h2>
        <FreshnessBadge feed={feed} />
      </header>
      <div className={styles.freshness}>
        <div>
          <dl className={styles.details}>
            <div>
              <dt>Status</dt>
              <dd>{FRESHNESS_LABELS[freshness.status]}</dd>
            </div>
            <div>
              <dt>
                {/* A cron feed's meter is the share of the gap between its runs that has passed. */}
                <label htmlFor="heartbeat-used">
                  {feed.schedule ? "Time between runs used" : "Heartbeat used"}
                </label>
              </dt>
              <dd className={styles.meterValue}>
                {freshness.heartbeatUsed === null ? null : (
                  <meter
                    id="heartbeat-used"
                    min={0}
                    max={1}
                    low={0.8}
                    high={1}
                    optimum={0}
                    value={Math.min(freshness.heartbeatUsed, 1)}
                  />
                )}
                {share(freshness.heartbeatUsed)}
              </dd>
            </div>
            <div>
              <dt>
                <label htmlFor="deviation-used">Deviation threshold used</label>
              </dt>
              <dd className={styles.meterValue}>
                {freshness.deviationUsed === null ? null : (
                  <meter
                    id="deviation-used"
                    min={0}
                    max={1}
                    low={0.8}
                    high={1}
                    optimum={0}
                    value={Math.min(freshness.deviationUsed, 1)}
                  />
                )}
                {share(freshness.deviationUsed)}
              </dd>
            </div>
          </dl>
          <p className={styles.meta}>{freshness.reason}.</p>
        </div>
        <table className={styles.divergence}>
          <caption className="visually-hidden">On-chain answer beside the signed and source values</caption>
          <thead>
            <tr>
              <th scope="col">Value</th>
              <th scope="col" className={styles.numericCell}>
                Price
              </th>
              <th scope="col" className={styles.numericCell}>
                vs on chain
              </th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">On chain</th>
              <td className={styles.numericCell}>
                {divergence.onChain === null ? "no-data" : money(divergence.onChain)}
              </td>
              <td className={styles.numericCell}>—</td>
            </tr>
            {divergence.signed ? (
              <tr>
                <th scope="row">{divergence.signed.label}</th>
                <td className={styles.numericCell}>{money(divergence.signed.value)}</td>
                <td className={styles.numericCell}>{formatDiffPercent(divergence.signed.diffPercent)}</td>
              </tr>
            ) : null}
            {divergence.sources.map((row) => (
              <tr key={row.label}>
                <th scope="row">{row.label}</th>
                <td className={styles.numericCell}>{money(row.value)}</td>
                <td className={styles.numericCell}>{formatDiffPercent(row.diffPercent)}</td>
              </tr>
            ))}
          </tbody>
          {divergence.spreadPercent !== null ? (
            <tfoot>
              <tr>
                <th scope="row" colSpan={2}>
                  Spread across sources
                </th>
                <td className={styles.numericCell}>
                  {formatDiffPercent(divergence.spreadPercent).replace("+", "")}
                </td>
              </tr>
            </tfoot>
          ) : null}
        </table>
      </div>
    </section>
  );
}
