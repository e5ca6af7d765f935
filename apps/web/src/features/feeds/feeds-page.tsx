import { FEEDS_INIT_ATTEMPTS } from "@oracle-explorer/core/constants";
import type { FilterState } from "@oracle-explorer/core/filtering";
import { memo, useCallback, useDeferredValue, useEffect, useMemo } from "react";
import { createPath } from "react-router";
import { useTypingPause } from "../../app/typed-search.ts";
import { ExportButtons } from "../../components/export-buttons.tsx";
import { ListFooter } from "../../components/list-footer.tsx";
import listStyles from "../../components/list-page.module.css";
import { Notice } from "../../components/notice.tsx";
import { PageFrame } from "../../components/page-frame.tsx";
import { RetryNotice } from "../../components/retry-notice.tsx";
import { useCanonicalListUrl } from "../../lib/list-url-state.ts";
import { type FeedRecords, feedRecordKey, useFeedRecords } from "../../lib/queries/feed-records-query.ts";
import { useFeeds } from "../../lib/queries/feeds-query.ts";
import { useStableCallback } from "../../lib/use-stable-callback.ts";
import { warnedUpstreamsText } from "../../lib/warned-upstreams.ts";
import {
  cryptoOptions,
  type FeedRowView,
  feedListModel,
  hasFeedFilters,
  networkOptions,
  toRowViews,
} from "./feed-list-model.ts";
import { FeedsTable, type RecordsState } from "./feeds-table.tsx";
import { feedsErrorText, feedsTableState } from "./feeds-table-state.ts";
import { FeedsToolbar } from "./feeds-toolbar.tsx";
import { NetworkStars } from "./network-stars.tsx";
import { FEEDS_LIST_URL, useFeedListState } from "./use-feed-list-state.ts";

const EMPTY: readonly never[] = [];

/** A feed as an export row (beyond the spec): what the table shows, in plain units. */
function feedExportRow(row: FeedRowView, records: FeedRecords | undefined) {
  const record = records?.[feedRecordKey(row)];
  return {
    feed: row.feed,
    network: row.network.name,
    chainId: String(row.network.id),
    layer: row.layerId,
    variant: row.variant,
    contractAddress: row.contractAddress,
    feedAddress: row.feedAddress === "__NO_FEED__" ? null : row.feedAddress,
    answer: row.answer,
    denomination: row.denomination,
    answerSource: row.answerSource,
    answerTime: row.answerTimestamp === null ? null : new Date(row.answerTimestamp).toISOString(),
    deviationPercent: row.deviation,
    heartbeatSeconds: row.heartbeatMs === null ? null : row.heartbeatMs / 1000,
    instant: row.isPerun,
    freshness: row.freshness.status,
    updatesPerDay7d: record?.updatesPerDay7d ?? null,
    heartbeatMisses7d: record?.heartbeatMisses7d ?? null,
    longestStalenessSeconds7d:
      record?.longestStalenessMs7d == null ? null : Math.round(record.longestStalenessMs7d / 1000),
  };
}

/**
 * Push Model (/app/feeds/): every on-chain feed on every network, filtered by network type,
 * network, crypto and the header search, sorted and paged, with the whole state in the URL. The
 * list loads in one request; filtering, sorting and paging run in the browser on each change.
 * Beyond the spec, each feed's 7-day record from the indexer (updates per day, heartbeat misses,
 * longest staleness) fills three sortable columns when its own request answers.
 */
export function FeedsPage() {
  // A query's answer arrives as a synchronous update (TanStack Query reads its cache through
  // useSyncExternalStore), so building the toolbar and table for a new list would be one long
  // task. Deferred, the list renders in a transition React splits into short slices; a keystroke
  // or a click still updates at once, since they do not change this value. What is deferred is a
  // snapshot of what the page draws, so only a new answer (not each render's new query result
  // object) schedules a deferred render; Retry reads the live query.
  const live = useFeeds();
  const snapshot = useMemo(
    () => ({
      data: live.data,
      dataUpdatedAt: live.dataUpdatedAt,
      error: live.error,
      isError: live.isError,
      isPending: live.isPending,
      failureCount: live.failureCount,
    }),
    [live.data, live.dataUpdatedAt, live.error, live.isError, live.isPending, live.failureCount],
  );
  const feeds = useDeferredValue(snapshot);
  // Beyond the spec: each feed's 7-day record, its own query, so the list never waits for it (nor
  // fails with it); drawn from a deferred value too, so its arrival renders in slices.
  const recordsQuery = useFeedRecords();
  const records = useDeferredValue(recordsQuery.data?.records);
  const recordsFailed = recordsQuery.isError && recordsQuery.data === undefined;
  const recordsState = useMemo<RecordsState>(
    () => (records !== undefined ? { records } : recordsFailed ? "unavailable" : "loading"),
    [records, recordsFailed],
  );
  // Freshness is judged as of each load (the list reloads every 15 s).
  const all = useMemo(
    () => (feeds.data ? toRowViews(feeds.data.feeds, feeds.dataUpdatedAt) : undefined),
    [feeds.data, feeds.dataUpdatedAt],
  );
  // FILTER-31: networks and cryptos a URL names that no feed has are dropped once feeds load.
  const known = useMemo(
    () =>
      all === undefined
        ? undefined
        : {
            ids: new Set(all.map((row) => String(row.network.id))),
            tokens: new Set(all.map((row) => row.token)),
          },
    [all],
  );
  const sanitize = useCallback(
    (read: FilterState): FilterState => {
      if (known === undefined) return read;
      const { ids, tokens } = known;
      const networks = read.networks.filter((id) => ids.has(String(id)));
      const cryptos = read.cryptos.filter((token) => tokens.has(token));
      return networks.length === read.networks.length && cryptos.length === read.cryptos.length
        ? read
        : { ...read, networks, cryptos };
    },
    [known],
  );
  const list = useFeedListState(sanitize);
  const { state, staleOnly } = list;
  const model = useMemo(
    () => feedListModel(all ?? EMPTY, state, staleOnly, records),
    [all, state, staleOnly, records],
  );
  const staleCount = useMemo(() => all?.filter((row) => row.freshness.status === "stale").length ?? 0, [all]);
  const networks = useMemo(() => networkOptions(all ?? EMPTY, state.networkTypes), [all, state.networkTypes]);
  const cryptos = useMemo(() => cryptoOptions(all ?? EMPTY), [all]);
  // The networks filtered on, for their stars; compared as text, so a keystroke keeps the array.
  const filteredNetworkIds = state.networks.map(String).join(",");
  const filteredNetworks = useMemo(() => {
    const ids = new Set(filteredNetworkIds.split(","));
    return networks.filter((network) => ids.has(network.value));
  }, [networks, filteredNetworkIds]);
  useCanonicalListUrl(state, model.view.page, all !== undefined, FEEDS_LIST_URL);
  const tableState = feedsTableState(feeds, model.rows.length);

  useEffect(() => {
    if (live.error) console.warn("feeds: the push model list failed to load", live.error);
  }, [live.error]);

  // While the visitor types, a keystroke's frame carries little but the table: the count, the
  // toolbar and the pager follow a frame later (a deferred value renders in a transition after the paint).
  // They are memoised on what they show, and their handlers stay the same functions (they call
  // the latest ones), so the keystroke's render skips them. That is ~40 % of its React work.
  const { typing, endTyping } = useTypingPause();
  const current = useMemo(() => ({ state, model }), [state, model]);
  const deferred = useDeferredValue(current);
  const shown = typing ? deferred : current;
  const dispatch = useStableCallback(list.dispatch);
  const sortOn = useStableCallback(list.sortOn);
  const setStaleOnly = useStableCallback(list.setStaleOnly);
  const resetLocalFilters = useStableCallback(list.resetLocalFilters);
  const exportRows = useStableCallback(() => model.matching.map((row) => feedExportRow(row, records)));

  const filtering = hasFeedFilters(state, staleOnly);
  const shownFiltering = hasFeedFilters(shown.state, staleOnly);
  // As text, so memoised children compare it by value.
  const clearAllTo = list.linkTo({ type: "clearAll" });
  const clearTo = typeof clearAllTo === "string" ? clearAllTo : createPath(clearAllTo);
  const warnings = feeds.data?.warnings ?? EMPTY;
  const loadedOnce = all !== undefined;
  const actions = useMemo(
    () => (loadedOnce ? <ExportButtons title="Push Model feeds" rows={exportRows} /> : null),
    [loadedOnce, exportRows],
  );
  return (
    <PageFrame
      title="Push Model"
      actions={actions}
      description={
        all === undefined ? (
          "On-chain price feeds on every network, with their answers, deviation and heartbeat."
        ) : (
          <FeedCount count={shown.model.matching.length} />
        )
      }
    >
      <FeedsToolbar
        state={shown.state}
        view={shown.model.view}
        networks={networks}
        cryptos={cryptos}
        dispatch={dispatch}
        clearAllTo={clearTo}
        onClearAll={resetLocalFilters}
        staleOnly={staleOnly}
        staleCount={staleCount}
        onStaleOnly={setStaleOnly}
        onReach={endTyping}
      />
      <NetworkStars networks={filteredNetworks} />
      {tableState === "error" ? (
        // FEEDS-19, ERROR-34: after the automatic retries; Retry starts the initialisation over.
        <RetryNotice onRetry={() => live.refetch()} retrying={live.isFetching}>
          {feedsErrorText(feeds.error)}
        </RetryNotice>
      ) : null}
      {tableState === "loading" ? (
        <Notice>
          Loading feeds data… (attempt {Math.min(feeds.failureCount + 1, FEEDS_INIT_ATTEMPTS)} of{" "}
          {FEEDS_INIT_ATTEMPTS})
        </Notice>
      ) : null}
      {warnings.length > 0 ? (
        <Notice>
          Some feed data is unavailable right now ({warnedUpstreamsText(warnings)}), so some answers or names
          may be missing.
        </Notice>
      ) : null}
      <FeedsTable
        rows={tableState === "initializing" || tableState === "loading" ? null : model.rows}
        sortBy={state.sortBy}
        sortDesc={state.sortDesc}
        onSort={sortOn}
        typing={typing}
        endTyping={endTyping}
        records={recordsState}
        emptyText={
          tableState === "error"
            ? "Feeds data could not be loaded."
            : filtering
              ? "No feeds match the current filters."
              : "No feeds to show."
        }
      />
      {all === undefined ? null : (
        <ListFooter
          view={shown.model.view}
          clearFiltersTo={shownFiltering ? clearTo : null}
          onClearFilters={resetLocalFilters}
          dispatch={dispatch}
          onReach={endTyping}
        />
      )}
    </PageFrame>
  );
}

/** The number of feeds the filters keep, under the title. */
const FeedCount = memo(function FeedCount({ count }: { count: number }) {
  return (
    <span className={listStyles.count}>
      <strong>{count}</strong> {count === 1 ? "feed" : "feeds"}
    </span>
  );
});
