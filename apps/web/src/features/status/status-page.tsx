import type { StatusView } from "@oracle-explorer/core/api-views";
import { useEffect, useId } from "react";
import card from "../../components/card.module.css";
import { AtomFeedLink } from "../../components/incidents/atom-feed-link.tsx";
import { incidentsText } from "../../components/incidents/incident-days.ts";
import { IncidentTimeline, OngoingIncidents } from "../../components/incidents/incident-lists.tsx";
import { Notice } from "../../components/notice.tsx";
import { PageFrame } from "../../components/page-frame.tsx";
import { RetryNotice } from "../../components/retry-notice.tsx";
import { historyErrorText } from "../../lib/history-error.ts";
import { useStatus } from "./get-status.ts";
import { StatusFigures } from "./status-figures.tsx";
import { StatusHeadline } from "./status-headline.tsx";
import { recordStartNote } from "./status-model.ts";
import styles from "./status-page.module.css";
import { StatusStrips, StripLegend } from "./status-strips.tsx";

/** Said when the last 7 days hold no incident. */
export const NO_RECENT_INCIDENTS = "No incidents in the last 7 days";

/** What the page is about, in the sentences that name it. */
const WHAT = "the network's status";

/** The incidents going on now, worst first, each linked to its subject's page. */
function Ongoing({ view }: { view: StatusView }) {
  const titleId = useId();
  if (view.ongoing.length === 0) return null;
  return (
    <section className={card.card} aria-labelledby={titleId} data-ongoing="">
      <header className={card.head}>
        <h2 id={titleId} className={card.title}>
          Ongoing incidents
        </h2>
        <p className={card.note}>{incidentsText(view.ongoing.length)}</p>
      </header>
      <OngoingIncidents incidents={view.ongoing} linkSubject label="Ongoing incidents, worst first" />
    </section>
  );
}

/** The last 7 days' incidents that have ended, by day, minor ones behind a toggle; and the Atom feed. */
function Recent({ view }: { view: StatusView }) {
  const titleId = useId();
  const ended = view.recent.filter((incident) => incident.endedAt !== null);
  const more = Math.max(0, view.recentTotal - view.recent.length);
  return (
    <section className={card.card} aria-labelledby={titleId} data-recent="">
      <header className={card.head}>
        <h2 id={titleId} className={card.title}>
          Last 7 days
        </h2>
        {view.recentTotal === 0 ? null : (
          <p className={card.note}>{incidentsText(view.recentTotal)}, newest first (UTC days)</p>
        )}
      </header>
      {view.recentTotal === 0 ? (
        <p className={styles.empty}>{NO_RECENT_INCIDENTS}.</p>
      ) : ended.length === 0 && more === 0 ? (
        <p className={styles.empty}>Every incident of the last 7 days is still ongoing (listed above).</p>
      ) : (
        <IncidentTimeline incidents={ended} linkSubject more={more} />
      )}
      <AtomFeedLink ids={null} whose="the network's" />
    </section>
  );
}

/** A bar per UTC day for each data service and each chain. */
function Days({ view }: { view: StatusView }) {
  const titleId = useId();
  const note = recordStartNote(view);
  return (
    <section className={card.card} aria-labelledby={titleId} data-days="">
      <header className={card.head}>
        <h2 id={titleId} className={card.title}>
          Day by day
        </h2>
      </header>
      <p className={card.intro}>
        One bar per UTC day in the colour of its worst incident; point at or tap a bar for that day.
      </p>
      <StatusStrips
        title="Data services"
        strips={view.serviceStrips}
        days={view.days}
        none="No data service recorded yet."
        unit="data services"
      />
      <StatusStrips
        title="Chains"
        strips={view.networkStrips}
        days={view.days}
        none="No chain recorded yet."
        unit="chains"
      />
      <StripLegend />
      {note !== null ? <p className={styles.recordNote}>{note}</p> : null}
    </section>
  );
}

/** The page's shape in grey while the status loads: never a blank page. */
function StatusSkeleton() {
  return (
    <div className={styles.skeleton} role="status" aria-busy="true">
      <span className="visually-hidden">Loading the network's status…</span>
      <span className={`${styles.skeletonBlock} ${styles.skeletonHeadline}`} aria-hidden="true" />
      <span className={`${styles.skeletonBlock} ${styles.skeletonCard}`} aria-hidden="true" />
      <span className={`${styles.skeletonBlock} ${styles.skeletonCard}`} aria-hidden="true" />
    </div>
  );
}

/**
 * The network's status page (/app/status/, beyond the spec; issue 29): its state now in words,
 * the incidents going on, the figures of now (feeds fresh, nodes signing, each data service's
 * signers against its threshold), the last 7 days' incidents and a bar per day for each data
 * service and chain, from the indexer's record. A store that is not there or cannot be read is
 * said in a sentence, with Retry.
 */
export function StatusPage() {
  const status = useStatus();
  const view = status.data;
  useEffect(() => {
    if (status.error) console.warn("status: the network's status failed to load", status.error);
  }, [status.error]);
  return (
    <PageFrame
      title="Network Status"
      description="Is the network working right now, and what went wrong in the last 7 days, from the indexer's record."
    >
      {view === undefined && status.isError ? (
        <RetryNotice onRetry={() => status.refetch()} retrying={status.isFetching}>
          {historyErrorText(status.error, WHAT)}
        </RetryNotice>
      ) : null}
      {view !== undefined && status.isError ? (
        <Notice>The status could not be refreshed; the page shows the last one received.</Notice>
      ) : null}
      {status.isPending ? <StatusSkeleton /> : null}
      {view !== undefined ? (
        <div className={styles.stack}>
          <StatusHeadline view={view} />
          <Ongoing view={view} />
          <StatusFigures view={view} />
          <Recent view={view} />
          <Days view={view} />
        </div>
      ) : null}
    </PageFrame>
  );
}
