import type {
  FeedsListView,
  IncidentsView,
  NetworksView,
  NodesView,
  SubjectStateView,
} from "@oracle-explorer/core/api-views";
import { shortenAddress } from "@oracle-explorer/core/format";
import { type IncidentSeverity, parseSubject } from "@oracle-explorer/core/history";
import { feedHref, paths } from "../../app/paths.ts";
import { subjectTypeLabel } from "../../lib/watchlist/subjects.ts";

/**
 * One row of the watchlist: a watched id, what it is called, where its page is and how it is
 * doing. Names and links come from the api's answer (`subjects`); when the api cannot answer (the
 * history store down), from the lists the app already reads, so the watchlist still shows every
 * star with its link, only without health.
 */
export interface WatchedItem {
  readonly id: string;
  /** "Token", "Push feed", "Node", "Network"… */
  readonly type: string;
  readonly name: string;
  readonly href: string | null;
  readonly health: Health;
}

/** How an id is doing now, as its row says it. */
export type Health =
  | { readonly kind: "ok" }
  | { readonly kind: "incidents"; readonly ongoing: number; readonly worst: IncidentSeverity }
  | { readonly kind: "unknown-id" }
  /** The store holds no record yet (a new indexer): nothing to say, and never "OK". */
  | { readonly kind: "unrecorded" }
  /** The api has not answered for this id yet (a star just added). */
  | { readonly kind: "checking" }
  /** The api failed: the row has its name and link, no health. */
  | { readonly kind: "unavailable" };

/** The words of a row's health: "OK", "2 ongoing, worst major", "Unknown id: not on this network". */
export function healthText(health: Health): string {
  switch (health.kind) {
    case "ok":
      return "OK";
    case "incidents":
      return `${health.ongoing} ongoing, worst ${health.worst}`;
    case "unknown-id":
      return "Unknown id: not on this network";
    case "unrecorded":
      return "Nothing recorded yet";
    case "checking":
      return "Checking…";
    case "unavailable":
      return "Unavailable";
  }
}

/**
 * A subject's health from the api's resolution of it; `recorded` is false while the store holds
 * no record at all, when no incident means nothing was seen rather than that all is well.
 */
export function healthOf(state: SubjectStateView, recorded: boolean): Health {
  if (!state.known) return { kind: "unknown-id" };
  if (!recorded) return { kind: "unrecorded" };
  if (state.ongoing > 0)
    // `worst` is set whenever something is ongoing; "minor" if an answer ever left it out.
    return { kind: "incidents", ongoing: state.ongoing, worst: state.worst ?? "minor" };
  return { kind: "ok" };
}

/** The lists the app already reads, for names and links while the api's answer is missing. */
export interface LocalLists {
  readonly feeds?: FeedsListView;
  readonly nodes?: NodesView;
  readonly networks?: NetworksView;
}

/**
 * What an id is called and links to without the api: a token's symbol and page, a node's name
 * (from the nodes list) and page, a network's name (the networks list) and its feeds, a feed's
 * name and page from the feeds list (its page's route forms are not in the id), a data service's
 * or a reserve's page. What no list knows keeps its id as its name.
 */
export function localSubject(id: string, lists: LocalLists): { name: string; href: string | null } {
  const parsed = parseSubject(id);
  if (parsed === null) return { name: id, href: null };
  const { type, key } = parsed;
  switch (type) {
    case "token":
      return { name: key, href: paths.token(key) };
    case "node": {
      const node = lists.nodes?.nodes.find(
        (candidate) => candidate.evmAddress !== false && candidate.evmAddress.toLowerCase() === key,
      );
      return { name: node?.name ?? shortenAddress(key), href: paths.dataProvider(key) };
    }
    case "network": {
      const network = lists.networks?.networks.find((candidate) => String(candidate.chainId) === key);
      return {
        name: network?.name ?? `Chain ${key}`,
        href: paths.feedsOnNetwork(key),
      };
    }
    case "feed": {
      const slash = key.indexOf("/");
      const layerId = key.slice(0, slash);
      const feedId = key.slice(slash + 1);
      const feed = lists.feeds?.feeds.find((row) => row.layerId === layerId && row.feed === feedId);
      return feed
        ? { name: `${feed.feed} on ${feed.network.name}`, href: feedHref(feed) }
        : { name: `${feedId} (${layerId})`, href: null };
    }
    case "service":
      return { name: key, href: paths.pullModel(key) };
    case "reserve":
      return { name: key, href: paths.proofOfReserve(key) };
  }
}

/**
 * The rows of the watchlist, in the order starred: each id with the api's resolution when the
 * answer holds it, else its local name and link and "checking" (an answer on its way) or
 * "unavailable" (the api failed). A page the api names no link for (a network has no page of
 * its own) links where the app shows it: its feeds.
 */
export function watchedItems(
  ids: readonly string[],
  answer: Pick<IncidentsView, "subjects" | "recordFrom"> | undefined,
  failed: boolean,
  lists: LocalLists,
): WatchedItem[] {
  const byId = new Map((answer?.subjects ?? []).map((state) => [state.id, state]));
  const recorded = answer?.recordFrom != null;
  return ids.map((id) => {
    const type = subjectTypeLabel(id);
    const state = byId.get(id);
    if (state)
      return {
        id,
        type,
        name: state.name,
        href: state.href ?? (state.known ? localSubject(id, lists).href : null),
        health: healthOf(state, recorded),
      };
    const local = localSubject(id, lists);
    return { id, type, ...local, health: { kind: failed ? "unavailable" : "checking" } };
  });
}
