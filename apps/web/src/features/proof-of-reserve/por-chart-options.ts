import type { ProofOfReserveView } from "@oracle-explorer/core";
import { abbreviatePor } from "@oracle-explorer/core";
import type { DonutChartProps } from "../../components/chart/donut-chart.tsx";
import type { ChartOption } from "../../components/chart/echart.tsx";

/**
 * The proof-of-reserve charts' props and options, pure functions of the api's view so the tests
 * read them from the data. Tooltips are drawn in the SVG: plain text with "\n", never HTML. The
 * donut is a DonutChart (plain SVG: it is in a phone's first view, ECharts is not loaded for it),
 * the custodian bars an ECharts option.
 */

/** One colour per asset, USDT, USDC, BUIDL, BUIDL-I: the brand red, then clearly distinct hues. */
export const POR_ASSET_COLORS = ["#ae0822", "#2563eb", "#0f9d76", "#e8912d"] as const;
/** The custodian bars' colour. */
export const POR_BAR_COLOR = "#ae0822";

const AXIS_TEXT = "#8a93a2";
const GRID_LINE = "rgba(138, 147, 162, 0.2)";

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

/**
 * POR-07: one bar per custodian with its total over every asset, in POR-11 order from the top.
 * Horizontal, so "Mint & Redeem Contract" reads whole on a phone too.
 */
export function custodianDistributionOption(
  custodians: ProofOfReserveView["custodianDistribution"],
): ChartOption {
  return {
    animation: false,
    grid: { left: 8, right: 24, top: 8, bottom: 8, containLabel: true },
    tooltip: {
      trigger: "axis",
      axisPointer: { type: "shadow" },
      formatter: (params: unknown) => {
        const first = Array.isArray(params)
          ? (params[0] as { name?: string; value?: number } | undefined)
          : undefined;
        return first ? `${first.name ?? ""}\n${porDollars(Number(first.value))}` : "";
      },
    },
    xAxis: {
      type: "value",
      // Fewer ticks: with FORMAT-25's two decimals ("$200.00M") five or more labels overlapped,
      // and ECharts hid every other one.
      splitNumber: 3,
      axisLabel: { color: AXIS_TEXT, formatter: porDollars, hideOverlap: true },
      splitLine: { lineStyle: { color: GRID_LINE } },
    },
    // inverse: the first custodian (Coinbase) is drawn at the top.
    yAxis: {
      type: "category",
      inverse: true,
      data: custodians.map((entry) => entry.custodian),
      axisLabel: { color: AXIS_TEXT },
    },
    series: [
      {
        type: "bar",
        name: "Custodian distribution",
        barMaxWidth: 28,
        itemStyle: { color: POR_BAR_COLOR, borderRadius: [0, 4, 4, 0] },
        data: custodians.map((entry) => entry.value),
      },
    ],
  };
}
