import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { bodyRows, renderTokens, rowOf, shownSymbols } from "./tokens-fixture.ts";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const headerSearch = () => screen.getByRole("searchbox", { name: "Search" });
const tagButton = (symbol: string, label: string) =>
  within(within(rowOf(symbol)).getByRole("list", { name: /tags$/ })).getByRole("button", { name: label });

describe("Data Feeds list: state in the query string", () => {
  it("TOKENS-11 'Clear all' clears search, searchTerm and tokenTypes and page, keeping perPage", async () => {
    const user = userEvent.setup();
    const { location } = await renderTokens(
      "/app/tokens/?search=eth&searchTerm=sol&tokenTypes=lst/lrt&page=2&perPage=8",
    );
    expect(headerSearch()).toHaveValue("eth");
    const clearAll = screen.getByRole("link", { name: "Clear all" });
    expect(clearAll).toHaveAttribute("href", "/app/tokens/?perPage=8");
    await user.click(clearAll);
    expect(location()).toBe("/app/tokens/?perPage=8");
    expect(headerSearch()).toHaveValue("");
    expect(screen.getByRole("button", { name: "Asset types (7)" })).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(8);
  });

  it("TOKENS-16 FILTER-01 a tag sets the type filter to that tag alone and resets the page", async () => {
    const user = userEvent.setup();
    const { location } = await renderTokens("/app/tokens/?tokenTypes=crypto&page=2&perPage=8");
    expect(shownSymbols()[0]).toBe("AVAX");
    await user.click(tagButton("AVAX", "Avalanche"));
    expect(location()).toBe("/app/tokens/?tokenTypes=avax&perPage=8");
    expect(screen.getByRole("button", { name: "Selected types (1)" })).toBeInTheDocument();
    expect(shownSymbols()).toEqual(["AVAX", "QI", "sAVAX", "JOE"]);
  });

  it("TOKENS-16 TOKENS-30 the 'pair' tag filters too, though the dropdown does not offer it", async () => {
    const user = userEvent.setup();
    const { location } = await renderTokens("/app/tokens/?perPage=64");
    await user.click(tagButton("WBTC/BTC", "pair"));
    expect(location()).toBe("/app/tokens/?tokenTypes=pair&perPage=64");
    expect(shownSymbols().sort()).toEqual(["WBTC/BTC", "sUSDe/USDe"]);
  });

  it.each([
    ["/app/tokens/?searchTerm=eth&tokenTypes=lst/lrt%2Ccrypto&perPage=8", "Showing 1 to 6 of 6 entries", "1"],
    ["/app/tokens/?tokenTypes=lst/lrt,crypto&page=2&perPage=8", "Showing 9 to 16 of 28 entries", "2"],
  ])("TOKENS-19 FILTER-18 a URL reproduces the view: %s", async (url, text, page) => {
    const { location } = await renderTokens(url);
    expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.getByRole("combobox", { name: "Page" })).toHaveValue(page);
    expect(screen.getByRole("combobox", { name: "Tokens per page" })).toHaveValue("8");
    expect(screen.getByRole("button", { name: "Selected types (2)" })).toBeInTheDocument();
    // Already canonical, apart from the encoded comma, which is written plain.
    await waitFor(() => expect(location()).toBe(url.replace("%2C", ",")));
  });

  it("TOKENS-19 the rows of a reproduced view", async () => {
    await renderTokens("/app/tokens/?searchTerm=eth&tokenTypes=lst/lrt,crypto&perPage=8");
    // "Tether" holds "eth" too; popular first, then the rest by name.
    expect(shownSymbols()).toEqual(["ETH", "USDT", "stETH", "ezETH", "rETH", "weETH"]);
  });

  it("TOKENS-19 Back and Forward restore earlier views", async () => {
    const user = userEvent.setup();
    const { router, location } = await renderTokens("/app/tokens/?perPage=8");
    await user.click(tagButton("ETH", "Cryptos"));
    await user.click(screen.getByRole("button", { name: "Page 2" }));
    expect(location()).toBe("/app/tokens/?tokenTypes=crypto&page=2&perPage=8");
    await act(() => router.navigate(-1));
    expect(location()).toBe("/app/tokens/?tokenTypes=crypto&perPage=8");
    expect(screen.getByRole("combobox", { name: "Page" })).toHaveValue("1");
    await act(() => router.navigate(-1));
    expect(location()).toBe("/app/tokens/?perPage=8");
    expect(screen.getByRole("button", { name: "Asset types (7)" })).toBeInTheDocument();
    await act(() => router.navigate(1));
    expect(screen.getByRole("button", { name: "Selected types (1)" })).toBeInTheDocument();
  });

  it("TOKENS-20 the text filter reads the header's search, and searchTerm when search is absent", async () => {
    await renderTokens("/app/tokens/?searchTerm=solana");
    expect(shownSymbols()).toEqual(["SOL"]);
    expect(headerSearch()).toHaveValue("");
  });

  it("TOKENS-20 search wins over searchTerm", async () => {
    await renderTokens("/app/tokens/?search=polkadot&searchTerm=solana");
    expect(shownSymbols()).toEqual(["DOT"]);
  });

  it("FILTER-20 FILTER-21 the search is a case-insensitive substring of name, symbol or comment", async () => {
    const user = userEvent.setup();
    await renderTokens();
    await user.type(headerSearch(), "SKY");
    expect(shownSymbols()).toEqual(["MKR"]);
    await user.clear(headerSearch());
    await user.type(headerSearch(), "bitcoin");
    expect(shownSymbols()).toEqual(["BTC", "IBIT"]);
    await user.clear(headerSearch());
    await user.type(headerSearch(), "usdt");
    expect(shownSymbols()).toEqual(["USDT"]);
  });

  it("FILTER-02 the header search resets the page", async () => {
    const user = userEvent.setup();
    const { location } = await renderTokens("/app/tokens/?page=2&perPage=8");
    await user.type(headerSearch(), "e");
    await waitFor(() => expect(location()).toBe("/app/tokens/?search=e&perPage=8"));
  });

  it("FILTER-05 FILTER-07 a search of 3+ characters clears the type filter; 1-2 characters do not", async () => {
    const user = userEvent.setup();
    const { location } = await renderTokens("/app/tokens/?tokenTypes=avax");
    await user.type(headerSearch(), "st");
    await waitFor(() => expect(location()).toBe("/app/tokens/?search=st&tokenTypes=avax"));
    expect(shownSymbols()).toEqual(["sAVAX"]);
    await user.type(headerSearch(), "e");
    await waitFor(() => expect(location()).toBe("/app/tokens/?search=ste"));
    expect(shownSymbols().sort()).toEqual(["stETH"]);
    expect(screen.getByRole("button", { name: "Asset types (7)" })).toBeInTheDocument();
  });

  it("TOKENS-16 a type picked after a long search applies together with it", async () => {
    const user = userEvent.setup();
    const { location } = await renderTokens("/app/tokens/?search=eth");
    await user.click(tagButton("stETH", "LST/LRT"));
    expect(location()).toBe("/app/tokens/?search=eth&tokenTypes=lst/lrt");
    expect(shownSymbols()).toEqual(["stETH", "ezETH", "rETH", "weETH"]);
  });
});
