import { screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { upstreamFailed } from "../../test/api-handlers.ts";
import { feedItem, mockFeedsApi, NOW } from "../../test/feeds-fixture.ts";
import {
  dayStart,
  ETH_FEED,
  incident,
  incidentsView,
  STALE_NOW,
  STATUS_NOW,
} from "../../test/incidents-fixture.ts";
import { renderApp } from "../../test/render-app.tsx";

// FEED-21's wallet code is the manual update's own module: not this section's business.
vi.mock("./manual-update/manual-update-panel.tsx", () => ({ ManualUpdatePanel: () => null }));

const ETH = feedItem("ETH", "ethereum", { layerId: "ethereumLayer" });
const URL_OF_PAGE = "/app/feeds/ethereum-mainnet/eth/";
const HOUR = 3_600_000;

/** A late deviation update of ETH, ended, two days ago. */
const LATE_UPDATE = incident({
  id: `feed-deviation:${ETH_FEED}:1`,
  kind: "feed-deviation",
  severity: "minor",
  subject: ETH_FEED,
  subjectName: "ETH on Ethereum",
  href: "/app/feeds/ethereum-mainnet/eth/",
  title: "ETH on Ethereum updated past its threshold",
  summary: "2 updates landed beyond the threshold, by up to 12.5 bp.",
  startedAt: dayStart(2) + 9 * HOUR,
  endedAt: dayStart(2) + 10 * HOUR,
});

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"], now: STATUS_NOW });
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

async function renderFeed(incidents: NonNullable<Parameters<typeof mockFeedsApi>[0]>["incidents"]) {
  const mocked = mockFeedsApi({ list: { feeds: [ETH], generatedAt: NOW, warnings: [] }, incidents });
  const app = renderApp(URL_OF_PAGE);
  await screen.findByRole("heading", { level: 1, name: "ETH on Ethereum Mainnet" });
  return { ...app, ...mocked };
}

const section = () => screen.findByRole("region", { name: "Incidents" }, { timeout: 10_000 });

describe("single feed page: its incidents (issue 29)", { timeout: 15_000 }, () => {
  it("lists the feed's own incidents of the last 30 days, ongoing first, without linking to itself", async () => {
    const { calls } = await renderFeed((query) =>
      incidentsView(query.get("ongoing") === "true" ? [STALE_NOW] : [STALE_NOW, LATE_UPDATE]),
    );
    const incidents = await section();
    expect(
      await within(incidents).findByRole("list", { name: "This feed's ongoing incidents" }),
    ).toHaveTextContent("MajorOngoingETH on Ethereum went stale");
    expect(within(incidents).getByRole("heading", { level: 3, name: /^Nov 23/ })).toBeInTheDocument();
    expect(within(incidents).getByRole("button", { name: "Show 1 minor" })).toBeInTheDocument();
    expect(within(incidents).queryByRole("link", { name: /went stale/ })).toBeNull();
    // The window starts on the UTC day 29 days before today's; one more than the list shows is asked for.
    const asked = calls.filter((url) => url.pathname === "/api/v1/incidents").map((url) => url.search);
    expect(asked).toContain(`?ids=feed%3AethereumLayer%2FETH&from=${dayStart(29)}&limit=201`);
    expect(asked).toContain("?ids=feed%3AethereumLayer%2FETH&ongoing=true");
  });

  it("links the feed's own Atom feed", async () => {
    await renderFeed(() => incidentsView([]));
    const incidents = await section();
    expect(within(incidents).getByRole("link", { name: "Atom feed" })).toHaveAttribute(
      "href",
      "/api/v1/incidents.atom?ids=feed%3AethereumLayer%2FETH",
    );
  });

  it("says when the last 30 days hold no incident", async () => {
    await renderFeed(() => incidentsView([], { recordFrom: dayStart(40) }));
    const incidents = await section();
    expect(
      await within(incidents).findByText("No incidents recorded in the last 30 days."),
    ).toBeInTheDocument();
  });

  it("a history store that is down is a notice with Retry in the section, the page still drawn", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    await renderFeed(() => upstreamFailed("history store", 503));
    const incidents = await section();
    expect(
      await within(incidents).findByText(
        "The history store is unavailable right now, so this feed's incidents cannot be shown. Try again in a moment.",
        {},
        { timeout: 8_000 },
      ),
    ).toBeInTheDocument();
    expect(within(incidents).getByRole("button", { name: "Retry" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1, name: "ETH on Ethereum Mainnet" })).toBeInTheDocument();
  });
});
