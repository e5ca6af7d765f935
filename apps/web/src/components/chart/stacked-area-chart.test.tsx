import { fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { StackedAreaChart, type StackedAreaChartProps } from "./stacked-area-chart.tsx";

const DAY = 86_400_000;
const T0 = new Date(2026, 0, 5).getTime();
const timestamps = [T0, T0 + DAY, T0 + 2 * DAY];
const PALETTE = [
  "#ae0822",
  "#2563eb",
  "#0f9d76",
  "#e8912d",
  "#7c3aed",
  "#0891b2",
  "#db2777",
  "#65a30d",
  "#b45309",
  "#475569",
];
/** Eleven series, so the eleventh reuses the first colour of a ten-colour set. */
const series = Array.from({ length: 11 }, (_, index) => ({
  name: `Client ${index + 1}`,
  values: [10 * (index + 1), 11 * (index + 1), 12 * (index + 1)],
  color: PALETTE[index % PALETTE.length] as string,
}));
const tooltipText = (index: number) =>
  [
    `Day ${index}`,
    ...series.map((s) => `${s.name}: $${s.values[index]}`),
    `Total: $${series.reduce((sum, s) => sum + (s.values[index] ?? 0), 0)}`,
  ].join("\n");

function renderChart(props: Partial<StackedAreaChartProps> = {}) {
  render(
    <StackedAreaChart
      timestamps={timestamps}
      series={series}
      height={350}
      label="TVS per client over time, last 30 days"
      formatAxisValue={(value) => `$${value}`}
      tooltipText={tooltipText}
      {...props}
    />,
  );
  return screen.getByRole("img", { name: props.label ?? "TVS per client over time, last 30 days" });
}

const bands = (chart: HTMLElement) => [...chart.querySelectorAll("svg g[data-series-name]")];
const tooltip = (chart: HTMLElement) =>
  [...chart.querySelectorAll("svg .overlay text")].map((text) => text.textContent);

describe("StackedAreaChart", () => {
  it("TVS-08 is an image named by its label, 350 px high from the first render, with the tests' attributes", () => {
    const chart = renderChart();
    expect(chart).toHaveStyle({ height: "350px" });
    expect(chart).toHaveAttribute("data-series", "11");
    expect(chart).toHaveAttribute("data-points", "3");
    expect(chart).toHaveAttribute("tabindex", "0");
    // jsdom measures nothing: the chart falls back to a fixed width.
    expect(chart.querySelector("svg")).toHaveAttribute("width", "600");
  });

  it("TVS-03 TVS-08 draws a filled band with a line on top per series, in the series' own colours", () => {
    const chart = renderChart();
    const drawn = bands(chart);
    expect(drawn.map((band) => band.getAttribute("data-series-name"))).toEqual(series.map((s) => s.name));
    for (const [index, band] of drawn.entries()) {
      const [area, line] = band.querySelectorAll("path");
      expect(area?.getAttribute("fill")).toBe(series[index]?.color);
      expect(area?.getAttribute("d")).toMatch(/Z$/);
      expect(line?.getAttribute("stroke")).toBe(series[index]?.color);
    }
    // The eleventh series takes the colour it is given: here the first one again.
    expect(drawn[10]?.querySelector("path")?.getAttribute("fill")).toBe(
      drawn[0]?.querySelector("path")?.getAttribute("fill"),
    );
  });

  it("labels the value axis from $0 with formatAxisValue and the time axis by the span", () => {
    const chart = renderChart();
    const labels = [...chart.querySelectorAll("svg text")].map((text) => text.textContent);
    expect(labels).toContain("$0");
    expect(labels).toContain("Jan 6");
  });

  it("TVS-40 the time axis takes the chart's own ticks for the span shown: days for a month, hours for a day", () => {
    const labels = (chart: HTMLElement) =>
      [...chart.querySelectorAll("svg text")].map((text) => text.textContent ?? "");
    const month = Array.from({ length: 31 }, (_, i) => T0 + i * DAY);
    const monthly = renderChart({
      timestamps: month,
      series: [{ name: "A", values: month.map(() => 5), color: "#ae0822" }],
      label: "month",
    });
    expect(
      labels(monthly).filter((label) => /^[A-Z][a-z]{2} \d{1,2}$/.test(label)).length,
    ).toBeGreaterThanOrEqual(3);
    const day = Array.from({ length: 25 }, (_, i) => T0 + i * 3_600_000);
    render(
      <StackedAreaChart
        timestamps={day}
        series={[{ name: "A", values: day.map(() => 5), color: "#ae0822" }]}
        height={350}
        label="day"
        formatAxisValue={(value) => `$${value}`}
        tooltipText={() => ""}
      />,
    );
    const daily = labels(screen.getByRole("img", { name: "day" }));
    expect(daily).toContain("12:00");
    expect(daily).toContain("Jan 5");
  });

  it("TVS-05 arrow keys, Home and End show every line of the tooltip and announce it; Escape hides it", () => {
    const chart = renderChart();
    const live = document.querySelector("[aria-live='polite']") as HTMLElement;
    // The live region sits beside the image, not inside it (an image's content is not read).
    expect(chart.contains(live)).toBe(false);
    chart.focus();
    fireEvent.keyDown(chart, { key: "Home" });
    expect(tooltip(chart)).toEqual(tooltipText(0).split("\n"));
    expect(live).toHaveTextContent(tooltipText(0).split("\n").join(", "));
    fireEvent.keyDown(chart, { key: "ArrowRight" });
    expect(tooltip(chart)[0]).toBe("Day 1");
    fireEvent.keyDown(chart, { key: "End" });
    fireEvent.keyDown(chart, { key: "ArrowRight" });
    expect(tooltip(chart).at(-1)).toBe("Total: $792");
    fireEvent.keyDown(chart, { key: "ArrowLeft" });
    expect(tooltip(chart)[0]).toBe("Day 1");
    // A dot on top of every band at the crosshair.
    expect(chart.querySelectorAll("svg .overlay circle")).toHaveLength(11);
    fireEvent.keyDown(chart, { key: "Escape" });
    expect(tooltip(chart)).toEqual([]);
    expect(chart.querySelector("svg .crosshair")).toBeNull();
    expect(live).toBeEmptyDOMElement();
  });

  it("TVS-05 the pointer shows the nearest timestamp's tooltip inside the chart, and leaving hides it", () => {
    const chart = renderChart();
    const svg = chart.querySelector("svg") as SVGSVGElement;
    // jsdom lays nothing out: give the SVG its drawn size so a pointer x maps to a time.
    svg.getBoundingClientRect = () => ({ left: 0, top: 0, width: 600, height: 350 }) as DOMRect;
    fireEvent.pointerMove(svg, { clientX: 595, clientY: 100 });
    expect(chart.querySelector("svg .crosshair")).not.toBeNull();
    expect(tooltip(chart)[0]).toBe("Day 2");
    const box = chart.querySelector("svg .overlay rect") as SVGRectElement;
    const [x, y, width, height] = ["x", "y", "width", "height"].map((name) => Number(box.getAttribute(name)));
    expect(x).toBeGreaterThanOrEqual(0);
    expect(y).toBeGreaterThanOrEqual(0);
    expect((x as number) + (width as number)).toBeLessThanOrEqual(600);
    expect((y as number) + (height as number)).toBeLessThanOrEqual(350);
    fireEvent.pointerLeave(svg);
    expect(chart.querySelector("svg .crosshair")).toBeNull();
  });

  it("splits a tooltip too tall for a short chart into columns that still fit", () => {
    const chart = renderChart({ height: 180 });
    chart.focus();
    fireEvent.keyDown(chart, { key: "Home" });
    const texts = [...chart.querySelectorAll("svg .overlay text")];
    expect(texts).toHaveLength(13);
    expect(new Set(texts.map((text) => text.getAttribute("x"))).size).toBeGreaterThan(1);
    for (const text of texts) expect(Number(text.getAttribute("y"))).toBeLessThan(180);
  });

  it("the legend lists every series; a toggle takes it out of the stack and brings it back", async () => {
    const chart = renderChart();
    const legend = screen.getByRole("list", { name: "Series shown" });
    expect(chart.contains(legend)).toBe(false);
    const toggles = within(legend).getAllByRole("button");
    expect(toggles.map((button) => button.textContent)).toEqual(series.map((s) => s.name));
    const first = within(legend).getByRole("button", { name: "Client 1" });
    expect(first).toHaveAttribute("aria-pressed", "true");
    const topBefore = bands(chart).at(-1)?.querySelector("path")?.getAttribute("d");
    await userEvent.click(first);
    expect(first).toHaveAttribute("aria-pressed", "false");
    expect(bands(chart).map((band) => band.getAttribute("data-series-name"))).not.toContain("Client 1");
    expect(bands(chart)).toHaveLength(10);
    // The stack is recomputed: the top band moved.
    expect(bands(chart).at(-1)?.querySelector("path")?.getAttribute("d")).not.toBe(topBefore);
    await userEvent.click(first);
    expect(bands(chart)).toHaveLength(11);
  });

  it("draws a dot per series for a single timestamp", () => {
    const chart = renderChart({
      timestamps: [T0],
      series: [{ name: "Solo", values: [42], color: "#ae0822" }],
      tooltipText: () => "Day 0\nSolo: $42\nTotal: $42",
    });
    expect(chart).toHaveAttribute("data-points", "1");
    expect(chart.querySelectorAll("svg circle")).toHaveLength(1);
  });
});
