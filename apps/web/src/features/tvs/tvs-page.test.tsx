import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { captureDownloads } from "../../test/capture-downloads.ts";
import { renderApp } from "../../test/render-app.tsx";
import { TVS_REFETCH_MS } from "./get-tvs.ts";
import { tooltipDollars } from "./tvs-chart-options.ts";
import { mockTvsApi, requestedTimeframes, T0, TIMELINE, TVL_DESC, TVS_ROWS, tvsView } from "./tvs-fixture.ts";
import { TVS_SERIES_COLORS } from "./tvs-palette.ts";

// ECharts draws nothing in jsdom: the mock records the option it is given, which the tests read
// (the treemap, the one chart left on it). The timeline and the bars are the app's own SVG charts
// (StackedAreaChart, BarChart): the tests read what they draw and say.
const charts = vi.hoisted(() => new Map<string, { option: unknown; height: number }>());
vi.mock("../../components/chart/echart.tsx", () => ({
  EChart: (props: { option: unknown; height: number; label: string }) => {
    charts.set(props.label, props);
    return <div role="img" aria-label={props.label} />;
  },
}));

type Option = { series: { name?: string; data: unknown[]; itemStyle?: { color?: string } }[] };
const chart = (label: string | RegExp) => {
  // The last drawn match: the timeline's label names its timeframe, so a switch adds an entry.
  const key = [...charts.keys()]
    .filter((name) => (typeof label === "string" ? name === label : label.test(name)))
    .at(-1);
  const entry = key === undefined ? undefined : charts.get(key);
  if (!entry) throw new Error(`no chart ${String(label)}`);
  return { option: entry.option as Option, height: entry.height };
};
const panel = (title: string) => screen.getByRole("region", { name: title });
const svgTexts = (chart: HTMLElement) =>
  [...chart.querySelectorAll("svg text")].map((text) => text.textContent);

/** What a keyboard reader hears stepping through every bar of a BarChart, first to last. */
function readAloud(chart: HTMLElement): string[] {
  const live = chart.parentElement?.querySelector("[aria-live='polite']") as HTMLElement;
  chart.focus();
  return Array.from({ length: Number(chart.getAttribute("data-bars")) }, (_, index) => {
    fireEvent.keyDown(chart, { key: index === 0 ? "Home" : "ArrowRight" });
    return live.textContent ?? "";
  });
}
const timelineChart = () => screen.getByRole("img", { name: /^TVS per client over time/ });

afterEach(() => {
  charts.clear();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function renderTvs(url = "/tvs/", answer?: Parameters<typeof mockTvsApi>[0]) {
  const fetchMock = mockTvsApi(answer);
  const app = renderApp(url);
  await screen.findByText("Calculated from", { exact: false });
  return { ...app, fetchMock };
}

const failure = () =>
  Response.json(
    { error: "upstream_failed", message: "tvs service: HTTP 503", upstream: "tvs service", failure: "http" },
    { status: 502 },
  );

describe("TVS dashboard: loading and errors", () => {
  it("ERROR-37 TVS-26 TVS-27 TVS-29 shows 'Loading dashboard data...', loads everything in one call, then fills", async () => {
    const fetchMock = mockTvsApi();
    renderApp("/tvs/");
    expect(await screen.findByText("Loading dashboard data...")).toBeInTheDocument();
    await screen.findByText("Calculated from", { exact: false });
    expect(screen.queryByText("Loading dashboard data...")).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith("/api/v1/tvs?timeframe=1M", expect.anything());
    // Every widget fills from that one answer: the total, the charts and the clients list.
    expect(timelineChart()).toHaveAttribute("data-series", "16");
    expect(chart("TVS per client, as areas").option.series[0]?.data).toHaveLength(TVS_ROWS.length);
    expect(within(panel("Tvs Clients")).getAllByRole("row")).toHaveLength(TVL_DESC.length + 1);
  });

  it("TVS-28 TVS-29 ERROR-38 a failed load shows 'Failed to load dashboard data: ' plus the message", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const fetchMock = mockTvsApi(failure);
    renderApp("/tvs/");
    await screen.findByText("Loading dashboard data...");
    // The query client retries twice before giving up.
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Failed to load dashboard data: tvs service: HTTP 503");
    expect(screen.queryByText("Loading dashboard data...")).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(warn).toHaveBeenCalledWith("tvs: the dashboard failed to load", expect.anything());
    // The page is not blank: its title and timeframe controls stay.
    expect(screen.getByRole("heading", { level: 1, name: "TVS Dashboard" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "1M" })).toBeInTheDocument();
  });

  it("ERROR-38 Retry after a failure loads the dashboard", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.spyOn(console, "warn").mockImplementation(() => {});
    let fail = true;
    mockTvsApi((timeframe) => (fail ? failure() : tvsView({ timeframe })));
    renderApp("/tvs/");
    await screen.findByText("Loading dashboard data...");
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    const retry = within(await screen.findByRole("alert")).getByRole("button", { name: "Retry" });
    fail = false;
    await userEvent.setup({ advanceTimers: vi.advanceTimersByTime }).click(retry);
    expect(await screen.findByText("$8,700,123,457")).toBeInTheDocument();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("TVS-24 ERROR-38 a failed reload keeps the figures and names the failure", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.spyOn(console, "warn").mockImplementation(() => {});
    let fail = false;
    const { fetchMock } = await renderTvs("/tvs/", (timeframe) =>
      fail ? failure() : tvsView({ timeframe }),
    );
    fail = true;
    await userEvent
      .setup({ advanceTimers: vi.advanceTimersByTime })
      .click(screen.getByRole("button", { name: "Reload Summary" }));
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(
      await screen.findByText(/^Failed to load dashboard data: tvs service: HTTP 503\. The dashboard shows/),
    ).toBeInTheDocument();
    expect(screen.getByText("$8,700,123,457")).toBeInTheDocument();
    expect(fetchMock.mock.calls.length).toBeGreaterThan(1);
  });
});

describe("TVS dashboard: content", () => {
  it("TVS-01 FORMAT-29 the summary card shows Total TVS in dollars with no decimals", async () => {
    await renderTvs();
    const summary = panel("Summary");
    expect(within(summary).getByText("Total TVS")).toBeInTheDocument();
    expect(within(summary).getByText("$8,700,123,457")).toBeInTheDocument();
  });

  it("TVS-02 the summary card shows the number of projects behind the total", async () => {
    await renderTvs();
    expect(within(panel("Summary")).getByText("Calculated from", { exact: false })).toHaveTextContent(
      /^Calculated from 32 projects$/,
    );
  });

  it("TVS-32 key metrics show 300+ assets, 31+ networks and 121 users", async () => {
    await renderTvs();
    const terms = within(panel("Summary"))
      .getAllByRole("term")
      .map((dt) => dt.textContent);
    const values = within(panel("Summary"))
      .getAllByRole("definition")
      .map((dd) => dd.textContent);
    expect(terms).toEqual(["Assets", "Networks", "Users"]);
    expect(values).toEqual(["300+", "31+", "121"]);
  });

  it("TVS-03 TVS-05 TVS-08 the timeline is a 350px stacked area chart of the api's series with its tooltip", async () => {
    await renderTvs();
    const timeline = within(panel("TVS Timeline")).getByRole("img", { name: /^TVS per client over time/ });
    expect(timeline).toHaveStyle({ height: "350px" });
    // TVS-03: one stacked band per series, in the api's order (the first at the bottom).
    const bands = [...timeline.querySelectorAll("svg g[data-series-name]")];
    expect(bands.map((band) => band.getAttribute("data-series-name"))).toEqual(
      TIMELINE.series.map((series) => series.name),
    );
    // TVS-08: ten colours, the eleventh series back on the first.
    const fill = (index: number) => bands[index]?.querySelector("path")?.getAttribute("fill");
    expect(fill(0)).toBe(TVS_SERIES_COLORS[0]);
    expect(fill(9)).toBe(TVS_SERIES_COLORS[9]);
    expect(fill(10)).toBe(TVS_SERIES_COLORS[0]);
    expect(
      within(within(panel("TVS Timeline")).getByRole("list", { name: "Series shown" }))
        .getAllByRole("button")
        .map((button) => button.textContent),
    ).toEqual(TIMELINE.series.map((series) => series.name));
    // TVS-05: the tooltip at the first point, drawn in the SVG: the date, every client, the total.
    timeline.focus();
    await userEvent.keyboard("{Home}");
    const lines = [...timeline.querySelectorAll("svg text")].map((text) => text.textContent);
    expect(lines).toEqual(
      expect.arrayContaining([
        "Sep 3, 2024, 12:00 AM UTC",
        "Client 01: $16.00M",
        "Others: $500.00K",
        "Total: $135.50M",
      ]),
    );
    // The treemap stays on ECharts.
    expect(charts.has("TVS per client, as areas")).toBe(true);
    expect([...charts.keys()].some((label) => label.startsWith("TVS per client over time"))).toBe(false);
  });

  it("ERROR-11 a timeframe without history shows the empty chart's text in the timeline panel", async () => {
    await renderTvs("/tvs/", (timeframe) =>
      tvsView({ timeframe, timeline: { timestamps: [], series: [], totals: [] } }),
    );
    const timeline = panel("TVS Timeline");
    expect(within(timeline).getByText("We are collecting the data")).toBeInTheDocument();
    expect(within(timeline).getByText("Chart will be available shortly")).toBeInTheDocument();
    expect(within(timeline).queryByRole("img", { name: /^TVS per client over time/ })).toBeNull();
  });

  it("TVS-09 a treemap titled 'TVS per client' holds every client", async () => {
    await renderTvs();
    expect(
      within(panel("TVS per client")).getByRole("img", { name: "TVS per client, as areas" }),
    ).toBeInTheDocument();
    const data = chart("TVS per client, as areas").option.series[0]?.data as { name: string }[];
    expect(data.map((item) => item.name)).toEqual(TVS_ROWS.map((row) => row.name));
  });

  it("TVS-10 'Top 10 Clients by TVS' shows the api's 10 largest, largest first", async () => {
    await renderTvs();
    const bars = within(panel("Top 10 Clients by TVS")).getByRole("img", { name: "Top 10 clients by TVS" });
    const top = TVS_ROWS.slice(0, 10);
    expect(bars).toHaveAttribute("data-bars", "10");
    // One row per client, the largest at the top, each naming its client and FORMAT-27 value.
    expect(svgTexts(bars)).toEqual(expect.arrayContaining(top.map((row) => row.name)));
    expect(readAloud(bars)).toEqual(top.map((row) => `${row.name}, ${tooltipDollars(row.value)}`));
    expect(charts.has("Top 10 clients by TVS")).toBe(false);
  });

  it("TVS-11 TVS-12 the Provider Performance and Price Updates Distribution panels chart the demo values, marked illustrative", async () => {
    await renderTvs();
    const performance = within(panel("Provider Performance")).getByRole("img", {
      name: "Provider performance (illustrative figures)",
    });
    const updates = within(panel("Price Updates Distribution")).getByRole("img", {
      name: "Price updates per 4-hour slot (illustrative figures)",
    });
    // Fixed demo numbers say so where they are drawn.
    for (const title of ["Provider Performance", "Price Updates Distribution"])
      expect(within(panel(title)).getByText("Illustrative figures, not measured data")).toBeVisible();
    // Each bar's value is printed on it and read out with its category.
    expect(svgTexts(performance)).toEqual(expect.arrayContaining(["98", "99.9", "99.5"]));
    expect(readAloud(performance)).toEqual(["Response Time, 98", "Uptime, 99.9", "Accuracy, 99.5"]);
    expect(svgTexts(updates)).toEqual(expect.arrayContaining(["2,100", "1,800", "2,800", "3,200", "2,900"]));
    expect(readAloud(updates)).toEqual([
      "00:00, 2,100",
      "04:00, 1,800",
      "08:00, 2,800",
      "12:00, 3,200",
      "16:00, 2,900",
      "20:00, 2,100",
    ]);
  });
});

describe("TVS dashboard: timeframes", () => {
  it("TVS-13 offers 1M, 3M and 1Y, with 1M the default", async () => {
    const { fetchMock } = await renderTvs();
    const group = screen.getByRole("group", { name: "Timeframe" });
    const buttons = within(group).getAllByRole("button");
    expect(buttons.map((button) => button.textContent)).toEqual(["1M", "3M", "1Y"]);
    expect(within(group).getByRole("button", { name: "1M" })).toHaveAttribute("aria-pressed", "true");
    expect(requestedTimeframes(fetchMock)).toEqual(["1M"]);
    expect(within(panel("TVS Timeline")).getByText("Last 30 days, stacked by client")).toBeInTheDocument();
  });

  it("TVS-16 choosing a timeframe loads and draws the timeline for that span", async () => {
    const short = { ...TIMELINE, timestamps: [T0], series: [{ name: "Solo", values: [42] }], totals: [42] };
    const { fetchMock, location } = await renderTvs("/tvs/", (timeframe) =>
      tvsView({ timeframe, timeline: timeframe === "3M" ? short : TIMELINE }),
    );
    await userEvent.click(screen.getByRole("button", { name: "3M" }));
    await waitFor(() => expect(timelineChart()).toHaveAttribute("data-series", "1"));
    expect(timelineChart()).toHaveAttribute("data-points", "1");
    expect(requestedTimeframes(fetchMock)).toEqual(["1M", "3M"]);
    expect(location()).toBe("/tvs/?timeframe=3M");
    expect(screen.getByRole("button", { name: "3M" })).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByText("Last 90 days, stacked by client")).toBeInTheDocument();
    // Back to the default drops the query.
    await userEvent.click(screen.getByRole("button", { name: "1M" }));
    expect(location()).toBe("/tvs/");
  });

  it.each([
    ["24H", "Last 24 hours"],
    ["1W", "Last 7 days"],
    ["ALL", "All time"],
  ])("TVS-14 TVS-15 the filter also accepts %s, which has no button", async (timeframe, span) => {
    const { fetchMock } = await renderTvs(`/tvs/?timeframe=${timeframe}`);
    expect(requestedTimeframes(fetchMock)).toEqual([timeframe]);
    expect(screen.queryByRole("button", { name: timeframe })).toBeNull();
    for (const button of within(screen.getByRole("group", { name: "Timeframe" })).getAllByRole("button")) {
      expect(button).toHaveAttribute("aria-pressed", "false");
    }
    expect(screen.getByText(`${span}, stacked by client`)).toBeInTheDocument();
  });

  it("TVS-14 an unknown timeframe in the URL reads as the 1M default", async () => {
    const { fetchMock } = await renderTvs("/tvs/?timeframe=5Y");
    expect(requestedTimeframes(fetchMock)).toEqual(["1M"]);
  });
});

describe("TVS dashboard: Tvs Clients", () => {
  const clientRows = () => within(panel("Tvs Clients")).getAllByRole("row").slice(1);
  const cells = (row: HTMLElement) =>
    within(row)
      .getAllByRole("cell")
      .map((cell) => cell.textContent);

  it("TVS-17 the section has a sort selector, 'Highest TVL First' by default", async () => {
    await renderTvs();
    const select = within(panel("Tvs Clients")).getByRole("combobox", { name: "Sort" });
    expect(
      within(select)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["Highest TVL First", "Lowest TVL First"]);
    expect(select).toHaveDisplayValue("Highest TVL First");
    expect(clientRows().map((row) => cells(row)[0])).toEqual(["EEther.fi", "PPendle", "EEthena", "ZZircuit"]);
    await userEvent.selectOptions(select, "Lowest TVL First");
    expect(clientRows().map((row) => cells(row)[0])).toEqual(["ZZircuit", "EEthena", "PPendle", "EEther.fi"]);
  });

  it("TVS-18 TVS-21 FORMAT-28 FORMAT-29 the list shows Client, TVL Value and Percentage from tvl-per-client", async () => {
    await renderTvs();
    const headers = within(panel("Tvs Clients"))
      .getAllByRole("columnheader")
      .map((th) => th.textContent);
    expect(headers).toEqual(["Client", "TVL Value", "Percentage"]);
    const sum = TVL_DESC.reduce((total, row) => total + row.value, 0);
    expect(cells(clientRows()[0] as HTMLElement)).toEqual([
      "EEther.fi",
      "$6,077,512,800",
      `${((6_077_512_800 / sum) * 100).toFixed(2)}%`,
    ]);
    expect(cells(clientRows()[3] as HTMLElement)[2]).toBe("0.00%");
  });

  it("TVS-19 TVS-20 a toggle switches to a card grid with each client's first letter and share, and back", async () => {
    await renderTvs();
    const section = panel("Tvs Clients");
    expect(within(section).getByRole("button", { name: "List" })).toHaveAttribute("aria-pressed", "true");
    await userEvent.click(within(section).getByRole("button", { name: "Cards" }));
    expect(within(section).queryByRole("table")).toBeNull();
    const cards = within(within(section).getByRole("list", { name: "Clients by TVL value" })).getAllByRole(
      "listitem",
    );
    expect(cards.map((card) => card.textContent)).toEqual(
      TVL_DESC.map((row) => `${row.name[0]}${row.name}${row.percentage.toFixed(2)}%`),
    );
    await userEvent.click(within(section).getByRole("button", { name: "List" }));
    expect(within(section).getByRole("table")).toBeInTheDocument();
  });
});

describe("TVS dashboard: panels", () => {
  it("TVS-22 every widget sits in a panel with the mode cycle", async () => {
    await renderTvs();
    for (const title of [
      "Summary",
      "TVS Timeline",
      "TVS per client",
      "Top 10 Clients by TVS",
      "Provider Performance",
      "Price Updates Distribution",
      "Tvs Clients",
    ]) {
      expect(within(panel(title)).getByRole("button", { name: `Collapse ${title}` })).toBeInTheDocument();
    }
    await userEvent.click(screen.getByRole("button", { name: "Collapse TVS Timeline" }));
    await userEvent.click(screen.getByRole("button", { name: "Expand TVS Timeline" }));
    expect(screen.getByRole("dialog", { name: "TVS Timeline" })).toBeInTheDocument();
    // Fullscreen draws the timeline at least as tall as in the page.
    const fullscreen = within(screen.getByRole("dialog", { name: "TVS Timeline" })).getByRole("img");
    expect(Number.parseFloat(fullscreen.style.height)).toBeGreaterThanOrEqual(350);
  });

  it("TVS-23 a closed panel goes away and 'Show all panels' brings it back", async () => {
    await renderTvs();
    await userEvent.click(screen.getByRole("button", { name: "Close TVS per client" }));
    expect(screen.queryByRole("region", { name: "TVS per client" })).toBeNull();
    expect(screen.getByText("1 panel closed")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Show all panels" }));
    expect(panel("TVS per client")).toBeInTheDocument();
  });

  it("TVS-24 reloading a data panel reruns the dashboard's load", async () => {
    let tvsSum = 8_700_123_456.78;
    const { fetchMock } = await renderTvs("/tvs/", (timeframe) => tvsView({ timeframe, tvsSum }));
    tvsSum = 9_000_000_000;
    await userEvent.click(screen.getByRole("button", { name: "Reload Summary" }));
    expect(await screen.findByText("$9,000,000,000")).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    // The static demo panels have no load to rerun.
    expect(screen.queryByRole("button", { name: "Reload Provider Performance" })).toBeNull();
  });
});

describe("TVS export (beyond the spec)", () => {
  it("the timeline downloads one row per time and client; client panels their rows", async () => {
    const downloads = captureDownloads();
    await renderTvs();
    const timeline = screen.getAllByRole("button", { name: /^Download .* as JSON$/ })[0] as HTMLElement;
    await userEvent.click(timeline);
    const rows = JSON.parse((await downloads[0]?.text()) ?? "[]") as { time: string; client: string }[];
    const view = tvsView();
    expect(rows).toHaveLength(view.timeline.timestamps.length * view.timeline.series.length);
    expect(rows[0]?.client).toBe(view.timeline.series[0]?.name);
  });
});

describe("TVS dashboard: labels that say what a figure is", () => {
  it("TVS-32 the key metrics are marked illustrative; the clients list says it is TVL, not TVS", async () => {
    await renderTvs();
    expect(screen.getByText("Assets, networks and users: illustrative figures")).toBeVisible();
    expect(within(panel("Tvs Clients")).getByText(/^Total value locked \(TVL\) per client/)).toBeVisible();
  });

  it("TVS-06 the timeline's last point, 12 h ahead, is said to be a projection of the current total", async () => {
    await renderTvs();
    expect(
      within(panel("TVS Timeline")).getByText("The last point is the current total, projected 12 h ahead."),
    ).toBeVisible();
  });

  it("the 'last figures' notice shows only when the api says a refresh failed", async () => {
    await renderTvs("/tvs/", (timeframe) => tvsView({ timeframe, stale: true }));
    expect(
      screen.getByText(/failed to answer the latest refresh; these are the last figures received/),
    ).toBeVisible();
  });

  it("a healthy answer shows no notice, and the page refreshes in the background: a recovered upstream clears it", async () => {
    vi.useFakeTimers({
      shouldAdvanceTime: true,
      toFake: ["setInterval", "clearInterval", "setTimeout", "clearTimeout", "Date"],
    });
    let stale = true;
    const { fetchMock } = await renderTvs("/tvs/", (timeframe) => tvsView({ timeframe, stale }));
    const notice = () => screen.queryByText(/these are the last figures received/);
    expect(notice()).not.toBeNull();
    stale = false;
    const before = fetchMock.mock.calls.length;
    await act(() => vi.advanceTimersByTimeAsync(TVS_REFETCH_MS));
    await waitFor(() => expect(fetchMock.mock.calls.length).toBeGreaterThan(before));
    await waitFor(() => expect(notice()).toBeNull());
  });
});
