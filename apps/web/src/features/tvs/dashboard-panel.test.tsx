import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DashboardPanel } from "./dashboard-panel.tsx";

afterEach(() => {
  vi.useRealTimers();
});

function Harness(props: { onReload?: () => void; autoReloadMs?: number }) {
  const [open, setOpen] = useState(true);
  return open ? (
    <DashboardPanel title="Widget" onClose={() => setOpen(false)} {...props}>
      {(mode) => <p>body in {mode}</p>}
    </DashboardPanel>
  ) : (
    <p>closed</p>
  );
}

const panel = () => screen.getByRole("region", { name: "Widget" });

describe("dashboard panel", () => {
  it("TVS-22 cycles default → collapse → fullscreen → default", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(panel()).toHaveAttribute("data-mode", "default");
    expect(screen.getByText("body in default")).toBeVisible();

    await user.click(screen.getByRole("button", { name: "Collapse Widget" }));
    expect(panel()).toHaveAttribute("data-mode", "collapsed");
    expect(screen.queryByText(/body in/)).toBeNull();

    // Expand leaves collapse, to fullscreen.
    await user.click(screen.getByRole("button", { name: "Expand Widget" }));
    const dialog = screen.getByRole("dialog", { name: "Widget" });
    expect(dialog).toHaveAttribute("data-mode", "fullscreen");
    expect(dialog).toHaveClass("fullscreen");
    expect(screen.getByText("body in fullscreen")).toBeVisible();

    // Restore leaves fullscreen, back to default.
    await user.click(screen.getByRole("button", { name: "Restore Widget" }));
    expect(panel()).toHaveAttribute("data-mode", "default");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(screen.getByRole("button", { name: "Collapse Widget" })).toHaveAttribute("aria-expanded", "true");
  });

  it("TVS-22 Escape restores a fullscreen panel", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole("button", { name: "Collapse Widget" }));
    await user.click(screen.getByRole("button", { name: "Expand Widget" }));
    await user.keyboard("{Escape}");
    expect(panel()).toHaveAttribute("data-mode", "default");
  });

  it("TVS-23 a panel can be closed", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole("button", { name: "Close Widget" }));
    expect(screen.queryByRole("region", { name: "Widget" })).toBeNull();
    expect(screen.getByText("closed")).toBeInTheDocument();
  });

  it("TVS-24 a panel can be reloaded, which reruns its data load", async () => {
    const user = userEvent.setup();
    const onReload = vi.fn();
    render(<Harness onReload={onReload} />);
    await user.click(screen.getByRole("button", { name: "Reload Widget" }));
    expect(onReload).toHaveBeenCalledTimes(1);
  });

  it("TVS-24 a panel without a data load of its own has no reload button", () => {
    render(<Harness />);
    expect(screen.queryByRole("button", { name: "Reload Widget" })).toBeNull();
  });

  it("TVS-25 auto-reloads on the interval given as a prop, and stops when closed", async () => {
    vi.useFakeTimers();
    const onReload = vi.fn();
    render(<Harness onReload={onReload} autoReloadMs={30_000} />);
    await act(() => vi.advanceTimersByTimeAsync(29_999));
    expect(onReload).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(onReload).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(onReload).toHaveBeenCalledTimes(3);
    act(() => screen.getByRole("button", { name: "Close Widget" }).click());
    await act(() => vi.advanceTimersByTimeAsync(120_000));
    expect(onReload).toHaveBeenCalledTimes(3);
  });

  it("TVS-25 auto-reload is off by default", async () => {
    vi.useFakeTimers();
    const onReload = vi.fn();
    render(<Harness onReload={onReload} />);
    await act(() => vi.advanceTimersByTimeAsync(24 * 3_600_000));
    expect(onReload).not.toHaveBeenCalled();
  });
});
