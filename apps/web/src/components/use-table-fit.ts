import { type RefObject, useLayoutEffect, useState } from "react";

/** How a table shows its rows: as a table, or as stacked cards when the table does not fit. */
export type TableLayout = "table" | "stacked";

interface FitState {
  layout: TableLayout;
  /** The width the table needed when it last overflowed as a table; 0 before it ever did. */
  neededWidth: number;
}

/**
 * The next layout from a measurement. As a table, it stacks once the table is wider than its box
 * (a column would be cut off behind a sideways scroll), remembering the width it needed; stacked,
 * it goes back to a table once the box is at least that wide again. The remembered width keeps
 * the two from flipping back and forth: stacked rows always fit, so their width says nothing.
 */
export function nextFit(state: FitState, tableWidth: number, boxWidth: number): FitState {
  if (state.layout === "table") {
    // A pixel of slack for sub-pixel rounding of the two widths.
    return tableWidth > boxWidth + 1 ? { layout: "stacked", neededWidth: tableWidth } : state;
  }
  return boxWidth >= state.neededWidth ? { layout: "table", neededWidth: state.neededWidth } : state;
}

/**
 * Issue 26: a list never hides a column behind a sideways scroll. The table is measured in a
 * layout effect, so a phone gets stacked rows on its first paint, and again whenever it or its
 * box changes size (a ResizeObserver: a laptop whose sidebar opens gets them as it slides in,
 * new rows wider than the old ones are seen too); a change seen by the observer shows the old
 * layout for a frame. Stacked rows go back to a table only when the box grows to the width the
 * table last needed, not when narrower rows arrive: they stay stacked until the next resize.
 */
export function useTableFit(
  box: RefObject<HTMLElement | null>,
  table: RefObject<HTMLTableElement | null>,
): TableLayout {
  const [state, setState] = useState<FitState>({ layout: "table", neededWidth: 0 });
  useLayoutEffect(() => {
    const boxElement = box.current;
    const tableElement = table.current;
    if (!boxElement || !tableElement) return;
    const measure = () =>
      setState((current) => {
        // clientWidth leaves out the vertical scrollbar, which the table cannot use either.
        const next = nextFit(current, tableElement.offsetWidth, boxElement.clientWidth);
        return next.layout === current.layout && next.neededWidth === current.neededWidth ? current : next;
      });
    measure();
    // jsdom (component tests) has no ResizeObserver and no layout: the table layout stays.
    if (typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(measure);
    observer.observe(boxElement);
    observer.observe(tableElement);
    return () => observer.disconnect();
    // A change of layout resizes the table, which the observer sees: no need to run again.
  }, [box, table]);
  return state.layout;
}
