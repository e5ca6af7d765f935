import { openStore, type Store } from "@oracle-explorer/store";
import { UpstreamError } from "./upstream/upstream-error.ts";

/**
 * The api's read side of the indexer's store (STORE_URL). Opened on first use, so an api started
 * before the indexer (or without one) serves everything else; a SQLite file that does not exist
 * yet means "nothing recorded", not a failure. A store that cannot be read is an upstream failure
 * like any other ("history store"), with its specific state on the page.
 */
export interface HistoryStore {
  /** The open store, or null when nothing has been recorded yet (or no store is configured). */
  store(): Promise<Store | null>;
  close(): Promise<void>;
}

export const HISTORY_UPSTREAM = "history store";

export function createHistoryStore(storeUrl: string | null): HistoryStore {
  let opening: Promise<Store | null> | null = null;
  return {
    store() {
      if (storeUrl === null) return Promise.resolve(null);
      if (!opening) {
        opening = openStore(storeUrl, { writer: false, poolSize: 4 }).then(
          (store) => {
            // Not there yet: try again on the next read (the indexer may have created it since).
            if (store === null) opening = null;
            return store;
          },
          (error: unknown) => {
            opening = null;
            throw new UpstreamError(
              HISTORY_UPSTREAM,
              "down",
              error instanceof Error ? error.message : String(error),
            );
          },
        );
      }
      return opening;
    },
    async close() {
      const store = await opening?.catch(() => null);
      await store?.close();
    },
  };
}

/** Runs a read on the store, turning a database error into the history store's upstream failure. */
export async function readHistory<T>(
  history: HistoryStore,
  read: (store: Store) => Promise<T>,
): Promise<T | null> {
  const store = await history.store();
  if (store === null) return null;
  try {
    return await read(store);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    // A store the indexer has not migrated yet holds nothing to read.
    if (/no such table|does not exist/i.test(message)) return null;
    throw new UpstreamError(HISTORY_UPSTREAM, "down", message);
  }
}
