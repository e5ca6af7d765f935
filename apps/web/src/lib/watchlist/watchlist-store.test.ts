import { MAX_SUBJECTS } from "@oracle-explorer/core/history";
import { act, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { resetStorageWarning } from "../storage.ts";
import {
  isWatched,
  parseStoredWatchlist,
  replaceWatchlist,
  resetWatchlistForTests,
  serializeWatchlist,
  toggleWatched,
  unwatch,
  useWatched,
  useWatchlist,
  WATCHLIST_STORAGE_KEY,
  watch,
  watchlistIds,
} from "./watchlist-store.ts";

const NODE = "node:0x8bb8f32df04c8b654987daaed53d6b6091e3b774";

afterEach(() => {
  vi.restoreAllMocks();
  resetStorageWarning();
});

/** Another tab wrote the key: what the browser fires in this one. */
function otherTabWrites(value: string | null, key: string | null = WATCHLIST_STORAGE_KEY) {
  if (key === null) localStorage.clear();
  else if (value === null) localStorage.removeItem(key);
  else localStorage.setItem(key, value);
  act(() => {
    window.dispatchEvent(new StorageEvent("storage", { key, newValue: value, storageArea: localStorage }));
  });
}

describe("the watchlist store", () => {
  it("adds in the order starred, counts an id once, removes, and keeps it in one versioned key", () => {
    expect(watchlistIds()).toEqual([]);
    expect(watch("token:ETH")).toBe("added");
    expect(watch("feed:ethereumMultiFeed/BTC")).toBe("added");
    expect(watch("token:ETH")).toBe("already");
    expect(watchlistIds()).toEqual(["token:ETH", "feed:ethereumMultiFeed/BTC"]);
    expect(JSON.parse(localStorage.getItem(WATCHLIST_STORAGE_KEY) ?? "")).toEqual({
      version: 1,
      ids: ["token:ETH", "feed:ethereumMultiFeed/BTC"],
    });
    unwatch("token:ETH");
    expect(isWatched("token:ETH")).toBe(false);
    expect(watchlistIds()).toEqual(["feed:ethereumMultiFeed/BTC"]);
    expect(toggleWatched("network:1")).toBe("added");
    expect(toggleWatched("network:1")).toBe("removed");
  });

  it("survives a reload: a new page reads what the last one stored", () => {
    watch("token:ETH");
    watch(NODE);
    resetWatchlistForTests();
    expect(watchlistIds()).toEqual(["token:ETH", NODE]);
  });

  it("reads corrupt stored data as an empty list, never throwing", () => {
    for (const raw of [
      "{not json",
      "null",
      "42",
      '"token:ETH"',
      '["token:ETH"]',
      '{"version":2,"ids":["token:ETH"]}',
      '{"version":1,"ids":"token:ETH"}',
      '{"version":1}',
    ]) {
      localStorage.setItem(WATCHLIST_STORAGE_KEY, raw);
      resetWatchlistForTests();
      expect(watchlistIds(), raw).toEqual([]);
    }
  });

  it("keeps only the ids of the vocabulary from stored data, each once, in their read form", () => {
    localStorage.setItem(
      WATCHLIST_STORAGE_KEY,
      JSON.stringify({
        version: 1,
        ids: [
          "token:ETH",
          7,
          null,
          "nonsense",
          "token:ETH",
          "node:0x8BB8F32DF04C8B654987DAAED53D6B6091E3B774",
          "a,b",
        ],
      }),
    );
    expect(watchlistIds()).toEqual(["token:ETH", NODE]);
  });

  it(`reads an over-long stored list as its first ${MAX_SUBJECTS} ids, and refuses a star past the cap`, () => {
    const ids = Array.from({ length: 5_000 }, (_, i) => `token:T${i}`);
    localStorage.setItem(WATCHLIST_STORAGE_KEY, serializeWatchlist(ids));
    expect(watchlistIds()).toEqual(ids.slice(0, MAX_SUBJECTS));
    expect(watch("token:ONE_MORE")).toBe("full");
    expect(isWatched("token:ONE_MORE")).toBe(false);
    expect(parseStoredWatchlist(serializeWatchlist(ids))).toHaveLength(MAX_SUBJECTS);
  });

  it("replacing writes the new list read as links are: deduplicated, malformed out, capped", () => {
    watch("token:BTC");
    replaceWatchlist(["token:ETH", "token:ETH", "bogus", NODE]);
    expect(watchlistIds()).toEqual(["token:ETH", NODE]);
  });

  it("updates every mounted reader at once, and a star only when its own id changes", () => {
    const list = renderHook(() => useWatchlist());
    let ethRenders = 0;
    const eth = renderHook(() => {
      ethRenders++;
      return useWatched("token:ETH");
    });
    const btc = renderHook(() => useWatched("token:BTC"));
    expect(eth.result.current).toBe(false);
    act(() => {
      watch("token:ETH");
    });
    expect(list.result.current).toEqual(["token:ETH"]);
    expect(eth.result.current).toBe(true);
    const before = ethRenders;
    act(() => {
      watch("token:BTC");
    });
    expect(btc.result.current).toBe(true);
    expect(ethRenders).toBe(before);
  });

  it("follows another tab's changes through the storage event, and its clearing of storage", () => {
    watch("token:ETH");
    const list = renderHook(() => useWatchlist());
    const btc = renderHook(() => useWatched("token:BTC"));
    otherTabWrites(serializeWatchlist(["token:ETH", "token:BTC"]));
    expect(list.result.current).toEqual(["token:ETH", "token:BTC"]);
    expect(btc.result.current).toBe(true);
    // Another key changing is none of the watchlist's business.
    otherTabWrites("dark", "theme");
    expect(list.result.current).toEqual(["token:ETH", "token:BTC"]);
    // A corrupt write from elsewhere empties the list rather than break the page.
    otherTabWrites("{oops");
    expect(list.result.current).toEqual([]);
    otherTabWrites(serializeWatchlist([NODE]));
    expect(list.result.current).toEqual([NODE]);
    otherTabWrites(null, null);
    expect(list.result.current).toEqual([]);
  });

  it("keeps stars in memory when storage refuses them (private modes), warning once", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("denied", "SecurityError");
    });
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("full", "QuotaExceededError");
    });
    expect(watchlistIds()).toEqual([]);
    expect(watch("token:ETH")).toBe("added");
    expect(isWatched("token:ETH")).toBe(true);
    expect(warn).toHaveBeenCalledTimes(1);
  });
});
