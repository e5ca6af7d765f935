import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CopyButton } from "./copy-button.tsx";
import { DateRangePicker } from "./date-range-picker.tsx";
import { exactLocalTime, RelativeTime } from "./relative-time.tsx";

const NOW = new Date(2026, 10, 21, 12, 0, 0).getTime();

describe("shared components", () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: NOW });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("FORMAT-23 CONST-14 CONST-48 the Last updated text refreshes every 1000 ms, in seconds under 60 s", () => {
    render(<RelativeTime timestamp={NOW - 5_000} />);
    expect(screen.getByText("5 seconds ago")).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1_000));
    expect(screen.getByText("6 seconds ago")).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(55_000));
    expect(screen.getByText("1 minute ago")).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(3_600_000));
    expect(screen.getByText("1 hour ago")).toBeInTheDocument();
  });

  it("FORMAT-22 (decision) a value days old says its age, not 'recently'", () => {
    render(<RelativeTime timestamp={NOW - 814 * 86_400_000} />);
    expect(screen.getByText("814 days ago")).toBeInTheDocument();
    expect(screen.queryByText(/recently/)).toBeNull();
  });

  it("FORMAT-24 CONST-15 copy shows a checkmark and Copied! for 2000 ms, then reverts", async () => {
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, "clipboard", { configurable: true, value: { writeText } });
    render(<CopyButton text="0xabc" label="contract address" />);
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Copy contract address" }));
    });
    expect(writeText).toHaveBeenCalledWith("0xabc");
    expect(screen.getByRole("status")).toHaveTextContent("Copied!");
    act(() => vi.advanceTimersByTime(1_999));
    expect(screen.queryByText("Copied!")).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText("Copied!")).toBeNull();
  });

  it("FORMAT-24 a button handed another text (a reused table row) shows no confirmation for it", async () => {
    Object.defineProperty(navigator, "clipboard", {
      configurable: true,
      value: { writeText: vi.fn(async () => {}) },
    });
    const { rerender } = render(<CopyButton text="0xabc" label="contract address" />);
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Copy contract address" }));
    });
    expect(screen.getByRole("status")).toHaveTextContent("Copied!");
    rerender(<CopyButton text="0xdef" label="contract address" />);
    expect(screen.queryByText("Copied!")).toBeNull();
  });

  it('FORMAT-23 the exact time in the title reads as toLocaleString("en-US") does', () => {
    for (const ms of [
      0,
      1_795_326_404_277,
      1_795_290_000_000,
      1_795_333_000_000,
      Date.UTC(2026, 0, 1, 12, 5, 9),
    ]) {
      const date = new Date(ms);
      expect(exactLocalTime(date)).toBe(date.toLocaleString("en-US"));
    }
  });

  it("ERROR-13 a timestamp beyond what a Date holds shows no-data instead of crashing", () => {
    render(<RelativeTime timestamp={9e15} />);
    expect(screen.getByText("no-data")).toBeInTheDocument();
  });

  it("a refused clipboard does not crash and shows no confirmation", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    Object.defineProperty(navigator, "clipboard", {
      configurable: true,
      value: { writeText: vi.fn(async () => Promise.reject(new Error("denied"))) },
    });
    render(<CopyButton text="0xabc" label="address" />);
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Copy address" }));
    });
    expect(screen.queryByText("Copied!")).toBeNull();
    expect(warn).toHaveBeenCalled();
  });

  it("FILTER-29 FILTER-30 FILTER-31 the pickers offer no future date and no to-date before from, with no message", () => {
    const onChange = vi.fn();
    const from = new Date(2026, 10, 10).getTime();
    const to = new Date(2026, 10, 15).getTime();
    const { container } = render(<DateRangePicker value={{ from, to }} now={NOW} onChange={onChange} />);
    const fromInput = screen.getByLabelText("From");
    const toInput = screen.getByLabelText("To");
    expect(toInput).toHaveAttribute("max", "2026-11-21");
    expect(toInput).toHaveAttribute("min", "2026-11-10");
    expect(fromInput).toHaveAttribute("max", "2026-11-15");

    fireEvent.change(toInput, { target: { value: "2026-11-05" } });
    const clamped = onChange.mock.lastCall?.[0];
    expect(clamped.from).toBe(from);
    expect(clamped.to).toBe(new Date(2026, 10, 11).getTime() - 1);

    fireEvent.change(toInput, { target: { value: "2027-01-01" } });
    expect(onChange.mock.lastCall?.[0].to).toBeLessThanOrEqual(NOW);

    expect(screen.queryByRole("alert")).toBeNull();
    expect(container.textContent).toBe("Date rangeFromTo");
  });
});
