import { fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { DonutChart, type DonutChartProps } from "./donut-chart.tsx";

const slices = [
  { name: "USDT", value: 25, color: "#ae0822" },
  { name: "USDC", value: 25, color: "#2563eb" },
  { name: "BUIDL", value: 50, color: "#0f9d76" },
  { name: "BUIDL-I", value: 0, color: "#e8912d" },
];
const sliceLabel: DonutChartProps["sliceLabel"] = (slice, share) =>
  `${slice.name} ${(share * 100).toFixed(2)}%`;
const tooltipText = (index: number) => `${slices[index]?.name}\n$${slices[index]?.value}`;

function renderChart(props: Partial<DonutChartProps> = {}) {
  render(
    <DonutChart
      slices={slices}
      height={300}
      label="Reserves per asset, as a donut"
      sliceLabel={sliceLabel}
      tooltipText={tooltipText}
      {...props}
    />,
  );
  return screen.getByRole("img", { name: props.label ?? "Reserves per asset, as a donut" });
}

const drawn = (chart: HTMLElement) => [
  ...chart.querySelectorAll<SVGPathElement>("svg path[data-slice-name]"),
];
const legend = (chart: HTMLElement) =>
  [...chart.querySelectorAll("svg g[data-index] text")].map((text) => text.textContent);
const tooltip = (chart: HTMLElement) =>
  [...chart.querySelectorAll("svg [class*='overlay'] text")].map((text) => text.textContent);
const activeSlice = (chart: HTMLElement) =>
  chart.querySelector("svg path[class*='activeSlice']")?.getAttribute("data-slice-name") ?? null;

describe("DonutChart", () => {
  it("POR-06 is an image named by its label, 300 px high from the first render, with the tests' attributes", () => {
    const chart = renderChart();
    expect(chart).toHaveStyle({ height: "300px" });
    expect(chart).toHaveAttribute("data-slices", "4");
    expect(chart).toHaveAttribute("tabindex", "0");
    // jsdom measures nothing: the chart falls back to a fixed width.
    expect(chart.querySelector("svg")).toHaveAttribute("width", "600");
    expect(chart.querySelector("svg")).toHaveAttribute("aria-hidden", "true");
  });

  it("POR-06 POR-12 draws a ring slice per non-zero value in its colour, and a legend entry with its share for each", () => {
    const chart = renderChart();
    const paths = drawn(chart);
    expect(paths.map((path) => path.getAttribute("data-slice-name"))).toEqual(["USDT", "USDC", "BUIDL"]);
    expect(paths.map((path) => path.getAttribute("fill"))).toEqual(["#ae0822", "#2563eb", "#0f9d76"]);
    expect(paths.every((path) => /Z$/.test(path.getAttribute("d") ?? ""))).toBe(true);
    // Each label once, as SVG text inside the image (what the e2e journey reads).
    expect(legend(chart)).toEqual(["USDT 25.00%", "USDC 25.00%", "BUIDL 50.00%", "BUIDL-I 0.00%"]);
    expect(chart.querySelectorAll("svg g[data-index] rect")[3]).toHaveAttribute("fill", "#e8912d");
  });

  it("POR-06 a total of nothing draws an empty ring with every asset still in the legend", () => {
    const chart = renderChart({ slices: slices.map((slice) => ({ ...slice, value: 0 })) });
    expect(drawn(chart)).toHaveLength(0);
    expect(chart.querySelector("svg circle")).not.toBeNull();
    expect(legend(chart)).toEqual(["USDT 0.00%", "USDC 0.00%", "BUIDL 0.00%", "BUIDL-I 0.00%"]);
  });

  it("POR-06 hovering a slice grows it and shows its tooltip in the SVG; leaving hides it", () => {
    const chart = renderChart();
    const svg = chart.querySelector("svg") as SVGSVGElement;
    const buidl = drawn(chart)[2] as SVGPathElement;
    const before = buidl.getAttribute("d");
    fireEvent.pointerMove(buidl, { pointerType: "mouse" });
    expect(activeSlice(chart)).toBe("BUIDL");
    expect(drawn(chart)[2]?.getAttribute("d")).not.toBe(before);
    expect(tooltip(chart)).toEqual(["BUIDL", "$50"]);
    // The legend entry picks its slice too.
    fireEvent.pointerMove(chart.querySelectorAll("svg g[data-index]")[0] as Element, {
      pointerType: "mouse",
    });
    expect(tooltip(chart)).toEqual(["USDT", "$25"]);
    fireEvent.pointerLeave(svg, { pointerType: "mouse" });
    expect(tooltip(chart)).toEqual([]);
    expect(activeSlice(chart)).toBeNull();
  });

  it("POR-06 the tooltip sits in the ring's hole when it fits, else in a box beside the ring", () => {
    const chart = renderChart();
    fireEvent.pointerMove(drawn(chart)[2] as Element, { pointerType: "mouse" });
    const overlay = () => chart.querySelector("svg [data-placement]");
    expect(overlay()).toHaveAttribute("data-placement", "hole");
    expect(overlay()?.querySelector("[class*='tooltipBox']")).toBeNull();
    const long = renderChart({
      label: "Long tooltips",
      tooltipText: (index) =>
        `${slices[index]?.name} reserves held by every custodian\n$${slices[index]?.value}`,
    });
    fireEvent.pointerMove(drawn(long)[2] as Element, { pointerType: "mouse" });
    expect(long.querySelector("svg [data-placement]")).toHaveAttribute("data-placement", "box");
    expect(long.querySelector("svg [class*='tooltipBox']")).not.toBeNull();
  });

  it("POR-06 a touch keeps its slice when the finger lifts", () => {
    const chart = renderChart();
    const svg = chart.querySelector("svg") as SVGSVGElement;
    fireEvent.pointerDown(drawn(chart)[1] as Element, { pointerType: "touch" });
    fireEvent.pointerLeave(svg, { pointerType: "touch" });
    expect(tooltip(chart)).toEqual(["USDC", "$25"]);
  });

  it("POR-06 the arrow keys step through the slices, read out in the live region; Escape closes", async () => {
    const chart = renderChart();
    const live = chart.parentElement?.querySelector("[aria-live='polite']") as HTMLElement;
    expect(chart).toHaveAccessibleDescription("Use the left and right arrow keys to read the slices.");
    chart.focus();
    await userEvent.keyboard("{ArrowRight}");
    expect(activeSlice(chart)).toBe("USDT");
    expect(live).toHaveTextContent("USDT, $25");
    await userEvent.keyboard("{ArrowRight}{ArrowRight}");
    expect(tooltip(chart)).toEqual(["BUIDL", "$50"]);
    await userEvent.keyboard("{End}");
    // An empty slice is still read out, though nothing is drawn for it.
    expect(live).toHaveTextContent("BUIDL-I, $0");
    await userEvent.keyboard("{Home}");
    expect(live).toHaveTextContent("USDT, $25");
    await userEvent.keyboard("{Escape}");
    expect(tooltip(chart)).toEqual([]);
    expect(live).toHaveTextContent("");
  });
});
