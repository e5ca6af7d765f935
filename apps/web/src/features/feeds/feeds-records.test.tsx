import type { FeedRecordView } from "@oracle-explorer/core/api-views";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { upstreamFailed } from "../../test/api-handlers.ts";
import { feedRecords } from "../../test/feed-record-fixture.ts";
import { feedItem, mockFeedsApi, NOW } from "../../test/feeds-fixture.ts";
import { renderApp } from "../../test/render-app.tsx";

afterEach(() => {
  vi.restoreAllMocks();
});

const record = (overrides: Partial<FeedRecordView> = {}): FeedRecordView => ({
  updatesPerDay7d: 24,
  heartbeatMisses7d: 0,
  longestStalenessMs7d: 3_600_000,
  beyondThreshold7d: 0,
  ...overrides,
});

/** Four feeds on Ethereum: BTC, ETH and LINK recorded; USDC not yet. */
const FEEDS = ["BTC", "ETH", "USDC", "LINK"].map((feed) => feedItem(feed, "ethereum"));
const RECORDS = feedRecords({
  "ethereumLayer/BTC": record({
    updatesPerDay7d: 1440,
    heartbeatMisses7d: 3,
    longestStalenessMs7d: 5_520_000,
  }),
  "ethereumLayer/ETH": record({ updatesPerDay7d: 0.25, heartbeatMisses7d: 0, longestStalenessMs7d: 90_000 }),
  // A deviation-only feed: it cannot miss a heartbeat.
  "ethereumLayer/LINK": record({
    updatesPerDay7d: 48.5,
    heartbeatMisses7d: null,
    longestStalenessMs7d: null,
  }),
});

const table = () => screen.getByRole("table", { name: /Push model feeds/ });
const bodyRows = () =>
  within(table())
    .getAllByRole("row")
    .slice(1)
    .filter((row) => row.querySelector("a"));
const feedNames = () => bodyRows().map((row) => row.querySelector("a")?.textContent);
/** A row's record cells: Updates/day, Heartbeat misses, Longest staleness. */
const recordCells = (feed: string) => {
  const row = bodyRows().find((tr) => tr.querySelector("a")?.textContent === feed);
  return Array.from(row?.querySelectorAll("td[data-optional]") ?? []) as HTMLElement[];
};
const loaded = () => waitFor(() => expect(bodyRows().length).toBeGreaterThan(0));

async function renderFeeds(url: string, records: NonNullable<Parameters<typeof mockFeedsApi>[0]>["records"]) {
  const mocked = mockFeedsApi({ list: { feeds: FEEDS, generatedAt: NOW, warnings: [] }, records });
  const app = renderApp(url);
  await screen.findByRole("heading", { level: 1, name: "Push Model" });
  await loaded();
  return { ...app, ...mocked };
}

describe("Push Model list: each feed's record (beyond the spec)", () => {
  it("shows updates per day, heartbeat misses and the longest staleness over 7 days from /feeds/records", async () => {
    const { calls } = await renderFeeds("/app/feeds/", () => RECORDS);
    await waitFor(() => expect(recordCells("BTC")[0]).toHaveTextContent("1,440"));
    expect(recordCells("BTC").map((cell) => cell.textContent)).toEqual(["1,440", "3", "1 h 32 min"]);
    expect(recordCells("ETH").map((cell) => cell.textContent)).toEqual(["0.25", "0", "2 min"]);
    // On a phone the cells sit in the row's card under their names.
    expect(recordCells("BTC").map((cell) => cell.getAttribute("data-label"))).toEqual([
      "Updates/day (7 d)",
      "Heartbeat misses (7 d)",
      "Longest staleness (7 d)",
    ]);
    expect(calls.map((url) => url.pathname)).toContain("/api/v1/feeds/records");
  });

  it("says '—' with the reason where a figure is unknown, never 0", async () => {
    await renderFeeds("/app/feeds/", () => RECORDS);
    await waitFor(() => expect(recordCells("BTC")[0]).toHaveTextContent("1,440"));
    const [, linkMisses, linkStaleness] = recordCells("LINK");
    expect(linkMisses?.querySelector("[title]")).toHaveAttribute(
      "title",
      "The feed has no heartbeat or schedule, so it cannot miss one",
    );
    expect(linkMisses).toHaveTextContent(/^—/);
    expect(linkStaleness).toHaveTextContent(/^—/);
    // USDC has no record yet: every cell says so.
    for (const cell of recordCells("USDC")) {
      expect(cell).toHaveTextContent(/^—/);
      expect(cell.querySelector("[title]")).toHaveAttribute(
        "title",
        "The indexer has not recorded this feed yet",
      );
    }
  });

  it("the list never waits for the records: rows first, the record's cells '—' while it loads", async () => {
    let release: (value: unknown) => void = () => {};
    const held = new Promise((resolve) => {
      release = resolve;
    });
    await renderFeeds("/app/feeds/", async () => {
      await held;
      return RECORDS;
    });
    expect(feedNames()).toEqual(["BTC", "ETH", "USDC", "LINK"]);
    expect(recordCells("BTC")[1]?.querySelector("[title]")).toHaveAttribute(
      "title",
      "Loading the feed's record",
    );
    release(undefined);
    await waitFor(() => expect(recordCells("BTC")[1]).toHaveTextContent("3"));
  });

  it("a history store failure leaves the list whole and the record's cells '—', saying why", async () => {
    await renderFeeds("/app/feeds/", () => upstreamFailed("history store", 503));
    await waitFor(
      () =>
        expect(recordCells("BTC")[0]?.querySelector("[title]")).toHaveAttribute(
          "title",
          "The feeds' records are unavailable right now",
        ),
      { timeout: 8_000 },
    );
    expect(feedNames()).toEqual(["BTC", "ETH", "USDC", "LINK"]);
    expect(screen.queryByText(/Failed to load feeds data/)).toBeNull();
  }, 15_000);

  it("sorts by heartbeat misses from its header, kept in the URL like the other sorts; feeds without a figure last", async () => {
    const user = userEvent.setup();
    const { location } = await renderFeeds("/app/feeds/", () => RECORDS);
    await waitFor(() => expect(recordCells("BTC")[0]).toHaveTextContent("1,440"));
    const header = screen.getByRole("columnheader", { name: "Heartbeat misses (7 d)" });
    expect(header).toHaveAttribute("aria-sort", "none");
    await user.click(within(header).getByRole("button", { name: "Heartbeat misses (7 d)" }));
    expect(location()).toBe("/app/feeds/?sortBy=heartbeatMisses");
    expect(header).toHaveAttribute("aria-sort", "ascending");
    expect(feedNames()).toEqual(["ETH", "BTC", "USDC", "LINK"]);
    await user.click(within(header).getByRole("button", { name: "Heartbeat misses (7 d)" }));
    expect(location()).toBe("/app/feeds/?sortBy=heartbeatMisses&sortDesc=true");
    expect(header).toHaveAttribute("aria-sort", "descending");
    // Unknown figures stay last whichever the direction; ties keep the default (popularity) order.
    expect(feedNames()).toEqual(["BTC", "ETH", "USDC", "LINK"]);
  });

  it("sorts by updates per day and by the longest staleness; a URL reproduces the order", async () => {
    const user = userEvent.setup();
    const { location } = await renderFeeds(
      "/app/feeds/?sortBy=longestStaleness&sortDesc=true",
      () => RECORDS,
    );
    await waitFor(() => expect(feedNames()).toEqual(["BTC", "ETH", "USDC", "LINK"]));
    expect(screen.getByRole("columnheader", { name: "Longest staleness (7 d)" })).toHaveAttribute(
      "aria-sort",
      "descending",
    );
    await user.click(screen.getByRole("button", { name: "Updates/day (7 d)" }));
    expect(location()).toBe("/app/feeds/?sortBy=updatesPerDay");
    expect(feedNames()).toEqual(["ETH", "LINK", "BTC", "USDC"]);
  });

  it("the record columns are optional: left out first where the table does not fit, with a note while sorted by one", async () => {
    await renderFeeds("/app/feeds/?sortBy=heartbeatMisses", () => RECORDS);
    const optional = (name: string) =>
      screen.getByRole("columnheader", { name }).getAttribute("data-optional");
    // Updates per day goes first, then the longest staleness; heartbeat misses stays longest.
    expect(optional("Updates/day (7 d)")).toBe("1");
    expect(optional("Longest staleness (7 d)")).toBe("2");
    expect(optional("Heartbeat misses (7 d)")).toBe("3");
    expect(optional("Answer")).toBeNull();
    // The stylesheet shows the note only while the table leaves that rank out (no layout in jsdom).
    const note = screen.getByText(/^Sorted by Heartbeat misses \(7 d\), a column left out at this width/);
    expect(note).toHaveAttribute("data-rank", "3");
  });
});
