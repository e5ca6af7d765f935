import { type KeyboardEvent, type PointerEvent, useState } from "react";
import { pointForKey } from "./chart-keys.ts";
import { announcement as spoken } from "./chart-tooltip-model.ts";

/** Where the pointer is, in the SVG's own pixels, and what it is over. */
export interface PointerAt {
  x: number;
  y: number;
  target: EventTarget | null;
  pointerType: string;
}

type Key = string | number;

export interface ChartInteractionOptions {
  /** How many items the keys step through: points, bars, slices. */
  count: number;
  /** The drawn size of the SVG (its viewBox), to turn the pointer's position into its pixels. */
  width: number;
  height: number;
  /** An item's tooltip text, one line per "\n": what a keyboard move reads out, as one sentence. */
  textAt: (index: number) => string;
  /** The item under the pointer: its index, -1 for none (the tooltip closes), null to keep the one shown. */
  pick: (at: PointerAt) => number | null;
  /**
   * What an item is known by across new data (a point's time, a slice's name), so the tooltip
   * stays on it when a live point arrives or the data reloads; by default its index.
   */
  keyOf?: (index: number) => Key | undefined;
  /** The index of that key in the current data, -1 when it is gone. */
  indexOf?: (key: Key) => number;
  /** Rows listed from the top: the up and down arrows step too, and the hint says so. */
  vertical?: boolean;
}

/** What ChartFrame takes from the interaction: the drawn size, the keys' hint, the handlers. */
export interface ChartFrameHandlers {
  width: number;
  height: number;
  arrows: "left and right" | "up and down";
  announcement: string;
  onKeyDown: (event: KeyboardEvent<HTMLDivElement>) => void;
  onPointer: (event: PointerEvent<SVGSVGElement>) => void;
  onLeave: () => void;
}

export interface ChartInteraction {
  /** The active item's index; -1 when no tooltip is shown. */
  active: number;
  /** Spread on ChartFrame. */
  frame: ChartFrameHandlers;
}

const byIndex = (index: number) => index;

/**
 * The interaction every SVG chart shares: the pointer (or a touch) picks the item under it, the
 * arrow keys step through the items (Home, End; Escape closes, and is left to the page when
 * nothing is shown), and each keyboard move is read out through ChartFrame's polite live region.
 * The chart says what an item is (`pick`, `textAt`); this keeps which one is active.
 */
export function useChartInteraction({
  count,
  width,
  height,
  textAt,
  pick,
  keyOf = byIndex,
  indexOf,
  vertical = false,
}: ChartInteractionOptions): ChartInteraction {
  const [activeKey, setActiveKey] = useState<Key | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const find = indexOf ?? ((key: Key) => (typeof key === "number" && key < count ? key : -1));
  const active = activeKey === null ? -1 : find(activeKey);

  const onPointer = (event: PointerEvent<SVGSVGElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    const index = pick({
      x: rect.width > 0 ? ((event.clientX - rect.left) * width) / rect.width : 0,
      y: rect.height > 0 ? ((event.clientY - rect.top) * height) / rect.height : 0,
      target: event.target,
      pointerType: event.pointerType,
    });
    if (index !== null) setActiveKey(index >= 0 ? (keyOf(index) ?? null) : null);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = pointForKey(event.key, active, count - 1, vertical);
    if (next === null) return;
    event.preventDefault();
    if (next === "hide") {
      setActiveKey(null);
      setAnnouncement("");
      return;
    }
    const key = next >= 0 && next < count ? keyOf(next) : undefined;
    // Nothing to step to (no items).
    if (key === undefined) return;
    setActiveKey(key);
    setAnnouncement(spoken(textAt(next)));
  };

  return {
    active,
    frame: {
      width,
      height,
      arrows: vertical ? "up and down" : "left and right",
      announcement,
      onKeyDown,
      onPointer,
      onLeave: () => setActiveKey(null),
    },
  };
}
