import { describe, expect, it } from "vitest";
import { barGeometry } from "../../components/chart/bar-chart-model.ts";
import { textWidth } from "../../components/chart/chart-geometry.ts";
import { MIN_VALUE_TICKS } from "../../components/chart/chart-scales.ts";
import {
  assetDistributionDonut,
  custodianDistributionBars,
  POR_ASSET_COLORS,
  POR_BAR_COLOR,
} from "./por-chart-options.ts";
import { porView } from "./por-fixture.ts";

const view = porView();

describe("proof-of-reserve chart options", () => {
  it("POR-06 POR-12 the donut holds each asset's total over all holders, labelled USDT, USDC, BUIDL, BUIDL-I", () => {
    const donut = assetDistributionDonut(view.assetDistribution);
    expect(donut.slices).toEqual([
      { name: "USDT", value: 86_500_012.75, color: POR_ASSET_COLORS[0] },
      { name: "USDC", value: 112_569_692.623456, color: POR_ASSET_COLORS[1] },
      { name: "BUIDL", value: 1_197_900_000, color: POR_ASSET_COLORS[2] },
      { name: "BUIDL-I", value: 62_300_000, color: POR_ASSET_COLORS[3] },
    ]);
  });

  it("POR-06 FORMAT-25 the donut's tooltip and legend show the amount (K/M/B/T, 2 decimals) and share", () => {
    const donut = assetDistributionDonut(view.assetDistribution);
    const total = 86_500_012.75 + 112_569_692.623456 + 1_197_900_000 + 62_300_000;
    expect(donut.tooltipText(2)).toBe(`BUIDL\n$1.20B (${((1_197_900_000 / total) * 100).toFixed(2)}%)`);
    const usdt = donut.slices[0] as (typeof donut.slices)[number];
    expect(donut.sliceLabel(usdt, usdt.value / total)).toBe(
      `USDT ${((86_500_012.75 / total) * 100).toFixed(2)}%`,
    );
  });

  it("POR-06 a donut of nothing labels every asset 0.00%", () => {
    const zero = view.assetDistribution.map((asset) => ({ ...asset, value: 0 }));
    const donut = assetDistributionDonut(zero);
    expect(donut.slices.map((slice) => donut.sliceLabel(slice, 0))).toEqual([
      "USDT 0.00%",
      "USDC 0.00%",
      "BUIDL 0.00%",
      "BUIDL-I 0.00%",
    ]);
    expect(donut.tooltipText(0)).toBe("USDT\n$0.00 (0.00%)");
  });

  it("POR-07 POR-11 the bar chart holds each custodian's total, Coinbase's wallets together, in custodian order", () => {
    const chart = custodianDistributionBars(view.custodianDistribution);
    // Rows, the first custodian at the top.
    expect(chart.horizontal).toBe(true);
    expect(chart.bars.map((bar) => bar.label)).toEqual([
      "Coinbase",
      "Komainu",
      "Zodia",
      "Copper",
      "Mint & Redeem Contract",
    ]);
    expect(chart.bars.map((bar) => bar.value)).toEqual([
      870_651_250.5, 197_300_000, 120_500_012.75, 137_350_000, 133_468_442.123456,
    ]);
    expect(chart.color).toBe(POR_BAR_COLOR);
  });

  it("POR-07 FORMAT-25 bar axis labels and tooltips abbreviate with K, M, B and T", () => {
    const chart = custodianDistributionBars(view.custodianDistribution);
    expect(chart.formatValue(800_000_000)).toBe("$800.00M");
    expect(chart.formatValue(1_500_000_000_000)).toBe("$1.50T");
    expect(chart.tooltipText(1)).toBe("Komainu\n$197.30M");
    expect(chart.tooltipText(9)).toBe("");
    // Two-decimal labels are wide: on a phone three ticks, so none overlaps another.
    const phone = barGeometry({ ...chart, width: 326, height: 300 });
    expect(phone.valueTicks.length).toBeLessThanOrEqual(4);
    expect(phone.valueTicks.length).toBeGreaterThanOrEqual(MIN_VALUE_TICKS);
    const widest = Math.max(...phone.valueTicks.map((tick) => textWidth(tick.label)));
    const gaps = phone.valueTicks.slice(1).map((tick, i) => tick.at - (phone.valueTicks[i]?.at ?? 0));
    expect(Math.min(...gaps)).toBeGreaterThan(widest);
  });

  it("POR-07 on a phone the custodian axis keeps three ticks and every custodian's whole name", () => {
    const chart = custodianDistributionBars(view.custodianDistribution);
    // A 390 px phone draws the chart 324 px wide, 300 px high (measured).
    // Not zero and one bound ("$0.00", "$1.00B"): ECharts' splitNumber 3 at least; on a smaller
    // phone their trailing zero decimals go, so three still fit side by side.
    for (const [width, labels] of [
      [324, ["$0.00", "$500.00M", "$1.00B"]],
      [280, ["$0", "$500M", "$1B"]],
    ] as const) {
      const phone = barGeometry({ ...chart, width, height: 300 });
      expect(phone.valueTicks.map((tick) => tick.value)).toEqual([0, 500_000_000, 1_000_000_000]);
      expect(phone.valueTicks.map((tick) => tick.label)).toEqual(labels);
      // A label per custodian; "Mint & Redeem Contract" wraps onto two lines instead of being cut.
      expect(phone.categories.map((tick) => tick.lines)).toEqual([
        ["Coinbase"],
        ["Komainu"],
        ["Zodia"],
        ["Copper"],
        ["Mint & Redeem", "Contract"],
      ]);
    }
  });
});
