import { act, render } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { type SwipeDirection, startsInSidewaysScroll, useSwipe } from "./use-swipe.ts";

/** An element that is `inner` px wide inside a box of `box` px, with the given overflow-x. */
function sized(element: HTMLElement, inner: number, box: number, overflowX: string) {
  Object.defineProperty(element, "scrollWidth", { configurable: true, value: inner });
  Object.defineProperty(element, "clientWidth", { configurable: true, value: box });
  element.style.overflowX = overflowX;
}

function touchOn(target: EventTarget, type: "touchstart" | "touchend", x: number) {
  const event = new Event(type, { bubbles: true });
  const point = [{ clientX: x, clientY: 300 }];
  Object.defineProperty(event, type === "touchstart" ? "touches" : "changedTouches", { value: point });
  act(() => {
    target.dispatchEvent(event);
  });
}

function Swiped({ onSwipe }: { onSwipe: (direction: SwipeDirection) => void }) {
  useSwipe(onSwipe);
  return (
    <div data-testid="page">
      <section data-testid="table-box">
        <span data-testid="cell">cell</span>
      </section>
    </div>
  );
}

afterEach(() => vi.restoreAllMocks());

describe("the sidebar swipe and sideways scrolling (issue 26 gestures)", () => {
  it("sees a touch inside an area that scrolls sideways, and not one in an area that only clips or fits", () => {
    const view = render(<Swiped onSwipe={() => {}} />);
    const box = view.getByTestId("table-box");
    const cell = view.getByTestId("cell");
    sized(box, 968, 358, "auto");
    expect(startsInSidewaysScroll(cell)).toBe(true);
    sized(box, 968, 358, "hidden");
    expect(startsInSidewaysScroll(cell)).toBe(false);
    sized(box, 358, 358, "auto");
    expect(startsInSidewaysScroll(cell)).toBe(false);
    expect(startsInSidewaysScroll(null)).toBe(false);
  });

  it("SHELL-18 a swipe that starts inside a sideways-scrolling table does not open the sidebar; one beside it does", () => {
    const onSwipe = vi.fn();
    const view = render(<Swiped onSwipe={onSwipe} />);
    sized(view.getByTestId("table-box"), 968, 358, "auto");
    touchOn(view.getByTestId("cell"), "touchstart", 10);
    touchOn(view.getByTestId("cell"), "touchend", 200);
    expect(onSwipe).not.toHaveBeenCalled();
    touchOn(view.getByTestId("page"), "touchstart", 10);
    touchOn(view.getByTestId("page"), "touchend", 200);
    expect(onSwipe).toHaveBeenCalledExactlyOnceWith("right");
  });

  it("SHELL-19 a touch that scrolls an element sideways on its way is that element's, not a swipe", () => {
    const onSwipe = vi.fn();
    const view = render(<Swiped onSwipe={onSwipe} />);
    const page = view.getByTestId("page");
    const box = view.getByTestId("table-box");
    touchOn(page, "touchstart", 300);
    box.scrollLeft = 120;
    act(() => {
      box.dispatchEvent(new Event("scroll"));
    });
    touchOn(page, "touchend", 100);
    expect(onSwipe).not.toHaveBeenCalled();
  });
});
