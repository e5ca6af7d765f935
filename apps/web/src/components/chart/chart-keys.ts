/**
 * What a key does to a chart's active point (LineChart, StackedAreaChart): the index of the point
 * to show, "hide" to close the tooltip, or null when the key is not the chart's (it then belongs
 * to whatever is around: Escape closes a dialog when no tooltip is open).
 */
export function pointForKey(key: string, active: number, last: number): number | "hide" | null {
  switch (key) {
    case "ArrowLeft":
      return active < 0 ? last : Math.max(0, active - 1);
    case "ArrowRight":
      return active < 0 ? 0 : Math.min(last, active + 1);
    case "Home":
      return 0;
    case "End":
      return last;
    case "Escape":
      return active < 0 ? null : "hide";
    default:
      return null;
  }
}
