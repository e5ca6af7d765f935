import type { StatusView } from "@oracle-explorer/core/api-views";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { upstreamFailed } from "../../test/api-handlers.ts";
import { incident, quietStatus, STATUS_NOW, statusView, strip } from "../../test/incidents-fixture.ts";
import { type MockAnswer, mockApi } from "../../test/mock-api.ts";
import { renderApp } from "../../test/render-app.tsx";

const URL_OF_PAGE = "/app/status/";

beforeEach(() => {
  // Only the clock: the fixtures' times are "now" for every age on the page.
  vi.useFakeTimers({ toFake: ["Date"], now: STATUS_NOW });
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

async function renderStatus(answer: MockAnswer<StatusView>) {
  const log = mockApi({ "/status": answer });
  const app = renderApp(URL_OF_PAGE);
  await screen.findByRole("heading", { level: 1, name: "Network Status" });
  return { ...app, log };
}

const region = (name: string | RegExp) => screen.getByRole("region", { name });

describe("the network's status page (issue 29)", { timeout: 15_000 }, () => {
  it("opens from its route with its title, and says the state first, in words", async () => {
    await renderStatus(statusView());
    expect(await screen.findByRole("heading", { level: 2, name: "Outage" })).toBeInTheDocument();
    expect(document.title).toBe("Network Status | RedStone");
    const headline = region("Outage");
    expect(headline).toHaveAttribute("data-state", "outage");
    expect(headline).toHaveTextContent("2 incidents ongoing: 1 critical, 1 major.");
    expect(headline).toHaveTextContent("As of 0 seconds ago");
  });

  it("lists ongoing incidents worst first, each linked to its subject, with when it started in UTC", async () => {
    await renderStatus(statusView());
    const ongoing = await screen.findByRole("list", { name: "Ongoing incidents, worst first" });
    const items = within(ongoing).getAllByRole("article");
    expect(items.map((item) => item.getAttribute("data-severity"))).toEqual(["critical", "major"]);
    expect(items[0]).toHaveTextContent("CriticalOngoing");
    expect(within(items[0] as HTMLElement).getByRole("link")).toHaveAttribute(
      "href",
      "/app/pull-model/redstone-primary-prod/",
    );
    expect(items[0]).toHaveTextContent("Started 12 minutes ago · Nov 25, 12:48:00 UTC");
    expect(within(items[0] as HTMLElement).getByText("12 minutes ago")).toHaveAttribute(
      "title",
      "Nov 25, 12:48:00 UTC",
    );
    expect(
      within(items[1] as HTMLElement).getByRole("link", { name: "ETH on Ethereum went stale" }),
    ).toHaveAttribute("href", "/app/feeds/ethereum/eth/");
  });

  it("shows the figures of now: feeds stale, nodes signing, each service against its threshold", async () => {
    await renderStatus(statusView());
    const now = await screen.findByRole("region", { name: "Right now" });
    expect(now).toHaveTextContent("Push feeds1 of 42 feeds stale");
    expect(now).toHaveTextContent("Nodes2 of 5 nodes signing");
    const services = within(now).getAllByRole("listitem");
    expect(services[0]).toHaveTextContent(
      "RedStone Primary ProdBelow threshold2 of 5 signed, threshold 3Round 8 seconds ago",
    );
    expect(services[1]).toHaveTextContent("RedStone Avalanche ProdAbove threshold3 of 3 signed, threshold 2");
  });

  it("says all feeds fresh when none is stale", async () => {
    await renderStatus(quietStatus());
    expect(
      await screen.findByRole("heading", { level: 2, name: "All systems operational" }),
    ).toBeInTheDocument();
    expect(region("Right now")).toHaveTextContent("All 42 feeds fresh");
    expect(screen.queryByRole("region", { name: "Ongoing incidents" })).toBeNull();
  });

  it("groups the week's ended incidents by day, minor ones behind 'Show N minor' so majors stay in view", async () => {
    const user = userEvent.setup();
    await renderStatus(statusView());
    const recent = await screen.findByRole("region", { name: "Last 7 days" });
    const days = within(recent).getAllByRole("heading", { level: 3 });
    expect(days.map((heading) => heading.textContent)).toEqual([
      "Nov 253 incidents",
      "Nov 241 incident",
      "Nov 231 incident",
    ]);
    // Nov 24's major shows at once; Nov 25's three minor ones wait behind their toggle.
    expect(within(recent).getByText("Altair signed with a key that is not its own")).toBeVisible();
    const today = region(/^Nov 25/);
    expect(within(today).queryAllByRole("article")).toHaveLength(0);
    const toggle = within(today).getByRole("button", { name: "Show 3 minor" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    await user.click(toggle);
    expect(within(today).getAllByRole("article")).toHaveLength(3);
    expect(within(today).getByRole("button", { name: "Hide 3 minor" })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
  });

  it("says how many more incidents the week holds than the answer lists", async () => {
    await renderStatus(statusView({ recentTotal: 19 }));
    const recent = await screen.findByRole("region", { name: "Last 7 days" });
    expect(recent).toHaveTextContent("And 12 more incidents, not listed here.");
    expect(recent).toHaveTextContent("19 incidents, newest first");
  });

  it("says when the last 7 days hold no incident", async () => {
    await renderStatus(quietStatus());
    expect(await screen.findByText("No incidents in the last 7 days.")).toBeInTheDocument();
  });

  it("links the whole network's Atom feed, with how to use it", async () => {
    await renderStatus(quietStatus());
    const link = await screen.findByRole("link", { name: "Atom feed" });
    expect(link).toHaveAttribute("href", "/api/v1/incidents.atom");
    expect(link).toHaveAttribute("type", "application/atom+xml");
    expect(region("Last 7 days")).toHaveTextContent(
      "Paste this link into any feed reader to be told of the network's new incidents.",
    );
  });

  it("draws a bar per UTC day for each service and chain, each named; a tap shows the day's summary", async () => {
    const user = userEvent.setup();
    await renderStatus(statusView());
    const services = await screen.findByRole("list", { name: "redstone-primary-prod, one bar per UTC day" });
    const bars = within(services).getAllByRole("button");
    expect(bars.map((bar) => bar.getAttribute("aria-label"))).toEqual([
      "Nov 19: no record",
      "Nov 20: no incidents",
      "Nov 21: no incidents",
      "Nov 22: no incidents",
      "Nov 23: 1 incident, worst minor",
      "Nov 24: 1 incident, worst major",
      "Nov 25: 5 incidents, worst critical",
    ]);
    expect(bars.map((bar) => bar.getAttribute("data-tone"))).toEqual([
      "unrecorded",
      "clear",
      "clear",
      "clear",
      "minor",
      "major",
      "critical",
    ]);
    const strip = services.closest("li") as HTMLElement;
    expect(strip).toHaveTextContent("7 incidents");
    // Each strip's own incidents, for a feed reader: the service's and the chain's Atom feeds.
    expect(
      within(strip).getByRole("link", { name: "Atom feed of redstone-primary-prod's incidents" }),
    ).toHaveAttribute("href", "/api/v1/incidents.atom?ids=service%3Aredstone-primary-prod");
    await user.click(bars[5] as HTMLElement);
    await user.tab(); // The summary stays after focus moves on: a tap picked the day.
    expect(strip).toHaveTextContent("Nov 24: 1 incident, worst major");
    expect(bars[5]).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByRole("list", { name: "Ethereum, one bar per UTC day" })).toBeInTheDocument();
    expect(screen.getByRole("list", { name: "What the colours of the bars mean" })).toHaveTextContent(
      "No incidentsMinorMajorCriticalNo record",
    );
    expect(region("Day by day")).toHaveTextContent("The record begins on Nov 19, 14:00:00 UTC");
  });

  it("moves along a strip's bars with the arrow keys, one Tab stop per strip", async () => {
    const user = userEvent.setup();
    await renderStatus(statusView());
    const services = await screen.findByRole("list", { name: "redstone-primary-prod, one bar per UTC day" });
    const bars = within(services).getAllByRole("button");
    expect(bars.filter((bar) => bar.tabIndex === 0)).toEqual([bars[6]]);
    (bars[6] as HTMLElement).focus();
    await user.keyboard("{ArrowLeft}");
    expect(bars[5]).toHaveFocus();
    expect(services.closest("li")).toHaveTextContent("Nov 24: 1 incident, worst major");
    await user.keyboard("{Home}");
    expect(bars[0]).toHaveFocus();
  });

  it("shows the page's shape while the status loads, never a blank page", async () => {
    mockApi({ "/status": () => new Promise<Response>(() => {}) });
    renderApp(URL_OF_PAGE);
    expect(await screen.findByText("Loading the network's status…")).toBeInTheDocument();
  });

  it("says in a sentence that the history store is unavailable, with Retry", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const user = userEvent.setup();
    let fail = true;
    await renderStatus(() => (fail ? upstreamFailed("history store", 503) : quietStatus()));
    expect(
      await screen.findByText(
        "The history store is unavailable right now, so the network's status cannot be shown. Try again in a moment.",
        {},
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole("button", { name: "Retry" }));
    expect(
      await screen.findByRole("heading", { level: 2, name: "All systems operational" }),
    ).toBeInTheDocument();
  });

  it("does not call a network operational before anything is recorded", async () => {
    await renderStatus(quietStatus({ recordFrom: null }));
    expect(await screen.findByRole("heading", { level: 2, name: "No record yet" })).toBeInTheDocument();
  });

  it("a week whose every incident is still going on points at the list above", async () => {
    const ongoing = incident({ id: "x", endedAt: null, severity: "major", title: "Something" });
    await renderStatus(
      statusView({ state: "degraded", ongoing: [ongoing], recent: [ongoing], recentTotal: 1 }),
    );
    expect(
      await screen.findByText("Every incident of the last 7 days is still ongoing (listed above)."),
    ).toBeInTheDocument();
  });

  it("shows the chains with a major or critical incident and keeps the rest of a long list behind a toggle", async () => {
    const user = userEvent.setup();
    const chains = Array.from({ length: 20 }, (_, index) =>
      strip(`network:${index}`, `Chain ${index}`, index === 0 ? { 0: { worst: "major", incidents: 1 } } : {}),
    );
    await renderStatus(statusView({ networkStrips: chains }));
    const list = await screen.findByRole("list", { name: "Chains" });
    expect(
      within(list)
        .getAllByRole("list")
        .map((bars) => bars.getAttribute("aria-label")),
    ).toEqual(["Chain 0, one bar per UTC day"]);
    await user.click(screen.getByRole("button", { name: "Show the 19 chains with minor incidents or none" }));
    expect(within(list).getAllByRole("list", { name: /one bar per UTC day/ })).toHaveLength(20);
  });
});
