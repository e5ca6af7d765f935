import type { EChartsCoreOption } from "echarts/core";
import { useEffect, useRef, useState } from "react";
import styles from "./echart.module.css";

/** The option object ECharts draws; screens build it with pure, unit-tested functions. */
export type ChartOption = EChartsCoreOption;

interface EChartProps {
  option: ChartOption;
  /** Pixel height; the width follows the container. */
  height: number;
  /** What the chart shows, for screen readers (the SVG itself is decorative to them). */
  label: string;
  /** Replace the whole option instead of merging (set when series come and go). */
  replace?: boolean;
}

type EChartsInstance = ReturnType<typeof import("echarts/core").init>;

/**
 * Resolves in a task of its own, so the chart is drawn in a task apart from the library's
 * evaluation (when the TVS dashboard had five ECharts charts, drawing them in one task was most of
 * its Total Blocking Time); one task per chart keeps the page responsive.
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Resolves once the box is within 200 px of the viewport. Charts below the fold (most of the
 * TVS dashboard on a phone) then load the library and draw only when the visitor scrolls towards
 * them, instead of all at once while the page is still coming in. Without IntersectionObserver
 * (jsdom), at once.
 */
function whenNearView(box: Element | null, signal: AbortSignal): Promise<void> {
  if (!box || typeof IntersectionObserver === "undefined") return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        resolve();
      },
      { rootMargin: "200px 0px" },
    );
    observer.observe(box);
    // Unmounted before it came near: stop watching (the promise simply never settles).
    signal.addEventListener("abort", () => observer.disconnect());
  });
}

/**
 * The api's CSP allows no inline style, and ECharts' HTML tooltips carry style attributes, so
 * every tooltip is drawn inside the SVG instead (renderMode "richText"): formatters return plain
 * text with "\n" line breaks (or ECharts rich-text markup), never HTML.
 */
export function withCspSafeTooltip(option: ChartOption): ChartOption {
  const tooltip = option.tooltip;
  if (!tooltip || Array.isArray(tooltip)) return option;
  return { ...option, tooltip: { ...(tooltip as object), renderMode: "richText" } };
}

/**
 * One ECharts chart: the TVS treemap, the one chart not drawn by our SVG charts. The library
 * (~165 KB gzip with the treemap alone) is loaded on first use, so it never weighs on other
 * routes; until it arrives the box keeps its height (no layout shift).
 */
export function EChart({ option, height, label, replace = false }: EChartProps) {
  const boxRef = useRef<HTMLDivElement>(null);
  const chartRef = useRef<EChartsInstance | null>(null);
  const [failed, setFailed] = useState(false);
  // The latest option, for the first draw once the library has loaded.
  const optionRef = useRef(option);
  optionRef.current = option;
  const replaceRef = useRef(replace);
  replaceRef.current = replace;

  useEffect(() => {
    let disposed = false;
    let observer: ResizeObserver | undefined;
    const unmounted = new AbortController();
    whenNearView(boxRef.current, unmounted.signal)
      .then(() => (disposed ? null : import("./echarts-runtime.ts")))
      .then(async (runtime) => {
        if (!runtime) return;
        const { echarts } = runtime;
        await nextTask();
        const box = boxRef.current;
        if (disposed || !box) return;
        const chart = echarts.init(box, null, { renderer: "svg" });
        chart.setOption(withCspSafeTooltip(optionRef.current), { notMerge: true });
        chartRef.current = chart;
        if (typeof ResizeObserver !== "undefined") {
          observer = new ResizeObserver(() => chart.resize());
          observer.observe(box);
        }
      })
      .catch((error: unknown) => {
        console.warn("The chart library failed to load", error);
        if (!disposed) setFailed(true);
      });
    return () => {
      disposed = true;
      unmounted.abort();
      observer?.disconnect();
      chartRef.current?.dispose();
      chartRef.current = null;
    };
  }, []);

  useEffect(() => {
    chartRef.current?.setOption(withCspSafeTooltip(option), { notMerge: replaceRef.current });
  }, [option]);

  return (
    // The label sits on the wrapper: ECharts writes its own aria-label (raw data) on the box it draws in.
    <div className={styles.wrap} style={{ height }} role="img" aria-label={label}>
      <div ref={boxRef} className={styles.box} />
      {failed ? (
        <p className={styles.failed}>The chart could not be drawn. Reload the page to try again.</p>
      ) : null}
    </div>
  );
}
