/** A token catalogue entry (app tokens.json), as far as symbol details need it. */
interface CatalogueTokenInput {
  name?: string;
  logoURI?: string;
  url?: string;
  tags?: string[];
  comment?: string;
  isHidden?: boolean;
  hide?: boolean;
  disclaimerID?: string;
  decimals?: number;
  address?: string;
  chainId?: number;
}

/** A node manifest's token entry, as far as symbol details need it. */
interface ManifestTokenInput {
  source?: string[];
  denomination?: string;
  rateFeed?: boolean;
  decimals?: number;
  isHidden?: boolean;
  comment?: string;
}

/** One symbol as every screen sees it: catalogue display data plus its data services' config. */
export interface SymbolDetails {
  symbol: string;
  name: string;
  logoURI: string | null;
  url: string | null;
  tags: string[];
  comment: string | null;
  hidden: boolean;
  disclaimerID: string | null;
  denomination: string;
  decimals: number | null;
  /** The first listing data service's sources, or its default sources when the token names none. */
  config: { source: string[]; rateFeed: boolean } | null;
  /** Data services whose manifest lists the symbol, in the manifests' order. */
  dataServices: string[];
}

/** A data service's node manifest, keyed by data service id in the order they should win. */
interface ServiceManifestInput {
  defaultSource?: string[];
  tokens: Record<string, ManifestTokenInput>;
}

/**
 * DATA-54 (decision on the merge): symbol details join the token catalogue with the data-service
 * manifests. Display fields come from the catalogue; source list, denomination and rateFeed from
 * the first manifest (in the given order, primary first) that lists the symbol. Symbols that only
 * a manifest knows still get an entry, named by their symbol. Pure: callers cache the result, so
 * it is built once per version of its inputs.
 */
export function buildSymbolDetails(
  catalogue: Readonly<Record<string, CatalogueTokenInput>>,
  manifests: Readonly<Record<string, ServiceManifestInput>>,
): Map<string, SymbolDetails> {
  const details = new Map<string, SymbolDetails>();
  const symbols = new Set([
    ...Object.keys(catalogue),
    ...Object.values(manifests).flatMap((m) => Object.keys(m.tokens)),
  ]);
  for (const symbol of symbols) {
    const entry = Object.hasOwn(catalogue, symbol) ? catalogue[symbol] : undefined;
    const listing = Object.entries(manifests).filter(([, manifest]) =>
      Object.hasOwn(manifest.tokens, symbol),
    );
    const first = listing[0];
    const token = first?.[1].tokens[symbol];
    details.set(symbol, {
      symbol,
      name: entry?.name ?? symbol,
      logoURI: entry?.logoURI ?? null,
      url: entry?.url ?? null,
      tags: entry?.tags ?? [],
      comment: entry?.comment ?? token?.comment ?? null,
      hidden:
        entry?.isHidden === true || entry?.hide === true || (entry === undefined && token?.isHidden === true),
      disclaimerID: entry?.disclaimerID ?? null,
      denomination: token?.denomination ?? "USD",
      decimals: entry?.decimals ?? token?.decimals ?? null,
      config:
        first && token
          ? { source: token.source ?? first[1].defaultSource ?? [], rateFeed: token.rateFeed === true }
          : null,
      dataServices: listing.map(([id]) => id),
    });
  }
  return details;
}
