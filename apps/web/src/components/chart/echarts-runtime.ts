/**
 * The ECharts build the explorer uses: the TVS dashboard's treemap is the one chart left on the
 * library (the lines, areas, bars and the donut are our own SVG charts), so only the treemap and
 * the tooltip it shows are registered, on the SVG renderer (crisp at any zoom, smaller than
 * canvas, and printable). This module is imported dynamically by EChart, so ECharts lands in its
 * own chunk and only the TVS route ever downloads it.
 */
import { TreemapChart } from "echarts/charts";
import { TooltipComponent } from "echarts/components";
import * as echarts from "echarts/core";
import { SVGRenderer } from "echarts/renderers";

echarts.use([TreemapChart, TooltipComponent, SVGRenderer]);

export { echarts };
