import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { resetStorageWarning, STORAGE_UNSUPPORTED_MESSAGE } from "../../lib/storage.ts";
import { renderApp } from "../../test/render-app.tsx";
import { SIDEBAR_STORAGE_KEY } from "./use-sidebar-state.ts";

const sidebar = () => screen.getByRole("complementary", { name: "Main navigation" });
const ready = (title: string | RegExp) => screen.findByRole("heading", { level: 1, name: title });

function setWidth(width: number) {
  Object.defineProperty(window, "innerWidth", { configurable: true, value: width });
}

function touch(type: "touchstart" | "touchend", x: number, y: number) {
  const event = new Event(type, { bubbles: true });
  const point = [{ clientX: x, clientY: y }];
  Object.defineProperty(event, type === "touchstart" ? "touches" : "changedTouches", { value: point });
  if (type === "touchstart") Object.defineProperty(event, "changedTouches", { value: point });
  act(() => {
    window.dispatchEvent(event);
  });
}

function swipe(fromX: number, toX: number, dy = 0) {
  touch("touchstart", fromX, 300);
  touch("touchend", toX, 300 + dy);
}

beforeEach(() => setWidth(1280));
afterEach(() => {
  vi.restoreAllMocks();
  resetStorageWarning();
});

describe("header search", () => {
  it.each(["/app/tokens/", "/app/sources/", "/app/data-providers/", "/app/feeds/", "/app/data-services/"])(
    "SHELL-02 shows the search box on %s",
    async (url) => {
      renderApp(url);
      expect(await screen.findByRole("searchbox", { name: "Search" })).toBeInTheDocument();
    },
  );

  it.each([
    ["/app/token/BTC/", "BTC"],
    ["/app/sources/binance/", "binance"],
    ["/app/feeds/ethereum/eth/", "eth"],
    ["/app/pull-model/redstone-primary-prod/", "Pull Model"],
    ["/app/data-services/redstone-primary-prod/", "Pull Model"],
    ["/app/proof-of-reserve/stablecoin/", "Proof of Reserve"],
  ])("SHELL-02 hides the search box on %s", async (url, title) => {
    renderApp(url);
    await ready(title);
    // The header box; a screen may have its own (Pull Model searches its assets).
    expect(screen.queryByRole("searchbox", { name: "Search" })).toBeNull();
  });

  it("SHELL-03 typing writes ?search= with history replace, and resets page (FILTER-02)", async () => {
    const user = userEvent.setup();
    const { router, location } = renderApp("/app/feeds/?page=3&networks=1");
    const box = await screen.findByRole("searchbox", { name: "Search" });
    await user.type(box, "et");
    await waitFor(() => expect(location()).toBe("/app/feeds/?search=et&networks=1"));
    expect(router.state.historyAction).toBe("REPLACE");
  });

  it("FILTER-07 a search of 3 or more characters typed in the header drops the picker filters from the URL", async () => {
    const user = userEvent.setup();
    const { location } = renderApp("/app/feeds/?networks=1&cryptos=ETH&sortBy=feed");
    await user.type(await screen.findByRole("searchbox", { name: "Search" }), "eth");
    await waitFor(() => expect(location()).toBe("/app/feeds/?search=eth&sortBy=feed"));
  });

  it("SHELL-03 a fast typist loses no keystroke while the URL follows the box", async () => {
    const user = userEvent.setup();
    const { location } = renderApp("/app/data-providers/");
    const box = await screen.findByRole("searchbox", { name: "Search" });
    await user.type(box, "avalanche-prod");
    expect(box).toHaveValue("avalanche-prod");
    await waitFor(() => expect(location()).toBe("/app/data-providers/?search=avalanche-prod"));
    await user.type(box, "{Backspace}{Backspace}{Backspace}{Backspace}x");
    expect(box).toHaveValue("avalanche-x");
    await waitFor(() => expect(location()).toBe("/app/data-providers/?search=avalanche-x"));
  });

  it("SHELL-03 a search the box did not write (Back) replaces its text", async () => {
    const user = userEvent.setup();
    const { router } = renderApp(["/app/feeds/?search=btc", "/app/tokens/"]);
    const box = await screen.findByRole("searchbox", { name: "Search" });
    await user.type(box, "eth");
    await act(() => router.navigate(-1));
    await waitFor(() => expect(screen.getByRole("searchbox", { name: "Search" })).toHaveValue("btc"));
  });

  it("SHELL-03 opening a URL with ?search= fills the box", async () => {
    renderApp("/app/sources/?search=binance");
    expect(await screen.findByRole("searchbox", { name: "Search" })).toHaveValue("binance");
  });

  it("SHELL-04 emptying the box removes search from the URL", async () => {
    const user = userEvent.setup();
    const { location } = renderApp("/app/tokens/?search=btc");
    await user.clear(await screen.findByRole("searchbox", { name: "Search" }));
    await waitFor(() => expect(location()).toBe("/app/tokens/"));
  });
});

describe("search everything button (beyond the spec)", () => {
  const paletteBox = () => screen.findByRole("combobox", { name: "Search everything" });

  it.each([
    ["/app/tokens/", "RedStone Data Feeds"],
    ["/app/token/BTC/", "BTC"],
    ["/app/proof-of-reserve/stablecoin/", "Proof of Reserve"],
  ])(
    "on %s the header's button opens the global palette; the header box keeps its own job (SHELL-02)",
    async (url, title) => {
      const user = userEvent.setup();
      renderApp(url);
      await ready(title);
      const button = screen.getByRole("button", { name: "Search everything" });
      expect(button).toHaveAttribute("aria-haspopup", "dialog");
      await user.click(button);
      expect(await paletteBox()).toHaveFocus();
      // Empty, it offers the explorer's screens.
      const results = screen.getByRole("listbox", { name: "Results" });
      expect(within(results).getByRole("option", { name: /^Screen\s*Proof of Reserve/ })).toBeInTheDocument();
      await user.keyboard("{Escape}");
      expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
      expect(button).toHaveFocus();
    },
  );

  it("is there on a phone's width too, and a screen picked in the palette opens", async () => {
    setWidth(390);
    const user = userEvent.setup();
    const { location } = renderApp("/app/sources/");
    await ready("Sources");
    await user.click(screen.getByRole("button", { name: "Search everything" }));
    await user.type(await paletteBox(), "tvs");
    await user.click(await screen.findByRole("option", { name: /^Screen\s*TVS Dashboard/ }));
    await ready("TVS Dashboard");
    expect(location()).toBe("/tvs/");
  });

  it("SHELL-03 SHELL-04 the header box beside it still writes ?search=", async () => {
    const user = userEvent.setup();
    const { location } = renderApp("/app/sources/");
    await user.type(await screen.findByRole("searchbox", { name: "Search" }), "bin");
    await waitFor(() => expect(location()).toBe("/app/sources/?search=bin"));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    await user.clear(screen.getByRole("searchbox", { name: "Search" }));
    await waitFor(() => expect(location()).toBe("/app/sources/"));
  });
});

describe("back button", () => {
  function setReferrer(value: string) {
    Object.defineProperty(document, "referrer", { configurable: true, value });
  }
  afterEach(() => {
    setReferrer("");
    window.history.replaceState(null, "");
  });

  /** A router whose history already holds an earlier page, as after arriving from it. */
  function renderWithEarlierEntry() {
    return renderApp(["/app/feeds/", "/app/data-providers/"]);
  }

  it("SHELL-05 goes back in history when the referrer is the app itself or localhost", async () => {
    setReferrer("http://localhost:8787/app/feeds/");
    const user = userEvent.setup();
    const { location } = renderWithEarlierEntry();
    await ready("Production Nodes");
    await user.click(screen.getByRole("button", { name: "Back" }));
    await ready("Push Model");
    expect(location()).toBe("/app/feeds/");
  });

  it("SHELL-06 goes to the app home when the visitor came from elsewhere", async () => {
    setReferrer("https://www.example.com/search?q=oracle");
    const user = userEvent.setup();
    const { location } = renderWithEarlierEntry();
    await ready("Production Nodes");
    await user.click(screen.getByRole("button", { name: "Back" }));
    await ready("RedStone Data Feeds");
    expect(location()).toBe("/app/tokens/");
  });

  it("goes back after in-app navigation whatever the referrer (decision)", async () => {
    setReferrer("https://www.example.com/");
    window.history.replaceState({ idx: 1 }, "");
    const user = userEvent.setup();
    const { location } = renderWithEarlierEntry();
    await ready("Production Nodes");
    await user.click(screen.getByRole("button", { name: "Back" }));
    await ready("Push Model");
    expect(location()).toBe("/app/feeds/");
  });
});

describe("sidebar", () => {
  it("SHELL-08 SHELL-09 SHELL-10 SHELL-11 SHELL-12 SHELL-13 lists exactly five entries in order with their links", async () => {
    renderApp("/app/tokens/");
    await ready("RedStone Data Feeds");
    // The spec's five are the first group; a second one, beyond the spec, follows it.
    const explorer = within(within(sidebar()).getByRole("navigation")).getByRole("list", {
      name: "Explorer",
    });
    const links = within(explorer).getAllByRole("link");
    expect(links.map((l) => [l.textContent, l.getAttribute("href")])).toEqual([
      ["Data Feeds", "/app/tokens/"],
      ["Sources", "/app/sources/"],
      ["Data Providers", "/app/data-providers/"],
      ["Pull Model", "/app/pull-model/redstone-primary-prod/"],
      ["Push Model", "/app/feeds/"],
    ]);
  });

  it("a second group, 'More', links the status page, the watchlist, the Data Services list, the proof-of-reserve dashboard and TVS (beyond the spec)", async () => {
    renderApp("/app/tokens/");
    await ready("RedStone Data Feeds");
    const nav = within(sidebar()).getByRole("navigation");
    const lists = within(nav).getAllByRole("list");
    expect(lists.map((list) => within(list).getAllByRole("link").length)).toEqual([5, 5]);
    const more = within(nav).getByRole("list", { name: "More" });
    expect(
      within(more)
        .getAllByRole("link")
        .map((l) => [l.textContent, l.getAttribute("href")]),
    ).toEqual([
      ["Network Status", "/app/status/"],
      ["Watchlist", "/app/watchlist/"],
      ["Data Services", "/app/data-services/"],
      ["Proof of Reserve", "/app/proof-of-reserve/stablecoin/"],
      ["TVS Dashboard", "/tvs/"],
    ]);
  });

  it("the second group's entries lead to their screens, and the drawer closes after one on a phone", async () => {
    localStorage.setItem(SIDEBAR_STORAGE_KEY, "false");
    setWidth(400);
    const user = userEvent.setup();
    const { location } = renderApp("/app/tokens/");
    await ready(/Data Feeds/);
    await user.click(within(sidebar()).getByRole("link", { name: "Proof of Reserve" }));
    await ready("Proof of Reserve");
    expect(location()).toBe("/app/proof-of-reserve/stablecoin/");
    expect(sidebar()).toHaveAttribute("data-collapsed", "true");
    await user.click(within(sidebar()).getByRole("link", { name: "Data Services" }));
    await ready("Data Services");
    await user.click(within(sidebar()).getByRole("link", { name: "TVS Dashboard" }));
    await ready("TVS Dashboard");
    expect(location()).toBe("/tvs/");
  });

  it("SHELL-12 the Pull Model entry follows the configured product id", async () => {
    renderApp("/app/tokens/", { productId: "acme", productName: "Acme" });
    await ready("Acme Data Feeds");
    expect(within(sidebar()).getByRole("link", { name: "Pull Model" })).toHaveAttribute(
      "href",
      "/app/pull-model/acme-primary-prod/",
    );
  });

  it.each([
    ["/app/data-services/redstone-avalanche-prod/", "Pull Model", "Pull Model"],
    ["/app/pull-model/redstone-arbitrum-prod/", "Pull Model", "Pull Model"],
    ["/app/token/BTC/", "BTC", "Data Feeds"],
    ["/app/sources/binance/", "binance", "Sources"],
    ["/app/data-services/", "Data Services", "Data Services"],
    ["/app/proof-of-reserve/stablecoin/", "Proof of Reserve", "Proof of Reserve"],
  ])("marks the current entry on %s", async (url, title, entry) => {
    renderApp(url);
    await ready(title);
    const current = within(sidebar())
      .getAllByRole("link")
      .filter((link) => link.getAttribute("aria-current") === "page");
    expect(current.map((link) => link.textContent)).toEqual([entry]);
  });

  it("marks the current screen's entry", async () => {
    renderApp("/app/feeds/ethereum/eth/");
    await ready("eth");
    expect(within(sidebar()).getByRole("link", { name: "Push Model" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    expect(within(sidebar()).getByRole("link", { name: "Sources" })).not.toHaveAttribute("aria-current");
  });

  it("SHELL-14 SHELL-15 the banner invites to the community chat and the social network, links from config", async () => {
    renderApp("/app/tokens/", {
      communityUrl: "https://chat.example.org/invite",
      socialUrl: "https://social.example.org/acme",
    });
    await ready(/Data Feeds/);
    const banner = within(sidebar()).getByRole("region", { name: "Community" });
    expect(within(banner).getByRole("link", { name: /community chat/i })).toHaveAttribute(
      "href",
      "https://chat.example.org/invite",
    );
    expect(within(banner).getByRole("link", { name: /follow/i })).toHaveAttribute(
      "href",
      "https://social.example.org/acme",
    );
  });

  it("SHELL-07 SHELL-16 the toggle collapses and expands, and each change is saved and restored", async () => {
    const user = userEvent.setup();
    const first = renderApp("/app/tokens/");
    await ready(/Data Feeds/);
    expect(sidebar()).toHaveAttribute("data-collapsed", "false");
    await user.click(screen.getByRole("button", { name: "Collapse sidebar" }));
    expect(sidebar()).toHaveAttribute("data-collapsed", "true");
    expect(localStorage.getItem(SIDEBAR_STORAGE_KEY)).toBe("true");
    first.unmount();

    renderApp("/app/tokens/");
    await ready(/Data Feeds/);
    expect(sidebar()).toHaveAttribute("data-collapsed", "true");
    await user.click(screen.getByRole("button", { name: "Expand sidebar" }));
    expect(sidebar()).toHaveAttribute("data-collapsed", "false");
    expect(localStorage.getItem(SIDEBAR_STORAGE_KEY)).toBe("false");
  });

  it("SHELL-17 CONST-28 starts collapsed at 768px or less and expanded above, with no saved state", async () => {
    setWidth(768);
    const narrow = renderApp("/app/tokens/");
    await ready(/Data Feeds/);
    expect(sidebar()).toHaveAttribute("data-collapsed", "true");
    narrow.unmount();

    setWidth(769);
    renderApp("/app/tokens/");
    await ready(/Data Feeds/);
    expect(sidebar()).toHaveAttribute("data-collapsed", "false");
  });

  it("SHELL-17 a saved state wins over the width", async () => {
    localStorage.setItem(SIDEBAR_STORAGE_KEY, "false");
    setWidth(400);
    renderApp("/app/tokens/");
    await ready(/Data Feeds/);
    expect(sidebar()).toHaveAttribute("data-collapsed", "false");
  });

  it("SHELL-18 a swipe right opens the sidebar", async () => {
    setWidth(400);
    renderApp("/app/tokens/");
    await ready(/Data Feeds/);
    expect(sidebar()).toHaveAttribute("data-collapsed", "true");
    swipe(10, 49);
    expect(sidebar()).toHaveAttribute("data-collapsed", "true");
    swipe(10, 120, 90);
    expect(sidebar()).toHaveAttribute("data-collapsed", "false");
  });

  it("SHELL-19 a swipe left closes the sidebar, and a mostly vertical one does not", async () => {
    localStorage.setItem(SIDEBAR_STORAGE_KEY, "false");
    setWidth(400);
    renderApp("/app/tokens/");
    await ready(/Data Feeds/);
    swipe(300, 200, 150);
    expect(sidebar()).toHaveAttribute("data-collapsed", "false");
    swipe(300, 240);
    expect(sidebar()).toHaveAttribute("data-collapsed", "true");
  });

  it("closes the drawer after following a link on a narrow screen", async () => {
    localStorage.setItem(SIDEBAR_STORAGE_KEY, "false");
    setWidth(400);
    const user = userEvent.setup();
    renderApp("/app/tokens/");
    await ready(/Data Feeds/);
    await user.click(within(sidebar()).getByRole("link", { name: "Sources" }));
    await ready("Sources");
    expect(sidebar()).toHaveAttribute("data-collapsed", "true");
  });

  it("SHELL-20 CONST-27 the open/close transition takes 300 ms", async () => {
    const { container } = renderApp("/app/tokens/");
    await ready(/Data Feeds/);
    const layout = container.querySelector("[data-sidebar-collapsed]") as HTMLElement;
    expect(layout.style.getPropertyValue("--sidebar-transition")).toBe("300ms");
  });

  it("SHELL-28 ERROR-23 without local storage the sidebar keeps its state in memory and warns once", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("denied", "SecurityError");
    });
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("denied", "SecurityError");
    });
    const user = userEvent.setup();
    renderApp("/app/tokens/");
    await ready(/Data Feeds/);
    await user.click(screen.getByRole("button", { name: "Collapse sidebar" }));
    expect(sidebar()).toHaveAttribute("data-collapsed", "true");
    await user.click(screen.getByRole("button", { name: "Expand sidebar" }));
    expect(sidebar()).toHaveAttribute("data-collapsed", "false");
    await waitFor(() => expect(warn).toHaveBeenCalledWith(STORAGE_UNSUPPORTED_MESSAGE));
    expect(warn.mock.calls.filter(([m]) => m === STORAGE_UNSUPPORTED_MESSAGE)).toHaveLength(1);
  });
});

describe("shell keyboard access", () => {
  it("offers a skip link to the main content", async () => {
    renderApp("/app/tokens/");
    await ready(/Data Feeds/);
    expect(screen.getByRole("link", { name: "Skip to content" })).toHaveAttribute("href", "#main");
    fireEvent.click(screen.getByRole("link", { name: "Skip to content" }));
    expect(screen.getByRole("main")).toHaveAttribute("id", "main");
  });
});

describe("footer (beyond the spec)", () => {
  it("links the public JSON API: its documentation and its OpenAPI schema", async () => {
    renderApp("/app/sources/");
    const footer = await screen.findByRole("contentinfo");
    expect(within(footer).getByRole("link", { name: "API documentation" })).toHaveAttribute(
      "href",
      "/api/docs",
    );
    expect(within(footer).getByRole("link", { name: "OpenAPI schema" })).toHaveAttribute(
      "href",
      "/api/v1/openapi.json",
    );
  });

  it("says how to search on either kind of device: keys with a keyboard, the header's button on a touch screen", async () => {
    renderApp("/app/sources/");
    const footer = await screen.findByRole("contentinfo");
    // Both are written; a CSS media query, (hover: none) and (pointer: coarse), shows one (e2e).
    expect(footer).toHaveTextContent("Press / or Ctrl K to search everything.");
    expect(footer).toHaveTextContent("Tap Search everything at the top to find any feed, token or screen.");
  });
});

describe("theme toggle (beyond the spec)", () => {
  afterEach(() => {
    localStorage.removeItem("theme");
    delete document.documentElement.dataset.theme;
  });

  it("switches between light and dark, remembers the choice and sets it on html", async () => {
    const user = userEvent.setup();
    renderApp("/app/sources/");
    const toggle = await screen.findByRole("button", { name: "Switch to the dark theme" });
    await user.click(toggle);
    expect(document.documentElement.dataset.theme).toBe("dark");
    expect(localStorage.getItem("theme")).toBe("dark");
    await user.click(screen.getByRole("button", { name: "Switch to the light theme" }));
    expect(document.documentElement.dataset.theme).toBe("light");
  });
});
