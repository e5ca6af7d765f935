import { formatAnswer } from "@oracle-explorer/core/format";
import { feedSubject } from "@oracle-explorer/core/history";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { lazy, Suspense, useEffect, useMemo, useRef } from "react";
import { useParams, useSearchParams } from "react-router";
import { useLiveTitle } from "../../app/use-live-title.ts";
import { AfterFirstPaint } from "../../components/after-first-paint.tsx";
import { LazyBadgeEmbed } from "../../components/badge-embed/lazy-badge-embed.tsx";
import card from "../../components/card.module.css";
import { Disclaimers } from "../../components/disclaimers/disclaimers.tsx";
import { LazySubjectIncidents } from "../../components/incidents/lazy-subject-incidents.tsx";
import { Notice } from "../../components/notice.tsx";
import { PageFrame } from "../../components/page-frame.tsx";
import { RetryNotice } from "../../components/retry-notice.tsx";
import { StarButton } from "../../components/star-button.tsx";
import { TokenLogo } from "../../components/token-logo.tsx";
import { LazyVerifyPanel } from "../../components/verify/lazy-verify-panel.tsx";
import { isFollowedLive } from "../../lib/live/live-stream.ts";
import { FeedChart } from "./feed-chart.tsx";
import { FreshnessCard, StaleBanner } from "./feed-freshness.tsx";
import styles from "./feed-page.module.css";
import { SourcesCard } from "./feed-sources.tsx";
import { AnswerCard, DetailsCard } from "./feed-summary.tsx";
import { FeedTransactions } from "./feed-transactions.tsx";
import { type FeedRef, feedDetailQuery, feedQueryKeys, feedUpdatesKey, layerQualifier } from "./get-feed.ts";
import { IntegratorPanel } from "./integrator-panel.tsx";

/** FEED-21: wallet code loads only for feeds that offer the manual update, on this route. */
const ManualUpdatePanel = lazy(async () => ({
  default: (await import("./manual-update/manual-update-panel.tsx")).ManualUpdatePanel,
}));

/**
 * Beyond the spec: the feed's record from the indexer, below the fold, so its code (charts and
 * tables of its own) loads after the page's first paint, with its own query.
 */
const FeedReliability = lazy(async () => ({
  default: (await import("./feed-reliability.tsx")).FeedReliability,
}));

/**
 * SingleFeed (/app/feeds/{network}/{token}/, ?layer= where two layers share a route): the answer
 * and when it was written, the feed's network, triggers and addresses, the Transactions chart,
 * its sources and its on-chain transactions; beyond the spec, its reliability and its incidents
 * from the indexer's record. The route loader raised the 404 page already for a
 * feed that does not exist (FEED-01).
 */
export function FeedPage() {
  const { network = "", token = "" } = useParams();
  const [search] = useSearchParams();
  const layer = layerQualifier(search);
  const feedRef = useMemo<FeedRef>(() => ({ network, token, layer }), [network, token, layer]);
  // The route loader has put the detail in the cache: the header and cards draw in the first render.
  const detail = useQuery(feedDetailQuery(feedRef));
  const queryClient = useQueryClient();
  const data = detail.data;

  useEffect(() => {
    if (detail.error) console.warn(`feed: ${token} on ${network} failed to load`, detail.error);
  }, [detail.error, token, network]);

  const refetchDetail = () => void detail.refetch();
  // FEED-20: each heartbeat refetches the value and its timestamp, unless the live stream pushes them.
  const onBeat = () => {
    if (!isFollowedLive(feedDetailQuery(feedRef).queryKey)) refetchDetail();
  };
  // After a wallet update: the new value and the new transaction, without a reload.
  const afterUpdate = () => {
    for (const queryKey of feedQueryKeys(feedRef)) void queryClient.invalidateQueries({ queryKey });
  };

  const feed = data?.feed;
  // A new answer on chain (pushed live, or polled) brings its transaction: the chart and the
  // table read it again, on that event rather than on a timer.
  const answeredAt = feed?.answerTimestamp ?? null;
  const seenAnswer = useRef({ feedRef, answeredAt });
  useEffect(() => {
    const seen = seenAnswer.current;
    seenAnswer.current = { feedRef, answeredAt };
    // Another feed's first answer is no new answer: its chart and table load as a page's do.
    if (seen.feedRef !== feedRef || seen.answeredAt === null || answeredAt === null) return;
    if (seen.answeredAt !== answeredAt)
      void queryClient.invalidateQueries({ queryKey: feedUpdatesKey(feedRef) });
  }, [answeredAt, feedRef, queryClient]);
  useLiveTitle(
    feed ? `${feed.feed} on ${feed.network.name}` : null,
    feed && feed.answer !== null ? formatAnswer(feed.answer, feed.denomination) : null,
  );
  return (
    <PageFrame
      title={
        <span className={styles.title}>
          {feed ? <TokenLogo src={feed.logo} name={feed.feed} size={32} /> : null}
          {feed ? `${feed.feed} on ${feed.network.name}` : token}
        </span>
      }
      titleAside={
        feed ? (
          <StarButton
            subject={feedSubject(feed.layerId, feed.feed)}
            name={`${feed.feed} on ${feed.network.name}${feed.variant ? ` (${feed.variant})` : ""}`}
          />
        ) : null
      }
      description={feed ? `${feed.tokenName} · push model feed · ${feed.contractType}` : "Push model feed"}
    >
      <Disclaimers ids={[data?.disclaimerID]} />
      {feed ? <StaleBanner feed={feed} /> : null}
      {detail.isError && !data ? (
        <RetryNotice onRetry={refetchDetail} retrying={detail.isFetching}>
          This feed could not be loaded right now.
        </RetryNotice>
      ) : null}
      {data && data.warnings.length > 0 ? (
        <Notice>Per-source values are unavailable right now.</Notice>
      ) : null}
      {data === undefined ? (
        detail.isPending ? (
          <div className={styles.summaryPlaceholder} aria-busy="true">
            <span className="visually-hidden">Loading the feed…</span>
          </div>
        ) : null
      ) : (
        <>
          <div className={styles.summary}>
            <AnswerCard detail={data}>
              {data.feed.feedUpdateModalSupported ? (
                <Suspense fallback={null}>
                  <ManualUpdatePanel detail={data} onUpdated={afterUpdate} />
                </Suspense>
              ) : null}
            </AnswerCard>
            <DetailsCard detail={data} onBeat={onBeat} />
            <SourcesCard detail={data} />
          </div>
          <FreshnessCard detail={data} />
          {/* Below a phone's first view: built right after the first render (TBT). */}
          <AfterFirstPaint>
            <FeedChart feedRef={feedRef} symbol={data.feed.feed} denomination={data.feed.denomination} />
            <IntegratorPanel detail={data} feedRef={feedRef} />
            <LazyBadgeEmbed
              subject={{
                kind: "feed",
                network: data.feed.routeNetwork,
                token: data.feed.routeToken,
                layer: data.feed.routeLayer,
                feed: data.feed.feed,
                networkName: data.feed.network.name,
              }}
            />
            <FeedTransactions
              feedRef={feedRef}
              denomination={data.feed.denomination}
              txBase={data.explorerTxBase}
              txSuffix={data.explorerTxSuffix}
            />
            {/* Its own query: the page never waits for the indexer's record, nor fails with it. */}
            <Suspense fallback={<ReliabilityPlaceholder />}>
              <FeedReliability
                feedRef={feedRef}
                denomination={data.feed.denomination}
                txBase={data.explorerTxBase}
                txSuffix={data.explorerTxSuffix}
              />
            </Suspense>
            {/* Beyond the spec (issue 29): its own queries, as the Reliability section's. */}
            <LazySubjectIncidents subject={feedSubject(data.feed.layerId, data.feed.feed)} what="this feed" />
            <LazyVerifyPanel feedId={data.feed.feed} service={data.dataServiceId} />
          </AfterFirstPaint>
        </>
      )}
    </PageFrame>
  );
}

/** While the Reliability section's code loads: its card and title, a placeholder for the rest. */
function ReliabilityPlaceholder() {
  return (
    <section className={card.card} aria-labelledby="feed-reliability-loading">
      <h2 id="feed-reliability-loading" className={card.title}>
        Reliability
      </h2>
      <div className={styles.reliabilityPlaceholder} aria-busy="true">
        <span className="visually-hidden">Loading the feed's record…</span>
      </div>
    </section>
  );
}
