import { describe, expect, it } from "vitest";
import {
  assetDistributionDonut,
  custodianDistributionOption,
  POR_ASSET_COLORS,
} from "./por-chart-options.ts";
import { porView } from "./por-fixture.ts";

type Option = {
  series: { type: string; data: unknown[] }[];
  xAxis: { type: string; splitNumber?: number; axisLabel: { formatter: (value: number) => string } };
  yAxis: { type: string; data?: string[]; inverse?: boolean };
  tooltip: { formatter: (params: unknown) => string };
};
const read = (option: unknown) => option as Option;
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
    const option = read(custodianDistributionOption(view.custodianDistribution));
    expect(option.series[0]?.type).toBe("bar");
    expect(option.yAxis.type).toBe("category");
    expect(option.yAxis.inverse).toBe(true);
    expect(option.yAxis.data).toEqual(["Coinbase", "Komainu", "Zodia", "Copper", "Mint & Redeem Contract"]);
    expect(option.series[0]?.data).toEqual([
      870_651_250.5, 197_300_000, 120_500_012.75, 137_350_000, 133_468_442.123456,
    ]);
  });

  it("POR-07 FORMAT-25 bar axis labels and tooltips abbreviate with K, M, B and T", () => {
    const option = read(custodianDistributionOption(view.custodianDistribution));
    expect(option.xAxis.axisLabel.formatter(800_000_000)).toBe("$800.00M");
    expect(option.xAxis.axisLabel.formatter(1_500_000_000_000)).toBe("$1.50T");
    expect(option.tooltip.formatter([{ name: "Komainu", value: 197_300_000 }])).toBe("Komainu\n$197.30M");
    // Two-decimal labels are wide: about three ticks, so none is hidden for overlapping.
    expect(option.xAxis.splitNumber).toBe(3);
  });
});
