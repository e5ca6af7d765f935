import { PER_PAGE_OPTIONS, SERVICE_PER_PAGE_DEFAULT } from "@oracle-explorer/core/constants";
import { pageRows, pageWindow, type QueryDefaults, searchNodes } from "@oracle-explorer/core/filtering";
import { useMemo } from "react";
import { ExportButtons } from "../../components/export-buttons.tsx";
import { ListFooter } from "../../components/list-footer.tsx";
import list from "../../components/list-page.module.css";
import { PageFrame } from "../../components/page-frame.tsx";
import { PagingControls } from "../../components/paging-controls.tsx";
import { RetryNotice } from "../../components/retry-notice.tsx";
import { type ListUrlRules, useCanonicalListUrl, useListUrlState } from "../../lib/list-url-state.ts";
import { useNodes } from "../../lib/queries/nodes-query.ts";
import { NODE_SORT_KEYS, NODES_DEFAULT_SORT_BY, type NodeSortKey, sortNodes } from "./node-list-model.ts";
import { NodesTable } from "./nodes-table.tsx";

/**
 * NODES-07, CONST-05, CONST-06: 16 rows per page by default; 8, 16, 32 or 64. The registry's
 * order unless a record column is sorted (beyond the spec).
 */
export const NODES_QUERY: QueryDefaults = {
  perPage: SERVICE_PER_PAGE_DEFAULT,
  perPageOptions: PER_PAGE_OPTIONS,
  sortBy: NODES_DEFAULT_SORT_BY,
  sortKeys: NODE_SORT_KEYS,
};

/** NODES-06, NODES-07: the header's search, page, perPage and the sort in the query string. */
const NODES_LIST_URL: ListUrlRules = { defaults: NODES_QUERY };

/**
 * Data providers (/app/data-providers/), titled Production Nodes (NODES-01): every registry node,
 * filtered by the header search on name or data service id (NODES-06) and paged (NODES-07), with
 * search, page and perPage in the query string. Beyond the spec: each node's 7-day record (uptime,
 * deviation p95, rank), sortable, and its name links to its own page.
 */
export function NodesPage() {
  const nodes = useNodes();
  const { state, dispatch, linkTo } = useListUrlState(NODES_LIST_URL);
  const matching = useMemo(
    () => sortNodes(searchNodes(nodes.data?.nodes ?? [], state.search), state.sortBy, state.sortDesc),
    [nodes.data, state.search, state.sortBy, state.sortDesc],
  );
  // As the feeds list: the header's column again flips the order; another column sorts ascending.
  const sortOn = (key: NodeSortKey) =>
    dispatch({ type: "setSort", sortBy: key, sortDesc: key === state.sortBy ? !state.sortDesc : false });
  const view = pageWindow(state.page, matching.length, state.perPage);
  const rows = pageRows(matching, view.page, view.perPage);
  useCanonicalListUrl(state, view.page, nodes.data !== undefined, NODES_LIST_URL);
  const loading = nodes.isPending;
  const filtering = state.search.trim() !== "";

  return (
    <PageFrame
      title="Production Nodes"
      actions={
        nodes.data === undefined ? null : (
          <ExportButtons
            title="Production nodes"
            rows={() =>
              matching.map((node) => ({
                name: node.name,
                dataServiceId: node.dataServiceId,
                evmAddress: node.evmAddress === false ? null : node.evmAddress,
                url: node.url,
                uptime7d: node.record?.uptime7d ?? null,
                deviationP95Bp7d: node.record?.deviationP95Bp7d ?? null,
                missedRounds7d: node.record?.missedRounds7d ?? null,
                rank: node.record?.rank ?? null,
              }))
            }
          />
        )
      }
      description={
        nodes.data === undefined ? (
          "Data providers running oracle nodes and their signing addresses."
        ) : (
          <span className={list.count}>
            <strong>{matching.length}</strong> {matching.length === 1 ? "node" : "nodes"}
          </span>
        )
      }
    >
      <div className={list.toolbar}>
        <PagingControls
          perPageLabel="Nodes per page"
          perPage={state.perPage}
          view={view}
          onPerPage={(perPage) => dispatch({ type: "setPerPage", perPage })}
          onPage={(page, lastPage) => dispatch({ type: "setPage", page, lastPage })}
        />
      </div>
      {nodes.isError ? (
        <RetryNotice onRetry={() => nodes.refetch()} retrying={nodes.isFetching}>
          {nodes.data === undefined
            ? "The production nodes are unavailable right now."
            : "The production nodes could not be refreshed; the list shows the last one received."}
        </RetryNotice>
      ) : null}
      <NodesTable
        rows={loading ? null : rows}
        filtering={filtering}
        sortBy={state.sortBy}
        sortDesc={state.sortDesc}
        onSort={sortOn}
      />
      {loading ? null : (
        <ListFooter
          view={view}
          clearFiltersTo={filtering ? linkTo({ type: "clearAll" }) : null}
          dispatch={dispatch}
        />
      )}
    </PageFrame>
  );
}
