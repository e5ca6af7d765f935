import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { BarChart, type BarChartProps } from "./bar-chart.tsx";

const bars = [
  { label: "Nov 18", value: 19861 },
  { label: "Nov 19", value: 20005 },
  { label: "Nov 20", value: 0 },
  { label: "Nov 21", value: 20001 },
  { label: "Nov 22", value: 0 },
];
const count = (value: number) => value.toLocaleString("en-US");
const tooltipText = (index: number) =>
  `2026-11-${18 + index} (UTC)\nFetching failed: ${count(bars[index]?.value ?? 0)}`;

function renderChart(props: Partial<BarChartProps> = {}) {
  render(
    <BarChart
      bars={bars}
      height={240}
      label="Fetching failed per day"
      formatValue={count}
      tooltipText={tooltipText}
      {...props}
    />,
  );
  return screen.getByRole("img", { name: "Fetching failed per day" });
}

const texts = (chart: HTMLElement, selector: string) =>
  [...chart.querySelectorAll(selector)].map((text) => text.textContent);
const tooltip = (chart: HTMLElement) => texts(chart, "svg .overlay text");
const shadow = (chart: HTMLElement) => chart.querySelector("svg .shadow");

describe("BarChart", () => {
  it("is a focusable image named by its label, its height held from the first render, with data-bars", () => {
    const chart = renderChart();
    expect(chart).toHaveStyle({ height: "240px" });
    expect(chart).toHaveAttribute("data-bars", "5");
    expect(chart).toHaveAttribute("tabindex", "0");
    expect(chart).toHaveAccessibleDescription("Use the left and right arrow keys to read the bars.");
    // jsdom measures nothing: the chart falls back to a fixed width.
    expect(chart.querySelector("svg")).toHaveAttribute("width", "600");
    expect(chart.querySelector("svg")).toHaveAttribute("aria-hidden", "true");
  });

  it("SOURCES-07 draws a bar per category in order, a label under each and a count axis from zero", () => {
    const chart = renderChart();
    const drawn = [...chart.querySelectorAll("svg .bar")];
    expect(drawn).toHaveLength(5);
    expect(drawn.map((bar) => bar.getAttribute("d") !== "")).toEqual([true, true, false, true, false]);
    expect(texts(chart, "svg text")).toEqual([
      "0",
      "5,000",
      "10,000",
      "15,000",
      "20,000",
      "25,000",
      "Nov 18",
      "Nov 19",
      "Nov 20",
      "Nov 21",
      "Nov 22",
    ]);
    expect(chart.querySelectorAll("svg .grid")).toHaveLength(6);
  });

  it("SOURCES-09 fills the bars with the colour given, else with the theme's brand red", () => {
    const coloured = renderChart({ color: "#F5B400" });
    for (const bar of coloured.querySelectorAll("svg .bar")) {
      expect(bar).toHaveAttribute("fill", "#F5B400");
      expect(bar).not.toHaveClass("brand");
    }
    cleanup();
    const plain = renderChart();
    for (const bar of plain.querySelectorAll("svg .bar")) {
      expect(bar).not.toHaveAttribute("fill");
      expect(bar).toHaveClass("brand");
    }
  });

  it("all-zero data still draws the axis and the day labels", () => {
    const chart = renderChart({ bars: bars.map((bar) => ({ ...bar, value: 0 })) });
    expect(texts(chart, "svg text")).toEqual([
      "0",
      "1",
      "2",
      "Nov 18",
      "Nov 19",
      "Nov 20",
      "Nov 21",
      "Nov 22",
    ]);
    expect(chart.querySelector("svg .axis")).not.toBeNull();
    expect([...chart.querySelectorAll("svg .bar")].every((bar) => bar.getAttribute("d") === "")).toBe(true);
  });

  it("draws a label too wide for its column on two lines, one tspan each, and leaves none out", () => {
    const long = [
      { label: "A category with a rather long name", value: 3 },
      { label: "Short", value: 2 },
      { label: "Another category named at length", value: 1 },
    ];
    const chart = renderChart({ bars: long });
    const labels = [...chart.querySelectorAll("svg text")].filter((text) => text.querySelector("tspan"));
    expect(labels.map((text) => [...text.querySelectorAll("tspan")].map((line) => line.textContent))).toEqual(
      [
        ["A category with a rather", "long name"],
        ["Another category named at", "length"],
      ],
    );
    // Each line starts at the label's x, the second one line lower.
    const [first, second] = labels[0]?.querySelectorAll("tspan") ?? [];
    expect(second?.getAttribute("x")).toBe(first?.getAttribute("x"));
    expect(second).toHaveAttribute("dy", "14");
    expect(texts(chart, "svg text")).toContain("Short");
  });

  it("prints values with a halo of the card's own colour, so a grid line behind them does not blur them", () => {
    const chart = renderChart({ valueLabels: true });
    const printed = [...chart.querySelectorAll("svg text.valueLabel")];
    expect(printed.map((text) => text.textContent)).toEqual(["19,861", "20,005", "0", "20,001", "0"]);
    // Axis labels stay plain.
    expect(chart.querySelectorAll("svg text.label:not(.valueLabel)").length).toBeGreaterThan(0);
  });

  it("arrow keys, Home and End move from bar to bar and announce it; Escape hides it", () => {
    const chart = renderChart();
    const live = document.querySelector("[aria-live='polite']") as HTMLElement;
    chart.focus();
    fireEvent.keyDown(chart, { key: "Home" });
    expect(tooltip(chart)).toEqual(["2026-11-18 (UTC)", "Fetching failed: 19,861"]);
    expect(shadow(chart)).not.toBeNull();
    expect(live).toHaveTextContent("2026-11-18 (UTC), Fetching failed: 19,861");
    fireEvent.keyDown(chart, { key: "ArrowRight" });
    expect(live).toHaveTextContent("2026-11-19 (UTC), Fetching failed: 20,005");
    fireEvent.keyDown(chart, { key: "End" });
    fireEvent.keyDown(chart, { key: "ArrowRight" });
    expect(live).toHaveTextContent("2026-11-22 (UTC), Fetching failed: 0");
    fireEvent.keyDown(chart, { key: "ArrowLeft" });
    expect(tooltip(chart)).toEqual(["2026-11-21 (UTC)", "Fetching failed: 20,001"]);
    fireEvent.keyDown(chart, { key: "Escape" });
    expect(tooltip(chart)).toEqual([]);
    expect(shadow(chart)).toBeNull();
    expect(live).toBeEmptyDOMElement();
    // With nothing shown, Escape is not the chart's: it is left to whatever is around.
    const event = new KeyboardEvent("keydown", { key: "Escape", bubbles: true, cancelable: true });
    chart.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
  });

  it("the pointer highlights the band under it with its tooltip, and leaving hides them", () => {
    const chart = renderChart();
    const svg = chart.querySelector("svg") as SVGSVGElement;
    // jsdom lays nothing out: give the SVG its drawn size so a pointer x maps to a band.
    svg.getBoundingClientRect = () => ({ left: 0, top: 0, width: 600, height: 240 }) as DOMRect;
    fireEvent.pointerMove(svg, { clientX: 590, clientY: 100 });
    expect(tooltip(chart)).toEqual(["2026-11-22 (UTC)", "Fetching failed: 0"]);
    const band = shadow(chart);
    expect(Number(band?.getAttribute("x")) + Number(band?.getAttribute("width"))).toBeCloseTo(592);
    // The band sits behind the bars.
    expect(svg.firstElementChild).toBe(band);
    fireEvent.pointerMove(svg, { clientX: 100, clientY: 100 });
    expect(tooltip(chart)).toContain("Fetching failed: 19,861");
    fireEvent.pointerLeave(svg);
    expect(tooltip(chart)).toEqual([]);
    expect(shadow(chart)).toBeNull();
  });

  it("a touch keeps its tooltip after the finger lifts, until the chart loses focus", () => {
    const chart = renderChart();
    const svg = chart.querySelector("svg") as SVGSVGElement;
    svg.getBoundingClientRect = () => ({ left: 0, top: 0, width: 600, height: 240 }) as DOMRect;
    fireEvent.pointerDown(svg, { clientX: 200, clientY: 100, pointerType: "touch" });
    fireEvent.pointerLeave(svg, { pointerType: "touch" });
    expect(tooltip(chart)).toContain("Fetching failed: 20,005");
    fireEvent.blur(chart);
    expect(tooltip(chart)).toEqual([]);
  });
});
