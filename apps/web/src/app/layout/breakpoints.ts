/**
 * Breakpoints of the spec (SHELL-21..26) as min-width thresholds, px. CSS media queries cannot read
 * custom properties, so the stylesheets repeat these numbers; keep them in step.
 */
export const BREAKPOINTS = {
  xs: 0,
  sm: 544,
  md: 768,
  lg: 992,
  xl: 1200,
  xxl: 1600,
} as const;

export type Breakpoint = keyof typeof BREAKPOINTS;

/** xxl's stated upper end; wider screens keep the xxl layout. */
export const XXL_MAX_PX = 3840;

const ORDER = Object.keys(BREAKPOINTS) as Breakpoint[];

/** Every breakpoint whose rules apply at this width (xl and xxl both apply from 1600px). */
export function activeBreakpoints(width: number): Breakpoint[] {
  const w = Number.isFinite(width) ? width : 0;
  return ORDER.filter((name) => w >= BREAKPOINTS[name]);
}

/** The single named range a width falls in. */
export function breakpointOf(width: number): Breakpoint {
  return activeBreakpoints(width).at(-1) ?? "xs";
}
