/**
 * The ECharts build the explorer uses: only the chart types and components its screens draw,
 * on the SVG renderer (crisp at any zoom, smaller than canvas, and printable). This module is
 * imported dynamically by EChart, so ECharts lands in its own chunk and only the routes that
 * draw a chart ever download it.
 */
import { BarChart, LineChart, PieChart, TreemapChart } from "echarts/charts";
import {
  AriaComponent,
  DatasetComponent,
  GridComponent,
  LegendComponent,
  MarkLineComponent,
  TooltipComponent,
} from "echarts/components";
import * as echarts from "echarts/core";
import { SVGRenderer } from "echarts/renderers";

echarts.use([
  LineChart,
  BarChart,
  PieChart,
  TreemapChart,
  AriaComponent,
  DatasetComponent,
  GridComponent,
  LegendComponent,
  MarkLineComponent,
  TooltipComponent,
  SVGRenderer,
]);

export { echarts };
