/** Everything that can take part in the Tab order; tabStops() keeps those that do. */
const FOCUSABLE = [
  "a[href]",
  "area[href]",
  "button",
  "input:not([type='hidden'])",
  "select",
  "textarea",
  "iframe",
  "summary",
  "[tabindex]",
  "[contenteditable]:not([contenteditable='false'])",
].join(", ");

/**
 * The elements inside `root` that Tab stops at, in document order: enabled, not taken out with
 * tabindex="-1", not inert and rendered (checkVisibility: Safari before 17.4 lacks it, and jsdom,
 * which lays nothing out).
 */
export function tabStops(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) =>
      element.tabIndex >= 0 &&
      !element.matches(":disabled") &&
      element.closest("[inert]") === null &&
      (typeof element.checkVisibility !== "function" || element.checkVisibility()),
  );
}
