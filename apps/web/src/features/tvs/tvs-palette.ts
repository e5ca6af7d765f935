/**
 * The TVS dashboard's colours. The spec fixes their number, not their values: six reds for the
 * bar charts (TVS-39) and a ten-colour set for the timeline and the treemap's top clients (TVS-08,
 * TVS-09), both led by the brand red so every chart reads as one family.
 */

/** TVS-39: the palette's six reds, darkest first; bar charts take them in order, cycling. */
export const TVS_REDS = ["#ae0822", "#c81d34", "#de3b4e", "#ec6272", "#f38d99", "#f8b9c1"] as const;

/** TVS-08: the timeline's ten colours (ECharts cycles them when there are more series). */
export const TVS_SERIES_COLORS = [
  "#ae0822",
  "#2563eb",
  "#0f9d76",
  "#e8912d",
  "#7c3aed",
  "#0891b2",
  "#db2777",
  "#65a30d",
  "#b45309",
  "#475569",
] as const;

/** TVS-09 (decision): treemap clients outside the top 10 are a neutral grey. */
export const TVS_NEUTRAL_GREY = "#a3a9b3";

/** The colour of the i-th item of a cycled palette. */
export function cycledColor(palette: readonly string[], index: number): string {
  return palette[index % palette.length] as string;
}
