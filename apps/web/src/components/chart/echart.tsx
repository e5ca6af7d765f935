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

/** The design tokens an ECharts option is drawn in, resolved to colours for the theme shown. */
export interface ChartTheme {
  /** The card behind the chart (--color-surface). */
  surface: string;
  /** The tooltip's box (--color-surface-raised) and its border (--color-border). */
  surfaceRaised: string;
  border: string;
  /** Text (--color-text) and secondary text (--color-text-muted). */
  text: string;
  textMuted: string;
  /** The app's font (--font-sans), so the chart's text matches the page's. */
  fontFamily: string;
}

/** The light theme's tokens (styles/tokens.css), for when they cannot be read (jsdom). */
export const LIGHT_CHART_THEME: ChartTheme = {
  surface: "#ffffff",
  surfaceRaised: "#ffffff",
  border: "#e3e6eb",
  text: "#14171f",
  textMuted: "#5b6472",
  fontFamily: "system-ui, sans-serif",
};

const THEME_TOKENS = {
  surface: "--color-surface",
  surfaceRaised: "--color-surface-raised",
  border: "--color-border",
  text: "--color-text",
  textMuted: "--color-text-muted",
} as const satisfies Record<Exclude<keyof ChartTheme, "fontFamily">, string>;

/**
 * The theme's tokens as `element` sees them. ECharts writes colours as SVG attributes, where
 * var() and light-dark() do not resolve, so each token is resolved once through a hidden probe's
 * computed colour (light-dark() picked by the root's color-scheme, the visitor's theme).
 */
export function readChartTheme(element: Element): ChartTheme {
  const probe = document.createElement("span");
  probe.hidden = true;
  element.appendChild(probe);
  try {
    const theme = { ...LIGHT_CHART_THEME };
    for (const [key, token] of Object.entries(THEME_TOKENS) as [keyof typeof THEME_TOKENS, string][]) {
      probe.style.color = `var(${token})`;
      const color = getComputedStyle(probe).color;
      if (/^(rgb|#|hsl|color\()/i.test(color)) theme[key] = color;
    }
    const font = getComputedStyle(element).fontFamily;
    if (font && !font.includes("var(")) theme.fontFamily = font;
    return theme;
  } finally {
    probe.remove();
  }
}

/** Text drawn as it is, with no outline or shadow: ECharts' halo suits one background only. */
const CRISP_TEXT = {
  textBorderWidth: 0,
  textBorderColor: "transparent",
  textShadowBlur: 0,
  textShadowColor: "transparent",
} as const;

type Options = Record<string, unknown>;
const own = (value: unknown): Options =>
  value !== null && typeof value === "object" && !Array.isArray(value) ? (value as Options) : {};

/**
 * The option in the page's theme: text in the app's font with no outline or shadow (crisp on
 * light and dark cards alike), and the tooltip a raised surface with the theme's border and text
 * instead of ECharts' white box and drop shadow. What the option sets itself wins.
 */
export function withChartTheme(option: ChartOption, theme: ChartTheme): ChartOption {
  const font = { fontFamily: theme.fontFamily };
  const themed: Options = {
    ...option,
    textStyle: { ...font, ...CRISP_TEXT, ...own(option.textStyle) },
  };
  const tooltip = option.tooltip;
  if (tooltip && !Array.isArray(tooltip)) {
    const given = own(tooltip);
    themed.tooltip = {
      backgroundColor: theme.surfaceRaised,
      borderColor: theme.border,
      borderWidth: 1,
      // No drop shadow at all: with the blur alone at 0, ECharts still offsets a hard black copy.
      shadowBlur: 0,
      shadowOffsetX: 0,
      shadowOffsetY: 0,
      shadowColor: "rgba(0, 0, 0, 0)",
      ...given,
      textStyle: { color: theme.text, ...font, ...CRISP_TEXT, ...own(given.textStyle) },
    };
  }
  if (Array.isArray(option.series)) {
    themed.series = option.series.map((series: unknown) => {
      const given = own(series);
      return {
        ...given,
        label: { ...font, ...CRISP_TEXT, ...own(given.label) },
        upperLabel: { ...font, ...CRISP_TEXT, ...own(given.upperLabel) },
      };
    });
  }
  return themed as ChartOption;
}

/**
 * Calls `onChange` when the theme shown may have changed: the header toggle's html[data-theme],
 * or the system's colour scheme. Returns the unsubscribe.
 */
function watchTheme(onChange: () => void): () => void {
  const observer =
    typeof MutationObserver === "undefined" ? undefined : new MutationObserver(() => onChange());
  observer?.observe(document.documentElement, { attributes: true, attributeFilter: ["data-theme", "class"] });
  const media =
    typeof window.matchMedia === "function" ? window.matchMedia("(prefers-color-scheme: dark)") : undefined;
  media?.addEventListener?.("change", onChange);
  return () => {
    observer?.disconnect();
    media?.removeEventListener?.("change", onChange);
  };
}

/** What ECharts is given: the option in the theme `element` shows, its tooltip CSP-safe. */
function drawnOption(option: ChartOption, element: Element | null): ChartOption {
  return withCspSafeTooltip(withChartTheme(option, element ? readChartTheme(element) : LIGHT_CHART_THEME));
}

/**
 * One ECharts chart: the TVS treemap, the one chart not drawn by our SVG charts. The library
 * (~165 KB gzip with the treemap alone) is loaded on first use, so it never weighs on other
 * routes; until it arrives the box keeps its height (no layout shift). It is drawn in the theme
 * shown (withChartTheme), and drawn again when the visitor or the system switches theme.
 */
export function EChart({ option, height, label, replace = false }: EChartProps) {
  const wrapRef = useRef<HTMLDivElement>(null);
  const boxRef = useRef<HTMLDivElement>(null);
  const chartRef = useRef<EChartsInstance | null>(null);
  const [failed, setFailed] = useState(false);
  // Bumped on a theme switch, so the option is drawn again in the new theme's colours.
  const [themeSwitches, setThemeSwitches] = useState(0);
  useEffect(() => watchTheme(() => setThemeSwitches((count) => count + 1)), []);

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
        chart.setOption(drawnOption(optionRef.current, wrapRef.current), { notMerge: true });
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

  // biome-ignore lint/correctness/useExhaustiveDependencies: themeSwitches redraws in the theme now shown
  useEffect(() => {
    chartRef.current?.setOption(drawnOption(option, wrapRef.current), { notMerge: replaceRef.current });
  }, [option, themeSwitches]);

  return (
    // The label sits on the wrapper: ECharts writes its own aria-label (raw data) on the box it draws in.
    <div ref={wrapRef} className={styles.wrap} style={{ height }} role="img" aria-label={label}>
      <div ref={boxRef} className={styles.box} />
      {failed ? (
        <p className={styles.failed}>The chart could not be drawn. Reload the page to try again.</p>
      ) : null}
    </div>
  );
}
