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

/** Calls onSwipe for each horizontal swipe on the window; touch events only fire on touch devices. */
export function useSwipe(onSwipe: (direction: SwipeDirection) => void): void {
  const handler = useRef(onSwipe);
  handler.current = onSwipe;

  // A layout effect: the listeners are in place as soon as the layout is on screen, so a swipe
  // made right after a (slow) first render is never lost.
  useLayoutEffect(() => {
    let start: { x: number; y: number } | null = null;
    const onStart = (event: TouchEvent) => {
      const touch = event.touches[0];
      start = event.touches.length === 1 && touch ? { x: touch.clientX, y: touch.clientY } : null;
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
    return () => {
      window.removeEventListener("touchstart", onStart);
      window.removeEventListener("touchend", onEnd);
    };
  }, []);
}
