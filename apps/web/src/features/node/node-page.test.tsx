import type { TokensView } from "@oracle-explorer/core/api-views";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { NOT_FOUND_TEXT } from "../../app/pages/not-found-page.tsx";
import { incidentsView } from "../../test/incidents-fixture.ts";
import { calledPaths, mockApi } from "../../test/mock-api.ts";
import { ALTAIR, NOW, nodeView, record, scorecard, unrecordedScorecard } from "../../test/nodes-fixture.ts";
import { renderApp } from "../../test/render-app.tsx";

const PATH = `/nodes/${ALTAIR.toLowerCase()}`;
const URL_OF_PAGE = `/app/data-providers/${ALTAIR.toLowerCase()}/`;

const TOKENS: TokensView = {
  provider: "redstone-primary-prod",
  warnings: [],
  tokens: ["BTC", "ETH", "USDC"].map((symbol) => ({
    symbol,
    name: symbol,
    logoURI: null,
    tags: ["crypto"],
    denomination: "USD",
    price: 1,
    priceTimestamp: NOW,
  })),
};

const storeFailed = () =>
  Response.json(
    {
      error: "upstream_failed",
      message: "history store is down",
      upstream: "history store",
      failure: "down",
    },
    { status: 503 },
  );

beforeEach(() => {
  // Only the clock: the fixtures' times are "now" for relative times and the Export window.
  vi.useFakeTimers({ toFake: ["Date"], now: NOW });
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

async function renderNode(routes: Parameters<typeof mockApi>[0], url = URL_OF_PAGE) {
  const fetchMock = mockApi(routes);
  const app = renderApp(url);
  await screen.findByRole("heading", { level: 1, name: "redstone-primary-prod-altair" });
  return { ...app, fetchMock };
}

const region = (name: string | RegExp) => screen.getByRole("region", { name });

// The first test pays for the page's first import (charts included): slow on a busy machine.
describe("node page (beyond the spec)", { timeout: 15_000 }, () => {
  it("shows who runs the node, for which data service, its full address with copy and its operator", async () => {
    const { fetchMock } = await renderNode({ [PATH]: scorecard(), "/tokens": TOKENS });
    expect(document.title).toBe("redstone-primary-prod-altair | RedStone");
    expect(screen.getByRole("link", { name: "redstone-primary-prod" })).toHaveAttribute(
      "href",
      "/app/pull-model/redstone-primary-prod/",
    );
    const node = region("Node");
    expect(within(node).getByText(ALTAIR)).toBeInTheDocument();
    expect(within(node).getByRole("button", { name: "Copy node EVM address" })).toBeInTheDocument();
    const operator = within(node).getByRole("link", { name: /altair\.example/ });
    expect(operator).toHaveAttribute("href", "https://altair.example");
    expect(operator).toHaveAttribute("target", "_blank");
    expect(screen.getByRole("link", { name: "All nodes" })).toHaveAttribute("href", "/app/data-providers/");
    expect(calledPaths(fetchMock)).toContain(PATH);
  });

  it("renders the scorecard: uptime per window, deviation with its bounds, a missed run and a gap", async () => {
    await renderNode({ [PATH]: scorecard(), "/tokens": TOKENS });
    const day = region("Last 24 hours");
    expect(within(day).getByText(/^99\.9%/)).toBeInTheDocument();
    expect(day).toHaveTextContent("Signed 8,634 of 8,640 rounds");
    expect(day).toHaveTextContent("Missed6");
    expect(day).toHaveTextContent("Late3");
    expect(day).toHaveTextContent("Invalid signatures1");
    expect(region("Last 7 days")).toHaveTextContent("Signed 59,358 of 59,400 rounds");
    expect(region("Last 30 days")).toHaveTextContent("99.9%");

    const deviation = region("Deviation from the median");
    expect(deviation).toHaveTextContent("p50≤ 1 bp (0.01%)");
    expect(deviation).toHaveTextContent("p95≤ 5 bp (0.05%)");
    expect(deviation).toHaveTextContent("Max23.4 bp (0.234%)");
    const rows = within(within(deviation).getByRole("table")).getAllByRole("row").slice(1);
    expect(rows.map((row) => (row as HTMLTableRowElement).cells[0]?.textContent)).toEqual([
      "BTC",
      "ETH",
      "USDC",
      "ETH_TWAP_60",
    ]);
    expect(rows[0]).toHaveTextContent("BTC60,000≤ 2 bp≤ 7 bp23.4 bp");
    // A feed id that is a token links to its token page; one that is not stays text.
    expect(await within(deviation).findByRole("link", { name: "ETH" })).toHaveAttribute(
      "href",
      "/app/token/ETH/",
    );
    expect(within(deviation).queryByRole("link", { name: "ETH_TWAP_60" })).toBeNull();

    const missed = within(region("Missed rounds")).getAllByRole("listitem");
    expect(missed).toHaveLength(2);
    expect(missed[0]).toHaveTextContent("12:03:10 – 12:04:00 UTC · 6 rounds");
    expect(missed[0]).toHaveTextContent("56 minutes ago · Nov 22");
    expect(missed[1]).toHaveTextContent("17:00:00 UTC · 1 round");
    expect(region("Missed rounds")).toHaveTextContent("7 rounds in 2 runs, last 2 days");

    expect(within(region("Invalid signatures")).getByRole("listitem")).toHaveTextContent(
      "11:00:00 UTC2 hours ago · Nov 22Feeds ETH, BTC",
    );

    const gaps = region("Not observed");
    expect(gaps).toHaveTextContent("they count neither as uptime nor as downtime");
    expect(within(gaps).getByRole("listitem")).toHaveTextContent(
      "07:00:00 – 10:00:00 UTC · 3 h · indexer down",
    );
  });

  it("draws the hourly record with the gap as a break and a shaded band, never as zero", async () => {
    await renderNode({ [PATH]: scorecard(), "/tokens": TOKENS });
    const hourly = region("Hour by hour");
    const [uptime, deviation] = within(hourly).getAllByRole("img");
    // 168 hours, 3 of them unobserved: 165 points, in two runs either side of the gap.
    expect(uptime).toHaveAttribute("data-points", "165");
    expect(uptime).toHaveAttribute("data-segments", "2");
    expect(deviation).toHaveAttribute("data-segments", "2");
    expect(uptime?.querySelectorAll("svg rect.band")).toHaveLength(1);
    expect(uptime).toHaveAccessibleName(
      /^Uptime per hour over the last 7 days: lowest 98\.3%, highest 100\.0%/,
    );
    expect(hourly).toHaveTextContent("Shaded: not observed.");
  });

  it("Export links the node's raw rounds of the last 24 hours as CSV and JSON", async () => {
    await renderNode({ [PATH]: scorecard(), "/tokens": TOKENS });
    const from = NOW - 24 * 3_600_000;
    expect(screen.getByRole("link", { name: "Download rounds of the last 24 h as CSV" })).toHaveAttribute(
      "href",
      `/api/v1${PATH}/rounds?from=${from}&to=${NOW}&format=csv`,
    );
    expect(screen.getByRole("link", { name: "Download rounds of the last 24 h as JSON" })).toHaveAttribute(
      "href",
      `/api/v1${PATH}/rounds?from=${from}&to=${NOW}&format=json`,
    );
  });

  it("Export asks for no more than the store keeps: 12 h of raw rounds give the last 12 h", async () => {
    await renderNode({ [PATH]: scorecard({ rawRetentionHours: 12 }), "/tokens": TOKENS });
    expect(screen.getByRole("link", { name: "Download rounds of the last 12 h as CSV" })).toHaveAttribute(
      "href",
      `/api/v1${PATH}/rounds?from=${NOW - 12 * 3_600_000}&to=${NOW}&format=csv`,
    );
  });

  it("the per-feed table sorts by its headers", async () => {
    const user = userEvent.setup();
    await renderNode({ [PATH]: scorecard(), "/tokens": TOKENS });
    const table = within(region("Deviation from the median")).getByRole("table");
    const feeds = () =>
      within(table)
        .getAllByRole("row")
        .slice(1)
        .map((row) => (row as HTMLTableRowElement).cells[0]?.textContent);
    expect(within(table).getByRole("columnheader", { name: "p95" })).toHaveAttribute(
      "aria-sort",
      "descending",
    );
    await user.click(within(table).getByRole("button", { name: "Feed" }));
    expect(feeds()).toEqual(["BTC", "ETH", "ETH_TWAP_60", "USDC"]);
    await user.click(within(table).getByRole("button", { name: "Max" }));
    expect(feeds()).toEqual(["ETH_TWAP_60", "USDC", "ETH", "BTC"]);
    await user.click(within(table).getByRole("button", { name: "Max" }));
    expect(feeds()).toEqual(["BTC", "ETH", "USDC", "ETH_TWAP_60"]);
  });

  it("says plainly when the indexer has recorded nothing yet for the node's data service", async () => {
    await renderNode({ [PATH]: unrecordedScorecard(), "/tokens": TOKENS });
    expect(
      screen.getByText(
        /^Nothing recorded yet: the indexer has not observed a round of redstone-primary-prod/,
      ),
    ).toBeInTheDocument();
    const day = region("Last 24 hours");
    expect(within(day).getByText(/^—/)).toBeInTheDocument();
    expect(day).toHaveTextContent(
      "No round of redstone-primary-prod was observed in these 24 hours, so there is nothing to score.",
    );
    expect(region("Node")).toHaveTextContent("Recorded sinceNothing recorded yet");
    expect(screen.queryByRole("region", { name: "Deviation from the median" })).toBeNull();
    expect(screen.queryByRole("region", { name: "Missed rounds" })).toBeNull();
    expect(screen.queryByRole("link", { name: /Download rounds/ })).toBeNull();
  });

  it.each([
    ["an unknown address (404)", Response.json({ error: "not_found", message: "No node" }, { status: 404 })],
    [
      "no address at all (400)",
      Response.json({ error: "bad_request", message: "not an address" }, { status: 400 }),
    ],
  ])("%s renders the app's 404 page", async (_, answer) => {
    mockApi({ "/nodes/nope": answer });
    renderApp("/app/data-providers/nope/");
    expect(await screen.findByRole("heading", { name: NOT_FOUND_TEXT })).toBeInTheDocument();
    expect(screen.queryByRole("navigation", { name: /main/i })).toBeNull();
  });

  it("asks for the address in lower case whatever the URL's case", async () => {
    const { fetchMock } = await renderNode(
      { [PATH]: scorecard(), "/tokens": TOKENS },
      `/app/data-providers/${ALTAIR}/`,
    );
    expect(calledPaths(fetchMock).filter((path) => path.startsWith("/nodes/"))).toEqual([PATH]);
  });

  it("a history store failure says which upstream failed, keeps the header from the nodes list, and Retry loads", async () => {
    const user = userEvent.setup();
    let fail = true;
    mockApi({
      [PATH]: () => (fail ? storeFailed() : scorecard()),
      // The store is down for the page's Incidents section too (components/incidents).
      "/incidents": () => (fail ? storeFailed() : incidentsView([])),
      "/nodes": {
        nodes: [
          nodeView("redstone-primary-prod-altair", "redstone-primary-prod", ALTAIR, { record: record() }),
        ],
      },
      "/tokens": TOKENS,
    });
    renderApp(URL_OF_PAGE);
    expect(
      await screen.findByText(
        "The history store is unavailable right now, so this node's record cannot be shown. Try again in a moment.",
        {},
        { timeout: 8000 },
      ),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole("heading", { level: 1, name: "redstone-primary-prod-altair" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "redstone-primary-prod" })).toHaveAttribute(
      "href",
      "/app/pull-model/redstone-primary-prod/",
    );
    fail = false;
    // The record's Retry (the first: the Incidents section's, if shown yet, is below it).
    await user.click(screen.getAllByRole("button", { name: "Retry" })[0] as HTMLElement);
    await waitFor(() => expect(region("Last 24 hours")).toHaveTextContent("99.9%"));
    expect(screen.queryByText(/this node's record cannot be shown/)).toBeNull();
    // The Incidents section (a lazy chunk with its own read, retried on its own schedule) recovers
    // too; its error state is node-incidents.test.tsx's.
    const retry = screen.queryByRole("button", { name: "Retry" });
    if (retry) await user.click(retry);
    expect(
      await screen.findByText(/^No incidents recorded in the last 30 days/, {}, { timeout: 8000 }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/history store is unavailable/)).toBeNull();
  }, 15_000);
});
