import type { PriceTimeRange } from "../constants.ts";

export type TimeAxisUnit = "minute" | "hour" | "day";

/** TOKEN-05: the token chart's time-axis unit for each range. */
const TIME_AXIS_UNITS: Readonly<Record<PriceTimeRange, TimeAxisUnit>> = {
  "Last hour": "minute",
  "1 day": "hour",
  "3 days": "day",
  "7 days": "day",
};

/** TOKEN-05: the axis unit of a range. */
export function timeAxisUnit(range: PriceTimeRange): TimeAxisUnit {
  return TIME_AXIS_UNITS[range];
}
