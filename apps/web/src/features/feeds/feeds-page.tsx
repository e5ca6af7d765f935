import { FEEDS_INIT_ATTEMPTS, type FilterState } from "@oracle-explorer/core";
import { useCallback, useDeferredValue, useEffect, useMemo } from "react";
import { ExportButtons } from "../../components/export-buttons.tsx";
import list from "../../components/list-page.module.css";
import { Notice } from "../../components/notice.tsx";
import { PageFrame } from "../../components/page-frame.tsx";
import { Pager } from "../../components/pager.tsx";
import { PaginationSummary } from "../../components/pagination-summary.tsx";
import { RetryNotice } from "../../components/retry-notice.tsx";
import { useCanonicalListUrl } from "../tokens/use-token-list-state.ts";
import {
  cryptoOptions,
  type FeedRowView,
  feedListModel,
  hasFeedFilters,
  networkOptions,
  toRowViews,
} from "./feed-list-model.ts";
import { FeedsTable } from "./feeds-table.tsx";
import { FeedsToolbar } from "./feeds-toolbar.tsx";
import { feedsErrorText, feedsTableState, useFeeds } from "./get-feeds.ts";
import { FEEDS_QUERY, useFeedListState } from "./use-feed-list-state.ts";

const EMPTY: readonly never[] = [];

/** A feed as an export row (beyond the spec): what the table shows, in plain units. */
function feedExportRow(row: FeedRowView) {
  return {
    feed: row.feed,
    network: row.network.name,
    chainId: String(row.network.id),
    layer: row.layerId,
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
  };
}

/**
 * Push Model (/app/feeds/): every on-chain feed on every network, filtered by network type,
 * network, crypto and the header search, sorted and paged, with the whole state in the URL. The
 * list loads in one request; filtering, sorting and paging run in the browser on each change.
 */
export function FeedsPage() {
  // A query's answer arrives as a synchronous update (TanStack Query reads its cache through
  // useSyncExternalStore), so building the toolbar and table for a new list would be one long
  // task. Deferred, the list renders in a transition React splits into short slices; a keystroke
  // or a click still updates at once, since they do not change this value.
  const feeds = useDeferredValue(useFeeds());
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
  const { state, dispatch, linkTo, sortOn, staleOnly, setStaleOnly, resetLocalFilters } =
    useFeedListState(sanitize);
  const model = useMemo(() => feedListModel(all ?? EMPTY, state, staleOnly), [all, state, staleOnly]);
  const staleCount = useMemo(() => all?.filter((row) => row.freshness.status === "stale").length ?? 0, [all]);
  const networks = useMemo(() => networkOptions(all ?? EMPTY, state.networkTypes), [all, state.networkTypes]);
  const cryptos = useMemo(() => cryptoOptions(all ?? EMPTY), [all]);
  useCanonicalListUrl(state, model.view.page, all !== undefined, FEEDS_QUERY);
  const tableState = feedsTableState(feeds, model.rows.length);

  useEffect(() => {
    if (feeds.error) console.warn("feeds: the push model list failed to load", feeds.error);
  }, [feeds.error]);

  const filtering = hasFeedFilters(state, staleOnly);
  const clearTo = linkTo({ type: "clearAll" });
  const warnings = feeds.data?.warnings ?? EMPTY;
  return (
    <PageFrame
      title="Push Model"
      actions={
        all === undefined ? null : (
          <ExportButtons title="Push Model feeds" rows={() => model.matching.map(feedExportRow)} />
        )
      }
      description={
        all === undefined ? (
          "On-chain price feeds on every network, with their answers, deviation and heartbeat."
        ) : (
          <span className={list.count}>
            <strong>{model.matching.length}</strong> {model.matching.length === 1 ? "feed" : "feeds"}
          </span>
        )
      }
    >
      <FeedsToolbar
        state={state}
        view={model.view}
        networks={networks}
        cryptos={cryptos}
        dispatch={dispatch}
        clearAllTo={clearTo}
        onClearAll={resetLocalFilters}
        staleOnly={staleOnly}
        staleCount={staleCount}
        onStaleOnly={setStaleOnly}
      />
      {tableState === "error" ? (
        // FEEDS-19, ERROR-34: after the automatic retries; Retry starts the initialisation over.
        <RetryNotice onRetry={() => feeds.refetch()} retrying={feeds.isFetching}>
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
          Some feed data is unavailable right now ({warnings.map((w) => w.upstream).join(", ")}), so some
          answers or names may be missing.
        </Notice>
      ) : null}
      <FeedsTable
        rows={tableState === "initializing" || tableState === "loading" ? null : model.rows}
        sortBy={state.sortBy}
        sortDesc={state.sortDesc}
        onSort={sortOn}
        emptyText={
          tableState === "error"
            ? "Feeds data could not be loaded."
            : filtering
              ? "No feeds match the current filters."
              : "No feeds to show."
        }
      />
      {all === undefined ? null : (
        <div className={list.footer}>
          <PaginationSummary
            view={model.view}
            clearFiltersTo={filtering ? clearTo : null}
            onClearFilters={resetLocalFilters}
          />
          {model.view.lastPage > 1 ? (
            <Pager
              page={model.view.page}
              lastPage={model.view.lastPage}
              onPage={(page) => dispatch({ type: "setPage", page, lastPage: model.view.lastPage })}
            />
          ) : null}
        </div>
      )}
    </PageFrame>
  );
}
