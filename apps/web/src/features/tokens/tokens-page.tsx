import { sortTokensByPopularity } from "@oracle-explorer/core/filtering";
import { useEffect, useMemo } from "react";
import { ExportButtons } from "../../components/export-buttons.tsx";
import { ListFooter } from "../../components/list-footer.tsx";
import list from "../../components/list-page.module.css";
import { Notice } from "../../components/notice.tsx";
import { PageFrame } from "../../components/page-frame.tsx";
import { RetryNotice } from "../../components/retry-notice.tsx";
import { useConfig } from "../../lib/config.tsx";
import { useCanonicalListUrl } from "../../lib/list-url-state.ts";
import { useTokens } from "../../lib/queries/tokens-query.ts";
import { hasActiveFilters, tagsOf, tokenListModel, typeOptionsFor } from "./token-list-model.ts";
import { TokensTable } from "./tokens-table.tsx";
import { TokensToolbar } from "./tokens-toolbar.tsx";
import { TOKEN_LIST_URL, useTokenListState } from "./use-token-list-state.ts";

const EMPTY: readonly never[] = [];

/**
 * Data Feeds list (/app/tokens/), the landing page: every token with its latest price, filtered
 * and paged through the query string. A failed load never blanks the page (ERROR-07): the
 * controls stay, the table shows its empty state and a notice offers a retry.
 */
export function TokensPage() {
  const { productName } = useConfig();
  const tokens = useTokens();
  const sorted = useMemo(
    () => (tokens.data === undefined ? undefined : sortTokensByPopularity(tokens.data.tokens)),
    [tokens.data],
  );
  const knownTags = useMemo(() => (sorted === undefined ? null : tagsOf(sorted)), [sorted]);
  const typeOptions = useMemo(() => typeOptionsFor(sorted), [sorted]);
  const { state, dispatch, linkTo } = useTokenListState(knownTags);
  const model = tokenListModel(sorted ?? EMPTY, state);
  const loading = tokens.isPending;
  useCanonicalListUrl(state, model.view.page, sorted !== undefined, TOKEN_LIST_URL);

  // ERROR-07: a failed load is logged only; the notice below is the page's whole reaction.
  useEffect(() => {
    if (tokens.error) console.warn("tokens: the Data Feeds list failed to load", tokens.error);
  }, [tokens.error]);

  const clearTo = linkTo({ type: "clearAll" });
  const pricesMissing = (tokens.data?.warnings.length ?? 0) > 0;
  return (
    <PageFrame
      title={`${productName} Data Feeds`}
      actions={
        sorted === undefined ? null : (
          <ExportButtons
            title={`${productName} data feeds`}
            rows={() =>
              model.matching.map((token) => ({
                symbol: token.symbol,
                name: token.name,
                price: token.price,
                denomination: token.denomination,
                priceTime:
                  token.priceTimestamp === null ? null : new Date(token.priceTimestamp).toISOString(),
                tags: token.tags.join(" "),
              }))
            }
          />
        )
      }
      description={
        loading ? (
          <span className={list.count}>Loading assets…</span>
        ) : sorted === undefined ? null : (
          // TOKENS-02; left out after a failed first load, where "0 assets" would be untrue.
          <span className={list.count}>
            <strong>{model.matching.length}</strong> {model.matching.length === 1 ? "asset" : "assets"}
          </span>
        )
      }
    >
      <TokensToolbar
        state={state}
        view={model.view}
        typeOptions={typeOptions}
        dispatch={dispatch}
        clearAllTo={clearTo}
      />
      {tokens.isError ? (
        <RetryNotice onRetry={() => tokens.refetch()} retrying={tokens.isFetching}>
          {tokens.data === undefined
            ? "Data feeds and prices are unavailable right now."
            : "Prices could not be refreshed; the list shows the last ones received."}
        </RetryNotice>
      ) : null}
      {pricesMissing ? (
        <Notice>Latest prices are unavailable right now, so prices show "no-data".</Notice>
      ) : null}
      <TokensTable
        rows={loading ? null : model.rows}
        activeTags={state.tokenTypes}
        filtering={hasActiveFilters(state)}
        onTag={(tag) =>
          // TOKENS-16: the tag alone, from page 1, even when it already is the only type filtered on.
          dispatch(
            state.tokenTypes.length === 1 && state.tokenTypes[0] === tag
              ? { type: "setPage", page: 1 }
              : { type: "setTokenTypes", tokenTypes: [tag] },
          )
        }
      />
      {loading ? null : (
        <ListFooter
          view={model.view}
          clearFiltersTo={hasActiveFilters(state) ? clearTo : null}
          dispatch={dispatch}
        />
      )}
    </PageFrame>
  );
}
