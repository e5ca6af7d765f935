/**
 * What a key does to a chart's active item (a point, a bar, a slice): the index of the item to
 * show, "hide" to close the tooltip, or null when the key is not the chart's (it then belongs to
 * whatever is around: Escape closes a dialog when no tooltip is open). With `vertical` (rows
 * listed from the top) the up and down arrows step too.
 */
export function pointForKey(
  key: string,
  active: number,
  last: number,
  vertical = false,
): number | "hide" | null {
  switch (key) {
    case "ArrowUp":
      return vertical ? pointForKey("ArrowLeft", active, last) : null;
    case "ArrowDown":
      return vertical ? pointForKey("ArrowRight", active, last) : null;
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
