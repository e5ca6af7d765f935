import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { LineChart } from "./line-chart.tsx";
import type { ChartPoint } from "./line-chart-model.ts";

const NINE_AM = new Date(2026, 0, 5, 9, 0).getTime();
const points: ChartPoint[] = [
  { timestamp: NINE_AM, value: 2650 },
  { timestamp: NINE_AM + 60_000, value: 2651.5 },
  { timestamp: NINE_AM + 120_000, value: 2649.25 },
];
const money = (value: number) => `$${value.toFixed(2)}`;

function renderChart(props: Partial<Parameters<typeof LineChart>[0]> = {}) {
  render(
    <LineChart
      points={points}
      height={300}
      label="ETH price, last hour"
      unit="minute"
      formatValue={money}
      tooltipLabel="ETH"
      {...props}
    />,
  );
  return screen.getByRole("img", { name: "ETH price, last hour" });
}

const tooltip = (chart: HTMLElement) =>
  [...chart.querySelectorAll("svg .overlay text")].map((text) => text.textContent);
const crosshair = (chart: HTMLElement) => chart.querySelector("svg .crosshair");

describe("LineChart", () => {
  it("is an image named by its label, its height held from the first render, with the page tests' attributes", () => {
    const chart = renderChart({ step: true });
    expect(chart).toHaveStyle({ height: "300px" });
    expect(chart).toHaveAttribute("data-points", "3");
    expect(chart).toHaveAttribute("data-step", "end");
    expect(chart).toHaveAttribute("tabindex", "0");
    // jsdom measures nothing: the chart falls back to a fixed width.
    expect(chart.querySelector("svg")).toHaveAttribute("width", "600");
    expect(chart.querySelector("svg path")).not.toBeNull();
  });

  it("labels the value axis with formatValue and the time axis by unit", () => {
    const chart = renderChart();
    const labels = [...chart.querySelectorAll("svg text")].map((text) => text.textContent);
    expect(labels).toContain("$2650.00");
    expect(labels).toContain("09:01");
  });

  it("draws steps and dots only when asked", () => {
    const plain = renderChart();
    expect(plain.querySelectorAll("circle")).toHaveLength(0);
    expect(plain.querySelector("path:last-of-type")?.getAttribute("d")).not.toContain("H");
    cleanup();
    const steps = renderChart({ step: true, showDots: true });
    expect(steps.querySelectorAll("circle")).toHaveLength(3);
    expect(steps.querySelector("path:last-of-type")?.getAttribute("d")).toMatch(/H[\d.]+V/);
  });

  it("arrow keys, Home and End move the crosshair point by point and announce it; Escape hides it", () => {
    const chart = renderChart();
    const live = document.querySelector("[aria-live='polite']") as HTMLElement;
    chart.focus();
    fireEvent.keyDown(chart, { key: "Home" });
    expect(tooltip(chart)).toEqual(["Jan 5, 09:00", "ETH: $2650.00"]);
    expect(live).toHaveTextContent("Jan 5, 09:00, ETH: $2650.00");
    fireEvent.keyDown(chart, { key: "ArrowRight" });
    expect(live).toHaveTextContent("Jan 5, 09:01, ETH: $2651.50");
    fireEvent.keyDown(chart, { key: "End" });
    fireEvent.keyDown(chart, { key: "ArrowRight" });
    expect(live).toHaveTextContent("Jan 5, 09:02, ETH: $2649.25");
    fireEvent.keyDown(chart, { key: "ArrowLeft" });
    expect(tooltip(chart)).toEqual(["Jan 5, 09:01", "ETH: $2651.50"]);
    fireEvent.keyDown(chart, { key: "Escape" });
    expect(tooltip(chart)).toEqual([]);
    expect(crosshair(chart)).toBeNull();
    expect(live).toBeEmptyDOMElement();
  });

  it("the pointer shows the nearest point's tooltip and leaving hides it", () => {
    const chart = renderChart();
    const svg = chart.querySelector("svg") as SVGSVGElement;
    // jsdom lays nothing out: give the SVG its drawn size so a pointer x maps to a time.
    svg.getBoundingClientRect = () => ({ left: 0, top: 0, width: 600, height: 300 }) as DOMRect;
    fireEvent.pointerMove(svg, { clientX: 595, clientY: 100 });
    expect(crosshair(chart)).not.toBeNull();
    expect(tooltip(chart)).toContain("ETH: $2649.25");
    fireEvent.pointerLeave(svg);
    expect(crosshair(chart)).toBeNull();
  });
});
