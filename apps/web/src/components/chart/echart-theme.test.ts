import { describe, expect, it } from "vitest";
import {
  type ChartTheme,
  LIGHT_CHART_THEME,
  readChartTheme,
  withChartTheme,
  withCspSafeTooltip,
} from "./echart.tsx";

/** The dark theme's tokens (styles/tokens.css), as a browser resolves them. */
const DARK: ChartTheme = {
  surface: "rgb(22, 25, 34)",
  surfaceRaised: "rgb(28, 32, 41)",
  border: "rgb(42, 48, 60)",
  text: "rgb(238, 240, 244)",
  textMuted: "rgb(163, 171, 184)",
  fontFamily: "system-ui, sans-serif",
};

type Themed = {
  textStyle: Record<string, unknown>;
  tooltip: Record<string, unknown> & { textStyle: Record<string, unknown>; formatter?: unknown };
  series: (Record<string, unknown> & {
    label: Record<string, unknown>;
    upperLabel: Record<string, unknown>;
  })[];
};

const option = {
  tooltip: { formatter: () => "Morpho Blue\n$2.28B" },
  series: [{ type: "treemap", label: { show: true, formatter: "{b}", color: "#fff" }, data: [] }],
};

describe("ECharts in the page's theme", () => {
  it("draws every label without outline or shadow, in the app's font, keeping what the option sets", () => {
    const themed = withChartTheme(option, DARK) as unknown as Themed;
    for (const text of [themed.textStyle, themed.series[0]?.label, themed.series[0]?.upperLabel]) {
      expect(text).toMatchObject({ textBorderWidth: 0, textShadowBlur: 0, fontFamily: DARK.fontFamily });
    }
    expect(themed.series[0]?.label).toMatchObject({ show: true, formatter: "{b}", color: "#fff" });
    expect(themed.series[0]?.type).toBe("treemap");
  });

  it("makes the tooltip a raised surface with the theme's border and text, without ECharts' drop shadow", () => {
    const themed = withChartTheme(option, DARK) as unknown as Themed;
    expect(themed.tooltip).toMatchObject({
      backgroundColor: DARK.surfaceRaised,
      borderColor: DARK.border,
      shadowBlur: 0,
      shadowOffsetX: 0,
      shadowOffsetY: 0,
      formatter: option.tooltip.formatter,
    });
    expect(themed.tooltip.textStyle).toMatchObject({
      color: DARK.text,
      textBorderWidth: 0,
      textShadowBlur: 0,
    });
    // The light theme draws it in the light tokens; the CSP-safe rendering still applies on top.
    const light = withCspSafeTooltip(withChartTheme(option, LIGHT_CHART_THEME)) as unknown as Themed;
    expect(light.tooltip).toMatchObject({
      backgroundColor: "#ffffff",
      borderColor: "#e3e6eb",
      renderMode: "richText",
    });
    expect(light.tooltip.textStyle.color).toBe("#14171f");
  });

  it("leaves an option without tooltip or series as it is, save its text style", () => {
    const themed = withChartTheme({ animation: false }, DARK) as Record<string, unknown>;
    expect(themed.tooltip).toBeUndefined();
    expect(themed.series).toBeUndefined();
    expect(themed.animation).toBe(false);
  });

  it("falls back to the light tokens where the page's cannot be read (no layout engine)", () => {
    const box = document.createElement("div");
    document.body.append(box);
    const theme = readChartTheme(box);
    // jsdom resolves no var(): every colour is the light theme's, or one it did resolve.
    for (const key of ["surface", "surfaceRaised", "border", "text", "textMuted"] as const) {
      expect(theme[key]).toMatch(/^(#|rgb)/);
    }
    // The probe is gone.
    expect(box.childElementCount).toBe(0);
    box.remove();
  });
});
