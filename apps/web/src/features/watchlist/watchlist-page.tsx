import type { IncidentView } from "@oracle-explorer/core/api-views";
import { parseSubject } from "@oracle-explorer/core/history";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { paths } from "../../app/paths.ts";
import { WatchlistIcon } from "../../components/icons.tsx";
import { IncidentTimeline, OngoingIncidents } from "../../components/incidents/incident-lists.tsx";
import list from "../../components/list-page.module.css";
import { Notice } from "../../components/notice.tsx";
import { PageFrame } from "../../components/page-frame.tsx";
import { RetryNotice } from "../../components/retry-notice.tsx";
import { historyErrorText } from "../../lib/history-error.ts";
import { formatCount } from "../../lib/node-format.ts";
import { feedsQueryOptions } from "../../lib/queries/feeds-query.ts";
import { networksQueryOptions } from "../../lib/queries/networks-query.ts";
import { nodesQueryOptions } from "../../lib/queries/nodes-query.ts";
import {
  type ImportChoice,
  readWatchlistLink,
  WATCHLIST_IDS_PARAM,
} from "../../lib/watchlist/watchlist-link.ts";
import { replaceWatchlist, useWatchlist } from "../../lib/watchlist/watchlist-store.ts";
import { watchedItems } from "./watched-item.ts";
import { WatchedTable } from "./watched-table.tsx";
import { WatchlistImport } from "./watchlist-import.tsx";
import styles from "./watchlist-page.module.css";
import {
  WATCHLIST_INCIDENT_DAYS,
  WATCHLIST_INCIDENT_LIMIT,
  watchlistIncidentsQuery,
  watchlistWindowFrom,
} from "./watchlist-query.ts";
import { WatchlistShare } from "./watchlist-share.tsx";

/** What the record's failure leaves out, in historyErrorText's sentence. */
const HEALTH_WHAT = "your watched items' health and incidents";

/**
 * The watchlist (/app/watchlist/, issue 29): the tokens, feeds, nodes and networks the visitor
 * starred anywhere in the app, kept in this browser, each with its health now, and their
 * incidents of the last 7 days; a link that moves the list to another device, and the Atom feed
 * of its incidents. Opened with `?ids=` (such a link), it first asks whether to replace or merge.
 * When the network's record cannot be read, the stars and their links stay, without health.
 */
export function WatchlistPage() {
  const ids = useWatchlist();
  const [search, setSearch] = useSearchParams();
  const link = useMemo(() => readWatchlistLink(search), [search]);
  // What the last import did, said (and focused) where the prompt stood.
  const [imported, setImported] = useState<string | null>(null);
  const importedRef = useRef<HTMLParagraphElement>(null);
  const answered = imported !== null && link === null;
  useEffect(() => {
    // The prompt's buttons are gone: focus goes to what replaced them, not to the page's start.
    if (answered) importedRef.current?.focus();
  }, [answered]);

  const answer = useQuery(watchlistIncidentsQuery(ids, watchlistWindowFrom(Date.now())));
  const failed = answer.isError && answer.data === undefined;
  // Without the api's answer, names and links come from the lists the app reads anyway (and only
  // those the watched ids need).
  const types = new Set(ids.map((id) => parseSubject(id)?.type));
  const feeds = useQuery({
    ...feedsQueryOptions,
    refetchInterval: false,
    enabled: failed && types.has("feed"),
  });
  const nodes = useQuery({ ...nodesQueryOptions, enabled: failed && types.has("node") });
  const networks = useQuery({ ...networksQueryOptions, enabled: failed && types.has("network") });
  const items = watchedItems(ids, answer.data, failed, {
    feeds: feeds.data,
    nodes: nodes.data,
    networks: networks.data,
  });

  const choose = (next: readonly string[] | null, choice: ImportChoice | null) => {
    if (next !== null) replaceWatchlist(next);
    setImported(
      next === null
        ? "The link was ignored; your watchlist is as it was."
        : `${choice === "merge" ? "Merged" : "Done"}: your watchlist now holds ${formatCount(next.length)} ${next.length === 1 ? "item" : "items"}.`,
    );
    // The link has been answered: its ids leave the address, so a reload does not ask again.
    setSearch(
      (before) => {
        const after = new URLSearchParams(before);
        after.delete(WATCHLIST_IDS_PARAM);
        return after;
      },
      { replace: true },
    );
  };

  return (
    <PageFrame
      title="Watchlist"
      description={
        <>
          The tokens, push feeds, nodes and networks you starred, with their health now and their incidents of
          the last {WATCHLIST_INCIDENT_DAYS} days. Kept in this browser only.{" "}
          {ids.length > 0 ? (
            <span className={list.count}>
              <strong>{ids.length}</strong> {ids.length === 1 ? "item" : "items"}
            </span>
          ) : null}
        </>
      }
    >
      {link !== null ? (
        <WatchlistImport link={link} local={ids} onChoose={choose} />
      ) : imported !== null ? (
        <p ref={importedRef} className={styles.imported} role="status" tabIndex={-1}>
          {imported}
        </p>
      ) : null}
      {failed ? (
        <RetryNotice onRetry={() => answer.refetch()} retrying={answer.isFetching}>
          {historyErrorText(answer.error, HEALTH_WHAT)} Your stars and their links are below.
        </RetryNotice>
      ) : answer.isError ? (
        <Notice>
          Your watched items' health could not be refreshed; the page shows the last one received.
        </Notice>
      ) : answer.data && answer.data.recordFrom === null && ids.length > 0 ? (
        <Notice>
          Nothing recorded yet: the indexer has not recorded the network, so your watched items have no health
          or incidents to show. They appear with its first rounds.
        </Notice>
      ) : null}
      {ids.length === 0 ? <EmptyWatchlist /> : <WatchedTable items={items} />}
      {ids.length > 0 && !failed ? (
        <RecentIncidents incidents={answer.data?.incidents} pending={answer.isPending} />
      ) : null}
      {ids.length > 0 ? <WatchlistShare ids={ids} /> : null}
    </PageFrame>
  );
}

/** How to fill an empty watchlist: where the stars are. */
function EmptyWatchlist() {
  return (
    <section className={styles.empty} aria-label="Your watchlist is empty">
      <h2 className={styles.emptyTitle}>Nothing watched yet</h2>
      <p>
        Press the star <WatchlistIcon className={styles.inlineStar} /> beside a token, a push feed, a node or
        a network: in the <Link to={paths.tokens}>Data Feeds</Link>, <Link to={paths.feeds}>Push Model</Link>{" "}
        and <Link to={paths.dataProviders}>Production Nodes</Link> lists, on their pages, or on a result of
        the search (<kbd>Shift</kbd>+<kbd>Enter</kbd> stars the highlighted one). A network's star shows on
        Push Model once the list is filtered by it.
      </p>
      <p>
        Each item then shows here with its health and its incidents, and the list can be moved to another
        device with a link or followed in a feed reader. Have a watchlist link? Open it to bring its items
        here.
      </p>
    </section>
  );
}

/** The watched items' incidents of the window: ongoing ones first, then by day. */
function RecentIncidents({
  incidents,
  pending,
}: {
  incidents: readonly IncidentView[] | undefined;
  pending: boolean;
}) {
  const titleId = useId();
  // One more than the limit was asked for: its presence says the list was cut.
  const cut = incidents !== undefined && incidents.length > WATCHLIST_INCIDENT_LIMIT;
  const shown = useMemo(() => incidents?.slice(0, WATCHLIST_INCIDENT_LIMIT) ?? [], [incidents]);
  return (
    <section className={styles.incidents} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sectionTitle}>
        Recent incidents
      </h2>
      {pending ? (
        <p className={styles.muted}>Loading the incidents…</p>
      ) : shown.length === 0 ? (
        <p className={styles.muted}>
          None of your watched items had an incident in the last {WATCHLIST_INCIDENT_DAYS} days.
        </p>
      ) : (
        <>
          <OngoingIncidents incidents={shown} linkSubject label="Ongoing incidents" />
          <IncidentTimeline incidents={shown} linkSubject />
          {cut ? (
            <p className={styles.muted}>Only the newest {WATCHLIST_INCIDENT_LIMIT} incidents are listed.</p>
          ) : null}
        </>
      )}
    </section>
  );
}
