import { PER_PAGE_OPTIONS, TOKENS_PER_PAGE_DEFAULT } from "@oracle-explorer/core/constants";
import { type FilterState, type QueryDefaults, TOKEN_TYPE_LABELS } from "@oracle-explorer/core/filtering";
import { useCallback } from "react";
import { type ListUrlRules, type ListUrlState, useListUrlState } from "../../lib/list-url-state.ts";

/** FILTER-15, TOKENS-09: the tokens list's page size and the sizes it accepts. */
export const TOKEN_LIST_QUERY: QueryDefaults = {
  perPage: TOKENS_PER_PAGE_DEFAULT,
  perPageOptions: PER_PAGE_OPTIONS,
};

/**
 * The Data Feeds list's URL (TOKENS-19): searchTerm or the header's search (TOKENS-20), written
 * back under the name it came in, tokenTypes, page and perPage; a search the header box wrote
 * clears the pickers on the canonical URL (FILTER-07).
 */
export const TOKEN_LIST_URL: ListUrlRules = {
  defaults: TOKEN_LIST_QUERY,
  keepsSearchTermName: true,
  replacedSearchClearsPickers: true,
};

/**
 * A token type from the URL is kept when it is a labelled type or a tag some token carries (so a
 * clicked "pair" tag works, TOKENS-30); others are dropped silently (FILTER-31). `knownTags` is
 * null until the tokens load, and then nothing is dropped yet.
 */
function knownTypes(types: readonly string[], knownTags: ReadonlySet<string> | null): readonly string[] {
  if (knownTags === null) return types;
  const kept = types.filter((type) => Object.hasOwn(TOKEN_TYPE_LABELS, type) || knownTags.has(type));
  return kept.length === types.length ? types : kept;
}

/**
 * The Data Feeds list state, kept in the query string only: a URL reproduces the view, and
 * Back/Forward restore it, because nothing is held anywhere else. Token types the catalogue does
 * not know are dropped.
 */
export function useTokenListState(knownTags: ReadonlySet<string> | null): ListUrlState {
  const sanitize = useCallback(
    (read: FilterState): FilterState => {
      const tokenTypes = knownTypes(read.tokenTypes, knownTags);
      return tokenTypes === read.tokenTypes ? read : { ...read, tokenTypes };
    },
    [knownTags],
  );
  return useListUrlState(TOKEN_LIST_URL, sanitize);
}
