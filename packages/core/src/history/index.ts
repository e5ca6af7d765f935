export * from "./deviation-histogram.ts";
export * from "./feed-reliability.ts";
export * from "./incidents.ts";
export * from "./median.ts";
export * from "./rounds.ts";
export * from "./windows.ts";
