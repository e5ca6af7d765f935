import { describe, expect, it } from "vitest";
import { barGeometry } from "../../components/chart/bar-chart-model.ts";
import { MIN_VALUE_TICKS } from "../../components/chart/chart-scales.ts";
import {
  chartColor,
  dayLabel,
  errorTooltipText,
  FALLBACK_CHART_COLOR,
  SOURCE_ERROR_CHARTS,
  sourceErrorChart,
  totalOf,
} from "./source-error-chart.ts";
import { CLEAN_DETAIL, LBANK_DETAIL } from "./sources-fixture.ts";

const chartOf = (stat: "fetching-failed" | "incorrect-price-value", color: string | null = "#F5B400") =>
  sourceErrorChart(LBANK_DETAIL.errorDays, stat, color);

describe("source error charts (bars from data)", () => {
  it("SOURCES-07 one chart per report stat: 'fetching-failed' and 'incorrect-price-value'", () => {
    expect(SOURCE_ERROR_CHARTS.map((chart) => chart.stat)).toEqual([
      "fetching-failed",
      "incorrect-price-value",
    ]);
  });

  it("SOURCES-07 CONST-42 a bar per day of the 5-day window, oldest first, with that stat's counts", () => {
    const failed = chartOf("fetching-failed");
    expect(failed.bars.map((bar) => bar.label)).toEqual(["Nov 18", "Nov 19", "Nov 20", "Nov 21", "Nov 22"]);
    expect(failed.bars.map((bar) => bar.value)).toEqual([19861, 20005, 0, 20001, 0]);
    expect(chartOf("incorrect-price-value").bars.map((bar) => bar.value)).toEqual([
      1940, 1938, 1818, 1879, 0,
    ]);
    // The value axis counts like the card's total.
    expect(failed.formatValue(20000)).toBe("20,000");
  });

  it("SOURCES-07 the tooltip is plain text naming the UTC day, the stat and the count", () => {
    const tooltip = chartOf("fetching-failed").tooltipText(1);
    expect(tooltip).toBe("2026-11-19 (UTC)\nFetching failed: 20,005");
    expect(tooltip).not.toMatch(/[<>]/);
    expect(chartOf("incorrect-price-value").tooltipText(0)).toBe(
      "2026-11-18 (UTC)\nIncorrect price value: 1,940",
    );
    expect(chartOf("fetching-failed").tooltipText(9)).toBe("");
    const day = LBANK_DETAIL.errorDays[3];
    if (day) expect(errorTooltipText(day, "fetching-failed", "Fetching failed")).toContain("20,001");
  });

  it("SOURCES-07 the totals sum the window", () => {
    expect(totalOf(LBANK_DETAIL.errorDays, "fetching-failed")).toBe(59867);
    expect(totalOf(CLEAN_DETAIL.errorDays, "incorrect-price-value")).toBe(0);
  });

  it("SOURCES-09 bars are drawn in the source colour; an unusable colour falls back to the brand red", () => {
    expect(chartOf("fetching-failed", "#0052FF").color).toBe("#0052FF");
    expect(chartColor("rgb(1, 2, 3)")).toBe("rgb(1, 2, 3)");
    expect(chartOf("fetching-failed", null).color).toBe(FALLBACK_CHART_COLOR);
    expect(chartColor("red;} body{display:none")).toBe(FALLBACK_CHART_COLOR);
    expect(chartColor("url(javascript:alert(1))")).toBe(FALLBACK_CHART_COLOR);
  });

  it("day labels read 'Mon D' and keep anything that is not a day as it is", () => {
    expect(dayLabel("2026-01-05")).toBe("Jan 5");
    expect(dayLabel("2026-12-31")).toBe("Dec 31");
    expect(dayLabel("yesterday")).toBe("yesterday");
  });

  it("SOURCES-07 on a phone every day keeps its label and the count axis at least three ticks", () => {
    // A 390 px phone draws the chart 324 px wide (measured); narrower still on a small phone.
    for (const width of [280, 324]) {
      for (const stat of ["fetching-failed", "incorrect-price-value"] as const) {
        const phone = barGeometry({ ...chartOf(stat), width, height: 240 });
        expect(phone.categories.map((tick) => tick.label)).toEqual([
          "Nov 18",
          "Nov 19",
          "Nov 20",
          "Nov 21",
          "Nov 22",
        ]);
        expect(phone.valueTicks.length).toBeGreaterThanOrEqual(MIN_VALUE_TICKS);
      }
    }
    // A day with one error, the rest none: 0, 1, 2 rather than 0 and 1 alone.
    const one = LBANK_DETAIL.errorDays.map((day, index) => ({
      ...day,
      "fetching-failed": index === 0 ? 1 : 0,
    }));
    const phone = barGeometry({ ...sourceErrorChart(one, "fetching-failed", null), width: 324, height: 240 });
    expect(phone.valueTicks.map((tick) => tick.label)).toEqual(["0", "1", "2"]);
  });
});
