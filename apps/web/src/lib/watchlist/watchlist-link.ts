import { parseSubject, readSubjectList } from "@oracle-explorer/core/history";

/**
 * A watchlist as a link, to move it to another device (there is no account): the watchlist
 * page's URL with the ids in `?ids=`, comma-separated, each percent-encoded
 * (`/app/watchlist/?ids=token%3AETH,node%3A0xab…`). Opening such a link reads it here: what it
 * holds, what was not understood and what was cut, so the page can ask before changing anything.
 */
export const WATCHLIST_IDS_PARAM = "ids";

/** The query string of a watchlist link ("" for no ids: the page's own URL then). */
export function watchlistLinkSearch(ids: readonly string[]): string {
  if (ids.length === 0) return "";
  return `?${WATCHLIST_IDS_PARAM}=${ids.map(encodeURIComponent).join(",")}`;
}

/** What a watchlist link holds, read as the api reads the same ids (core's readSubjectList). */
export interface WatchlistLink {
  /** The ids understood, de-duplicated in order, at most core's MAX_SUBJECTS. */
  ids: string[];
  /** How many non-empty ids the link gave, as written (duplicates and malformed ones included). */
  given: number;
  /** The malformed ones: how many, and the first few as written (cut short), to show. */
  malformedCount: number;
  malformed: string[];
  /** Ids given more than once (after reading: "node:0xAB…" and "node:0xab…" are one). */
  duplicates: number;
  /** More distinct ids than the cap: how many there were, and how many were kept. */
  clamped: { given: number; kept: number } | null;
}

/** The link's ids, or null when the URL carries none (the page shows the local watchlist alone). */
export function readWatchlistLink(search: URLSearchParams): WatchlistLink | null {
  const raw = search.getAll(WATCHLIST_IDS_PARAM);
  if (raw.length === 0) return null;
  const read = readSubjectList(raw);
  const parts = raw.flatMap((value) => value.split(",")).map((part) => part.trim());
  const written = parts.filter((part) => part !== "");
  const understood = written.filter((part) => parseSubject(part) !== null).length;
  const distinct = read.clamped?.given ?? read.ids.length;
  return {
    ids: read.ids,
    given: written.length,
    malformedCount: written.length - understood,
    malformed: read.malformed,
    duplicates: understood - distinct,
    clamped: read.clamped,
  };
}

/** How an import changes the local list: the link's ids alone, or added after the local ones. */
export type ImportChoice = "replace" | "merge";

/**
 * The list an import leaves. Merging keeps the local order and adds the link's new ids after it;
 * past the cap, the local ids come first and the rest is cut (and said: `clamped`).
 */
export function importedWatchlist(
  local: readonly string[],
  link: readonly string[],
  choice: ImportChoice,
): { ids: string[]; clamped: { given: number; kept: number } | null } {
  const read = readSubjectList(choice === "replace" ? [...link] : [...local, ...link]);
  return { ids: read.ids, clamped: read.clamped };
}

/** What the merge would add: the link's ids not yet watched here. */
export function newInLink(local: readonly string[], link: readonly string[]): string[] {
  const here = new Set(local);
  return link.filter((id) => !here.has(id));
}
