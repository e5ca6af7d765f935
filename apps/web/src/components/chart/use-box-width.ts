import { type RefObject, useLayoutEffect, useState } from "react";

/** jsdom has no layout: a chart measured at 0 px (or before it is measured) draws this wide. */
const FALLBACK_WIDTH = 600;

/** The box's width in CSS pixels, following it as it resizes (LineChart and StackedAreaChart). */
export function useBoxWidth(ref: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(FALLBACK_WIDTH);
  // Measured before the first paint, so the chart does not redraw visibly at the fallback width.
  useLayoutEffect(() => {
    const box = ref.current;
    if (!box) return;
    const measure = (next: number) => {
      if (next > 0) setWidth(Math.round(next));
    };
    measure(box.clientWidth);
    if (typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver((entries) => measure(entries[0]?.contentRect.width ?? 0));
    observer.observe(box);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}
