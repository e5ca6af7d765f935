import { screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ENDED, incidentsView, NODE_ADDRESS, STATUS_NOW } from "../../test/incidents-fixture.ts";
import { calledPaths, mockApi } from "../../test/mock-api.ts";
import { scorecard } from "../../test/nodes-fixture.ts";
import { renderApp } from "../../test/render-app.tsx";

const URL_OF_PAGE = `/app/data-providers/${NODE_ADDRESS}/`;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"], now: STATUS_NOW });
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const section = () => screen.findByRole("region", { name: "Incidents" }, { timeout: 10_000 });

describe("node page: its incidents (issue 29)", { timeout: 15_000 }, () => {
  it("lists the node's own incidents by day, minor ones behind their toggle, and its Atom feed", async () => {
    const log = mockApi({ [`/nodes/${NODE_ADDRESS}`]: scorecard(), "/incidents": incidentsView(ENDED) });
    renderApp(URL_OF_PAGE);
    const incidents = await section();
    expect(
      await within(incidents).findByText("Nothing is wrong now: no incident is ongoing."),
    ).toBeInTheDocument();
    const days = within(incidents).getAllByRole("heading", { level: 3 });
    expect(days.map((day) => day.textContent)).toEqual([
      "Nov 253 incidents",
      "Nov 241 incident",
      "Nov 231 incident",
    ]);
    expect(within(incidents).getByText("Altair signed with a key that is not its own")).toBeVisible();
    expect(within(incidents).getByRole("button", { name: "Show 3 minor" })).toBeInTheDocument();
    expect(within(incidents).getByRole("link", { name: "Atom feed" })).toHaveAttribute(
      "href",
      `/api/v1/incidents.atom?ids=node%3A${NODE_ADDRESS}`,
    );
    expect(calledPaths(log).filter((path) => path === "/incidents")).toHaveLength(2);
  });

  it("says when the last 30 days hold no incident, and since when the record reaches when it is younger", async () => {
    mockApi({ [`/nodes/${NODE_ADDRESS}`]: scorecard(), "/incidents": incidentsView([]) });
    renderApp(URL_OF_PAGE);
    const incidents = await section();
    expect(
      await within(incidents).findByText(
        "No incidents recorded in the last 30 days (the record began on Nov 19, 14:00:00 UTC).",
      ),
    ).toBeInTheDocument();
  });

  it("says the indexer has recorded nothing yet rather than that all is well", async () => {
    mockApi({
      [`/nodes/${NODE_ADDRESS}`]: scorecard(),
      "/incidents": incidentsView([], { recordFrom: null }),
    });
    renderApp(URL_OF_PAGE);
    const incidents = await section();
    expect(
      await within(incidents).findByText(/^The indexer has not recorded anything yet/),
    ).toBeInTheDocument();
  });
});
