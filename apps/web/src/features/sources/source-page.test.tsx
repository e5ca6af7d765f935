import type { SourceDetailView } from "@oracle-explorer/core/api-views";
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DETAIL_LOADER_WAIT_MS } from "../../app/detail-loader.ts";
import { NOT_FOUND_TEXT } from "../../app/pages/not-found-page.tsx";
import { calledPaths, mockApi, upstreamFailed } from "../../test/mock-api.ts";
import { renderApp } from "../../test/render-app.tsx";
import { NO_SOURCE_ERRORS_TEXT } from "./error-window-text.ts";
import { CLEAN_DETAIL, LBANK_DETAIL, RETIRED_DETAIL, sourcesView } from "./sources-fixture.ts";

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function renderSource(id: string, routes: Record<string, unknown>) {
  const fetchMock = mockApi(routes);
  const app = renderApp(`/app/sources/${id}/`);
  await screen.findByRole("heading", { level: 1 });
  return { ...app, fetchMock };
}

/** The bars of the chart in a card (the charts are the real SVG BarChart; jsdom draws it 600 px wide). */
const barsIn = (title: string) => [
  ...within(screen.getByRole("region", { name: title }))
    .getByRole("img")
    .querySelectorAll("svg .bar"),
];
const lastColor = () => barsIn("Incorrect price value")[0]?.getAttribute("fill");

/** What the chart reads out for each bar, stepped through with the arrow keys as a keyboard user would. */
function readBars(title: string): string[] {
  const card = screen.getByRole("region", { name: title });
  const chart = within(card).getByRole("img");
  const live = card.querySelector("[aria-live='polite']") as HTMLElement;
  chart.focus();
  fireEvent.keyDown(chart, { key: "Home" });
  const read = [live.textContent ?? ""];
  for (let step = 1; step < barsIn(title).length; step++) {
    fireEvent.keyDown(chart, { key: "ArrowRight" });
    read.push(live.textContent ?? "");
  }
  return read;
}

describe("Source detail", () => {
  it("SOURCES-06 reads the route param sourceId and shows the error charts of the last 5 days", async () => {
    const { fetchMock } = await renderSource("lbank", { "/sources/lbank": LBANK_DETAIL });
    expect(calledPaths(fetchMock)).toEqual(["/sources/lbank"]);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("lbank");
    const failed = screen.getByRole("region", { name: "Fetching failed" });
    const incorrect = screen.getByRole("region", { name: "Incorrect price value" });
    expect(within(failed).getByRole("img")).toHaveAccessibleName(
      /^Fetching failed per day for lbank, 2026-11-18 to 2026-11-22/,
    );
    expect(within(failed).getByText("59,867")).toBeInTheDocument();
    expect(within(incorrect).getByText(/in the last 5 days/)).toHaveTextContent("7,575 in the last 5 days");
    expect(document.title).toBe("Source lbank | RedStone");
  });

  it("SOURCES-07 the charts plot the per-day counts of both stats for that source", async () => {
    await renderSource("lbank", { "/sources/lbank": LBANK_DETAIL });
    const counts = (title: string) => readBars(title).map((text) => text.replace(/^.*: /, ""));
    expect(counts("Fetching failed")).toEqual(["19,861", "20,005", "0", "20,001", "0"]);
    expect(counts("Incorrect price value")).toEqual(["1,940", "1,938", "1,818", "1,879", "0"]);
    expect(readBars("Fetching failed")[0]).toBe("2026-11-18 (UTC), Fetching failed: 19,861");
    // A bar per day, a zero drawing nothing; under them the five day labels.
    expect(barsIn("Fetching failed").map((bar) => bar.getAttribute("d") !== "")).toEqual([
      true,
      true,
      false,
      true,
      false,
    ]);
    const failed = screen.getByRole("region", { name: "Fetching failed" });
    const dayLabels = [...failed.querySelectorAll("svg text")]
      .map((text) => text.textContent)
      .filter((text) => /^[A-Z][a-z]{2} \d{1,2}$/.test(text ?? ""));
    expect(dayLabels).toEqual(["Nov 18", "Nov 19", "Nov 20", "Nov 21", "Nov 22"]);
  });

  it("SOURCES-08 ERROR-22 a source with no errors shows the text instead of charts", async () => {
    await renderSource("fixed-value", { "/sources/fixed-value": CLEAN_DETAIL });
    expect(screen.getByText(NO_SOURCE_ERRORS_TEXT)).toHaveTextContent(
      /^This source had no errors during last 5 days$/,
    );
    expect(screen.queryByRole("img")).toBeNull();
    expect(document.querySelector("[data-bars]")).toBeNull();
  });

  it("SOURCES-06 a window ending today names no dates above the charts", async () => {
    await renderSource("lbank", { "/sources/lbank": LBANK_DETAIL });
    expect(screen.queryByText(/Errors from the latest sources report/)).toBeNull();
    expect(screen.queryByText(/report's last/)).toBeNull();
  });

  it("SOURCES-06 SOURCES-07 (decision) an old report's charts say they are its last 5 days, with their dates", async () => {
    await renderSource("okex3", { "/sources/okex3": RETIRED_DETAIL });
    expect(
      screen.getByText("Errors from the latest sources report, 2022-02-26 to 2022-03-02"),
    ).toBeInTheDocument();
    const failed = screen.getByRole("region", { name: "Fetching failed" });
    expect(within(failed).getByText(/report's last 5 days/)).toHaveTextContent(
      "15 in the report's last 5 days",
    );
    expect(screen.queryByText(/in the last 5 days/)).toBeNull();
  });

  it("SOURCES-08 ERROR-22 (decision) with an old report the no-errors text names the report's days, not the last 5", async () => {
    const clean = {
      ...RETIRED_DETAIL,
      errorDays: RETIRED_DETAIL.errorDays.map((day) => ({ ...day, "fetching-failed": 0 })),
      hasErrors: false,
    };
    await renderSource("okex3", { "/sources/okex3": clean });
    expect(screen.getByText(/^This source had no errors/)).toHaveTextContent(
      /^This source had no errors during the latest sources report's last 5 days, 2022-02-26 to 2022-03-02$/,
    );
    // The text names the days itself: no caption above it says them again.
    expect(screen.queryByText(/^Errors from the latest sources report/)).toBeNull();
    expect(screen.queryByText(NO_SOURCE_ERRORS_TEXT)).toBeNull();
  });

  it("a source only the report still names opens (no 404), marked no longer used, with its report errors", async () => {
    await renderSource("okex3", { "/sources/okex3": RETIRED_DETAIL });
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("okex3");
    expect(screen.getByText("No longer used")).toBeInTheDocument();
    expect(screen.queryByText(/Used by/)).toBeNull();
    expect(screen.getByText(/This source is no longer used/)).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Incorrect price value" })).toBeInTheDocument();
    // A source still in use says neither.
    cleanup();
    await renderSource("lbank", { "/sources/lbank": LBANK_DETAIL });
    expect(screen.queryByText(/no longer used/i)).toBeNull();
  });

  it("SOURCES-09 shows the logo, the id and the url as an external link, and draws in the source colour", async () => {
    await renderSource("lbank", { "/sources/lbank": { ...LBANK_DETAIL, color: "#0052FF" } });
    const heading = screen.getByRole("heading", { level: 1 });
    expect(heading.querySelector("img")).toHaveAttribute("src", "/api/v1/assets/images/sources/lbank.svg");
    const link = screen.getByRole("link", { name: /www\.lbank\.com/ });
    expect(link).toHaveAttribute("href", "https://www.lbank.com");
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
    expect(lastColor()).toBe("#0052FF");
  });

  it("SOURCES-09 a source without url or colour shows no link and draws in the fallback colour", async () => {
    await renderSource("lbank", { "/sources/lbank": { ...LBANK_DETAIL, url: null, color: null } });
    expect(screen.queryByRole("link", { name: /lbank\.com/ })).toBeNull();
    expect(lastColor()).toBe("#ae0822");
  });

  it.each([
    ["an unknown id (404)", Response.json({ error: "not_found", message: "No source" }, { status: 404 })],
    [
      "an id no source can have (400)",
      Response.json({ error: "bad_request", message: "too long" }, { status: 400 }),
    ],
  ])("SOURCES-10 ROUTE-23 %s renders the 404 page outside the layout", async (_, answer) => {
    mockApi({ "/sources/nope": answer });
    renderApp("/app/sources/nope/");
    expect(await screen.findByRole("heading", { name: NOT_FOUND_TEXT })).toBeInTheDocument();
    expect(screen.queryByRole("navigation", { name: /main/i })).toBeNull();
    expect(screen.queryByRole("searchbox")).toBeNull();
  });

  it("a failed sources report keeps the header (from the Sources list) and offers a retry", async () => {
    const user = userEvent.setup();
    let fail = true;
    mockApi({
      "/sources/lbank": () => (fail ? upstreamFailed("sources report", 504) : LBANK_DETAIL),
      "/sources": sourcesView(),
    });
    renderApp("/app/sources/lbank/");
    expect(
      await screen.findByText(/sources report is unavailable right now/, {}, { timeout: 6000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("lbank");
    expect(await screen.findByRole("link", { name: /www\.lbank\.com/ })).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findByRole("region", { name: "Fetching failed" })).toBeInTheDocument();
    expect(screen.queryByText(/sources report is unavailable/)).toBeNull();
  }, 10_000);

  it("a report slower than the loader's wait shows the page with placeholders, then the charts", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let answer: (value: Response) => void = () => {};
    mockApi({ "/sources/lbank": () => new Promise<Response>((resolve) => (answer = resolve)) });
    renderApp("/app/sources/lbank/");
    await act(() => vi.advanceTimersByTimeAsync(DETAIL_LOADER_WAIT_MS + 10));
    expect(await screen.findByRole("heading", { level: 1 })).toHaveTextContent("lbank");
    expect(document.querySelector("[aria-busy=true]")).not.toBeNull();
    answer(Response.json(LBANK_DETAIL satisfies SourceDetailView));
    await waitFor(() => expect(screen.getByRole("region", { name: "Fetching failed" })).toBeInTheDocument());
  });
});
