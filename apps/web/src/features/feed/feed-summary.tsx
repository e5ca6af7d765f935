import type { FeedDetailView, FeedScheduleView } from "@oracle-explorer/core/api-views";
import { NO_FEED_ADDRESS } from "@oracle-explorer/core/feeds";
import { formatAnswer, formatDeviation } from "@oracle-explorer/core/format";
import { Fragment } from "react";
import { Link } from "react-router";
import card from "../../components/card.module.css";
import { CopyButton } from "../../components/copy-button.tsx";
import { HeartbeatTimer } from "../../components/heartbeat-timer.tsx";
import { useProofOfReserveDashboard } from "../../components/proof-of-reserve-link.tsx";
import { RelativeTime } from "../../components/relative-time.tsx";
import { TokenLogo } from "../../components/token-logo.tsx";
import styles from "./feed-page.module.css";

/** FEED-02, FEED-03: the answer, and when it was written on chain (or that it updates instantly). */
export function AnswerCard({ detail, children }: { detail: FeedDetailView; children?: React.ReactNode }) {
  const { feed } = detail;
  return (
    <section className={card.card} aria-labelledby="feed-answer-title">
      <h2 id="feed-answer-title" className={card.label}>
        Answer
      </h2>
      <p className={styles.answer}>{formatAnswer(feed.answer, feed.denomination)}</p>
      <p className={styles.meta}>
        {feed.isPerun ? (
          "Updates instantly"
        ) : (
          <>
            Updated <RelativeTime timestamp={feed.answerTimestamp} />
          </>
        )}
      </p>
      <p className={styles.meta}>{answerOrigin(feed.answerSource, feed.onChain)}</p>
      {children ? <div className={styles.answerActions}>{children}</div> : null}
    </section>
  );
}

/** FEEDS-23: say where the answer comes from, since the two can differ for a while. */
function answerOrigin(
  source: FeedDetailView["feed"]["answerSource"],
  onChain: FeedDetailView["feed"]["onChain"],
): string {
  if (source === "chain") return "Read from the contract on chain.";
  if (source === "api")
    return onChain === "unsupported"
      ? "Value relayed by the network (this chain is not read here)."
      : "Value relayed by the network: the chain could not be read just now.";
  return "No value has been written yet.";
}

interface DetailsCardProps {
  detail: FeedDetailView;
  /** FEED-20: the heartbeat timer's beat. */
  onBeat: () => void;
}

/** FEED-04..08: network with its explorer link, symbol, triggers and addresses with copy. */
export function DetailsCard({ detail, onBeat }: DetailsCardProps) {
  const { feed } = detail;
  return (
    <section className={card.card} aria-labelledby="feed-details-title">
      <h2 id="feed-details-title" className={card.label}>
        Details
      </h2>
      <dl className={styles.details}>
        <div>
          <dt>Network</dt>
          <dd>
            <span className={styles.withIcon}>
              <TokenLogo src={feed.network.image} name={feed.network.name} size={18} />
              {feed.explorerAddressUrl ? (
                <a href={feed.explorerAddressUrl} target="_blank" rel="noopener noreferrer">
                  {feed.network.name}
                  <span className="visually-hidden"> (opens the explorer in a new tab)</span>
                </a>
              ) : (
                feed.network.name
              )}
            </span>
          </dd>
        </div>
        <div>
          <dt>Symbol</dt>
          <dd>{feed.feed}</dd>
        </div>
        <ProofOfReserveRow feedId={feed.feed} />
        <div>
          <dt>Deviation threshold</dt>
          <dd>{feed.isPerun ? "—" : formatDeviation(feed.deviation)}</dd>
        </div>
        {feed.isPerun ? (
          <div>
            <dt>Update Mechanism</dt>
            <dd>Instant</dd>
          </div>
        ) : (
          <div>
            <dt>Heartbeat</dt>
            <dd>
              <HeartbeatTimer
                nextBeatAt={feed.nextBeatAt}
                runs={feed.schedule?.nextRuns ?? null}
                title={feed.heartbeatTitle}
                onBeat={onBeat}
              />
              {feed.schedule ? <ScheduleText schedule={feed.schedule} /> : null}
            </dd>
          </div>
        )}
        <div>
          <dt>Contract address</dt>
          <dd className={styles.address}>
            <code>{feed.contractAddress}</code>
            <CopyButton text={feed.contractAddress} label="contract address" />
          </dd>
        </div>
        {feed.feedAddress !== NO_FEED_ADDRESS ? (
          <div>
            <dt>Feed address</dt>
            <dd className={styles.address}>
              <code>{feed.feedAddress}</code>
              <CopyButton text={feed.feedAddress} label="feed address" />
            </dd>
          </div>
        ) : null}
      </dl>
    </section>
  );
}

/** A feed a proof-of-reserve dashboard reads (the devnet's USDtb_POR) links the dashboard. */
function ProofOfReserveRow({ feedId }: { feedId: string }) {
  const dashboard = useProofOfReserveDashboard(feedId);
  if (!dashboard) return null;
  return (
    <div>
      <dt>Reserves</dt>
      <dd>
        <Link to={dashboard.href}>Proof of reserve dashboard</Link>
      </dd>
    </div>
  );
}

/**
 * A cron feed's schedule (decision): in words, then the expressions themselves, since the words
 * are ours and the expressions are what the relayer runs ("Daily at 12:00 UTC · `00 12 * * *`").
 */
function ScheduleText({ schedule }: { schedule: FeedScheduleView }) {
  return (
    <span className={styles.schedule}>
      {schedule.text} ·{" "}
      {schedule.expressions.map((expression, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: expressions may repeat; the list is never reordered
        <Fragment key={i}>
          {i > 0 ? " " : null}
          <code>{expression}</code>
        </Fragment>
      ))}
    </span>
  );
}
