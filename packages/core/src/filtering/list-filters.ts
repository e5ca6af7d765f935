import type { FilterState, NetworkId } from "./filter-state.ts";
import {
  feedMatchesNeedle,
  normalizeSearch,
  type SearchableFeed,
  type SearchableToken,
  tokenMatchesSearch,
} from "./search.ts";

/**
 * Applying a filter state to a list's rows (spec section 5). The text search always applies;
 * picker selections apply only while filterStatus is on (FILTER-08), and an empty selection
 * never restricts (FILTER-09). Row order is kept: sorting is a separate step.
 */

interface HideableRow {
  readonly isHidden?: boolean | null;
  readonly hide?: boolean | null;
}

/** FILTER-26, FILTER-27: a token or asset is hidden when either flag is true. */
export function isHiddenRow(row: HideableRow): boolean {
  return row.isHidden === true || row.hide === true;
}

/** FILTER-09: an empty selection keeps everything; otherwise the key must be selected. */
function selectionKeeps(
  selection: readonly (string | number)[],
  key: string | number | null | undefined,
): boolean {
  if (selection.length === 0) return true;
  if (key === null || key === undefined) return false;
  const text = String(key);
  return selection.some((selected) => String(selected) === text);
}

interface FilterableToken extends SearchableToken, HideableRow {
  readonly tags?: readonly string[] | null;
}

/** FILTER-10: a token is kept when any selected tag is among its tags. */
function tokenHasAnyType(token: FilterableToken, tokenTypes: readonly string[]): boolean {
  return tokenTypes.length === 0 || tokenTypes.some((type) => token.tags?.includes(type) === true);
}

/** Data Feeds list rows: not hidden (FILTER-26), matching the search (FILTER-21) and token types (FILTER-10). */
export function filterTokens<T extends FilterableToken>(
  tokens: readonly T[],
  state: Pick<FilterState, "search" | "filterStatus" | "tokenTypes">,
): T[] {
  const search = normalizeSearch(state.search);
  return tokens.filter(
    (token) =>
      !isHiddenRow(token) &&
      tokenMatchesSearch(token, search) &&
      (!state.filterStatus || tokenHasAnyType(token, state.tokenTypes)),
  );
}

interface FilterableFeed extends SearchableFeed {
  /** The feed token (feed id) the crypto picker selects (FILTER-33). */
  readonly token?: string | null;
  readonly networkId?: NetworkId | null;
  readonly network?: {
    readonly name?: string | null;
    readonly id?: NetworkId | null;
    readonly isTestnet?: boolean;
  } | null;
}

/**
 * Push Model feed rows: the search (FILTER-25), the crypto picker on the feed token and the
 * network picker on the network id (FILTER-33), and the network-type checkboxes. Network types
 * are not picker filters that a search clears (the spec names only crypto, network, source and
 * token type), so they always apply.
 */
export function filterFeedRows<T extends FilterableFeed>(
  rows: readonly T[],
  state: Pick<FilterState, "search" | "filterStatus" | "cryptos" | "networks" | "networkTypes">,
): T[] {
  return searchFeedRows(pickFeedRows(rows, state), state.search);
}

/**
 * filterFeedRows without the search: the network types and pickers alone. They change far less
 * often than the search, so a list can keep this and search it on each keystroke.
 */
export function pickFeedRows<T extends FilterableFeed>(
  rows: readonly T[],
  state: Pick<FilterState, "filterStatus" | "cryptos" | "networks" | "networkTypes">,
): T[] {
  // FEEDS-03: a row with no isTestnet flag counts as a mainnet.
  const keepsMainnets = state.networkTypes.includes("mainnets");
  const keepsTestnets = state.networkTypes.includes("testnets");
  return rows.filter(
    (row) =>
      (row.network?.isTestnet === true ? keepsTestnets : keepsMainnets) &&
      (!state.filterStatus ||
        (selectionKeeps(state.cryptos, row.token) &&
          selectionKeeps(state.networks, row.networkId ?? row.network?.id))),
  );
}

/** The rows of `rows` matching a feeds search (FILTER-25), in their order. */
export function searchFeedRows<T extends FilterableFeed>(rows: readonly T[], search: string): T[] {
  const needle = normalizeSearch(search);
  return needle === "" ? [...rows] : rows.filter((row) => feedMatchesNeedle(row, needle));
}
