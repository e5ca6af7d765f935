import type {
  DataServicesView,
  FeedsListView,
  NetworksView,
  NodesView,
  SourcesView,
  TokensView,
} from "../api-views/index.ts";
import { feedHref, appPaths as paths } from "../app-routes/index.ts";
import { NO_FEED_ADDRESS } from "../feeds/feed-row.ts";
import { feedSubject, networkSubject, nodeSubject, tokenSubject } from "../history/index.ts";

/**
 * The explorer's search (beyond the spec): the screens, then tokens, feeds × networks, sources,
 * data services, nodes and networks, as one list of entries, and a ranking for a query. One
 * ranking for the web's search palette and the MCP server's search tool (issue 30), so an agent
 * finds what a visitor finds. Pure, so it is tested without a browser and built once per load.
 */
export type SearchKind = "Screen" | "Token" | "Feed" | "Source" | "Data service" | "Node" | "Network";

export interface SearchEntry {
  readonly kind: SearchKind;
  readonly label: string;
  /** A second line: the network of a feed, the data service of a node… */
  readonly detail: string;
  readonly href: string;
  /** Lower-cased texts the query is matched against, best first (symbol before name). */
  readonly keys: readonly string[];
  /** Addresses (lower-case) an exact paste jumps to. */
  readonly addresses?: readonly string[];
  /** Served by the api, not the app (API health): opened with a full page load. */
  readonly external?: boolean;
  /** What the watchlist calls it, for an entry that can be starred (a token, feed, node, network). */
  readonly watch?: { readonly subject: string; readonly name: string };
}

/** A screen as the palette needs it (app/layout/sidebar-entries.ts lists them). */
export interface SearchScreen {
  readonly label: string;
  readonly to: string;
  readonly description: string;
  readonly keywords: readonly string[];
  readonly external?: boolean;
}

export interface SearchData {
  /** Found by name and keywords ("por", "nodes", "status"), before everything the api lists. */
  screens?: readonly SearchScreen[];
  tokens?: TokensView;
  feeds?: FeedsListView;
  sources?: SourcesView;
  services?: DataServicesView;
  nodes?: NodesView;
  networks?: NetworksView;
}

const lower = (texts: readonly (string | null | undefined)[]) =>
  texts.filter((text): text is string => !!text).map((text) => text.toLowerCase());

export function buildSearchIndex(data: SearchData): SearchEntry[] {
  const entries: SearchEntry[] = screenEntries(data.screens ?? []);
  for (const token of data.tokens?.tokens ?? [])
    entries.push({
      kind: "Token",
      label: token.symbol,
      detail: token.name,
      href: paths.token(token.symbol),
      keys: lower([token.symbol, token.name]),
      watch: { subject: tokenSubject(token.symbol), name: token.symbol },
    });
  for (const feed of data.feeds?.feeds ?? [])
    entries.push({
      kind: "Feed",
      label: `${feed.feed} on ${feed.network.name}`,
      watch: {
        subject: feedSubject(feed.layerId, feed.feed),
        name: `${feed.feed} on ${feed.network.name}${feed.variant ? ` (${feed.variant})` : ""}`,
      },
      // Two rows of one feed on one network say how they differ before the address.
      detail: feed.variant ? `${feed.variant} · ${feed.contractAddress}` : feed.contractAddress,
      href: feedHref(feed),
      keys: lower([feed.feed, `${feed.feed} ${feed.network.name}`, feed.network.name]),
      addresses: lower([
        feed.contractAddress,
        feed.feedAddress === NO_FEED_ADDRESS ? null : feed.feedAddress,
      ]),
    });
  for (const source of data.sources?.sources ?? [])
    entries.push({
      kind: "Source",
      label: source.id,
      detail: `${source.feedCount} feeds`,
      href: paths.source(source.id),
      keys: lower([source.id]),
    });
  for (const service of data.services?.dataServices ?? [])
    entries.push({
      kind: "Data service",
      label: service.name,
      detail: service.id,
      href: paths.pullModel(service.id),
      keys: lower([service.id, service.name]),
    });
  // A node with a key opens its own page; one without ("Coming soon") the list, found by name.
  for (const node of data.nodes?.nodes ?? []) {
    const address = node.evmAddress === false ? null : node.evmAddress;
    entries.push({
      kind: "Node",
      label: node.name,
      detail: address === null ? node.dataServiceId : `${node.dataServiceId} · ${address}`,
      href:
        address === null
          ? `${paths.dataProviders}?search=${encodeURIComponent(node.name)}`
          : paths.dataProvider(address),
      keys: lower([node.name, address]),
      addresses: lower([address]),
      ...(address === null ? {} : { watch: { subject: nodeSubject(address), name: node.name } }),
    });
  }
  // Networks lead to their feeds, so once the feeds are in, only networks that carry some are offered.
  const feedsPerChain = new Map<string, number>();
  for (const feed of data.feeds?.feeds ?? []) {
    const chainId = String(feed.network.id);
    feedsPerChain.set(chainId, (feedsPerChain.get(chainId) ?? 0) + 1);
  }
  for (const network of data.networks?.networks ?? []) {
    const count = feedsPerChain.get(String(network.chainId));
    if (data.feeds && count === undefined) continue;
    entries.push({
      kind: "Network",
      label: network.name,
      detail:
        count === undefined
          ? `Push feeds on chain ${String(network.chainId)}`
          : `${count} push feed${count === 1 ? "" : "s"} on chain ${String(network.chainId)}`,
      href: paths.feedsOnNetwork(network.chainId),
      keys: lower([network.name, network.id]),
      watch: { subject: networkSubject(network.chainId), name: network.name },
    });
  }
  return entries;
}

/** The screens' entries; also what an empty query offers. */
export function screenEntries(screens: readonly SearchScreen[]): SearchEntry[] {
  return screens.map((screen) => ({
    kind: "Screen",
    label: screen.label,
    detail: screen.description,
    href: screen.to,
    keys: lower([screen.label, ...screen.keywords]),
    ...(screen.external ? { external: true } : {}),
  }));
}

/** An EVM address or one of those long ids people paste (hex, base58): no spaces, 32+ chars. */
export const looksLikeAddress = (text: string) => /^(0x[0-9a-f]{40}|[1-9a-z]{32,64})$/i.test(text.trim());

/** How well a key matches: 0 exact, 1 prefix, 2 word prefix, 3 anywhere; null = no match. */
function keyScore(key: string, needle: string): number | null {
  if (key === needle) return 0;
  if (key.startsWith(needle)) return 1;
  if (key.includes(` ${needle}`) || key.includes(`-${needle}`) || key.includes(`_${needle}`)) return 2;
  return key.includes(needle) ? 3 : null;
}

/**
 * The entries for a query, best first: a pasted address gives the entries that hold it; else
 * exact matches, then prefixes, then words, then substrings, each kind in index order, with the
 * earlier key of an entry (its symbol) counting more than later ones.
 */
export function rankSearch(entries: readonly SearchEntry[], query: string, limit = 30): SearchEntry[] {
  const needle = query.trim().toLowerCase();
  if (needle === "") return [];
  if (looksLikeAddress(needle)) {
    const held = entries.filter((entry) => entry.addresses?.includes(needle));
    if (held.length > 0) return held.slice(0, limit);
  }
  const scored: { entry: SearchEntry; score: number; order: number }[] = [];
  entries.forEach((entry, order) => {
    let best: number | null = null;
    entry.keys.forEach((key, position) => {
      const score = keyScore(key, needle);
      if (score !== null)
        best = Math.min(best ?? Number.POSITIVE_INFINITY, score * 10 + Math.min(position, 9));
    });
    if (best !== null) scored.push({ entry, score: best, order });
  });
  return scored
    .sort((a, b) => a.score - b.score || a.order - b.order)
    .slice(0, limit)
    .map((item) => item.entry);
}
