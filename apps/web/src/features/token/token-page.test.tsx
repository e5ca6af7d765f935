import { PRICE_POLL_MS } from "@oracle-explorer/core/constants";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  callsTo,
  detailOf,
  historyPoints,
  NOW,
  PRIMARY,
  renderTokenPage,
} from "../../test/token-fixture.tsx";

/** Lets the test fire the Recent updates sentinel as if it scrolled into view. */
function stubIntersectionObserver() {
  const callbacks: IntersectionObserverCallback[] = [];
  class FakeObserver {
    constructor(callback: IntersectionObserverCallback) {
      callbacks.push(callback);
    }
    observe() {}
    disconnect() {}
    unobserve() {}
  }
  vi.stubGlobal("IntersectionObserver", FakeObserver);
  return () =>
    act(() => {
      const last = callbacks.at(-1);
      last?.([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
    });
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const updatesTable = () => screen.getByRole("table", { name: "Recent price updates" });
const updateRows = () =>
  within(updatesTable())
    .getAllByRole("row")
    .slice(1)
    .filter((row) => row.querySelector("time"));

describe("Token page", () => {
  it("TOKEN-01 TOKEN-02 reads ETH-USD as ETH/USD and asks the api with the URL form", async () => {
    const { calls } = await renderTokenPage("/app/token/ETH-USD/");
    expect(await screen.findByRole("heading", { level: 1, name: /ETH\/USD/ })).toBeInTheDocument();
    expect(callsTo(calls, "")[0]?.pathname).toBe("/api/v1/tokens/ETH-USD");
  });

  it("TOKEN-03 an unknown symbol shows the 404 page", async () => {
    await renderTokenPage("/app/token/NOPE-COIN/");
    expect(await screen.findByText("Opps, it seems that this page does not exist.")).toBeInTheDocument();
  });

  it("TOKEN-04 TOKEN-06 CONST-09 offers the four ranges and opens on 1 day", async () => {
    const { calls } = await renderTokenPage();
    const buttons = within(screen.getByRole("group", { name: "Time range" })).getAllByRole("button");
    expect(buttons.map((b) => b.textContent)).toEqual(["Last hour", "1 day", "3 days", "7 days"]);
    expect(screen.getByRole("button", { name: "1 day" })).toHaveAttribute("aria-pressed", "true");
    await waitFor(() => expect(callsTo(calls, "series")[0]?.searchParams.get("range")).toBe("1d"));
  });

  it("TOKEN-07 choosing a range loads that range's chart", async () => {
    const { calls } = await renderTokenPage();
    await userEvent.click(screen.getByRole("button", { name: "7 days" }));
    await waitFor(() =>
      expect(callsTo(calls, "series").map((u) => u.searchParams.get("range"))).toContain("7d"),
    );
    expect(screen.getByRole("button", { name: "7 days" })).toHaveAttribute("aria-pressed", "true");
    expect(await screen.findByRole("img", { name: "ETH price, 7 days" })).toBeInTheDocument();
  });

  it("TOKEN-08 on Last hour a polled price is merged into the chart", async () => {
    let latestAt = NOW - 5_000;
    await renderTokenPage("/app/token/ETH/?range=1h", {
      detail: (symbol) =>
        detailOf(symbol, { latest: { provider: PRIMARY, value: 3, timestamp: latestAt, source: {} } }),
    });
    const chart = await screen.findByRole("img", { name: "ETH price, last hour" });
    // Two series points plus the first polled price.
    await waitFor(() => expect(chart).toHaveAttribute("data-points", "3"));
    latestAt = Date.now();
    await waitFor(
      () => expect(screen.getByRole("img", { name: /last hour/ })).toHaveAttribute("data-points", "4"),
      {
        timeout: PRICE_POLL_MS + 2_000,
      },
    );
  });

  it("TOKEN-09 CONST-13 without the live stream, polls the latest price every 2000 ms and stops when the page closes", async () => {
    const { calls, unmount } = await renderTokenPage();
    // The route loader's answer is the first; the page's query polls from there.
    await waitFor(() => expect(callsTo(calls, "").length).toBeGreaterThanOrEqual(2), {
      timeout: PRICE_POLL_MS + 1_500,
    });
    const before = callsTo(calls, "").length;
    await waitFor(() => expect(callsTo(calls, "").length).toBeGreaterThan(before), {
      timeout: PRICE_POLL_MS + 1_500,
    });
    unmount();
    const closed = callsTo(calls, "").length;
    await new Promise((resolve) => setTimeout(resolve, PRICE_POLL_MS + 300));
    expect(callsTo(calls, "").length).toBe(closed);
  }, 12_000);

  it("TOKEN-10 another symbol reloads the page's data", async () => {
    const { calls, router } = await renderTokenPage();
    await act(() => router.navigate("/app/token/USDC/"));
    await screen.findByRole("heading", { level: 1, name: /USDC/ });
    await waitFor(() => {
      expect(callsTo(calls, "series").some((u) => u.pathname.includes("/USDC/"))).toBe(true);
      expect(callsTo(calls, "history").some((u) => u.pathname.includes("/USDC/"))).toBe(true);
    });
  });

  it("TOKEN-11 TOKEN-19 the provider picker lists providers in default order and switches every load", async () => {
    const { calls, location } = await renderTokenPage();
    const picker = await screen.findByRole("combobox", { name: "Provider" });
    expect(
      within(picker)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual([PRIMARY, "coingecko", "redstone-primary-demo"]);
    await userEvent.selectOptions(picker, "coingecko");
    expect(location()).toBe("/app/token/ETH/?provider=coingecko");
    await waitFor(() => {
      for (const part of ["", "series", "history"] as const) {
        expect(callsTo(calls, part).some((u) => u.searchParams.get("provider") === "coingecko")).toBe(true);
      }
    });
  });

  it("the tab title carries the live price (beyond the spec), and the plain title returns on leaving", async () => {
    const { router } = await renderTokenPage();
    await waitFor(() => expect(document.title).toBe("$2,654.500 ETH | RedStone"));
    await act(() => router.navigate("/app/sources/"));
    await waitFor(() => expect(document.title).toBe("Sources | RedStone"));
    // Back in the app, the price is there on the first render (cached): the route's plain title
    // must not overwrite the page's.
    await act(() => router.navigate("/app/token/ETH/"));
    await waitFor(() => expect(document.title).toBe("$2,654.500 ETH | RedStone"));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.title).toBe("$2,654.500 ETH | RedStone");
  });

  it("TOKEN-12 FORMAT-17 shows the latest price with its currency symbol and Last updated", async () => {
    await renderTokenPage("/app/token/EUR/", {
      detail: (symbol) =>
        detailOf(symbol, {
          denomination: "EUR",
          latest: { provider: PRIMARY, value: 1.0842, timestamp: Date.now() - 7_000, source: {} },
        }),
    });
    const card = screen.getByRole("region", { name: "Latest price" });
    await waitFor(() => expect(card).toHaveTextContent("€1.084"));
    expect(card).toHaveTextContent(/Last updated \d+ seconds ago/);
  });

  it("FORMAT-19 a coingecko price is in dollars, whatever the token's denomination", async () => {
    await renderTokenPage("/app/token/LBTC/?provider=coingecko", {
      detail: (asked) =>
        detailOf(asked, {
          denomination: "BTC",
          latest: {
            provider: "coingecko",
            value: 97_250.5,
            timestamp: Date.now() - 5_000,
            source: { coingecko: 97_250.5 },
          },
        }),
    });
    const price = screen.getByRole("region", { name: "Latest price" });
    await waitFor(() => expect(price).toHaveTextContent("$97,250.500"));
    expect(price).not.toHaveTextContent("BTC");
  });

  it.each([
    { symbol: "SOFR", denomination: "percentage", value: 4.52, shown: "4.520%" },
    { symbol: "LBTC", denomination: "BTC", value: 1.0021, shown: "1.002 BTC" },
    { symbol: "EUR", denomination: "EUR", value: 1.0842, shown: "€1.084" },
    { symbol: "SHIB", denomination: "USD", value: 0.0000498, shown: "$0.00004980" },
    { symbol: "PEPE", denomination: "USD", value: 4.9e-10, shown: "$4.900e-10" },
  ])(
    "TOKEN-12 FORMAT-17 FORMAT-18 FORMAT-19 $symbol ($denomination) reads $shown in the price card, the sources card, Recent updates and the tab title",
    async ({ symbol, denomination, value, shown }) => {
      await renderTokenPage(`/app/token/${symbol}/`, {
        detail: (asked) =>
          detailOf(asked, {
            denomination,
            latest: { provider: PRIMARY, value, timestamp: Date.now() - 5_000, source: { binance: value } },
          }),
        history: [
          { timestamp: NOW - 60_000, value, provider: PRIMARY, source: { kraken: value }, permawebTx: null },
        ],
      });
      const price = screen.getByRole("region", { name: "Latest price" });
      await waitFor(() => expect(price).toHaveTextContent(shown));
      const sources = screen.getByRole("region", { name: "Sources" });
      expect(within(sources).getByText(shown)).toBeInTheDocument();
      await waitFor(() => expect(updateRows()).toHaveLength(1));
      const row = updateRows()[0] as HTMLElement;
      // The value cell and the row's per-source value (in its details) both carry the unit.
      // A trailing unit is kept on the number's line by a no-break space; read as a space here.
      const spaced = (text: string | null | undefined) => text?.replace(/\s/g, " ");
      expect(spaced(within(row).getAllByRole("cell")[1]?.textContent)).toBe(shown);
      expect(spaced(row.querySelector("dd")?.textContent)).toBe(shown);
      await waitFor(() => expect(spaced(document.title)).toBe(`${shown} ${symbol} | RedStone`));
      // No dollar on what is not in dollars; no price its decimals would round to zero.
      const texts = [price, sources, row].map((element) => element.textContent ?? "");
      for (const text of [...texts, document.title]) {
        if (denomination !== "USD") expect(text).not.toContain("$");
        expect(text).not.toMatch(/\$0\.0+(?![0-9]*[1-9])/);
      }
    },
  );

  it("TOKEN-13 TOKEN-14 CONST-07 Recent updates lists time, value, provider, sources and permaweb tx, 10 rows first", async () => {
    await renderTokenPage();
    await waitFor(() => expect(updateRows()).toHaveLength(10));
    expect(
      within(updatesTable())
        .getAllByRole("columnheader")
        .map((h) => h.textContent),
    ).toEqual(["Time", "Value", "Provider", "Sources", "Permaweb tx"]);
    const first = updateRows()[0];
    expect(first).toHaveTextContent("$2,600.000");
    expect(first).toHaveTextContent(PRIMARY);
    expect(first).toHaveTextContent("1 source");
  });

  it("TOKEN-15 CONST-07 CONST-08 the bottom coming into view shows 10 more rows, fetching offset pages of 20 as needed", async () => {
    const reachBottom = stubIntersectionObserver();
    const { calls } = await renderTokenPage();
    await waitFor(() => expect(updateRows()).toHaveLength(10));
    expect(callsTo(calls, "history").map((u) => u.searchParams.get("offset"))).toEqual(["0"]);
    expect(callsTo(calls, "history")[0]?.searchParams.get("limit")).toBe("20");
    reachBottom();
    await waitFor(() => expect(updateRows()).toHaveLength(20));
    expect(callsTo(calls, "history")).toHaveLength(1);
    reachBottom();
    await waitFor(() => expect(updateRows()).toHaveLength(30));
    expect(callsTo(calls, "history").map((u) => u.searchParams.get("offset"))).toEqual(["0", "20"]);
    reachBottom();
    reachBottom();
    await waitFor(() => expect(updateRows()).toHaveLength(45));
    expect(await screen.findByText("All 45 updates of this date range are shown.")).toBeInTheDocument();
  });

  it("TOKEN-16 CONST-45 the table opens on the last 24 h", async () => {
    const { calls } = await renderTokenPage();
    await waitFor(() => expect(callsTo(calls, "history")).toHaveLength(1));
    const first = callsTo(calls, "history")[0];
    const from = Number(first?.searchParams.get("from"));
    const to = Number(first?.searchParams.get("to"));
    expect(to - from).toBe(86_400_000);
    expect(Math.abs(Date.now() - to)).toBeLessThan(10_000);
  });

  it("TOKEN-17 FILTER-29 FILTER-30 the date range picker forbids future dates and reloads from offset 0", async () => {
    const { calls } = await renderTokenPage();
    await waitFor(() => expect(updateRows()).toHaveLength(10));
    const from = screen.getByLabelText("From") as HTMLInputElement;
    const to = screen.getByLabelText("To") as HTMLInputElement;
    expect(to.max).toBe(to.value);
    expect(from.max <= to.value).toBe(true);
    const earlier = new Date(NOW - 3 * 86_400_000);
    const text = `${earlier.getFullYear()}-${String(earlier.getMonth() + 1).padStart(2, "0")}-${String(earlier.getDate()).padStart(2, "0")}`;
    fireEvent.change(from, { target: { value: text } });
    await waitFor(() => expect(callsTo(calls, "history").length).toBeGreaterThan(1));
    const last = callsTo(calls, "history").at(-1);
    expect(last?.searchParams.get("offset")).toBe("0");
    expect(Number(last?.searchParams.get("from"))).toBe(
      new Date(earlier.getFullYear(), earlier.getMonth(), earlier.getDate()).getTime(),
    );
  });

  it("TOKEN-18 a row links its permaweb transaction and shows its block time", async () => {
    await renderTokenPage();
    await waitFor(() => expect(updateRows()).toHaveLength(10));
    const link = await within(updateRows()[0] as HTMLElement).findByRole("link", { name: "tx0" });
    expect(link).toHaveAttribute("href", "https://viewblock.io/arweave/tx/tx0");
    await waitFor(() => expect(updateRows()[0]).toHaveTextContent(/block Nov 20, 2026/));
  });

  it("TOKEN-20 ERROR-19 Raise dispute shows the info toast", async () => {
    await renderTokenPage();
    await userEvent.click(screen.getByRole("button", { name: "Raise dispute" }));
    expect(await screen.findByRole("status", { name: "" })).toBeInTheDocument();
    expect(screen.getByText("The disputing feature is still under development")).toBeInTheDocument();
  });

  it("ERROR-40 CONST-26 the Raise dispute toast stays 10000 ms", async () => {
    await renderTokenPage();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.click(screen.getByRole("button", { name: "Raise dispute" }));
    const text = "The disputing feature is still under development";
    expect(screen.getByText(text)).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(9_900));
    expect(screen.getByText(text)).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(screen.queryByText(text)).toBeNull();
  });

  it("TOKENS-23 TOKENS-25 TOKENS-28 TOKENS-29 TOKENS-30 the title's tags use the list's labels and link to its filter", async () => {
    await renderTokenPage("/app/token/ETH/", {
      detail: (symbol) => detailOf(symbol, { tags: ["crypto", "lst/lrt", "avax", "etfs", "pair"] }),
    });
    const tags = await screen.findByRole("link", { name: "Cryptos" });
    const chips = [...(tags.parentElement as HTMLElement).children];
    expect(chips.map((chip) => chip.textContent)).toEqual(["Cryptos", "LST/LRT", "Avalanche", "ETF", "pair"]);
    expect(screen.getByRole("link", { name: "LST/LRT" })).toHaveAttribute(
      "href",
      "/app/tokens/?tokenTypes=lst%2Flrt",
    );
    // The list filters by "pair" too, though its dropdown does not offer it (TOKENS-30).
    expect(screen.getByRole("link", { name: "pair" })).toHaveAttribute(
      "href",
      "/app/tokens/?tokenTypes=pair",
    );
  });

  it("TOKEN-21 ERROR-20 a currency token on a non-primary provider shows the caution with the contact email", async () => {
    await renderTokenPage("/app/token/EUR/?provider=coingecko", {
      detail: (symbol, provider) =>
        detailOf(symbol, { provider: provider ?? PRIMARY, currencyCaution: provider !== null }),
    });
    expect(
      await screen.findByText(
        "Caution: We do not keep data for this token. If you would like us to start collecting it please contact us at hello@redstone.finance",
      ),
    ).toBeInTheDocument();
  });

  it("TOKEN-21 no caution on the primary provider", async () => {
    await renderTokenPage("/app/token/EUR/");
    await screen.findByRole("region", { name: "Latest price" });
    expect(screen.queryByText(/^Caution:/)).not.toBeInTheDocument();
  });

  it("TOKEN-21 ERROR-20 the caution follows the api's currencyCaution, whatever the provider", async () => {
    // The reverse of the old provider rule: the primary provider's answer came from a fallback
    // (caution), coingecko had the token (none). Only the api's flag decides.
    const caution = /^Caution: We do not keep data for this token/;
    await renderTokenPage("/app/token/EUR/", {
      detail: (symbol, provider) =>
        detailOf(symbol, {
          tags: ["currencies"],
          provider: provider ?? PRIMARY,
          currencyCaution: provider === null,
        }),
    });
    expect(await screen.findByText(caution)).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole("combobox", { name: "Provider" }), "coingecko");
    await waitFor(() => expect(screen.getByRole("combobox", { name: "Provider" })).toHaveValue("coingecko"));
    await waitFor(() => expect(screen.queryByText(caution)).not.toBeInTheDocument());
    expect(screen.getByRole("region", { name: "Latest price" })).toHaveTextContent("$2,654.500");
  });

  it("ERROR-11 an empty chart says we are collecting the data", async () => {
    await renderTokenPage("/app/token/ETH/", {
      series: (range) => ({
        symbol: "ETH",
        range: range as "1d",
        provider: PRIMARY,
        answeredBy: null,
        points: [],
        warnings: [],
      }),
    });
    expect(await screen.findByText("We are collecting the data")).toBeInTheDocument();
    expect(screen.getByText("Chart will be available shortly")).toBeInTheDocument();
  });

  it("ERROR-08 ERROR-10 a failed price and chart load keeps the page, with an empty chart", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    await renderTokenPage("/app/token/ETH/", {
      detail: () => Response.json({ error: "upstream_failed", message: "prices down" }, { status: 502 }),
      series: () => Response.json({ error: "upstream_failed", message: "prices down" }, { status: 502 }),
    });
    expect(await screen.findByText("We are collecting the data", {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(await screen.findByText(/latest price of ETH is unavailable/)).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Latest price" })).toHaveTextContent("no-data");
    expect(screen.getByRole("table", { name: "Recent price updates" })).toBeInTheDocument();
    expect(warn).toHaveBeenCalled();
  });

  it("an unknown provider in the link falls back to the token's default", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const { location } = await renderTokenPage("/app/token/ETH/?provider=nope", {
      detail: (symbol, provider) =>
        provider === "nope"
          ? Response.json({ error: "bad_request", message: "not a provider" }, { status: 400 })
          : detailOf(symbol),
    });
    await waitFor(() => expect(location()).toBe("/app/token/ETH/"), { timeout: 5_000 });
  });
});

describe("Token page disclaimers", () => {
  it("DISCLAIMER-05 a token with a disclaimerID shows it unless accepted earlier in the session", async () => {
    const api = { detail: (symbol: string) => detailOf(symbol, { disclaimerID: "blackrock" as const }) };
    const first = await renderTokenPage("/app/token/BUIDL/", api);
    await userEvent.click(await screen.findByRole("button", { name: "I Agree" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    first.unmount();
    await renderTokenPage("/app/token/BUIDL/", api);
    await screen.findByRole("region", { name: "Latest price" });
    await waitFor(() => expect(screen.getByRole("region", { name: "Latest price" })).toHaveTextContent("$"));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("DISCLAIMER-05 a fundamental token shows the info bar", async () => {
    await renderTokenPage("/app/token/ETH/", {
      detail: (symbol) => detailOf(symbol, { disclaimerID: "fundamental" }),
    });
    expect(await screen.findByRole("complementary", { name: "Fundamental price feed" })).toBeInTheDocument();
  });
});

describe("history rows fixture", () => {
  it("is newest first", () => {
    const rows = historyPoints(3);
    expect(rows[0]?.timestamp).toBeGreaterThan(rows[1]?.timestamp ?? 0);
  });
});
