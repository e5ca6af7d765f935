import { MAX_SUBJECTS, readSubjectList } from "@oracle-explorer/core/history";
import { useCallback, useSyncExternalStore } from "react";
import { readLocal, writeLocal } from "../storage.ts";

/**
 * The visitor's watchlist (issue 29): the subject ids they starred (core's vocabulary, `token:ETH`,
 * `feed:<layerId>/<feedId>`, `node:0x…`, `network:1`), kept in this browser only, since there is
 * no account. One local-storage key holds it as versioned JSON, so a later format can tell an old
 * value from its own. Every star on the page reads it through useSyncExternalStore, and other
 * tabs' changes arrive through the `storage` event, so a star pressed anywhere (another row, the
 * palette, another tab) shows at once everywhere.
 */
export const WATCHLIST_STORAGE_KEY = "watchlist";
export const WATCHLIST_FORMAT_VERSION = 1;

/** What the key holds: `{"version":1,"ids":["token:ETH","node:0x…"]}`, in the order starred. */
export interface StoredWatchlist {
  version: typeof WATCHLIST_FORMAT_VERSION;
  ids: string[];
}

/** What adding an id did: a full list (MAX_SUBJECTS) refuses it rather than drop another star. */
export type WatchResult = "added" | "already" | "full";

const EMPTY: readonly string[] = Object.freeze([]);

/**
 * The ids a stored value holds. Anything but this format's object (another app's value, a hand
 * edit, a cut-off write) reads as an empty list; ids that are not of the vocabulary are left out,
 * duplicates counted once and a list past the cap cut to it, by core's one reading of id lists.
 */
export function parseStoredWatchlist(raw: string | null): readonly string[] {
  if (raw === null) return EMPTY;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return EMPTY;
  }
  if (typeof value !== "object" || value === null) return EMPTY;
  const { version, ids } = value as Partial<Record<keyof StoredWatchlist, unknown>>;
  if (version !== WATCHLIST_FORMAT_VERSION || !Array.isArray(ids)) return EMPTY;
  // A string with a comma would be split into two ids by the list reader: not an id we wrote.
  const strings = ids.filter((id): id is string => typeof id === "string" && !id.includes(","));
  return Object.freeze(readSubjectList(strings).ids);
}

export function serializeWatchlist(ids: readonly string[]): string {
  const stored: StoredWatchlist = { version: WATCHLIST_FORMAT_VERSION, ids: [...ids] };
  return JSON.stringify(stored);
}

/**
 * The list as last read or written. Read lazily (the first star to render reads storage once),
 * and kept in memory when storage refuses writes (private modes), so stars still work in the tab.
 */
let current: readonly string[] | null = null;
let currentSet: ReadonlySet<string> = new Set();
const listeners = new Set<() => void>();

function set(ids: readonly string[]): void {
  current = ids;
  currentSet = new Set(ids);
  for (const listener of listeners) listener();
}

/** The watched ids, in the order they were starred (the same array until the list changes). */
export function watchlistIds(): readonly string[] {
  if (current === null) {
    current = parseStoredWatchlist(readLocal(WATCHLIST_STORAGE_KEY));
    currentSet = new Set(current);
  }
  return current;
}

export function isWatched(id: string): boolean {
  watchlistIds();
  return currentSet.has(id);
}

/** Writes a new list and tells every reader in this tab (other tabs hear the storage event). */
function save(ids: readonly string[]): void {
  const frozen = Object.freeze([...ids]);
  writeLocal(WATCHLIST_STORAGE_KEY, serializeWatchlist(frozen));
  set(frozen);
}

export function watch(id: string): WatchResult {
  const ids = watchlistIds();
  if (ids.includes(id)) return "already";
  if (ids.length >= MAX_SUBJECTS) return "full";
  save([...ids, id]);
  return "added";
}

export function unwatch(id: string): void {
  const ids = watchlistIds();
  if (ids.includes(id)) save(ids.filter((watched) => watched !== id));
}

/** A star pressed: the id comes off the list if it was on it, else goes on (unless the list is full). */
export function toggleWatched(id: string): WatchResult | "removed" {
  if (isWatched(id)) {
    unwatch(id);
    return "removed";
  }
  return watch(id);
}

/** Replaces the whole list (an import the visitor chose to replace with), already read and capped. */
export function replaceWatchlist(ids: readonly string[]): void {
  save(readSubjectList([...ids]).ids);
}

/**
 * Another tab wrote the key (or cleared storage: key null): read it again. The event only
 * fires in the other tabs, never in the one that wrote.
 */
function onStorage(event: StorageEvent): void {
  if (event.key !== null && event.key !== WATCHLIST_STORAGE_KEY) return;
  const next = parseStoredWatchlist(event.key === null ? null : event.newValue);
  const before = watchlistIds();
  if (next.length === before.length && next.every((id, index) => id === before[index])) return;
  set(next);
}

export function subscribeWatchlist(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener("storage", onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener("storage", onStorage);
  };
}

/** The watched ids; the component re-renders when they change (here or in another tab). */
export function useWatchlist(): readonly string[] {
  return useSyncExternalStore(subscribeWatchlist, watchlistIds);
}

/**
 * Whether one id is watched. A boolean snapshot: a star re-renders only when its own id comes or
 * goes, not when another row is starred (a feeds page holds hundreds of stars).
 */
export function useWatched(id: string): boolean {
  const snapshot = useCallback(() => isWatched(id), [id]);
  return useSyncExternalStore(subscribeWatchlist, snapshot);
}

/** For tests: forget what was read, so the next read goes to storage again. */
export function resetWatchlistForTests(): void {
  current = null;
  currentSet = new Set();
}
