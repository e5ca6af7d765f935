import { act, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderApp } from "../../test/render-app.tsx";
import { mockTvsApi, requestedTimeframes } from "./tvs-fixture.ts";
import { timeframeFromQuery } from "./tvs-timeframe.ts";

// The treemap's library draws nothing in jsdom; these tests read the URL and the timeframe shown.
vi.mock("../../components/chart/echart.tsx", () => ({
  EChart: (props: { label: string }) => <div role="img" aria-label={props.label} />,
}));

afterEach(() => {
  vi.restoreAllMocks();
});

async function renderTvs(url: string) {
  const fetchMock = mockTvsApi();
  const app = renderApp(url);
  await screen.findByText("Calculated from", { exact: false });
  return { ...app, fetchMock };
}

const pressed = () =>
  within(screen.getByRole("group", { name: "Timeframe" }))
    .getAllByRole("button")
    .filter((button) => button.getAttribute("aria-pressed") === "true")
    .map((button) => button.textContent);

describe("TVS timeframe query", () => {
  it("TVS-13 TVS-14 reads the filter's timeframes and anything else as the 1M default", () => {
    expect(timeframeFromQuery("3M")).toBe("3M");
    expect(timeframeFromQuery("ALL")).toBe("ALL");
    expect(timeframeFromQuery("bogus")).toBe("1M");
    expect(timeframeFromQuery("")).toBe("1M");
    expect(timeframeFromQuery(null)).toBe("1M");
  });

  it.each([
    ["/tvs/?timeframe=bogus", "/tvs/"],
    ["/tvs/?timeframe=", "/tvs/"],
    ["/tvs/?timeframe=1m", "/tvs/"],
    // Other parameters stay as they were.
    ["/tvs/?utm_source=x&timeframe=5Y", "/tvs/?utm_source=x"],
  ])("TVS-14 %s shows 1M and is rewritten to %s, by replace", async (url, shown) => {
    const { fetchMock, location, router } = await renderTvs(url);
    await waitFor(() => expect(location()).toBe(shown));
    expect(router.state.historyAction).toBe("REPLACE");
    expect(pressed()).toEqual(["1M"]);
    expect(screen.getByText("Last 30 days, stacked by client")).toBeInTheDocument();
    // The data asked for is 1M's, once: the rewrite changes nothing shown.
    expect(requestedTimeframes(fetchMock)).toEqual(["1M"]);
  });

  it("TVS-14 a replaced bogus link leaves no history entry behind", async () => {
    const { location, router } = await renderTvs("/tvs/?timeframe=bogus");
    await waitFor(() => expect(location()).toBe("/tvs/"));
    // The entry was rewritten in place: there is nothing to go back to within the app.
    await act(() => router.navigate(-1));
    expect(location()).toBe("/tvs/");
  });

  it.each([
    ["/tvs/?timeframe=3M", "3M"],
    ["/tvs/?timeframe=1M", "1M"],
    ["/tvs/?timeframe=ALL", null],
  ])("TVS-14 a valid %s is left as it is", async (url, button) => {
    const { location, router } = await renderTvs(url);
    expect(location()).toBe(url);
    expect(router.state.historyAction).toBe("POP");
    expect(pressed()).toEqual(button === null ? [] : [button]);
  });
});
