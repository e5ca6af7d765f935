import { SIDEBAR_SWIPE_MIN_PX } from "@oracle-explorer/core/constants";
import { useLayoutEffect, useRef } from "react";

export type SwipeDirection = "left" | "right";

/**
 * A horizontal swipe: at least SIDEBAR_SWIPE_MIN_PX of horizontal travel and more horizontal than
 * vertical travel, so scrolling a page or a table never toggles the sidebar (SHELL-18, SHELL-19).
 */
export function swipeDirection(dx: number, dy: number): SwipeDirection | null {
  if (Math.abs(dx) < SIDEBAR_SWIPE_MIN_PX || Math.abs(dx) <= Math.abs(dy)) return null;
  return dx > 0 ? "right" : "left";
}

/**
 * Whether a touch at `target` may scroll something sideways: an element between it and the page
 * that is wider inside than its box and lets its overflow scroll (a table, a code block, a chart's
 * zoom strip). Such a swipe belongs to that element, not to the sidebar (issue 26).
 */
export function startsInSidewaysScroll(target: EventTarget | null): boolean {
  for (let node = target instanceof Element ? target : null; node; node = node.parentElement) {
    if (node === document.documentElement || node === document.body) return false;
    if (node.scrollWidth > node.clientWidth + 1) {
      const { overflowX } = getComputedStyle(node);
      if (overflowX === "auto" || overflowX === "scroll") return true;
    }
  }
  return false;
}

/**
 * Calls onSwipe for each horizontal swipe on the window; touch events only fire on touch devices.
 * A touch that starts in an area that scrolls sideways, or that scrolls any element sideways on
 * its way, is that area's gesture and never toggles the sidebar.
 */
export function useSwipe(onSwipe: (direction: SwipeDirection) => void): void {
  const handler = useRef(onSwipe);
  handler.current = onSwipe;

  // A layout effect: the listeners are in place as soon as the layout is on screen, so a swipe
  // made right after a (slow) first render is never lost.
  useLayoutEffect(() => {
    let start: { x: number; y: number } | null = null;
    const onStart = (event: TouchEvent) => {
      const touch = event.touches[0];
      start =
        event.touches.length === 1 && touch && !startsInSidewaysScroll(event.target)
          ? { x: touch.clientX, y: touch.clientY }
          : null;
    };
    // An element (not the page) scrolled during the touch: the finger was moving its content.
    const onScroll = (event: Event) => {
      if (start && event.target instanceof Element && event.target.scrollLeft !== 0) start = null;
    };
    const onEnd = (event: TouchEvent) => {
      const touch = event.changedTouches[0];
      if (!start || !touch) return;
      const direction = swipeDirection(touch.clientX - start.x, touch.clientY - start.y);
      start = null;
      if (direction) handler.current(direction);
    };
    window.addEventListener("touchstart", onStart, { passive: true });
    window.addEventListener("touchend", onEnd, { passive: true });
    // Scroll events do not bubble: listen in the capture phase to hear every element's.
    window.addEventListener("scroll", onScroll, { passive: true, capture: true });
    return () => {
      window.removeEventListener("touchstart", onStart);
      window.removeEventListener("touchend", onEnd);
      window.removeEventListener("scroll", onScroll, { capture: true });
    };
  }, []);
}
