import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { upstreamFailed } from "../../test/api-handlers.ts";
import { networkRecord } from "../../test/feed-record-fixture.ts";
import { renderApp } from "../../test/render-app.tsx";
import { mockTvsApi, tvsView } from "./tvs-fixture.ts";

// The treemap is ECharts', which draws nothing in jsdom.
vi.mock("../../components/chart/echart.tsx", () => ({
  EChart: (props: { label: string }) => <div role="img" aria-label={props.label} />,
}));

afterEach(() => {
  vi.restoreAllMocks();
});

const MEASURED = "Measured network performance";
const panel = (title: string) => screen.getByRole("region", { name: title });

async function renderTvs(record?: Parameters<typeof mockTvsApi>[1]) {
  const fetchMock = mockTvsApi((timeframe) => tvsView({ timeframe }), record);
  const app = renderApp("/tvs/");
  await screen.findByText("Calculated from", { exact: false });
  return { ...app, fetchMock };
}

/** The figure under a name of the panel: its dd's text. */
const figure = (name: string) => within(panel(MEASURED)).getByText(name).nextElementSibling;

describe("TVS dashboard: measured figures (beyond the spec)", () => {
  it("TVS-11 beside the illustrative Provider Performance panel, which stays, the measured network figures", async () => {
    await renderTvs();
    // The spec's demo panel stays, and says it is not data.
    expect(
      within(panel("Provider Performance")).getByText("Illustrative figures, not measured data"),
    ).toBeVisible();
    const measured = await waitFor(() => {
      expect(panel(MEASURED)).toHaveTextContent("98.3%");
      return panel(MEASURED);
    });
    // The two sit side by side: the measured panel follows the demo one.
    expect(panel("Provider Performance").nextElementSibling).toBe(measured);
    expect(within(measured).getByText("Measured data")).toBeVisible();
    expect(figure("Median node uptime")).toHaveTextContent("98.3%");
    expect(within(measured).getByText("7 days, over 5 nodes")).toBeInTheDocument();
    expect(figure("Median deviation from the round's median")).toHaveTextContent("≤ 2 bp (0.02%)");
    expect(figure("On-chain updates")).toHaveTextContent("1,234");
    expect(within(measured).getByText("Last 24 hours, 64 push feeds")).toBeInTheDocument();
    expect(measured).toHaveTextContent("as of Nov 22 13:00:00 UTC");
    expect(within(measured).getByRole("link", { name: "Production Nodes" })).toHaveAttribute(
      "href",
      "/app/data-providers/",
    );
  });

  it("the dashboard never waits for the measured figures: the panel shows its own loading state", async () => {
    let release: (value: unknown) => void = () => {};
    const held = new Promise((resolve) => {
      release = resolve;
    });
    await renderTvs(async () => {
      await held;
      return networkRecord();
    });
    expect(panel(MEASURED).querySelector('[aria-busy="true"]')).toHaveTextContent(
      "Loading the measured figures…",
    );
    release(undefined);
    await waitFor(() => expect(figure("On-chain updates")).toHaveTextContent("1,234"));
  });

  it("a history store failure shows in the panel alone, with Retry", async () => {
    const user = userEvent.setup();
    let fail = true;
    await renderTvs(() => (fail ? upstreamFailed("history store", 503) : networkRecord()));
    expect(
      await within(panel(MEASURED)).findByText(
        "The history store is unavailable right now, so the measured figures cannot be shown. Try again in a moment.",
        {},
        { timeout: 8_000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByText("$8,700,123,457")).toBeInTheDocument();
    fail = false;
    await user.click(within(panel(MEASURED)).getByRole("button", { name: "Retry" }));
    await waitFor(() => expect(figure("Median node uptime")).toHaveTextContent("98.3%"));
  }, 15_000);

  it("before any round, the medians are '—' with why, never 0 %; the update count is a count", async () => {
    await renderTvs(() =>
      networkRecord({ medianNodeUptime7d: null, medianDeviationBp7d: null, onChainUpdates24h: 0 }),
    );
    await waitFor(() => expect(figure("On-chain updates")).toHaveTextContent("0"));
    const uptime = figure("Median node uptime");
    expect(uptime).toHaveTextContent(/^—/);
    expect(uptime?.querySelector("[title]")).toHaveAttribute(
      "title",
      "Nothing recorded yet: the indexer has not observed a round",
    );
    expect(figure("Median deviation from the round's median")).toHaveTextContent(/^—/);
  });

  it("its reload reads the record again; closing it leaves the demo panel", async () => {
    const user = userEvent.setup();
    let updates = 1_234;
    await renderTvs(() => networkRecord({ onChainUpdates24h: updates }));
    await waitFor(() => expect(figure("On-chain updates")).toHaveTextContent("1,234"));
    updates = 1_300;
    await user.click(screen.getByRole("button", { name: `Reload ${MEASURED}` }));
    await waitFor(() => expect(figure("On-chain updates")).toHaveTextContent("1,300"));
    await user.click(screen.getByRole("button", { name: `Close ${MEASURED}` }));
    expect(screen.queryByRole("region", { name: MEASURED })).toBeNull();
    expect(panel("Provider Performance")).toBeInTheDocument();
  });
});
