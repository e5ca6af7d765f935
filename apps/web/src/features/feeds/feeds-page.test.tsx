import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { TYPING_PAUSE_MS } from "../../app/typed-search.ts";
import { FIRST_ROWS } from "../../components/use-progressive-rows.ts";
import { holdApi } from "../../test/api-server.ts";
import { captureDownloads } from "../../test/capture-downloads.ts";
import { feedItem, feedList, mockFeedsApi, NOW } from "../../test/feeds-fixture.ts";
import { renderApp } from "../../test/render-app.tsx";

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const table = () => screen.getByRole("table", { name: /Push model feeds/ });
const bodyRows = () =>
  within(table())
    .getAllByRole("row")
    .slice(1)
    .filter((row) => row.querySelector("a"));
/** The text a reader sees: logo fallbacks (aria-hidden letters) left out. */
function visibleText(element: Element | undefined): string {
  if (!element) return "";
  const copy = element.cloneNode(true) as Element;
  for (const hidden of copy.querySelectorAll("[aria-hidden]")) hidden.remove();
  return copy.textContent ?? "";
}
/** The visible cells of a row: Feed, Network, Addresses, Answer, Deviation, Heartbeat. */
const cellsOf = (row: HTMLElement) => within(row).getAllByRole("cell");
const rowNames = () =>
  bodyRows().map((row) => {
    const cells = cellsOf(row);
    return `${visibleText(cells[0])}@${visibleText(cells[1])}`;
  });

async function renderFeeds(url = "/app/feeds/", api: Parameters<typeof mockFeedsApi>[0] = {}) {
  const mocked = mockFeedsApi(api);
  const app = renderApp(url);
  await screen.findByRole("heading", { level: 1, name: "Push Model" });
  return { ...app, ...mocked };
}
const loaded = () => waitFor(() => expect(bodyRows().length).toBeGreaterThan(0));

describe("Push Model list: controls", () => {
  it("FEEDS-01 has Mainnets and Testnets checkboxes, both checked", async () => {
    await renderFeeds();
    expect(screen.getByRole("checkbox", { name: "Mainnets" })).toBeChecked();
    expect(screen.getByRole("checkbox", { name: "Testnets" })).toBeChecked();
  });

  it("FEEDS-02 FEEDS-03 unchecking keeps one type; unchecking the last re-checks both", async () => {
    const user = userEvent.setup();
    await renderFeeds("/app/feeds/?perPage=64");
    await loaded();
    await user.click(screen.getByRole("checkbox", { name: "Mainnets" }));
    expect(screen.getByRole("checkbox", { name: "Mainnets" })).not.toBeChecked();
    expect(rowNames().every((name) => name.endsWith("@Ethereum Sepolia"))).toBe(true);
    expect(bodyRows()).toHaveLength(10);
    await user.click(screen.getByRole("checkbox", { name: "Testnets" }));
    expect(screen.getByRole("checkbox", { name: "Mainnets" })).toBeChecked();
    expect(screen.getByRole("checkbox", { name: "Testnets" })).toBeChecked();
    expect(bodyRows()).toHaveLength(40);
  });

  it("FEEDS-04 the network picker lists networks by icon and name and filters on them", async () => {
    const user = userEvent.setup();
    const { location } = await renderFeeds();
    await loaded();
    await user.click(screen.getByRole("button", { name: "Networks (4)" }));
    const group = screen.getByRole("group", { name: "Networks" });
    const option = within(group).getByRole("checkbox", { name: "Ethereum Mainnet" });
    expect(option.closest("label")?.querySelector("img")).toHaveAttribute("src", "/api/v1/assets/eth.svg");
    await user.click(option);
    await user.click(within(group).getByRole("checkbox", { name: "Solana Mainnet" }));
    await user.click(screen.getByRole("button", { name: "Apply" }));
    expect(location()).toBe("/app/feeds/?networks=1,solana/1");
    expect(bodyRows()).toHaveLength(20);
    expect(screen.getByRole("button", { name: "Selected networks (2)" })).toBeInTheDocument();
  });

  it("FEEDS-05 the crypto picker selects feed tokens", async () => {
    const user = userEvent.setup();
    const { location } = await renderFeeds();
    await loaded();
    await user.click(screen.getByRole("button", { name: "Cryptos (10)" }));
    const group = screen.getByRole("group", { name: "Cryptos" });
    await user.click(within(group).getByRole("checkbox", { name: "LINK" }));
    await user.click(screen.getByRole("button", { name: "Apply" }));
    expect(location()).toBe("/app/feeds/?cryptos=LINK");
    expect(rowNames().map((name) => name.split("@")[0])).toEqual(["LINK", "LINK", "LINK", "LINK"]);
  });

  it("FEEDS-14 CONST-02 CONST-03 the page size is 32 by default, from 8, 16, 32 and 64", async () => {
    await renderFeeds();
    await loaded();
    const perPage = screen.getByRole("combobox", { name: "Feeds per page" });
    expect(perPage).toHaveValue("32");
    expect(
      within(perPage)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["8", "16", "32", "64"]);
    // The first rows come at once, the rest of the page right after (useProgressiveRows).
    await waitFor(() => expect(bodyRows()).toHaveLength(32));
  });

  it("FEEDS-17 pagination says which rows show and offers the pages", async () => {
    const user = userEvent.setup();
    const { location } = await renderFeeds();
    await loaded();
    expect(screen.getByText("Showing 1 to 32 of 40 entries")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Page 2" }));
    expect(location()).toBe("/app/feeds/?page=2");
    expect(screen.getByText("Showing 33 to 40 of 40 entries")).toBeInTheDocument();
  });

  it("FEEDS-17 ERROR-15 a filter that hides every row says No entries found, with Clear filters", async () => {
    const user = userEvent.setup();
    const { location } = await renderFeeds("/app/feeds/?search=nothing-like-this");
    await screen.findByText("No feeds match the current filters.");
    expect(screen.getByText(/No entries found/)).toBeInTheDocument();
    await user.click(screen.getByRole("link", { name: "Clear filters" }));
    expect(location()).toBe("/app/feeds/");
    await loaded();
  });
});

describe("Push Model list: table", () => {
  it("FEEDS-06 the columns are Feed, Popularity (hidden), Network, Addresses, Answer, Deviation, Heartbeat, then the record's (beyond the spec)", async () => {
    await renderFeeds();
    await loaded();
    const headers = within(table()).getAllByRole("columnheader", { hidden: true });
    expect(headers.map((h) => h.textContent)).toEqual([
      "Feed",
      "Popularity",
      "Network",
      "Addresses",
      "Answer",
      "Deviation",
      "Heartbeat",
      "Updates/day (7 d)",
      "Heartbeat misses (7 d)",
      "Longest staleness (7 d)",
    ]);
    expect(headers[1]).not.toBeVisible();
    expect(within(bodyRows()[0] as HTMLElement).getAllByRole("cell", { hidden: true })[1]).not.toBeVisible();
  });

  it("FEEDS-07 FEEDS-08 the feed links to SingleFeed by route forms; the network shows icon and name", async () => {
    const shared = feedItem("ETH", "arbitrum", { routeLayer: "arbitrumOther", routeToken: "eth" });
    await renderFeeds("/app/feeds/", {
      list: { feeds: [feedItem("BTC/USD", "ethereum"), shared], generatedAt: NOW, warnings: [] },
    });
    await loaded();
    expect(screen.getByRole("link", { name: "BTC/USD" })).toHaveAttribute(
      "href",
      "/app/feeds/ethereum-mainnet/btc-usd/",
    );
    expect(screen.getByRole("link", { name: "ETH" })).toHaveAttribute(
      "href",
      "/app/feeds/arbitrum-one/eth/?layer=arbitrumOther",
    );
    const btcRow = screen.getByRole("link", { name: "BTC/USD" }).closest("tr") as HTMLElement;
    const network = cellsOf(btcRow)[1] as HTMLElement;
    expect(network).toHaveTextContent("Ethereum Mainnet");
    expect(network.querySelector("img")).toHaveAttribute("src", "/api/v1/assets/eth.svg");
  });

  it("FEEDS-07 a click on a feed opens SingleFeed in the app; a modified click is left to the browser", async () => {
    const { location } = await renderFeeds("/app/feeds/", {
      list: { feeds: [feedItem("BTC/USD", "ethereum")], generatedAt: NOW, warnings: [] },
    });
    await loaded();
    const link = screen.getByRole("link", { name: "BTC/USD" });
    // Ctrl-click (a new tab): the app must not take it. The test stops jsdom's own navigation.
    let preventedByApp: boolean | undefined;
    document.addEventListener(
      "click",
      (event) => {
        preventedByApp = event.defaultPrevented;
        event.preventDefault();
      },
      { once: true },
    );
    fireEvent.click(link, { ctrlKey: true });
    expect(preventedByApp).toBe(false);
    expect(location()).toBe("/app/feeds/");
    await userEvent.setup().click(link);
    await waitFor(() => expect(location()).toBe("/app/feeds/ethereum-mainnet/btc-usd/"));
  });

  it("FEEDS-09 contract and feed addresses show shortened with copy; __NO_FEED__ is left out", async () => {
    const withFeed = feedItem("BTC", "ethereum", {
      contractAddress: "0x1234567890abcdef1234567890abcdef12345678",
      feedAddress: "0xabcdefabcdefabcdefabcdefabcdefabcdef9999",
    });
    const noFeed = feedItem("ETH", "ethereum", { feedAddress: "__NO_FEED__" });
    await renderFeeds("/app/feeds/", { list: { feeds: [withFeed, noFeed], generatedAt: NOW, warnings: [] } });
    await loaded();
    const [first, second] = bodyRows() as HTMLElement[];
    expect(within(first as HTMLElement).getByText("0x1234...5678")).toBeInTheDocument();
    expect(within(first as HTMLElement).getByText("0xabcd...9999")).toBeInTheDocument();
    expect(
      within(first as HTMLElement).getByRole("button", { name: "Copy BTC feed address" }),
    ).toBeInTheDocument();
    expect(
      within(second as HTMLElement).getByRole("button", { name: "Copy ETH contract address" }),
    ).toBeInTheDocument();
    expect(within(second as HTMLElement).queryByText("Feed")).not.toBeInTheDocument();
    expect(second).not.toHaveTextContent("__NO_FEED__");
  });

  it("FEEDS-10 FEEDS-18 the answer shows a loader while loading, then the value with its currency, or no-data", async () => {
    let release: (() => void) | undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const feeds = [
      feedItem("ETH", "ethereum", { answer: 2654.321 }),
      feedItem("EUR", "ethereum", { answer: 1.0842, denomination: "EUR", popularity: 20 }),
      feedItem("LINK", "ethereum", { answer: null, answerSource: "none", popularity: 30 }),
    ];
    mockFeedsApi({ list: { feeds, generatedAt: NOW, warnings: [] } });
    holdApi(gate);
    renderApp("/app/feeds/");
    await screen.findByRole("heading", { level: 1, name: "Push Model" });
    expect(table()).toHaveAttribute("aria-busy", "true");
    expect(table().querySelectorAll("[data-placeholder]").length).toBeGreaterThan(0);
    release?.();
    await loaded();
    expect(table()).toHaveAttribute("aria-busy", "false");
    const answers = bodyRows().map((row) => cellsOf(row)[3]?.textContent);
    expect(answers).toEqual(["$2,654.321", "€1.084", "no-data"]);
  });

  it("FEEDS-07 two rows of one feed on one network say how they differ: the variant beside the name", async () => {
    const feeds = [
      feedItem("ETH", "ethereum", { variant: "price feed" }),
      feedItem("ETH", "ethereum", {
        variant: "multi-feed",
        isMultifeed: true,
        contractType: "multi-feed",
        routeLayer: "ethereumMultiFeed",
      }),
      feedItem("BTC", "ethereum", { variant: null }),
    ];
    await renderFeeds("/app/feeds/", { list: { feeds, generatedAt: NOW, warnings: [] } });
    await loaded();
    const feedCell = (index: number) => cellsOf(bodyRows()[index] as HTMLElement)[0] as HTMLElement;
    const cells = bodyRows().map((_, index) => feedCell(index));
    const multi = cells.find((cell) => within(cell).queryByText("multi-feed"));
    expect(multi).toBeDefined();
    expect(within(multi as HTMLElement).getByRole("link", { name: "ETH" })).toHaveAttribute(
      "href",
      "/app/feeds/ethereum-mainnet/eth/?layer=ethereumMultiFeed",
    );
    expect(visibleText(multi)).toBe("ETHmulti-feed");
    expect(cells.map(visibleText).sort()).toEqual(["BTC", "ETHmulti-feed", "ETHprice feed"]);
    // A row with no variant shows the feed name alone.
    const btc = screen.getByRole("link", { name: "BTC" }).closest("td") as HTMLElement;
    expect(visibleText(btc)).toBe("BTC");
  });

  it("FEEDS-11 FEEDS-12 deviation as a percentage; heartbeat countdown with its title, or Updates instantly", async () => {
    const feeds = [
      feedItem("BTC", "ethereum", { deviation: 0.5, nextBeatAt: NOW + 3_725_000, heartbeatTitle: "24h" }),
      feedItem("ETH", "ethereum", { isPerun: true, deviation: null, heartbeatMs: null, nextBeatAt: null }),
    ];
    await renderFeeds("/app/feeds/", { list: { feeds, generatedAt: NOW, warnings: [] } });
    await loaded();
    const [btc, eth] = bodyRows().map(cellsOf);
    expect(btc?.[4]).toHaveTextContent("0.5%");
    expect(within(btc?.[5] as HTMLElement).getByRole("timer")).toHaveTextContent(/^01:0[12]:\d\d$/);
    expect(btc?.[5]).toHaveTextContent("/ 24h");
    expect(eth?.[5]).toHaveTextContent("Updates instantly");
  });

  it("FEEDS-15 FEEDS-16 CONST-04 default popularity order; a header sorts, and again flips the order", async () => {
    const user = userEvent.setup();
    const { location } = await renderFeeds("/app/feeds/?cryptos=BTC,LINK,ETH&networks=1");
    await loaded();
    expect(rowNames()).toEqual(["BTC@Ethereum Mainnet", "ETH@Ethereum Mainnet", "LINK@Ethereum Mainnet"]);
    const feedHeader = screen.getByRole("columnheader", { name: "Feed" });
    expect(feedHeader).toHaveAttribute("aria-sort", "none");
    await user.click(within(feedHeader).getByRole("button", { name: "Feed" }));
    expect(location()).toBe("/app/feeds/?cryptos=BTC,LINK,ETH&networks=1&sortBy=feed");
    expect(feedHeader).toHaveAttribute("aria-sort", "ascending");
    expect(rowNames().map((name) => name.split("@")[0])).toEqual(["BTC", "ETH", "LINK"]);
    await user.click(within(feedHeader).getByRole("button", { name: "Feed" }));
    expect(location()).toContain("sortBy=feed&sortDesc=true");
    expect(rowNames().map((name) => name.split("@")[0])).toEqual(["LINK", "ETH", "BTC"]);
    expect(screen.queryByRole("button", { name: "Answer" })).not.toBeInTheDocument();
    expect(
      within(screen.getByRole("columnheader", { name: "Heartbeat" })).getByRole("button"),
    ).toBeInTheDocument();
  });
});

describe("Push Model list: URL state and search", () => {
  it("FEEDS-13 a URL reproduces the view, and its state is written back in one order", async () => {
    const { location } = await renderFeeds(
      "/app/feeds/?perPage=8&page=2&sortDesc=true&sortBy=network&cryptos=BTC,ETH,USDC,LINK,AAVE",
    );
    await loaded();
    expect(screen.getByRole("combobox", { name: "Feeds per page" })).toHaveValue("8");
    expect(screen.getByRole("combobox", { name: "Page" })).toHaveValue("2");
    expect(screen.getByText("Showing 9 to 16 of 20 entries")).toBeInTheDocument();
    expect(screen.getByRole("columnheader", { name: "Network" })).toHaveAttribute("aria-sort", "descending");
    await waitFor(() =>
      expect(location()).toBe(
        "/app/feeds/?cryptos=BTC,ETH,USDC,LINK,AAVE&sortBy=network&sortDesc=true&page=2&perPage=8",
      ),
    );
  });

  it("FEEDS-13 FILTER-25 the header search matches feed, network name and addresses, and is in the URL", async () => {
    const user = userEvent.setup();
    const special = feedItem("PEPE", "arbitrum", {
      layerId: "arbitrumPepe",
      contractAddress: "0xFeedFace00000000000000000000000000000001",
    });
    const { location } = await renderFeeds("/app/feeds/", {
      list: { feeds: [...feedList(), special], generatedAt: NOW, warnings: [] },
    });
    await loaded();
    const search = screen.getByRole("searchbox", { name: "Search" });
    await user.type(search, "0xfeedface");
    await waitFor(() => expect(rowNames()).toEqual(["PEPE@Arbitrum One"]));
    await waitFor(() => expect(location()).toBe("/app/feeds/?search=0xfeedface"));
    await user.clear(search);
    await user.type(search, "sepolia");
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
  });

  it("FEEDS-13 FILTER-07 a search of 3 or more characters clears the pickers", async () => {
    const user = userEvent.setup();
    const { location } = await renderFeeds("/app/feeds/?cryptos=BTC&networks=1");
    await loaded();
    await user.type(screen.getByRole("searchbox", { name: "Search" }), "arb");
    await waitFor(() => expect(location()).toBe("/app/feeds/?search=arb"));
    expect(screen.getByRole("button", { name: "Networks (4)" })).toBeInTheDocument();
    // The rows below the table's fold come once the typing pauses (see the next test).
    await waitFor(() => expect(bodyRows()).toHaveLength(10), { timeout: TYPING_PAUSE_MS + 2_000 });
  });

  it("FEEDS-13 while the visitor types, only the rows in view follow each keystroke; the rest come at the pause or when the visitor reaches for the table", async () => {
    const user = userEvent.setup();
    await renderFeeds("/app/feeds/");
    await loaded();
    expect(bodyRows()).toHaveLength(32);
    await user.type(screen.getByRole("searchbox", { name: "Search" }), "sepolia");
    // Ten feeds match: the first rows show them at once, the slots below stay hidden.
    expect(rowNames()).toHaveLength(FIRST_ROWS);
    expect(rowNames().every((name) => name.endsWith("@Ethereum Sepolia"))).toBe(true);
    // Pointing into the table shows the rest before the pause would.
    await user.hover(table());
    await waitFor(() => expect(rowNames()).toHaveLength(10), { timeout: TYPING_PAUSE_MS / 2 });
    expect(rowNames().every((name) => name.endsWith("@Ethereum Sepolia"))).toBe(true);
  });

  it("FILTER-31 networks and cryptos no feed has are dropped from the URL", async () => {
    const { location } = await renderFeeds("/app/feeds/?cryptos=NOPE,BTC&networks=999,1&sortBy=<script>");
    await loaded();
    await waitFor(() => expect(location()).toBe("/app/feeds/?cryptos=BTC&networks=1"));
    expect(rowNames()).toEqual(["BTC@Ethereum Mainnet"]);
  });
});

describe("Push Model list: freshness (beyond the spec)", () => {
  it("each row has a Fresh / Due soon / Stale badge, and Stale only keeps the stale ones", async () => {
    const user = userEvent.setup();
    const feeds = [
      feedItem("BTC", "ethereum", { answerTimestamp: NOW - 60_000 }),
      feedItem("ETH", "ethereum", { answerTimestamp: NOW - 30 * 3_600_000 }),
      feedItem("USDC", "ethereum", { answer: 1, signedValue: 1.0045, deviation: 0.5 }),
    ];
    const { location } = await renderFeeds("/app/feeds/", {
      list: { feeds, generatedAt: NOW, warnings: [] },
    });
    await loaded();
    const badge = (name: string) =>
      within(screen.getByRole("link", { name }).closest("tr") as HTMLElement).getByText(
        /^(Fresh|Due soon|Stale)$/,
      );
    expect(badge("BTC")).toHaveTextContent("Fresh");
    expect(badge("ETH")).toHaveTextContent("Stale");
    expect(badge("ETH")).toHaveAttribute("title", "Heartbeat missed: updated 30 h ago, every 24 h expected");
    // 0.45 % of a 0.5 % threshold: 90 % used.
    expect(badge("USDC")).toHaveTextContent("Due soon");
    await user.click(screen.getByRole("checkbox", { name: "Stale only (1)" }));
    expect(rowNames()).toEqual(["ETH@Ethereum Mainnet"]);
    // A filter kept outside the URL (like the network types); Clear all resets it.
    expect(location()).toBe("/app/feeds/");
    await user.click(screen.getByRole("link", { name: "Clear all" }));
    expect(screen.getByRole("checkbox", { name: "Stale only (1)" })).not.toBeChecked();
    expect(bodyRows()).toHaveLength(3);
  });
});

describe("Push Model list: freshness said one way (beyond the spec)", () => {
  it("FEED-19 FEEDS-12 the badge reads the timer's clock: Due soon while it counts, Due now at 00:00:00, Stale past the margin", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const start = Date.now();
    // A one-minute heartbeat, updated 50 s ago: 83 % of it used, 10 s left.
    const answerTimestamp = start - 50_000;
    const feed = feedItem("BTC", "ethereum", {
      heartbeatMs: 60_000,
      heartbeatTitle: "1m",
      answerTimestamp,
      nextBeatAt: answerTimestamp + 60_000,
    });
    await renderFeeds("/app/feeds/", { list: { feeds: [feed], generatedAt: start, warnings: [] } });
    await loaded();
    const heartbeat = () => cellsOf(bodyRows()[0] as HTMLElement)[5] as HTMLElement;
    const timer = () => within(heartbeat()).getByRole("timer");
    const badge = () => within(heartbeat()).getByText(/^(Fresh|Due soon|Due now|Stale)$/);
    const seconds = () => Number(/^00:00:(\d\d)$/.exec(timer().textContent ?? "")?.[1]);

    expect(badge()).toHaveTextContent("Due soon");
    const first = seconds();
    expect(first).toBeGreaterThan(0);
    expect(first).toBeLessThanOrEqual(10);
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(seconds()).toBeLessThan(first);
    expect(badge()).toHaveTextContent("Due soon");

    // Second by second to the beat and past it: never "Due soon" beside 00:00:00, never
    // "Due now" beside a running timer.
    for (let tick = 0; tick < 10; tick += 1) {
      await act(() => vi.advanceTimersByTimeAsync(1_000));
      const atZero = timer().textContent === "00:00:00";
      expect(badge()).toHaveTextContent(atZero ? "Due now" : "Due soon");
    }
    expect(timer()).toHaveTextContent("00:00:00");
    expect(badge()).toHaveTextContent("Due now");

    // The update has not landed: the timer rests at zero, and past heartbeat + 60 s the feed is stale.
    await act(() => vi.advanceTimersByTimeAsync(65_000));
    expect(timer()).toHaveTextContent("00:00:00");
    expect(badge()).toHaveTextContent("Stale");
    expect(badge()).toHaveAttribute("title", "Heartbeat missed: updated 2 min ago, every 60 s expected");
  });
});

describe("Push Model list: export (beyond the spec)", () => {
  it("downloads the rows matching the filters, all pages of them, as CSV and JSON", async () => {
    const user = userEvent.setup();
    const downloads = captureDownloads();
    await renderFeeds("/app/feeds/?cryptos=BTC,ETH,LINK&perPage=8");
    await loaded();
    expect(bodyRows()).toHaveLength(8);
    await user.click(screen.getByRole("button", { name: "Download Push Model feeds as CSV" }));
    await user.click(screen.getByRole("button", { name: "Download Push Model feeds as JSON" }));
    expect(downloads.map((d) => d.fileName)).toEqual([
      expect.stringMatching(/^push-model-feeds-\d{4}-\d{2}-\d{2}\.csv$/),
      expect.stringMatching(/^push-model-feeds-\d{4}-\d{2}-\d{2}\.json$/),
    ]);
    const csv = (await downloads[0]?.text()) ?? "";
    const lines = csv.trim().split("\r\n");
    expect(lines[0]).toBe(
      "feed,network,chainId,layer,variant,contractAddress,feedAddress,answer,denomination,answerSource,answerTime,deviationPercent,heartbeatSeconds,instant,freshness,updatesPerDay7d,heartbeatMisses7d,longestStalenessSeconds7d",
    );
    // Three cryptos on four networks: all 12 rows, not only the page of 8.
    expect(lines).toHaveLength(1 + 12);
    const json = JSON.parse((await downloads[1]?.text()) ?? "[]") as {
      feed: string;
      heartbeatSeconds: number;
    }[];
    expect(new Set(json.map((row) => row.feed))).toEqual(new Set(["BTC", "ETH", "LINK"]));
    expect(json[0]?.heartbeatSeconds).toBe(86_400);
  });
});

describe("Push Model list: loading and failure", () => {
  it("CALL-45 FEEDS-18 FEEDS-19 ERROR-34 CONST-16 CONST-17 three attempts 2 s apart, then the error with Retry", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const failing = Response.json(
      { error: "upstream_failed", message: "Manifests failed to load", upstream: "relayer schema" },
      { status: 502 },
    );
    const { listAttempts } = await renderFeeds("/app/feeds/", {
      list: (attempt) => (attempt <= 3 ? failing : { feeds: feedList(), generatedAt: NOW, warnings: [] }),
    });
    await waitFor(() => expect(listAttempts()).toBe(1));
    expect(await screen.findByText("Loading feeds data… (attempt 2 of 3)")).toBeInTheDocument();
    expect(screen.queryByText(/Failed to load feeds data/)).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    await waitFor(() => expect(listAttempts()).toBe(2));
    expect(await screen.findByText("Loading feeds data… (attempt 3 of 3)")).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    await waitFor(() => expect(listAttempts()).toBe(3));
    expect(
      await screen.findByText("Failed to load feeds data: Manifests failed to load"),
    ).toBeInTheDocument();
    // The controls stay usable; the table says what happened.
    expect(screen.getByRole("checkbox", { name: "Mainnets" })).toBeEnabled();
    expect(screen.getByText("Feeds data could not be loaded.")).toBeInTheDocument();
    vi.useRealTimers();
    await userEvent.setup().click(screen.getByRole("button", { name: "Retry" }));
    await loaded();
    expect(listAttempts()).toBe(4);
    expect(screen.queryByText(/Failed to load feeds data/)).not.toBeInTheDocument();
  });

  it("FEEDS-18 an empty network list is the empty state, and partial data says what is missing", async () => {
    await renderFeeds("/app/feeds/", {
      list: {
        feeds: [],
        generatedAt: NOW,
        warnings: [{ upstream: "relayed values", failure: "timeout", message: "slow" }],
      },
    });
    expect(await screen.findByText("No feeds to show.")).toBeInTheDocument();
    expect(
      screen.getByText(/Some feed data is unavailable right now \(relayed values\)/),
    ).toBeInTheDocument();
  });

  it("FEEDS-18 a notice names each failed upstream once, however many of its reads failed", async () => {
    const manifest = { upstream: "manifests", failure: "http", message: "HTTP 500" } as const;
    await renderFeeds("/app/feeds/", {
      list: {
        feeds: [],
        generatedAt: NOW,
        warnings: [manifest, manifest, { ...manifest, failure: "timeout" }],
      },
    });
    expect(
      await screen.findByText(/Some feed data is unavailable right now \(manifests\), so/),
    ).toBeInTheDocument();
  });
});
