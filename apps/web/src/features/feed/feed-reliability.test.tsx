import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { upstreamFailed } from "../../test/api-handlers.ts";
import {
  DAY_MS,
  emptyWindow,
  RECORD_NOW,
  reliabilityView,
  unrecordedView,
} from "../../test/feed-record-fixture.ts";
import { feedItem, mockFeedsApi, NOW } from "../../test/feeds-fixture.ts";
import { renderApp } from "../../test/render-app.tsx";

// FEED-21's wallet code is the manual update's own module: not this section's business.
vi.mock("./manual-update/manual-update-panel.tsx", () => ({ ManualUpdatePanel: () => null }));

const ETH = feedItem("ETH", "ethereum", { deviation: 0.5, layerId: "ethereumLayer" });
const URL_OF_PAGE = "/app/feeds/ethereum-mainnet/eth/";
const RELIABILITY = "/api/v1/feeds/ethereum-mainnet/eth/reliability";

beforeEach(() => {
  // Only the clock: the record's times are "now" for its windows and the Export window.
  vi.useFakeTimers({ toFake: ["Date"], now: RECORD_NOW });
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

async function renderFeed(reliability: NonNullable<Parameters<typeof mockFeedsApi>[0]>["reliability"]) {
  const mocked = mockFeedsApi({ list: { feeds: [ETH], generatedAt: NOW, warnings: [] }, reliability });
  const app = renderApp(URL_OF_PAGE);
  await screen.findByRole("heading", { level: 1, name: "ETH on Ethereum Mainnet" });
  return { ...app, ...mocked };
}

/** The section once its code is in (a lazy chunk: a placeholder card of the same name stands first). */
const section = () =>
  waitFor(
    () => {
      const found = document.querySelector<HTMLElement>("[data-reliability]");
      if (!found) throw new Error("the Reliability section is still loading its code");
      expect(found).toHaveAccessibleName("Reliability");
      return found;
    },
    { timeout: 10_000 },
  );
const figuresTable = () =>
  screen.getByRole("table", { name: "Reliability figures over the last 7 and 30 days" });
/** A figure's row: its header cell's label, then the 7-day and 30-day cells' text. */
const figureRow = (label: string) => {
  const row = within(figuresTable())
    .getAllByRole("row")
    .find((tr) => tr.querySelector("th")?.firstElementChild?.textContent === label);
  if (!row) throw new Error(`no row ${label}`);
  return Array.from(row.querySelectorAll("td")).map((td) => td.textContent);
};

describe("single feed page: reliability (beyond the spec)", { timeout: 15_000 }, () => {
  it("shows 7 and 30 days side by side: updates per day, trigger mix, misses, staleness, beyond threshold and lag", async () => {
    await renderFeed(() => reliabilityView());
    const reliability = await section();
    await within(reliability).findByRole("table", { name: /Reliability figures/ });
    expect(reliability).toHaveTextContent("recorded since Nov 12, 13:00 UTC");
    const headers = within(figuresTable()).getAllByRole("columnheader");
    expect(headers.map((th) => th.textContent)).toEqual([
      "Figure",
      "Last 7 days",
      "Last 30 daysRecorded for the last 10 d only",
    ]);
    expect(figureRow("Updates per day")).toEqual(["8.4359 updates", "880 updates"]);
    expect(figureRow("Deviation")).toEqual(["50 (84.7%)", "66 (82.5%)"]);
    expect(figureRow("Heartbeat")).toEqual(["6 (10.2%)", "10 (12.5%)"]);
    expect(figureRow("Cron")).toEqual(["0 (0%)", "0 (0%)"]);
    expect(figureRow("Other (manual, or written with its layer)")).toEqual(["2 (3.4%)", "3 (3.8%)"]);
    expect(figureRow("Unknown (first recorded)")).toEqual(["1 (1.7%)", "1 (1.3%)"]);
    expect(figureRow("Heartbeat misses")).toEqual(["2", "3"]);
    expect(reliability).toHaveTextContent("Waits past the heartbeat (24 h) plus 2 h 24 min grace");
    expect(figureRow("Longest staleness")).toEqual([
      "1 h 32 minfrom Nov 19, 08:15 UTC",
      "26 h 5 minfrom Nov 13, 22:00 UTC",
    ]);
    expect(figureRow("Beyond threshold")).toEqual(["3 of 50, max +12.5 bp", "4 of 66, max +30 bp"]);
    expect(reliability).toHaveTextContent("past the 0.5% threshold, by more than 5 bp");
    expect(figureRow("Lag, signed round to chain")).toEqual([
      "p50 4.2 s · max 31 s40 samples",
      "p50 4 s · max 45 s55 samples",
    ]);
  });

  it("draws updates and the longest wait per UTC day since the record began, miss days marked", async () => {
    await renderFeed(() => reliabilityView());
    const reliability = await section();
    const updates = await within(reliability).findByRole("img", { name: /^Updates per UTC day/ });
    expect(updates).toHaveAttribute("data-bars", "11");
    expect(updates).toHaveAccessibleName(
      "Updates per UTC day: lowest 8, highest 8; 2 days with a heartbeat miss",
    );
    expect(updates.querySelectorAll('path[fill="var(--color-warning)"]')).toHaveLength(2);
    const waits = within(reliability).getByRole("img", { name: /^Longest wait for an update per UTC day/ });
    expect(waits).toHaveAccessibleName("Longest wait for an update per UTC day: lowest 3 h, highest 26 h");
    expect(reliability).toHaveTextContent(
      "Per UTC day, Nov 12 to Nov 22 (the record began on Nov 12, 13:00 UTC).",
    );
    expect(reliability).toHaveTextContent("A day with a heartbeat miss (2 days).");
  });

  it("lists the recent updates with trigger, wait, move, flags and lag, each linked to its transaction", async () => {
    await renderFeed(() => reliabilityView());
    const reliability = await section();
    const table = await within(reliability).findByRole("table", { name: "Recorded updates, newest first" });
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent(
      "12:50:00Nov 22$2,654.500Deviation40 min62.5 bpBeyond threshold +12.5 bp4.2 s",
    );
    expect(rows[1]).toHaveTextContent("Heartbeat26 h 5 min3 bpHeartbeat missed—");
    expect(rows[2]).toHaveTextContent("Unknown (first recorded)——None—");
    expect(within(rows[0] as HTMLElement).getByRole("link")).toHaveAttribute(
      "href",
      `https://explorer.example/tx/0x${"a".repeat(64)}`,
    );
    // The read-back update has no transaction hash: its time is text.
    expect(within(rows[2] as HTMLElement).queryByRole("link")).toBeNull();
  });

  it("Export links the recorded updates of the last 30 days as CSV and JSON", async () => {
    await renderFeed(() => reliabilityView());
    await section();
    const from = RECORD_NOW - 30 * DAY_MS;
    expect(
      await screen.findByRole("link", { name: "Download recorded updates of the last 30 days as CSV" }),
    ).toHaveAttribute("href", `${RELIABILITY}/updates?from=${from}&to=${RECORD_NOW}&format=csv`);
    expect(
      screen.getByRole("link", { name: "Download recorded updates of the last 30 days as JSON" }),
    ).toHaveAttribute("href", `${RELIABILITY}/updates?from=${from}&to=${RECORD_NOW}&format=json`);
  });

  it("a feed the indexer has not recorded says so, with no figures and no export", async () => {
    await renderFeed(() => unrecordedView());
    const reliability = await section();
    expect(
      await within(reliability).findByText(/^The indexer has not recorded this feed yet/),
    ).toBeInTheDocument();
    expect(within(reliability).queryByRole("table")).toBeNull();
    expect(screen.queryByRole("link", { name: /Download recorded updates/ })).toBeNull();
  });

  it("figures with nothing behind them are '—' with the reason, never 0", async () => {
    await renderFeed(() =>
      reliabilityView({
        windows: [emptyWindow("7d"), { ...emptyWindow("30d"), updates: 1, updatesPerDay: 0.1 }],
        heartbeatMs: null,
        heartbeatGraceMs: null,
      }),
    );
    const reliability = await section();
    await within(reliability).findByRole("table", { name: /Reliability figures/ });
    const [sevenDays] = figureRow("Updates per day");
    expect(sevenDays).toBe("— (The indexer's record does not cover any of this window yet)");
    expect(figureRow("Heartbeat misses")).toEqual([
      "— (The feed has no heartbeat or schedule, so it cannot miss one)",
      "— (The feed has no heartbeat or schedule, so it cannot miss one)",
    ]);
    const dash = within(figuresTable()).getAllByTitle(
      "The feed has no heartbeat or schedule, so it cannot miss one",
    );
    expect(dash[0]).toHaveTextContent(/^—/);
    expect(figureRow("Lag, signed round to chain")[1]).toMatch(
      /^— \(No update whose signed round could be told/,
    );
  });

  it("the rest of the page never waits for the record: the section shows its skeleton meanwhile", async () => {
    let release: (value: unknown) => void = () => {};
    const held = new Promise((resolve) => {
      release = resolve;
    });
    await renderFeed(async () => {
      await held;
      return reliabilityView();
    });
    const reliability = await section();
    expect(screen.getByRole("region", { name: "Answer" })).toHaveTextContent("$");
    expect(await screen.findByRole("table", { name: "On chain transactions" })).toBeInTheDocument();
    expect(reliability.querySelector('[aria-busy="true"]')).toHaveTextContent("Loading the feed's record…");
    release(undefined);
    await waitFor(() => expect(figureRow("Heartbeat misses")).toEqual(["2", "3"]));
    expect(reliability.querySelector('[aria-busy="true"]')).toBeNull();
  });

  it("a history store failure says so in the section alone; the page stays, and Retry loads", async () => {
    const user = userEvent.setup();
    let fail = true;
    vi.spyOn(console, "warn").mockImplementation(() => {});
    await renderFeed(() => (fail ? upstreamFailed("history store", 503) : reliabilityView()));
    const reliability = await section();
    expect(
      await within(reliability).findByText(
        "The history store is unavailable right now, so this feed's record cannot be shown. Try again in a moment.",
        {},
        { timeout: 8_000 },
      ),
    ).toBeInTheDocument();
    // The rest of the page is whole.
    expect(screen.getByRole("region", { name: "Answer" })).toHaveTextContent("$");
    expect(screen.getByRole("table", { name: "On chain transactions" })).toBeInTheDocument();
    fail = false;
    await user.click(within(reliability).getByRole("button", { name: "Retry" }));
    await waitFor(() => expect(figureRow("Heartbeat misses")).toEqual(["2", "3"]));
    expect(screen.queryByText(/history store is unavailable/)).toBeNull();
  });
});
