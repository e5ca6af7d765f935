import { describe, expect, it } from "vitest";
import {
  assetDistributionOption,
  custodianDistributionOption,
  POR_ASSET_COLORS,
} from "./por-chart-options.ts";
import { porView } from "./por-fixture.ts";

type Option = {
  color?: string[];
  legend?: { formatter: (name: string) => string };
  series: { type: string; radius?: string[]; data: unknown[] }[];
  xAxis: { type: string; axisLabel: { formatter: (value: number) => string } };
  yAxis: { type: string; data?: string[]; inverse?: boolean };
  tooltip: { formatter: (params: unknown) => string };
};
const read = (option: unknown) => option as Option;
const view = porView();

describe("proof-of-reserve chart options", () => {
  it("POR-06 POR-12 the donut holds each asset's total over all holders, labelled USDT, USDC, BUIDL, BUIDL-I", () => {
    const option = read(assetDistributionOption(view.assetDistribution));
    const series = option.series[0];
    expect(series?.type).toBe("pie");
    // A donut: an inner radius leaves the hole.
    expect(series?.radius).toEqual(["48%", "74%"]);
    expect(series?.data).toEqual([
      { name: "USDT", value: 86_500_012.75 },
      { name: "USDC", value: 112_569_692.623456 },
      { name: "BUIDL", value: 1_197_900_000 },
      { name: "BUIDL-I", value: 62_300_000 },
    ]);
    expect(option.color).toEqual([...POR_ASSET_COLORS]);
  });

  it("POR-06 FORMAT-25 the donut's tooltip and legend show the amount (K/M/B/T, 2 decimals) and share", () => {
    const option = read(assetDistributionOption(view.assetDistribution));
    const total = 86_500_012.75 + 112_569_692.623456 + 1_197_900_000 + 62_300_000;
    expect(option.tooltip.formatter({ name: "BUIDL", value: 1_197_900_000 })).toBe(
      `BUIDL\n$1.20B (${((1_197_900_000 / total) * 100).toFixed(2)}%)`,
    );
    expect(option.legend?.formatter("USDT")).toBe(`USDT ${((86_500_012.75 / total) * 100).toFixed(2)}%`);
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
  });
});
