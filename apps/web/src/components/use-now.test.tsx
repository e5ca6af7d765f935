import { act, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useNow } from "./use-now.ts";

const NOW = new Date(2026, 10, 22, 12, 0, 0).getTime();

function Clock({ name }: { name: string }) {
  return <span data-testid={name}>{useNow(1_000) - NOW}</span>;
}

describe("useNow", () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: NOW });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("FEEDS-12 the heartbeat countdowns of a page tick together from one timer", () => {
    const setInterval = vi.spyOn(globalThis, "setInterval");
    const clearInterval = vi.spyOn(globalThis, "clearInterval");
    const view = render(
      <>
        <Clock name="a" />
        <Clock name="b" />
        <Clock name="c" />
      </>,
    );
    expect(setInterval).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(1_000));
    for (const name of ["a", "b", "c"]) expect(screen.getByTestId(name)).toHaveTextContent("1000");
    act(() => vi.advanceTimersByTime(2_000));
    for (const name of ["a", "b", "c"]) expect(screen.getByTestId(name)).toHaveTextContent("3000");

    // The last one to go stops the timer; the next page starts a new one.
    view.unmount();
    expect(clearInterval).toHaveBeenCalledTimes(1);
    render(<Clock name="d" />);
    expect(setInterval).toHaveBeenCalledTimes(2);
    act(() => vi.advanceTimersByTime(1_000));
    expect(screen.getByTestId("d")).toHaveTextContent("4000");
  });
});
