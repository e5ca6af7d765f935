import { MAX_SUBJECTS } from "@oracle-explorer/core/history";
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { replaceWatchlist, watchlistIds } from "../lib/watchlist/watchlist-store.ts";
import { StarButton } from "./star-button.tsx";
import { ToastProvider } from "./toast.tsx";

const FEED = "feed:ethereumMultiFeed/ETH";

describe("the watchlist star", () => {
  it("is a toggle button whose name and pressed state say what pressing does", async () => {
    const user = userEvent.setup();
    render(<StarButton subject={FEED} name="ETH on Ethereum" />);
    const star = screen.getByRole("button", { name: "Add ETH on Ethereum to watchlist" });
    expect(star).toHaveAttribute("aria-pressed", "false");
    expect(star).toHaveAttribute("type", "button");
    await user.click(star);
    expect(star).toHaveAttribute("aria-pressed", "true");
    expect(star).toHaveAccessibleName("Remove ETH on Ethereum from watchlist");
    expect(star).toHaveAttribute("title", "Remove ETH on Ethereum from watchlist");
    expect(watchlistIds()).toEqual([FEED]);
  });

  it("works from the keyboard: Tab reaches it, Enter and Space toggle it", async () => {
    const user = userEvent.setup();
    render(<StarButton subject="token:ETH" name="ETH" />);
    await user.tab();
    const star = screen.getByRole("button", { name: "Add ETH to watchlist" });
    expect(star).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(star).toHaveAttribute("aria-pressed", "true");
    await user.keyboard(" ");
    expect(star).toHaveAttribute("aria-pressed", "false");
    expect(watchlistIds()).toEqual([]);
  });

  it("every star of an id follows a press on any of them, and on the store", async () => {
    const user = userEvent.setup();
    render(
      <>
        <StarButton subject="token:ETH" name="ETH" />
        <StarButton subject="token:ETH" name="ETH" />
        <StarButton subject="token:BTC" name="BTC" />
      </>,
    );
    const [first, second] = screen.getAllByRole("button", { name: "Add ETH to watchlist" });
    await user.click(first as HTMLElement);
    expect(second).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByRole("button", { name: "Add BTC to watchlist" })).toHaveAttribute(
      "aria-pressed",
      "false",
    );
    act(() => replaceWatchlist(["token:BTC"]));
    expect(screen.getByRole("button", { name: "Remove BTC from watchlist" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    expect(screen.getAllByRole("button", { name: "Add ETH to watchlist" })).toHaveLength(2);
  });

  it(`a full watchlist (${MAX_SUBJECTS}) refuses the star and says why`, async () => {
    const user = userEvent.setup();
    replaceWatchlist(Array.from({ length: MAX_SUBJECTS }, (_, i) => `token:T${i}`));
    render(
      <ToastProvider>
        <StarButton subject="token:ETH" name="ETH" />
      </ToastProvider>,
    );
    await user.click(screen.getByRole("button", { name: "Add ETH to watchlist" }));
    expect(screen.getByRole("button", { name: "Add ETH to watchlist" })).toHaveAttribute(
      "aria-pressed",
      "false",
    );
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Your watchlist is full");
    expect(alert).toHaveTextContent(
      `It holds at most ${MAX_SUBJECTS} items: remove one on the watchlist page`,
    );
  });
});
