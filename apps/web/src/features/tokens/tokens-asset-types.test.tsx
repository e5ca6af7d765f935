import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { FIXTURE_TOKENS, fixtureView, renderTokens, shownSymbols } from "./tokens-fixture.ts";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const trigger = () => screen.getByRole("button", { name: /^(Asset|Selected) types/ });
const group = () => screen.getByRole("group", { name: "Asset types" });
const optionLabels = () =>
  within(group())
    .queryAllByRole("checkbox")
    .map((box) => box.parentElement?.textContent);

async function openDropdown() {
  const user = userEvent.setup();
  await user.click(trigger());
  return user;
}

describe("Data Feeds list: asset-types dropdown", () => {
  it("TOKENS-03 lists the token types by label; TOKENS-30 'pair' is not offered", async () => {
    await renderTokens();
    await openDropdown();
    expect(trigger()).toHaveAttribute("aria-expanded", "true");
    expect(optionLabels()).toEqual([
      "Cryptos",
      "Proof of Reserves",
      "LST/LRT",
      "Currencies",
      "RWA",
      "Avalanche",
      "ETF",
    ]);
    expect(within(group()).queryByRole("checkbox", { name: "pair" })).toBeNull();
  });

  it("TOKENS-04 its search box filters the options by label, ignoring case", async () => {
    await renderTokens();
    const user = await openDropdown();
    const search = screen.getByRole("searchbox", { name: "Search asset types" });
    expect(search).toHaveFocus();
    await user.type(search, "CUR");
    expect(optionLabels()).toEqual(["Currencies"]);
    await user.clear(search);
    await user.type(search, "s");
    expect(optionLabels()).toEqual(["Cryptos", "Proof of Reserves", "LST/LRT", "Currencies"]);
  });

  it("TOKENS-05 ERROR-14 a search matching no option shows 'No results found'", async () => {
    await renderTokens();
    const user = await openDropdown();
    expect(screen.queryByText("No results found")).toBeNull();
    await user.type(screen.getByRole("searchbox", { name: "Search asset types" }), "zzz");
    expect(optionLabels()).toEqual([]);
    expect(within(group()).getByText("No results found")).toBeVisible();
  });

  it("TOKENS-06 FILTER-01 Apply writes tokenTypes, resets the page and closes the dropdown", async () => {
    const { location } = await renderTokens("/app/tokens/?page=2&perPage=8");
    const user = await openDropdown();
    await user.click(within(group()).getByRole("checkbox", { name: "ETF" }));
    await user.click(within(group()).getByRole("checkbox", { name: "RWA" }));
    // A draft until Apply: the URL and the rows do not move yet.
    expect(location()).toBe("/app/tokens/?page=2&perPage=8");
    await user.click(screen.getByRole("button", { name: "Apply" }));
    expect(location()).toBe("/app/tokens/?tokenTypes=etfs,RWA&perPage=8");
    expect(trigger()).toHaveAttribute("aria-expanded", "false");
    expect(trigger()).toHaveFocus();
    expect(screen.queryByRole("group", { name: "Asset types" })).toBeNull();
    // FILTER-10: a token is kept when it has any selected tag.
    expect(shownSymbols().sort()).toEqual(["BUIDL", "IBIT", "OUSG", "PAXG", "SPY", "USTB"]);
  });

  it("TOKENS-07 Reset clears the selection and removes tokenTypes", async () => {
    const { location } = await renderTokens("/app/tokens/?tokenTypes=etfs,avax&perPage=16");
    const user = await openDropdown();
    expect(within(group()).getByRole("checkbox", { name: "ETF" })).toBeChecked();
    await user.click(screen.getByRole("button", { name: "Reset" }));
    expect(location()).toBe("/app/tokens/?perPage=16");
    expect(
      within(group())
        .getAllByRole("checkbox")
        .some((box) => (box as HTMLInputElement).checked),
    ).toBe(false);
    expect(trigger()).toHaveTextContent("Asset types (7)");
    expect(shownSymbols()).toHaveLength(16);
  });

  it("TOKENS-08 the button reads 'Asset types (n)' with the number of types on offer when none is selected", async () => {
    // Without etfs tokens only six labelled types are on offer.
    const tokens = FIXTURE_TOKENS.filter((token) => !token.tags.includes("etfs"));
    await renderTokens("/app/tokens/", fixtureView({ tokens }));
    expect(trigger()).toHaveTextContent(/^Asset types \(6\)$/);
  });

  it("TOKENS-08 the button reads 'Selected types (n)' with the number selected", async () => {
    await renderTokens("/app/tokens/?tokenTypes=crypto,avax,lst/lrt");
    expect(trigger()).toHaveTextContent(/^Selected types \(3\)$/);
  });

  it("Escape closes the dropdown, drops the draft and returns focus to the button", async () => {
    const { location } = await renderTokens();
    const user = await openDropdown();
    await user.click(within(group()).getByRole("checkbox", { name: "Cryptos" }));
    await user.keyboard("{Escape}");
    expect(trigger()).toHaveAttribute("aria-expanded", "false");
    expect(trigger()).toHaveFocus();
    expect(location()).toBe("/app/tokens/");
    await user.click(trigger());
    expect(within(group()).getByRole("checkbox", { name: "Cryptos" })).not.toBeChecked();
  });

  it("arrow keys move between the search box and the options; Space toggles one", async () => {
    await renderTokens();
    const user = await openDropdown();
    await user.keyboard("{ArrowDown}");
    expect(within(group()).getByRole("checkbox", { name: "Cryptos" })).toHaveFocus();
    await user.keyboard("{ArrowDown}{ArrowDown}");
    expect(within(group()).getByRole("checkbox", { name: "LST/LRT" })).toHaveFocus();
    await user.keyboard(" ");
    expect(within(group()).getByRole("checkbox", { name: "LST/LRT" })).toBeChecked();
    await user.keyboard("{End}");
    expect(within(group()).getByRole("checkbox", { name: "ETF" })).toHaveFocus();
    await user.keyboard("{ArrowUp}{ArrowUp}{ArrowUp}{ArrowUp}{ArrowUp}{ArrowUp}{ArrowUp}");
    expect(screen.getByRole("searchbox", { name: "Search asset types" })).toHaveFocus();
  });

  it("a click outside closes the dropdown without applying", async () => {
    const { location } = await renderTokens();
    const user = await openDropdown();
    await user.click(within(group()).getByRole("checkbox", { name: "RWA" }));
    await user.click(screen.getByRole("heading", { level: 1 }));
    expect(trigger()).toHaveAttribute("aria-expanded", "false");
    expect(location()).toBe("/app/tokens/");
  });
});
