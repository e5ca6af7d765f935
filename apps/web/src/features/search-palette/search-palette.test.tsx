import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { watchlistIds } from "../../lib/watchlist/watchlist-store.ts";
import { feedItem, NOW } from "../../test/feeds-fixture.ts";
import { mockApi } from "../../test/mock-api.ts";
import { ALTAIR, nodeView, scorecard } from "../../test/nodes-fixture.ts";
import { renderApp } from "../../test/render-app.tsx";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const CONTRACT = "0x73511669fd4dE447feD18BB79bAFeAC93aB7F31f";

/** Two rows of one feed on one network: the price-feed adapter and the multi-feed one. */
const MULTI_CONTRACT = "0x44f1cd1dEd2fA6A5fD11ff1F69F4BBd3bb1a5bE5";

function mockEverything() {
  return mockApi({
    "/tokens": {
      provider: "redstone-primary-prod",
      warnings: [],
      tokens: [
        {
          symbol: "ETH",
          name: "Ethereum",
          logoURI: null,
          tags: ["crypto"],
          denomination: "USD",
          price: 2600,
          priceTimestamp: NOW,
        },
      ],
    },
    "/feeds": {
      generatedAt: NOW,
      warnings: [],
      feeds: [
        feedItem("weETH_FUNDAMENTAL", "ethereum", { contractAddress: CONTRACT }),
        feedItem("LBTC_FUNDAMENTAL", "ethereum", { variant: "price feed" }),
        feedItem("LBTC_FUNDAMENTAL", "ethereum", {
          variant: "multi-feed",
          contractAddress: MULTI_CONTRACT,
          routeLayer: "ethereumMultiFeed",
        }),
      ],
    },
    "/sources": {
      warnings: [],
      sources: [{ id: "binance", logoURI: null, url: null, color: null, feedCount: 3 }],
      retired: [],
    },
    "/data-services": { warnings: [], dataServices: [] },
    "/nodes": { nodes: [] },
    "/tokens/ETH": Response.json({ error: "internal", message: "not needed here" }, { status: 500 }),
    "/networks": {
      networks: [
        {
          id: "ethereum",
          chainId: 1,
          name: "Ethereum Mainnet",
          iconUrl: null,
          explorerUrl: null,
          isTestnet: false,
        },
      ],
    },
  });
}

describe("global search (beyond the spec)", () => {
  it("opens with '/' anywhere outside a text field, finds across kinds, and Enter opens the first", async () => {
    const user = userEvent.setup();
    mockEverything();
    const { location } = renderApp("/app/sources/");
    await screen.findByRole("heading", { level: 1, name: "Sources" });
    await user.keyboard("/");
    const box = await screen.findByRole("combobox", { name: "Search everything" });
    expect(box).toHaveFocus();
    await user.type(box, "eth");
    const results = await screen.findByRole("listbox", { name: "Results" });
    await waitFor(() => expect(within(results).getAllByRole("option").length).toBeGreaterThanOrEqual(2));
    const options = within(results).getAllByRole("option");
    expect(options[0]).toHaveTextContent("TokenETHEthereum");
    expect(options[0]).toHaveAttribute("aria-selected", "true");
    expect(within(results).getByRole("option", { name: /NetworkEthereum Mainnet/ })).toBeInTheDocument();
    await user.keyboard("{ArrowDown}");
    expect(options[1]).toHaveAttribute("aria-selected", "true");
    expect(box).toHaveAttribute("aria-activedescendant", options[1]?.id);
    await user.keyboard("{ArrowUp}{Enter}");
    await waitFor(() => expect(location()).toBe("/app/token/ETH/"));
    expect(screen.queryByRole("dialog", { name: "Search everything" })).not.toBeInTheDocument();
  });

  it("opens with Ctrl-K even in a text field; a pasted contract address jumps to its feed", async () => {
    const user = userEvent.setup();
    mockEverything();
    const { location } = renderApp("/app/tokens/");
    const header = await screen.findByRole("searchbox", { name: "Search" });
    await user.click(header);
    await user.keyboard("/");
    expect(screen.queryByRole("dialog", { name: "Search everything" })).not.toBeInTheDocument();
    await user.keyboard("{Control>}k{/Control}");
    const box = await screen.findByRole("combobox", { name: "Search everything" });
    await user.click(box);
    await user.paste(CONTRACT.toLowerCase());
    const option = await screen.findByRole("option", { name: /Feed.*weETH_FUNDAMENTAL on Ethereum Mainnet/ });
    expect(within(screen.getByRole("listbox", { name: "Results" })).getAllByRole("option")).toHaveLength(1);
    await user.click(option);
    await waitFor(() => expect(location()).toBe("/app/feeds/ethereum-mainnet/weeth_fundamental/"));
  });

  it("Escape closes it and gives focus back; no match says so", async () => {
    const user = userEvent.setup();
    mockEverything();
    renderApp("/app/sources/");
    await screen.findByRole("heading", { level: 1, name: "Sources" });
    const toggle = screen.getByRole("button", { name: /sidebar/i });
    toggle.focus();
    await user.keyboard("{Control>}k{/Control}");
    const box = await screen.findByRole("combobox", { name: "Search everything" });
    await user.type(box, "qqqq");
    expect(await screen.findByText("No results found")).toBeInTheDocument();
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(toggle).toHaveFocus();
  });

  it("a feed that shares its route says its variant in the detail line; one that does not shows the address alone", async () => {
    const user = userEvent.setup();
    mockEverything();
    const { location } = renderApp("/app/sources/");
    await screen.findByRole("heading", { level: 1, name: "Sources" });
    await user.keyboard("{Control>}k{/Control}");
    const box = await screen.findByRole("combobox", { name: "Search everything" });
    await user.type(box, "weeth_fundamental");
    const results = await screen.findByRole("listbox", { name: "Results" });
    const plain = await within(results).findByRole("option", {
      name: /weETH_FUNDAMENTAL on Ethereum Mainnet/,
    });
    expect(plain).toHaveTextContent(new RegExp(`Mainnet${CONTRACT}$`));
    expect(plain).not.toHaveTextContent("·");

    await user.clear(box);
    await user.type(box, "lbtc_fundamental");
    await waitFor(() => expect(within(results).getAllByRole("option")).toHaveLength(2));
    const multi = within(results).getByRole("option", {
      name: new RegExp(`multi-feed · ${MULTI_CONTRACT}$`),
    });
    expect(multi).toHaveTextContent("LBTC_FUNDAMENTAL on Ethereum Mainnet");
    expect(within(results).getByRole("option", { name: /price feed · 0x[0-9a-f]{40}$/ })).toBeInTheDocument();
    await user.click(multi);
    await waitFor(() =>
      expect(location()).toBe("/app/feeds/ethereum-mainnet/lbtc_fundamental/?layer=ethereumMultiFeed"),
    );
  });

  it("finds the explorer's screens by name: 'reserve' opens the proof-of-reserve dashboard, 'data services' the list", async () => {
    const user = userEvent.setup();
    mockEverything();
    const { location } = renderApp("/app/sources/");
    await screen.findByRole("heading", { level: 1, name: "Sources" });
    await user.keyboard("{Control>}k{/Control}");
    const box = await screen.findByRole("combobox", { name: "Search everything" });
    // Empty, the palette lists every screen, the sidebar's order first.
    const results = screen.getByRole("listbox", { name: "Results" });
    expect(within(results).getAllByRole("option")[0]).toHaveTextContent(/^ScreenData Feeds/);
    await user.type(box, "reserve");
    await waitFor(() =>
      expect(within(results).getAllByRole("option")[0]).toHaveTextContent(/^ScreenProof of Reserve/),
    );
    await user.keyboard("{Enter}");
    await waitFor(() => expect(location()).toBe("/app/proof-of-reserve/stablecoin/"));

    await user.keyboard("{Control>}k{/Control}");
    await user.type(await screen.findByRole("combobox", { name: "Search everything" }), "data services");
    await user.click(await screen.findByRole("option", { name: /^ScreenData Services/ }));
    await waitFor(() => expect(location()).toBe("/app/data-services/"));
  });

  it("issue 29: Shift+Enter stars the highlighted result without leaving the box; its star takes a click too", async () => {
    const user = userEvent.setup();
    mockEverything();
    const { location } = renderApp("/app/sources/");
    await screen.findByRole("heading", { level: 1, name: "Sources" });
    await user.keyboard("{Control>}k{/Control}");
    const box = await screen.findByRole("combobox", { name: "Search everything" });
    await user.type(box, "eth");
    const results = await screen.findByRole("listbox", { name: "Results" });
    await waitFor(() =>
      expect(within(results).getAllByRole("option")[0]).toHaveTextContent("TokenETHEthereum"),
    );
    // The box says what the key does to the highlighted result.
    expect(box).toHaveAccessibleDescription("Shift+Enter adds it to your watchlist");
    await user.keyboard("{Shift>}{Enter}{/Shift}");
    expect(watchlistIds()).toEqual(["token:ETH"]);
    expect(screen.getByRole("status")).toHaveTextContent("ETH added to your watchlist");
    expect(within(results).getAllByRole("option")[0]).toHaveAccessibleName(/ETH.*on your watchlist$/);
    expect(box).toHaveFocus();
    expect(location()).toBe("/app/sources/");
    expect(box).toHaveAccessibleDescription("Shift+Enter removes it from your watchlist");
    // The network's star, clicked: starred, not opened.
    const network = within(results).getByRole("option", { name: /NetworkEthereum Mainnet/ });
    const star = network.querySelector("[data-watched]");
    if (!(star instanceof HTMLElement)) throw new Error("no star in the network's result");
    await user.click(star);
    expect(watchlistIds()).toEqual(["token:ETH", "network:1"]);
    expect(box).toHaveFocus();
    expect(location()).toBe("/app/sources/");
    // Screens have no star: Shift+Enter on one does nothing.
    await user.clear(box);
    await user.keyboard("{Shift>}{Enter}{/Shift}");
    expect(watchlistIds()).toEqual(["token:ETH", "network:1"]);
  });

  it("finds a node by its name or its address and opens the node's page", async () => {
    const user = userEvent.setup();
    mockApi({
      "/sources": { warnings: [], sources: [], retired: [] },
      "/nodes": {
        nodes: [
          nodeView("redstone-primary-prod-altair", "redstone-primary-prod", ALTAIR),
          nodeView("redstone-arbitrum-prod-node-4", "redstone-arbitrum-prod", false),
        ],
      },
      "/nodes/0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266": scorecard(),
    });
    const { location } = renderApp("/app/sources/");
    await screen.findByRole("heading", { level: 1, name: "Sources" });
    await user.keyboard("{Control>}k{/Control}");
    const box = await screen.findByRole("combobox", { name: "Search everything" });
    await user.type(box, "0xF39FD6");
    const results = screen.getByRole("listbox", { name: "Results" });
    const byAddress = await within(results).findByRole("option", {
      name: /^Noderedstone-primary-prod-altair/,
    });
    expect(byAddress).toHaveTextContent(`redstone-primary-prod · ${ALTAIR}`);
    await user.clear(box);
    await user.type(box, "altair");
    await user.click(
      await within(results).findByRole("option", { name: /^Noderedstone-primary-prod-altair/ }),
    );
    await waitFor(() =>
      expect(location()).toBe("/app/data-providers/0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266/"),
    );
    expect(
      await screen.findByRole("heading", { level: 1, name: "redstone-primary-prod-altair" }),
    ).toBeInTheDocument();
    // The node page's first import (charts included) is slow on a busy machine.
  }, 20_000);
});
