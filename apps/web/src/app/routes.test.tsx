import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderApp } from "../test/render-app.tsx";
import { NOT_FOUND_TEXT } from "./pages/not-found-page.tsx";
import { paths, routeIds } from "./paths.ts";

const heading = (name: string | RegExp) => screen.findByRole("heading", { level: 1, name });
const hasLayout = () => screen.queryByRole("button", { name: "Back" }) !== null;

describe("routes", () => {
  it("ROUTE-02 ROUTE-03 ROUTE-04 appends the trailing slash with replace, keeping query and hash", async () => {
    const { router, location } = renderApp("/app/sources?search=bin&page=2#top");
    await heading("Sources");
    expect(location()).toBe("/app/sources/?search=bin&page=2#top");
    expect(router.state.historyAction).toBe("REPLACE");
  });

  it("ROUTE-05 redirects / to /app/tokens/", async () => {
    const { location } = renderApp("/");
    await heading("RedStone Data Feeds");
    expect(location()).toBe("/app/tokens/");
  });

  it("ROUTE-06 ROUTE-07 ERROR-39 /error/ shows 'Something went wrong' and a link to /app/tokens/", async () => {
    renderApp("/error/");
    await heading("Something went wrong");
    expect(screen.getByRole("link", { name: "Go to Data Feeds" })).toHaveAttribute("href", "/app/tokens/");
  });

  it("ROUTE-08 /tvs/ renders the TVS dashboard outside the app layout", async () => {
    renderApp("/tvs/");
    await heading("TVS Dashboard");
    expect(hasLayout()).toBe(false);
    expect(screen.queryByRole("navigation", { name: "Main navigation" })).toBeNull();
  });

  it("ROUTE-09 SHELL-01 SHELL-07 /app/ children render inside the header and sidebar", async () => {
    renderApp("/app/sources/");
    await heading("Sources");
    expect(hasLayout()).toBe(true);
    expect(screen.getByRole("complementary", { name: "Main navigation" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: /sidebar/ })).toBeInTheDocument();
  });

  it("ROUTE-10 redirects /app/ to /app/tokens/", async () => {
    const { location } = renderApp("/app/");
    await heading("RedStone Data Feeds");
    expect(location()).toBe("/app/tokens/");
  });

  it.each([
    ["ROUTE-11", "/app/tokens/", "RedStone Data Feeds"],
    ["ROUTE-13", "/app/sources/", "Sources"],
    ["ROUTE-14", "/app/sources/binance/", "binance"],
    ["ROUTE-15", "/app/data-providers/", "Production Nodes"],
    ["ROUTE-16", "/app/feeds/", "Push Model"],
    ["ROUTE-17", "/app/feeds/ethereum/eth/", "eth"],
    ["ROUTE-18", "/app/data-services/", "Data Services"],
    ["ROUTE-19", "/app/pull-model/redstone-primary-prod/", "Pull Model"],
    ["ROUTE-24", "/app/proof-of-reserve/stablecoin/", "Proof of Reserve"],
  ])("%s %s renders its screen inside the layout", async (_id, url, title) => {
    const { location } = renderApp(url);
    await heading(title);
    expect(hasLayout()).toBe(true);
    expect(location()).toBe(url);
  });

  it("ROUTE-12 TOKEN-01 /app/token/{symbol}/ is TokenPage and reads its symbol param", async () => {
    const { router } = renderApp("/app/token/ETH-USD/");
    await heading("ETH/USD");
    expect(router.state.matches.at(-1)?.route.id).toBe(routeIds.tokenPage);
    expect(router.state.matches.at(-1)?.params.symbol).toBe("ETH-USD");
  });

  it("ROUTE-17 names the single feed route SingleFeed with params network and token", async () => {
    const { router } = renderApp("/app/feeds/arbitrum-one/weeth-fundamental/");
    await heading("weeth-fundamental");
    const match = router.state.matches.at(-1);
    expect(match?.route.id).toBe(routeIds.singleFeed);
    expect(match?.params).toEqual({ network: "arbitrum-one", token: "weeth-fundamental" });
  });

  it("ROUTE-19 ROUTE-20 SERVICES-07 the data-services alias renders Pull Model and keeps its URL", async () => {
    const { router, location } = renderApp("/app/data-services/redstone-primary-prod/");
    await heading("Pull Model");
    expect(location()).toBe("/app/data-services/redstone-primary-prod/");
    expect(router.state.matches.at(-1)?.params.id).toBe("redstone-primary-prod");
    expect(screen.getAllByText(/redstone-primary-prod/).length).toBeGreaterThan(0);
  });

  it("ROUTE-21 /app/extra/search/ goes on to /app/tokens/ keeping the query", async () => {
    const { location } = renderApp("/app/extra/search/?search=eth");
    await heading("RedStone Data Feeds");
    expect(location()).toBe("/app/tokens/?search=eth");
  });

  it("ROUTE-22 ROUTE-23 ERROR-12 an unknown path shows the 404 text outside the layout, and Search leads on", async () => {
    const user = userEvent.setup();
    const { location } = renderApp("/definitely/not/here/");
    await heading(NOT_FOUND_TEXT);
    expect(screen.getByText("Opps, it seems that this page does not exist.")).toBeInTheDocument();
    expect(hasLayout()).toBe(false);
    await user.click(screen.getByRole("button", { name: "Search" }));
    await heading("RedStone Data Feeds");
    expect(location()).toBe("/app/tokens/");
  });

  it("ROUTE-22 an unknown path under /app/ is a 404 too", async () => {
    renderApp("/app/nothing-here/");
    await heading(NOT_FOUND_TEXT);
    expect(hasLayout()).toBe(false);
  });

  it("ROUTE-23 /error/ renders outside the layout", async () => {
    renderApp("/error/");
    await heading("Something went wrong");
    expect(hasLayout()).toBe(false);
  });

  it("ROUTE-25 an unmapped proof-of-reserve id renders the 404 page", async () => {
    renderApp("/app/proof-of-reserve/bitcoin/");
    await heading(NOT_FOUND_TEXT);
    expect(hasLayout()).toBe(false);
  });

  it.each([
    ["/app/tokens/", "Data Feeds | RedStone"],
    ["/app/token/BTC/", "BTC | RedStone"],
    ["/app/sources/", "Sources | RedStone"],
    ["/app/data-providers/", "Production Nodes | RedStone"],
    ["/app/feeds/", "Push Model | RedStone"],
    ["/app/data-services/", "Data Services | RedStone"],
    ["/app/pull-model/redstone-primary-prod/", "Pull Model | RedStone"],
    ["/tvs/", "TVS Dashboard | RedStone"],
    ["/error/", "Something went wrong | RedStone"],
    ["/nowhere/", "Page not found | RedStone"],
    ["/app/proof-of-reserve/nope/", "Page not found | RedStone"],
  ])("ROUTE-27 %s sets document.title to %s", async (url, title) => {
    renderApp(url);
    await waitFor(() => expect(document.title).toBe(title));
  });

  it("ROUTE-27 the document title uses the configured product name", async () => {
    renderApp("/app/sources/", { productName: "Acme" });
    await waitFor(() => expect(document.title).toBe("Sources | Acme"));
  });

  it("ROUTE-28 every in-app link and path builder uses the trailing-slash form", async () => {
    renderApp("/app/tokens/");
    await heading("RedStone Data Feeds");
    const nav = screen.getByRole("complementary", { name: "Main navigation" });
    for (const link of within(nav).getAllByRole("link")) {
      const href = link.getAttribute("href") ?? "";
      if (href.startsWith("/")) expect(href.endsWith("/")).toBe(true);
    }
    const built = [
      paths.token("ETH/USD"),
      paths.source("binance"),
      paths.singleFeed("ethereum", "eth"),
      paths.pullModel("redstone-primary-prod"),
      paths.dataService("redstone-primary-prod"),
      paths.proofOfReserve("stablecoin"),
    ];
    for (const path of built) expect(path.endsWith("/")).toBe(true);
    expect(paths.token("ETH/USD")).toBe("/app/token/ETH-USD/");
  });
});
