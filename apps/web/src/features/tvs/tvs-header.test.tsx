import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { renderApp } from "../../test/render-app.tsx";

afterEach(() => {
  localStorage.removeItem("theme");
  delete document.documentElement.dataset.theme;
});

describe("the TVS dashboard's header (beyond the spec)", () => {
  it("ROUTE-08 keeps the dashboard outside the app layout, with a way into each of the explorer's screens", async () => {
    renderApp("/tvs/");
    await screen.findByRole("heading", { level: 1, name: "TVS Dashboard" });
    expect(screen.queryByRole("complementary", { name: "Main navigation" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Back" })).toBeNull();
    const nav = screen.getByRole("navigation", { name: "Explorer" });
    expect(
      within(nav)
        .getAllByRole("link")
        .map((link) => [link.textContent, link.getAttribute("href")]),
    ).toEqual([
      ["Data Feeds", "/app/tokens/"],
      ["Sources", "/app/sources/"],
      ["Data Providers", "/app/data-providers/"],
      ["Pull Model", "/app/pull-model/redstone-primary-prod/"],
      ["Push Model", "/app/feeds/"],
      ["Network Status", "/app/status/"],
      ["Watchlist", "/app/watchlist/"],
      ["Data Services", "/app/data-services/"],
      ["Proof of Reserve", "/app/proof-of-reserve/stablecoin/"],
    ]);
    expect(within(nav).getByText("TVS Dashboard")).toHaveAttribute("aria-current", "page");
  });

  it("a link leads into the explorer", async () => {
    const user = userEvent.setup();
    const { location } = renderApp("/tvs/");
    await screen.findByRole("heading", { level: 1, name: "TVS Dashboard" });
    await user.click(
      within(screen.getByRole("navigation", { name: "Explorer" })).getByRole("link", { name: "Push Model" }),
    );
    await screen.findByRole("heading", { level: 1, name: "Push Model" });
    expect(location()).toBe("/app/feeds/");
  });

  it("has the theme switch the app header has", async () => {
    const user = userEvent.setup();
    renderApp("/tvs/");
    await user.click(await screen.findByRole("button", { name: "Switch to the dark theme" }));
    expect(document.documentElement.dataset.theme).toBe("dark");
    expect(screen.getByRole("button", { name: "Switch to the light theme" })).toBeInTheDocument();
  });
});
