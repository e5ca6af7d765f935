import type { ProofOfReserveView } from "@oracle-explorer/core/api-views";
import { abbreviatePor } from "@oracle-explorer/core/format";
import type { BarChartProps } from "../../components/chart/bar-chart.tsx";
import type { DonutChartProps } from "../../components/chart/donut-chart.tsx";

/**
 * The proof-of-reserve charts' props, pure functions of the api's view so the tests read them
 * from the data. Both are our SVG charts (the donut is in a phone's first view; the bars needed
 * none of ECharts either), so the page never loads the library. Tooltips are drawn in the SVG:
 * plain text with "\n", never HTML.
 */

/** One colour per asset, USDT, USDC, BUIDL, BUIDL-I: the brand red, then clearly distinct hues. */
export const POR_ASSET_COLORS = ["#ae0822", "#2563eb", "#0f9d76", "#e8912d"] as const;
/** The custodian bars' colour. */
export const POR_BAR_COLOR = "#ae0822";

/** FORMAT-25 as a dollar amount: "$1.20B". */
export const porDollars = (value: number) => `$${abbreviatePor(value)}`;

/** A share of a total with 2 decimals, "0.00%" when the total is nothing. */
export function shareText(value: number, total: number): string {
  return `${(total > 0 ? (value / total) * 100 : 0).toFixed(2)}%`;
}

/** POR-06: a donut of each asset's total over every holder, labelled USDT, USDC, BUIDL, BUIDL-I. */
export function assetDistributionDonut(
  assets: ProofOfReserveView["assetDistribution"],
): Pick<DonutChartProps, "slices" | "sliceLabel" | "tooltipText"> {
  const total = assets.reduce((sum, asset) => sum + asset.value, 0);
  // The palette repeats past four assets, as ECharts' colour list did.
  const slices = assets.map((asset, index) => ({
    name: asset.label,
    value: asset.value,
    color: POR_ASSET_COLORS[index % POR_ASSET_COLORS.length] as string,
  }));
  return {
    slices,
    // The share beside each name, so tiny slices still read.
    sliceLabel: (slice) => `${slice.name} ${shareText(slice.value, total)}`,
    tooltipText: (index) => {
      const slice = slices[index];
      return slice ? `${slice.name}\n${porDollars(slice.value)} (${shareText(slice.value, total)})` : "";
    },
  };
}

/** What BarChart draws of the custodians; the page adds the height and the accessible name. */
export type CustodianBars = Pick<
  BarChartProps,
  "bars" | "formatValue" | "tooltipText" | "color" | "horizontal"
>;

/**
 * POR-07: one bar per custodian with its total over every asset, in POR-11 order from the top.
 * Rows, so "Mint & Redeem Contract" reads whole on a phone too; the axis takes as many FORMAT-25
 * labels ("$200.00M") as fit side by side, about three on a phone, so none overlap.
 */
export function custodianDistributionBars(
  custodians: ProofOfReserveView["custodianDistribution"],
): CustodianBars {
  return {
    bars: custodians.map((entry) => ({ label: entry.custodian, value: entry.value })),
    formatValue: porDollars,
    tooltipText: (index) => {
      const entry = custodians[index];
      return entry ? `${entry.custodian}\n${porDollars(entry.value)}` : "";
    },
    color: POR_BAR_COLOR,
    horizontal: true,
  };
}
