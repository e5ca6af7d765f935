/**
 * Token-type tags and their labels (TOKENS-23..30). The labels are the spec's; the order is the
 * dropdown's.
 */
export const TOKEN_TYPE_LABELS: Readonly<Record<string, string>> = {
  crypto: "Cryptos",
  "Proof of Reserves": "Proof of Reserves",
  "lst/lrt": "LST/LRT",
  currencies: "Currencies",
  RWA: "RWA",
  avax: "Avalanche",
  etfs: "ETF",
};

export interface TokenTypeOption {
  /** The tag, as tokens and the tokenTypes query carry it. */
  readonly value: string;
  readonly label: string;
}

/**
 * A tag's label for the tags column. A tag the spec gives no label (such as "pair", TOKENS-30)
 * shows as itself.
 */
export function tokenTypeLabel(tag: string): string {
  return Object.hasOwn(TOKEN_TYPE_LABELS, tag) ? (TOKEN_TYPE_LABELS[tag] ?? tag) : tag;
}

/**
 * The options of the asset-types dropdown (TOKENS-03): only labelled tags, so "pair" is never
 * offered (TOKENS-30). Given the tokens, only tags that some token carries are offered, so no
 * option leads to an empty table; without them every labelled tag is offered.
 */
export function tokenTypeOptions(
  tokens?: readonly { readonly tags?: readonly string[] | null }[],
): TokenTypeOption[] {
  const present = tokens === undefined ? null : new Set(tokens.flatMap((token) => token.tags ?? []));
  return Object.entries(TOKEN_TYPE_LABELS)
    .filter(([value]) => present === null || present.has(value))
    .map(([value, label]) => ({ value, label }));
}

/** TOKENS-04: dropdown options whose label contains the search, ignoring case. */
export function searchTokenTypeOptions(
  options: readonly TokenTypeOption[],
  search: string,
): TokenTypeOption[] {
  const needle = search.trim().toLowerCase();
  return options.filter((option) => option.label.toLowerCase().includes(needle));
}
