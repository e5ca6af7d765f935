import { type RefObject, useLayoutEffect, useState } from "react";

/** How a table shows its rows: as a table, or as stacked cards when the table does not fit. */
export type TableLayout = "table" | "stacked";

export interface FitState {
  layout: TableLayout;
  /**
   * As a table, how many ranks of optional columns are left out (0: every column shows). Rank 1
   * goes first, then rank 2…; stacked rows show every column again, each under its name.
   */
  hidden: number;
  /**
   * The width the table needed with `i` ranks left out, when it last overflowed so (index i); the
   * last entry, with every optional rank out, is what it needs to leave stacked rows.
   */
  needed: readonly number[];
}

export const TABLE_FIT: FitState = { layout: "table", hidden: 0, needed: [] };

/** `needed` with the width measured at `hidden` ranks out. */
const withNeeded = (needed: readonly number[], hidden: number, width: number) => {
  const next = [...needed];
  next[hidden] = width;
  return next;
};

/**
 * The next layout from a measurement. As a table that is wider than its box (a column would be
 * cut off behind a sideways scroll), it leaves out the next rank of optional columns, measured
 * again at once (`widthAt`), until it fits; with every optional rank out and still too wide, it
 * stacks. Each width it needed is remembered: a table that fits takes a rank back once its box is
 * as wide as the table needed with that rank, and stacked rows go back to a table once the box is
 * as wide as the table needed with every optional rank out. The remembered widths keep the layouts
 * from flipping back and forth: stacked rows always fit, so their width says nothing.
 */
export function nextFit(
  state: FitState,
  widthAt: (hidden: number) => number,
  boxWidth: number,
  ranks = 0,
): FitState {
  // A pixel of slack for sub-pixel rounding of the two widths.
  const fits = (width: number) => width <= boxWidth + 1;
  if (state.layout === "stacked") {
    const needed = state.needed[ranks] ?? 0;
    return boxWidth >= needed ? { layout: "table", hidden: ranks, needed: state.needed } : state;
  }
  let hidden = state.hidden;
  let needed = state.needed;
  let width = widthAt(hidden);
  while (!fits(width)) {
    needed = withNeeded(needed, hidden, width);
    if (hidden >= ranks) return { layout: "stacked", hidden: 0, needed };
    hidden += 1;
    width = widthAt(hidden);
  }
  if (hidden !== state.hidden) return { layout: "table", hidden, needed };
  // It fits: a rank comes back once the box is as wide as the table needed with it.
  if (hidden > 0 && boxWidth >= (needed[hidden - 1] ?? Number.POSITIVE_INFINITY))
    return { layout: "table", hidden: hidden - 1, needed };
  return state;
}

/** The attribute the table's stylesheet reads to leave optional ranks out (sticky-table.module.css). */
export const HIDDEN_RANKS_ATTRIBUTE = "data-hide-optional";

/**
 * Issue 26: a list never hides a column behind a sideways scroll. The table is measured in a
 * layout effect, so a phone gets stacked rows on its first paint, and again whenever it or its
 * box changes size (a ResizeObserver: a laptop whose sidebar opens gets them as it slides in,
 * new rows wider than the old ones are seen too); a change seen by the observer shows the old
 * layout for a frame. A table with optional columns (`ranks` of them) first leaves those out, a
 * rank at a time, each tried on the element before anything is drawn; only when the table does
 * not fit without them do its rows stack. Stacked rows go back to a table only when the box grows
 * to the width the table last needed, not when narrower rows arrive: they stay stacked until the
 * next resize.
 */
export function useTableFit(
  box: RefObject<HTMLElement | null>,
  table: RefObject<HTMLTableElement | null>,
  ranks = 0,
): FitState {
  const [state, setState] = useState<FitState>(TABLE_FIT);
  useLayoutEffect(() => {
    const boxElement = box.current;
    const tableElement = table.current;
    if (!boxElement || !tableElement) return;
    // The table's width with `hidden` ranks out, tried on the element and put back (React owns it).
    const widthAt = (hidden: number) => {
      const before = tableElement.getAttribute(HIDDEN_RANKS_ATTRIBUTE);
      if (before === String(hidden)) return tableElement.offsetWidth;
      tableElement.setAttribute(HIDDEN_RANKS_ATTRIBUTE, String(hidden));
      const width = tableElement.offsetWidth;
      if (before === null) tableElement.removeAttribute(HIDDEN_RANKS_ATTRIBUTE);
      else tableElement.setAttribute(HIDDEN_RANKS_ATTRIBUTE, before);
      return width;
    };
    const measure = () =>
      // clientWidth leaves out the vertical scrollbar, which the table cannot use either.
      setState((current) => nextFit(current, widthAt, boxElement.clientWidth, ranks));
    measure();
    // jsdom (component tests) has no ResizeObserver and no layout: the table layout stays.
    if (typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(measure);
    observer.observe(boxElement);
    observer.observe(tableElement);
    return () => observer.disconnect();
    // A change of layout resizes the table, which the observer sees: no need to run again.
  }, [box, table, ranks]);
  return state;
}
