import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { detailOf, feedItem, mockFeedsApi, NOW, transactions } from "../../test/feeds-fixture.ts";
import { upstreamFailed } from "../../test/mock-api.ts";
import { renderApp } from "../../test/render-app.tsx";

// FEED-21: the page decides whether the manual update shows; what it holds is its own module's.
vi.mock("./manual-update/manual-update-panel.tsx", () => ({
  ManualUpdatePanel: () => <button type="button">Update price</button>,
}));

/** Fires the transactions sentinel as if it came within 100 px of view. */
function stubIntersectionObserver() {
  const observers: { callback: IntersectionObserverCallback; options?: IntersectionObserverInit }[] = [];
  class FakeObserver {
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      observers.push({ callback, options });
    }
    observe() {}
    disconnect() {}
    unobserve() {}
  }
  vi.stubGlobal("IntersectionObserver", FakeObserver);
  return {
    observers,
    fire: () =>
      act(() => {
        observers
          .at(-1)
          ?.callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
      }),
  };
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  sessionStorage.clear();
});

const ETH = feedItem("ETH", "ethereum", {
  answer: 2654.5,
  answerTimestamp: NOW - 5 * 60_000,
  contractAddress: "0x1111111111111111111111111111111111111111",
  feedAddress: "0x2222222222222222222222222222222222222222",
  explorerAddressUrl: "https://etherscan.io/address/0x1111111111111111111111111111111111111111",
  deviation: 0.5,
});
const INSTANT = feedItem("BTC/USD", "arbitrum", {
  isPerun: true,
  heartbeatMs: null,
  nextBeatAt: null,
  deviation: null,
});

async function renderFeed(
  url = "/app/feeds/ethereum-mainnet/eth/",
  api: Parameters<typeof mockFeedsApi>[0] = {},
) {
  const mocked = mockFeedsApi({ list: { feeds: [ETH, INSTANT], generatedAt: NOW, warnings: [] }, ...api });
  const app = renderApp(url);
  await screen.findByRole("heading", { level: 1 });
  return { ...app, ...mocked };
}
const region = (name: string) => screen.getByRole("region", { name });
const txTable = () => screen.getByRole("table", { name: "On chain transactions" });
const txRows = () =>
  within(txTable())
    .getAllByRole("row")
    .filter((row) => row.querySelector("a[title^='0x']"));
const detailCalls = (calls: readonly URL[]) =>
  calls.filter((url) => url.pathname === "/api/v1/feeds/ethereum-mainnet/eth");

describe("Single feed page: summary", () => {
  it("FEED-01 the feed whose route forms match is shown; an unknown one is the 404 page", async () => {
    await renderFeed();
    expect(
      await screen.findByRole("heading", { level: 1, name: "ETH on Ethereum Mainnet" }),
    ).toBeInTheDocument();
    await renderFeed("/app/feeds/ethereum-mainnet/nope/");
    expect(await screen.findByText("Opps, it seems that this page does not exist.")).toBeInTheDocument();
  });

  it("FEED-02 the answer shows the value and Updated <relative time>", async () => {
    await renderFeed();
    const answer = await screen.findByRole("region", { name: "Answer" });
    expect(answer).toHaveTextContent("$2,654.500");
    expect(answer).toHaveTextContent("Updated 5 minutes ago");
    expect(answer).toHaveTextContent("Read from the contract on chain.");
  });

  it("ROUTE-27 the tab title names the feed as the heading does, with its answer in front", async () => {
    const { router } = await renderFeed();
    await waitFor(() => expect(document.title).toBe("$2,654.500 ETH on Ethereum Mainnet | RedStone"));
    await act(() => router.navigate("/app/feeds/"));
    await waitFor(() => expect(document.title).toBe("Push Model | RedStone"));
  });

  it("FEED-03 FEED-07 an instant feed says Updates instantly and shows Update Mechanism: Instant", async () => {
    await renderFeed("/app/feeds/arbitrum-one/btc-usd/");
    const answer = await screen.findByRole("region", { name: "Answer" });
    expect(answer).toHaveTextContent("Updates instantly");
    expect(answer).not.toHaveTextContent("Updated");
    const details = region("Details");
    expect(within(details).getByText("Update Mechanism").nextElementSibling).toHaveTextContent("Instant");
    expect(within(details).queryByText("Heartbeat")).not.toBeInTheDocument();
  });

  it("FEED-04 FEED-05 FEED-06 FEED-07 FEED-08 network link, symbol, deviation, heartbeat and addresses", async () => {
    await renderFeed();
    const details = await screen.findByRole("region", { name: "Details" });
    expect(within(details).getByRole("link", { name: /Ethereum Mainnet/ })).toHaveAttribute(
      "href",
      "https://etherscan.io/address/0x1111111111111111111111111111111111111111",
    );
    const value = (label: string) => within(details).getByText(label).nextElementSibling;
    expect(value("Symbol")).toHaveTextContent("ETH");
    expect(value("Deviation threshold")).toHaveTextContent("0.5%");
    expect(within(value("Heartbeat") as HTMLElement).getByRole("timer")).toBeInTheDocument();
    expect(value("Heartbeat")).toHaveTextContent("/ 24h");
    expect(value("Contract address")).toHaveTextContent("0x1111111111111111111111111111111111111111");
    expect(within(details).getByRole("button", { name: "Copy contract address" })).toBeInTheDocument();
    expect(within(details).getByRole("button", { name: "Copy feed address" })).toBeInTheDocument();
  });

  it("FEED-07 FEED-18 a cron feed's Heartbeat shows its countdown, cadence, schedule in words and expressions", async () => {
    const HOUR = 3_600_000;
    const cron = feedItem("ETH", "ethereum", {
      heartbeatMs: 86_400_000,
      heartbeatTitle: "daily",
      cron: ["59 7 * * *"],
      nextBeatAt: NOW + 10 * HOUR,
      answerTimestamp: NOW - 10 * HOUR + 5_000,
      schedule: {
        expressions: ["59 7 * * *"],
        text: "Daily at 07:59 UTC",
        cadence: "daily",
        nextRuns: [NOW + 10 * HOUR, NOW + 34 * HOUR],
        lastRunAt: NOW - 10 * HOUR,
        recentRuns: [NOW - 10 * HOUR],
      },
    });
    await renderFeed("/app/feeds/ethereum-mainnet/eth/", {
      list: { feeds: [cron], generatedAt: NOW, warnings: [] },
    });
    const details = await screen.findByRole("region", { name: "Details" });
    const heartbeat = within(details).getByText("Heartbeat").nextElementSibling as HTMLElement;
    expect(within(heartbeat).getByRole("timer")).toHaveTextContent(/^(10:00:00|09:59:\d\d)$/);
    expect(heartbeat).toHaveTextContent("/ daily");
    expect(heartbeat).toHaveTextContent("Daily at 07:59 UTC · 59 7 * * *");
    expect(within(heartbeat).getByText("59 7 * * *").tagName).toBe("CODE");
    // Judged by its runs: the gap from the last run (10 h ago) to the next (in 10 h) is half used.
    const freshness = region("Freshness and divergence");
    expect(within(freshness).getByText("Time between runs used").closest("div")).toHaveTextContent("50 %");
    expect(within(freshness).getByText("Status").nextElementSibling).toHaveTextContent("Fresh");
  });

  it("FEED-12 FEED-13 Sources lists the price per source, with See more to the Token page", async () => {
    await renderFeed("/app/feeds/arbitrum-one/btc-usd/");
    const sources = await screen.findByRole("region", { name: /Sources/ });
    expect(within(sources).getByText("binance").nextElementSibling).toHaveTextContent("$2,000.000");
    expect(within(sources).getByText("kraken").nextElementSibling).toHaveTextContent("$2,001.000");
    expect(within(sources).getByRole("link", { name: /See more/ })).toHaveAttribute(
      "href",
      "/app/token/BTC-USD/",
    );
  });

  it("FEED-21 the manual update shows only when the feed supports it", async () => {
    await renderFeed();
    expect(await screen.findByRole("button", { name: "Update price" })).toBeInTheDocument();
    const unsupported = feedItem("SOL", "solana");
    await renderFeed("/app/feeds/solana-mainnet/sol/", {
      list: { feeds: [unsupported], generatedAt: NOW, warnings: [] },
    });
    await screen.findByRole("heading", { level: 1, name: "SOL on Solana Mainnet" });
    await screen.findAllByRole("region", { name: "Answer" });
    expect(screen.getAllByRole("button", { name: "Update price" })).toHaveLength(1);
  });

  it("DISCLAIMER-06 a feed whose token has a disclaimerID shows it, unless accepted this session", async () => {
    const buidl = feedItem("BUIDL", "ethereum");
    const api = {
      list: { feeds: [buidl], generatedAt: NOW, warnings: [] },
      detail: () => detailOf(buidl, { disclaimerID: "blackrock" }),
    };
    await renderFeed("/app/feeds/ethereum-mainnet/buidl/", api);
    expect(await screen.findByRole("dialog", { name: /BUIDL/ })).toBeInTheDocument();
  });

  it("DISCLAIMER-06 not when it was accepted earlier in this session", async () => {
    sessionStorage.setItem("acceptedDisclaimers", JSON.stringify(["blackrock"]));
    const buidl = feedItem("BUIDL", "ethereum");
    await renderFeed("/app/feeds/ethereum-mainnet/buidl/", {
      list: { feeds: [buidl], generatedAt: NOW, warnings: [] },
      detail: () => detailOf(buidl, { disclaimerID: "blackrock" }),
    });
    await screen.findByRole("region", { name: "Answer" });
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });
});

describe("Single feed page: freshness and divergence (beyond the spec)", () => {
  it("a stale feed says so in a banner; the card shows proximity and the values side by side", async () => {
    const stale = feedItem("ETH", "ethereum", {
      answer: 2000,
      signedValue: 2010,
      deviation: 1,
      answerTimestamp: NOW - 30 * 3_600_000,
    });
    await renderFeed("/app/feeds/ethereum-mainnet/eth/", {
      list: { feeds: [stale], generatedAt: NOW, warnings: [] },
    });
    expect(
      await screen.findByText(/This feed is stale\. Heartbeat missed: updated 30 h ago/),
    ).toBeInTheDocument();
    const section = screen.getByRole("region", { name: "Freshness and divergence" });
    // 10 / 2000 = 0.5 % of a 1 % threshold.
    expect(within(section).getByRole("meter", { name: "Deviation threshold used" })).toHaveValue(0.5);
    expect(within(section).getByText("Deviation threshold used").closest("div")).toHaveTextContent("50 %");
    const table = within(section).getByRole("table");
    const row = (name: RegExp | string) => within(table).getByRole("rowheader", { name }).closest("tr");
    expect(row("On chain")).toHaveTextContent("$2,000.000");
    expect(row(/Latest signed/)).toHaveTextContent("+0.50 %");
    expect(row("kraken")).toHaveTextContent("+0.05 %");
    expect(row("binance")).toHaveTextContent("0 %");
    expect(within(table).getByText("Spread across sources").closest("tr")).toHaveTextContent("0.05 %");
  });

  it("a fresh feed has no banner", async () => {
    await renderFeed();
    await screen.findByRole("region", { name: "Freshness and divergence" });
    expect(screen.queryByText(/This feed is stale/)).not.toBeInTheDocument();
  });
});

describe("Single feed page: integrator panel (beyond the spec)", () => {
  it("offers Solidity, viem, curl and ABI snippets with copy, and Read now reads the chain through the api", async () => {
    const user = userEvent.setup();
    const { calls } = await renderFeed();
    const panel = await screen.findByRole("region", { name: "Integrate this feed" });
    const group = within(panel).getByRole("group", { name: "Snippet" });
    expect(
      within(group)
        .getAllByRole("button")
        .map((b) => b.textContent),
    ).toEqual(["Solidity", "viem", "curl", "ABI"]);
    expect(within(panel).getByLabelText("Solidity snippet")).toHaveTextContent(
      "AggregatorV3Interface(0x2222222222222222222222222222222222222222)",
    );
    await user.click(within(group).getByRole("button", { name: "curl" }));
    expect(within(panel).getByLabelText("curl snippet")).toHaveTextContent(
      "curl -s 'http://localhost:3000/api/v1/feeds/ethereum-mainnet/eth/value'",
    );
    expect(within(panel).getByRole("button", { name: "Copy curl snippet" })).toBeInTheDocument();
    await user.click(within(panel).getByRole("button", { name: "Read now" }));
    expect(await within(panel).findByText(/^\$2,654\.500 read on chain at/)).toBeInTheDocument();
    expect(calls.some((url) => url.pathname === "/api/v1/feeds/ethereum-mainnet/eth/value")).toBe(true);
  });
});

describe("Single feed page: heartbeat", () => {
  it("FEED-18 FEED-19 FEED-20 the timer counts down each second; at zero it beats, refetches and waits for the update", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ["setInterval", "clearInterval", "Date"] });
    const soon = feedItem("ETH", "ethereum", {
      nextBeatAt: Date.now() + 3_000,
      heartbeatMs: 60_000,
      heartbeatTitle: "1m",
    });
    const { calls } = await renderFeed("/app/feeds/ethereum-mainnet/eth/", {
      list: { feeds: [soon], generatedAt: NOW, warnings: [] },
    });
    const timer = await screen.findByRole("timer");
    expect(timer).toHaveTextContent(/^00:00:0[23]$/);
    const before = detailCalls(calls).length;
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(timer).toHaveTextContent(/^00:00:0[12]$/);
    await act(() => vi.advanceTimersByTimeAsync(2_500));
    // At zero: the heart beats and the value is refetched; the timer rests at zero until the
    // refetched value brings the next beat (this fixture's update has not landed).
    expect(screen.getByRole("timer")).toHaveTextContent("00:00:00");
    expect(document.querySelector("[data-beating='true']")).not.toBeNull();
    await waitFor(() => expect(detailCalls(calls).length).toBeGreaterThan(before));
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(document.querySelector("[data-beating='true']")).toBeNull();
  });
});

describe("Single feed page: Transactions chart", () => {
  it("FEED-09 CONST-40 offers 1D, 1W and 1M with 1M selected, and draws steps", async () => {
    const { calls } = await renderFeed();
    const group = await screen.findByRole("group", { name: "Time range" });
    expect(
      within(group)
        .getAllByRole("button")
        .map((b) => b.textContent),
    ).toEqual(["1D", "1W", "1M"]);
    expect(within(group).getByRole("button", { name: "1M" })).toHaveAttribute("aria-pressed", "true");
    const chart = await screen.findByRole("img", { name: "ETH on-chain values, 1M" });
    expect(chart).toHaveAttribute("data-step", "end");
    // Every point the api sent (the fixture's 25 updates) is drawn, each with its dot (under 40).
    expect(chart).toHaveAttribute("data-points", "25");
    expect(chart.querySelectorAll("svg circle")).toHaveLength(25);
    await userEvent.setup().click(within(group).getByRole("button", { name: "1D" }));
    await screen.findByRole("img", { name: "ETH on-chain values, 1D" });
    expect(
      calls.some((url) => url.pathname.endsWith("/updates") && url.searchParams.get("range") === "1d"),
    ).toBe(true);
  });

  it("FEED-10 ranges the api marks as duplicates are not offered", async () => {
    await renderFeed("/app/feeds/ethereum-mainnet/eth/", { ranges: ["1m"] });
    await screen.findByRole("img", { name: "ETH on-chain values, 1M" });
    const group = screen.getByRole("group", { name: "Time range" });
    expect(
      within(group)
        .getAllByRole("button")
        .map((b) => b.textContent),
    ).toEqual(["1M"]);
  });
});

describe("Single feed page: empty and failed chart", () => {
  it("ERROR-11 a range without on-chain updates shows the empty chart's text", async () => {
    await renderFeed("/app/feeds/ethereum-mainnet/eth/", { transactions: [] });
    expect(await screen.findByText("We are collecting the data")).toBeInTheDocument();
    expect(screen.getByText("Chart will be available shortly")).toBeInTheDocument();
    expect(screen.queryByRole("img", { name: /on-chain values/ })).toBeNull();
    expect(screen.queryByRole("button", { name: "Retry" })).toBeNull();
  });

  it("ERROR-10 ERROR-11 a failed chart fetch is logged and shows the empty chart, whose Retry draws it", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    let failing = true;
    await renderFeed("/app/feeds/ethereum-mainnet/eth/", {
      updatesFailure: () => (failing ? upstreamFailed("chain") : undefined),
    });
    // After the query's two retries (1 s, then 2 s).
    const chartCard = (await screen.findByText("We are collecting the data", {}, { timeout: 8_000 })).closest(
      "section",
    ) as HTMLElement;
    expect(within(chartCard).getByText("Chart will be available shortly")).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining("chart of ETH failed to load"),
      expect.anything(),
    );
    failing = false;
    await userEvent.setup().click(within(chartCard).getByRole("button", { name: "Retry" }));
    expect(await screen.findByRole("img", { name: "ETH on-chain values, 1M" })).toBeInTheDocument();
  }, 15_000);
});

describe("Single feed page: On chain transactions", () => {
  it("FEED-14 FEED-15 CONST-21 lists updates newest first with tx hash, value and time: 10 at first", async () => {
    stubIntersectionObserver();
    await renderFeed();
    await waitFor(() => expect(txRows()).toHaveLength(10));
    const headers = within(txTable())
      .getAllByRole("columnheader")
      .map((h) => h.textContent);
    expect(headers).toEqual(["Transaction", "Value", "Time"]);
    const first = txRows()[0] as HTMLElement;
    expect(within(first).getByRole("link")).toHaveTextContent("0x000000000000000000...0000000000");
    expect(first).toHaveTextContent("$2,000.000");
    expect(txRows()[1]).toHaveTextContent("$1,999.000");
  });

  it("ERROR-15 a feed without on-chain updates shows No entries found", async () => {
    stubIntersectionObserver();
    await renderFeed("/app/feeds/ethereum-mainnet/eth/", { transactions: [] });
    const table = await screen.findByRole("table", { name: "On chain transactions" });
    expect(await within(table).findByText("No entries found")).toBeInTheDocument();
    expect(txRows()).toHaveLength(0);
  });

  it("FEED-16 ERROR-17 CONST-22 CONST-23 CONST-24 near the end (100px), 10 more after 300 ms, until No more transactions to load", async () => {
    const io = stubIntersectionObserver();
    await renderFeed("/app/feeds/ethereum-mainnet/eth/", { transactions: transactions(25) });
    await waitFor(() => expect(txRows()).toHaveLength(10));
    expect(io.observers.at(-1)?.options?.rootMargin).toBe("100px");
    vi.useFakeTimers({ shouldAdvanceTime: true });
    io.fire();
    await act(() => vi.advanceTimersByTimeAsync(299));
    expect(txRows()).toHaveLength(10);
    await act(() => vi.advanceTimersByTimeAsync(1));
    await waitFor(() => expect(txRows()).toHaveLength(20));
    io.fire();
    await act(() => vi.advanceTimersByTimeAsync(300));
    await waitFor(() => expect(txRows()).toHaveLength(25));
    expect(await screen.findByText("No more transactions to load")).toBeInTheDocument();
  });

  it("FEED-17 CONST-41 two clicks on a row under 300 ms apart open the transaction in the explorer", async () => {
    stubIntersectionObserver();
    const open = vi.spyOn(window, "open").mockReturnValue(null);
    await renderFeed();
    await waitFor(() => expect(txRows()).toHaveLength(10));
    const row = txRows()[2] as HTMLElement;
    const now = vi.spyOn(Date, "now");
    now.mockReturnValue(1_000);
    row.click();
    now.mockReturnValue(1_400);
    row.click();
    expect(open).not.toHaveBeenCalled();
    now.mockReturnValue(1_650);
    row.click();
    expect(open).toHaveBeenCalledWith(
      `https://explorer.example/tx/0x${"2".padStart(64, "0")}`,
      "_blank",
      "noopener,noreferrer",
    );
  });
});
