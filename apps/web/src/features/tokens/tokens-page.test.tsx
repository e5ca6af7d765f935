import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { TOKENS_REFETCH_MS } from "../../lib/queries/tokens-query.ts";
import { renderApp } from "../../test/render-app.tsx";
import {
  bodyRows,
  FIXTURE_TOKENS,
  fixtureView,
  mockTokensApi,
  POPULAR_FIRST,
  renderTokens,
  rowOf,
  shownSymbols,
} from "./tokens-fixture.ts";

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("Data Feeds list: content", () => {
  it("TOKENS-01 the heading is '{product} Data Feeds'", async () => {
    await renderTokens("/app/tokens/", undefined, { productName: "Acme" });
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(/^Acme Data Feeds$/);
  });

  it("TOKENS-02 the asset count is the number of tokens matching the filters", async () => {
    await renderTokens("/app/tokens/?tokenTypes=etfs");
    expect(screen.getByText("assets").parentElement).toHaveTextContent(/^2 assets$/);
    expect(bodyRows()).toHaveLength(2);
  });

  it("TOKENS-02 counts the whole filtered list, not the page", async () => {
    await renderTokens("/app/tokens/?perPage=8");
    expect(screen.getByText("assets").parentElement).toHaveTextContent(/^40 assets$/);
    expect(bodyRows()).toHaveLength(8);
  });

  it("TOKENS-12 CONST-30 the table sits in a 500px scroll area with a sticky header row", async () => {
    await renderTokens();
    const area = screen.getByRole("region", { name: /Data feeds/ });
    expect(area).toHaveStyle({ height: "500px" });
    expect(area).toHaveAttribute("tabindex", "0");
    const table = within(area).getByRole("table");
    expect(table.querySelector("thead")).toHaveClass("stickyHead");
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((th) => th.textContent),
    ).toEqual(["Name", "Symbol", "Price", "Tags"]);
  });

  it("TOKENS-13 the name shows the logo and links to TokenPage", async () => {
    await renderTokens();
    const row = rowOf("BTC");
    expect(within(row).getByRole("link", { name: "Bitcoin" })).toHaveAttribute("href", "/app/token/BTC/");
    expect(row.querySelector("img")).toHaveAttribute("src", "/api/v1/assets/logos/btc.png");
    // No logoURI: the first letter stands in.
    expect(rowOf("XRP").querySelector("img")).toBeNull();
  });

  it("TOKENS-13 a '/' in the symbol is written '-' in the link", async () => {
    await renderTokens("/app/tokens/?search=wbtc/");
    const link = within(rowOf("WBTC/BTC")).getByRole("link", { name: "WBTC/BTC Exchange Rate" });
    expect(link).toHaveAttribute("href", "/app/token/WBTC-BTC/");
  });

  it("TOKENS-14 the symbol column shows the symbol", async () => {
    await renderTokens("/app/tokens/?search=eBTC");
    expect(within(bodyRows()[0] as HTMLElement).getAllByRole("cell")[1]).toHaveTextContent(/^eBTC_PoR$/);
  });

  it("TOKENS-15 ERROR-13 prices are formatted (FORMAT-02..04) and a missing one shows 'no-data'", async () => {
    await renderTokens("/app/tokens/?perPage=64");
    const price = (symbol: string) => within(rowOf(symbol)).getAllByRole("cell")[2]?.textContent;
    expect(price("BTC")).toBe("$65,000.500");
    expect(price("ETH")).toBe("$3,500.123");
    expect(price("DAI")).toBe("$0.9998");
    expect(price("PEPE")).toBe("$0.00001234");
    expect(price("OUSG")).toBe("no-data");
    expect(price("SPY")).toBe("no-data");
  });

  it("TOKENS-15 FORMAT-17 FORMAT-18 FORMAT-19 each price carries its token's denomination unit", async () => {
    const listed = (symbol: string, denomination: string, price: number | null) => ({
      symbol,
      name: `${symbol} token`,
      logoURI: null,
      tags: ["crypto"],
      denomination,
      price,
      priceTimestamp: price === null ? null : 1_763_726_400_000,
    });
    const tokens = [
      listed("SOFR", "percentage", 4.52),
      listed("LBTC", "BTC", 1.0021),
      listed("EURC", "EUR", 1.0842),
      listed("SUSDE", "USD", 1.2345),
      listed("TBILL", "USD", 4.9e-10),
      listed("ESTR", "percentage", null),
    ];
    await renderTokens("/app/tokens/", fixtureView({ tokens }));
    const price = (symbol: string) => within(rowOf(symbol)).getAllByRole("cell")[2]?.textContent;
    expect(price("SOFR")).toBe("4.520%");
    expect(price("LBTC")).toBe("1.002\u00a0BTC");
    expect(price("EURC")).toBe("€1.084");
    expect(price("SUSDE")).toBe("$1.235");
    // No false zero (FORMAT-04's cut would show "$0.000000000").
    expect(price("TBILL")).toBe("$4.900e-10");
    // A missing price has no unit, whatever the denomination.
    expect(price("ESTR")).toBe("no-data");
  });

  it("TOKENS-21 rows follow popularity: the CONST-33 ranking first, then the rest by name", async () => {
    // The fixture arrives alphabetical by symbol; the order shown is the page's own.
    await renderTokens();
    const symbols = shownSymbols();
    expect(symbols.slice(0, POPULAR_FIRST.length)).toEqual(POPULAR_FIRST);
    expect(symbols.slice(16, 20)).toEqual(["ARB", "QI", "BUIDL", "GBP"]);
  });

  it("TOKENS-22 prices come from the api's tokens list (CALL-25)", async () => {
    const { fetchMock } = await renderTokens();
    expect(fetchMock).toHaveBeenCalledWith("/api/v1/tokens", expect.anything());
    expect(within(rowOf("SOL")).getByText("$145.670")).toBeInTheDocument();
  });

  it("TOKENS-22 prices update live: the list is fetched again every 10 s", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let sol = 145.67;
    const answer = () =>
      fixtureView({
        tokens: FIXTURE_TOKENS.map((token) => (token.symbol === "SOL" ? { ...token, price: sol } : token)),
      });
    const { fetchMock } = await renderTokens("/app/tokens/", answer);
    expect(within(rowOf("SOL")).getByText("$145.670")).toBeInTheDocument();
    sol = 150;
    await act(() => vi.advanceTimersByTimeAsync(TOKENS_REFETCH_MS));
    await waitFor(() => expect(within(rowOf("SOL")).getByText("$150.000")).toBeInTheDocument());
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it.each([
    ["TOKENS-23", "BTC", "Cryptos"],
    ["TOKENS-24", "eBTC_PoR", "Proof of Reserves"],
    ["TOKENS-25", "ezETH", "LST/LRT"],
    ["TOKENS-26", "EUR", "Currencies"],
    ["TOKENS-27", "BUIDL", "RWA"],
    ["TOKENS-28", "AVAX", "Avalanche"],
    ["TOKENS-29", "IBIT", "ETF"],
    ["TOKENS-30", "sUSDe/USDe", "pair"],
  ])("%s the tags column shows %s's tag as '%s'", async (_id, symbol, label) => {
    await renderTokens("/app/tokens/?perPage=64");
    const tags = within(rowOf(symbol)).getByRole("list", { name: /tags$/ });
    expect(within(tags).getByRole("button", { name: label })).toBeInTheDocument();
  });
});

describe("Data Feeds list: states (SHELL-27)", () => {
  it("SHELL-27 shows placeholder rows with aria-busy while loading, then the loaded rows", async () => {
    // One gate for every request the screen makes, so releasing it answers them all.
    let release: (response: Response) => void = () => {};
    const gate = new Promise<Response>((resolve) => {
      release = resolve;
    });
    mockTokensApi(() => gate);
    renderApp("/app/tokens/");
    const table = await screen.findByRole("table", { busy: true });
    expect(table.querySelectorAll("tbody tr[data-placeholder]")).toHaveLength(8);
    expect(screen.getByText("Loading assets…")).toBeInTheDocument();
    expect(screen.queryByText(/Showing|No entries found/)).toBeNull();
    await act(async () => release(Response.json(fixtureView())));
    await screen.findByRole("table", { busy: false });
    expect(bodyRows()).toHaveLength(32);
    expect(table.querySelector("tbody tr[data-placeholder]")).toBeNull();
  });

  it("SHELL-27 ERROR-15 an empty list shows the empty state and 'No entries found' without Clear filters", async () => {
    await renderTokens("/app/tokens/", fixtureView({ tokens: [] }));
    expect(screen.getByText("No data feeds to show.")).toBeInTheDocument();
    expect(screen.getByText("No entries found")).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Clear filters" })).toBeNull();
  });

  it("ERROR-07 a failed load is logged only: the table shows its empty state and a Retry notice", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    let failing = true;
    const fetchMock = mockTokensApi(() =>
      failing
        ? Response.json({ error: "upstream_failed", message: "catalogue down" }, { status: 502 })
        : fixtureView(),
    );
    renderApp("/app/tokens/");
    // The shared query policy retries twice (1 s, then 2 s) before the failure shows.
    for (const [calls, delay] of [
      [1, 1_000],
      [2, 2_000],
    ] as const) {
      await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(calls));
      await act(() => vi.advanceTimersByTimeAsync(delay));
    }
    expect(await screen.findByText("Data feeds and prices are unavailable right now.")).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(warn).toHaveBeenCalledWith("tokens: the Data Feeds list failed to load", expect.any(Error));
    expect(screen.getByRole("heading", { level: 1, name: "RedStone Data Feeds" })).toBeInTheDocument();
    expect(screen.getByText("No data feeds to show.")).toBeInTheDocument();
    expect(screen.getByText("No entries found")).toBeInTheDocument();
    // No "0 assets": the count would claim an empty catalogue.
    expect(screen.queryByText("assets")).toBeNull();
    expect(screen.getByRole("button", { name: /Asset types/ })).toBeInTheDocument();
    expect(screen.queryByRole("alert")).toBeNull();

    failing = false;
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(screen.getByRole("button", { name: "Retry" }));
    await waitFor(() => expect(bodyRows()).toHaveLength(32));
    expect(screen.queryByText("Data feeds and prices are unavailable right now.")).toBeNull();
  });

  it("ERROR-07 a failed refresh keeps the last rows and says prices could not be refreshed", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.spyOn(console, "warn").mockImplementation(() => {});
    let failing = false;
    await renderTokens("/app/tokens/", () =>
      failing ? Response.json({ error: "internal", message: "down" }, { status: 500 }) : fixtureView(),
    );
    failing = true;
    // The 10 s refresh, then its two retries (1 s, 2 s).
    await act(() => vi.advanceTimersByTimeAsync(TOKENS_REFETCH_MS + 3_500));
    expect(await screen.findByText(/Prices could not be refreshed/)).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(32);
    expect(within(rowOf("BTC")).getAllByRole("cell")[2]).toHaveTextContent("$65,000.500");
  });

  it("ERROR-13 api warnings (prices failed) show 'no-data' prices and a notice", async () => {
    const view = fixtureView({
      tokens: FIXTURE_TOKENS.map((token) => ({ ...token, price: null, priceTimestamp: null })),
      warnings: [{ upstream: "prices", failure: "timeout", message: "latest prices timed out" }],
    });
    await renderTokens("/app/tokens/", view);
    expect(screen.getByText(/Latest prices are unavailable right now/)).toBeInTheDocument();
    expect(within(rowOf("BTC")).getAllByRole("cell")[2]).toHaveTextContent("no-data");
    expect(bodyRows()).toHaveLength(32);
  });

  it("FILTER-26 a hidden token never shows, even if the api sent one", async () => {
    const hidden = {
      symbol: "HIDE",
      name: "Hidden Coin",
      logoURI: null,
      tags: ["crypto"],
      denomination: "USD",
      price: 1,
      priceTimestamp: 1,
    };
    const tokens = [...FIXTURE_TOKENS, { ...hidden, isHidden: true }];
    await renderTokens("/app/tokens/?search=hid", fixtureView({ tokens }));
    expect(screen.queryByText("Hidden Coin")).toBeNull();
    expect(screen.getByText("No entries found")).toBeInTheDocument();
  });
});
