import { useEffect, useRef, useState } from "react";

/** A paged query as the hook needs it (TanStack's infinite query fits). */
export interface IncrementalSource<T> {
  rows: readonly T[];
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

export interface IncrementalOptions {
  /** Rows shown at first and after reset(). */
  initial: number;
  /** Rows added each time the table's end comes near. */
  batch: number;
  /** Wait before a batch is added (FEED-16: 300 ms); 0 adds it at once. */
  delayMs?: number;
  /**
   * Observe within the table's own scroll box (StickyTable's data-scroll-area), with this margin
   * in px; absent, the viewport is the root, with no margin.
   */
  scrollAreaMarginPx?: number;
}

/**
 * Rows of a long table shown a batch at a time (Recent updates, On chain transactions): a
 * sentinel row near the end adds `batch` more, and rows past those fetched ask the query for its
 * next page. The sentinel also holds a button (`showMore`) for keyboards and browsers without
 * IntersectionObserver.
 */
/**
 * A keyboard user moving through the rows. Each Tab scrolls the next row, and with it the
 * sentinel, into view; adding rows then would put the rest of the page out of Tab's reach (a day
 * of minute prices is 1440 rows). They get the sentinel's "Show more" button instead; a pointer's
 * scrolling still adds rows on its own.
 */
function keyboardInside(table: Element): boolean {
  const active = document.activeElement;
  if (!active || !table.contains(active)) return false;
  try {
    return active.matches(":focus-visible");
  } catch {
    return false;
  }
}

export function useIncrementalRows<T>(source: IncrementalSource<T>, options: IncrementalOptions) {
  const { initial, batch, delayMs = 0, scrollAreaMarginPx } = options;
  const [shown, setShown] = useState(initial);
  const { rows, hasNextPage, isFetchingNextPage, fetchNextPage } = source;
  const canShowMore = shown < rows.length || hasNextPage;

  // Past the fetched rows: fetch the next page (its offset is the rows fetched so far).
  useEffect(() => {
    if (shown > rows.length && hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [shown, rows.length, hasNextPage, isFetchingNextPage, fetchNextPage]);

  const sentinelRef = useRef<HTMLTableRowElement>(null);
  const loadedRows = rows.length;
  // biome-ignore lint/correctness/useExhaustiveDependencies: loadedRows and shown re-arm the observer, since the sentinel may still be in view after a batch and only a fresh observe reports it
  useEffect(() => {
    const sentinel = sentinelRef.current;
    if (!sentinel || !canShowMore || typeof IntersectionObserver === "undefined") return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const add = () => setShown((before) => before + batch);
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting) || timer !== undefined) return;
        if (keyboardInside(sentinel.closest("table") ?? sentinel)) return;
        if (delayMs > 0) timer = setTimeout(add, delayMs);
        else add();
      },
      scrollAreaMarginPx === undefined
        ? undefined
        : { root: sentinel.closest("[data-scroll-area]"), rootMargin: `${scrollAreaMarginPx}px` },
    );
    observer.observe(sentinel);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [canShowMore, loadedRows, shown, batch, delayMs, scrollAreaMarginPx]);

  return {
    visible: rows.slice(0, shown),
    canShowMore,
    sentinelRef,
    showMore: () => setShown((before) => before + batch),
    reset: () => setShown(initial),
  };
}
