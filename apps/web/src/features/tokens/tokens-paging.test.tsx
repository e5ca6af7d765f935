import type { TokenListItem } from "@oracle-explorer/core/api-views";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { bodyRows, fixtureView, renderTokens, shownSymbols } from "./tokens-fixture.ts";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const perPageSelect = () => screen.getByRole("combobox", { name: "Tokens per page" });
const pageSelect = () => screen.getByRole("combobox", { name: "Page" });
const optionValues = (select: HTMLElement) =>
  within(select)
    .getAllByRole("option")
    .map((option) => option.textContent);
const pagerLabels = () =>
  within(screen.getByRole("navigation", { name: "Pagination" }))
    .getAllByRole("button")
    .map((button) => button.getAttribute("aria-label"));
const summary = () => screen.getByText(/^(Showing \d+ to \d+ of \d+ entries|No entries found)/);

/** n plain tokens, for lists long enough to need gaps in the pager. */
const manyTokens = (n: number): TokenListItem[] =>
  Array.from({ length: n }, (_, index) => ({
    symbol: `T${String(index + 1).padStart(3, "0")}`,
    name: `Token ${String(index + 1).padStart(3, "0")}`,
    logoURI: null,
    tags: ["crypto"],
    denomination: "USD",
    price: index + 1,
    priceTimestamp: 1,
  }));

describe("Data Feeds list: paging", () => {
  it("TOKENS-09 CONST-01 FILTER-15 the tokens-per-page select defaults to 32 and offers 8, 16, 32, 64", async () => {
    const user = userEvent.setup();
    const { location } = await renderTokens();
    expect(perPageSelect()).toHaveValue("32");
    expect(optionValues(perPageSelect())).toEqual(["8", "16", "32", "64"]);
    expect(bodyRows()).toHaveLength(32);
    await user.selectOptions(perPageSelect(), "8");
    expect(location()).toBe("/app/tokens/?perPage=8");
    expect(bodyRows()).toHaveLength(8);
  });

  it("FILTER-03 changing per page resets the page to 1", async () => {
    const user = userEvent.setup();
    const { location } = await renderTokens("/app/tokens/?page=3&perPage=8");
    await user.selectOptions(perPageSelect(), "16");
    expect(location()).toBe("/app/tokens/?perPage=16");
    expect(summary()).toHaveTextContent("Showing 1 to 16 of 40 entries");
  });

  it("TOKENS-10 the current-page select lists pages 1 to the last and jumps to the chosen one", async () => {
    const user = userEvent.setup();
    const { location } = await renderTokens("/app/tokens/?perPage=8");
    expect(optionValues(pageSelect())).toEqual(["1", "2", "3", "4", "5"]);
    await user.selectOptions(pageSelect(), "4");
    expect(location()).toBe("/app/tokens/?page=4&perPage=8");
    expect(pageSelect()).toHaveValue("4");
    expect(summary()).toHaveTextContent("Showing 25 to 32 of 40 entries");
  });

  it("TOKENS-17 FILTER-13 the text reads 'Showing X to Y of N entries' for the shown page", async () => {
    const user = userEvent.setup();
    await renderTokens();
    expect(summary()).toHaveTextContent(/^Showing 1 to 32 of 40 entries$/);
    await user.click(screen.getByRole("button", { name: "Page 2" }));
    expect(summary()).toHaveTextContent(/^Showing 33 to 40 of 40 entries$/);
    expect(bodyRows()).toHaveLength(8);
  });

  it("TOKENS-18 ERROR-16 no matching rows read 'No entries found' with a 'Clear filters' link", async () => {
    const user = userEvent.setup();
    const { location } = await renderTokens("/app/tokens/?searchTerm=zzzz&perPage=16");
    expect(summary()).toHaveTextContent(/^No entries found/);
    expect(screen.getByText("No data feeds match the current filters.")).toBeInTheDocument();
    const clear = screen.getByRole("link", { name: "Clear filters" });
    expect(clear).toHaveAttribute("href", "/app/tokens/?perPage=16");
    await user.click(clear);
    expect(location()).toBe("/app/tokens/?perPage=16");
    expect(bodyRows()).toHaveLength(16);
  });

  it("CONST-32 the pager shows one page each side, the first and last pages, and gaps", async () => {
    const user = userEvent.setup();
    await renderTokens("/app/tokens/?page=4&perPage=8", fixtureView({ tokens: manyTokens(64) }));
    expect(pagerLabels()).toEqual([
      "Previous page",
      "Page 1",
      "Page 3",
      "Page 4",
      "Page 5",
      "Page 8",
      "Next page",
    ]);
    expect(within(screen.getByRole("navigation", { name: "Pagination" })).getAllByText("…")).toHaveLength(2);
    expect(screen.getByRole("button", { name: "Page 4" })).toHaveAttribute("aria-current", "page");
    await user.click(screen.getByRole("button", { name: "Next page" }));
    expect(pagerLabels()).toEqual([
      "Previous page",
      "Page 1",
      "Page 4",
      "Page 5",
      "Page 6",
      "Page 8",
      "Next page",
    ]);
    await user.click(screen.getByRole("button", { name: "Page 1" }));
    expect(pagerLabels()).toEqual(["Previous page", "Page 1", "Page 2", "Page 8", "Next page"]);
    expect(screen.getByRole("button", { name: "Previous page" })).toBeDisabled();
    expect(shownSymbols()[0]).toBe("T001");
  });

  it("FILTER-04 a page past the end is clamped to the last page, and the URL says so", async () => {
    const { location } = await renderTokens("/app/tokens/?page=99");
    expect(summary()).toHaveTextContent("Showing 33 to 40 of 40 entries");
    await waitFor(() => expect(location()).toBe("/app/tokens/?page=2"));
  });

  it("FILTER-04 with no rows the page is 1", async () => {
    const { location } = await renderTokens("/app/tokens/?search=zzzz&page=3");
    expect(pageSelect()).toHaveValue("1");
    expect(optionValues(pageSelect())).toEqual(["1"]);
    await waitFor(() => expect(location()).toBe("/app/tokens/?search=zzzz"));
  });

  it("FILTER-31 TOKENS-19 bad query values are clamped without any message", async () => {
    const { location } = await renderTokens("/app/tokens/?page=-5&perPage=1e9&tokenTypes=bogus,etfs");
    expect(perPageSelect()).toHaveValue("32");
    expect(pageSelect()).toHaveValue("1");
    expect(shownSymbols().sort()).toEqual(["IBIT", "SPY"]);
    expect(screen.getByRole("button", { name: "Selected types (1)" })).toBeInTheDocument();
    expect(screen.queryByRole("alert")).toBeNull();
    expect(screen.queryByText(/invalid|error/i)).toBeNull();
    await waitFor(() => expect(location()).toBe("/app/tokens/?tokenTypes=etfs"));
  });
});
