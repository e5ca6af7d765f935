import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { afterNextPaint } from "./after-next-paint.ts";

/** Frames on demand: the test says when the browser would paint. */
let frames: FrameRequestCallback[] = [];
const paint = () => {
  const due = frames;
  frames = [];
  for (const callback of due) callback(performance.now());
};

describe("afterNextPaint", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    frames = [];
    vi.stubGlobal("requestAnimationFrame", (callback: FrameRequestCallback) => frames.push(callback));
    vi.stubGlobal("cancelAnimationFrame", (id: number) => {
      frames[id - 1] = () => {};
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("SHELL-03 runs the URL write once, in a task after the next frame", () => {
    const run = vi.fn();
    afterNextPaint(run);
    vi.advanceTimersByTime(50);
    expect(run).not.toHaveBeenCalled();
    paint();
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(0);
    expect(run).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1_000);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it("SHELL-03 runs after 100 ms at the latest when no frame comes (a hidden tab)", () => {
    const run = vi.fn();
    afterNextPaint(run);
    vi.advanceTimersByTime(99);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
    paint();
    vi.advanceTimersByTime(1_000);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it("SHELL-03 a cancelled write never runs", () => {
    const run = vi.fn();
    const cancel = afterNextPaint(run);
    cancel();
    paint();
    vi.advanceTimersByTime(1_000);
    expect(run).not.toHaveBeenCalled();
  });
});
