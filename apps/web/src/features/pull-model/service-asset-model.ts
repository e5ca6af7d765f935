import type { ServiceAssetView, SourceView } from "@oracle-explorer/core/api-views";
import { PER_PAGE_OPTIONS, SERVICE_PER_PAGE_DEFAULT } from "@oracle-explorer/core/constants";
import {
  dataServiceFilterReducer,
  type FilterState,
  normalizeSearch,
  type PageWindow,
  pageRows,
  pageWindow,
  type QueryDefaults,
  serviceAssetMatchesSearch,
} from "@oracle-explorer/core/filtering";
import type { SelectOption } from "../../components/multi-select-dropdown.tsx";
import type { ListUrlRules } from "../../lib/list-url-state.ts";

/** SERVICES-11, CONST-05, CONST-06: 16 per page by default, 8, 16, 32 or 64. */
export const SERVICE_LIST_QUERY: QueryDefaults = {
  perPage: SERVICE_PER_PAGE_DEFAULT,
  perPageOptions: PER_PAGE_OPTIONS,
};

/**
 * SERVICES-14: its own search box writes `search`, and picking a source clears the search
 * (FILTER-11, the data service's reducer).
 */
export const SERVICE_LIST_URL: ListUrlRules = {
  defaults: SERVICE_LIST_QUERY,
  reducer: dataServiceFilterReducer,
};

/**
 * FILTER-28: with sources selected, an asset shows only when its latest price has a value from
 * one of them. When the latest prices could not be read (pricedSources null) the sources its
 * manifest entry reads stand in, so the picker still narrows the list (a notice says so).
 */
export function assetHasSelectedSource(asset: ServiceAssetView, sources: readonly string[]): boolean {
  if (sources.length === 0) return true;
  const priced = asset.pricedSources ?? asset.sources;
  return sources.some((source) => priced.includes(source));
}

export interface ServiceAssetModel {
  readonly matching: readonly ServiceAssetView[];
  readonly rows: readonly ServiceAssetView[];
  readonly view: PageWindow;
}

/**
 * The assets of one list state: search on name or symbol (FILTER-22), the sources picker while
 * the filter status is on (FILTER-08, FILTER-28), then the page (FILTER-04). Hidden assets never
 * reach the page: the api leaves them out (FILTER-27).
 */
export function serviceAssetModel(
  assets: readonly ServiceAssetView[],
  state: Pick<FilterState, "search" | "filterStatus" | "sources" | "page" | "perPage">,
): ServiceAssetModel {
  const search = normalizeSearch(state.search);
  const matching = assets.filter(
    (asset) =>
      serviceAssetMatchesSearch(asset, search) &&
      (!state.filterStatus || assetHasSelectedSource(asset, state.sources)),
  );
  return {
    matching,
    rows: pageRows(matching, state.page, state.perPage),
    view: pageWindow(state.page, matching.length, state.perPage),
  };
}

/** SERVICES-09: the picker lists the data service's sources, most used first. */
export function sourceOptions(sources: readonly SourceView[]): SelectOption[] {
  return sources.map((source) => ({ value: source.id, label: source.id }));
}

/** "Sources (n)" counts the sources on offer; "Selected sources (n)" the applied selection. */
export function sourcesButtonText(options: readonly SelectOption[], selected: readonly string[]): string {
  return selected.length === 0 ? `Sources (${options.length})` : `Selected sources (${selected.length})`;
}

/** Whether a search or a source is set, which is when "Clear filters" is offered (ERROR-16). */
export function hasActiveFilters(state: Pick<FilterState, "search" | "sources">): boolean {
  return state.search.trim() !== "" || state.sources.length > 0;
}
