export * from "./feeds.ts";
export * from "./manual-update.ts";
export * from "./networks.ts";
export * from "./proof-of-reserve.ts";
export * from "./services.ts";
export * from "./sources.ts";
export * from "./tokens.ts";
export * from "./tvs.ts";
