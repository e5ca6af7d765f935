export * from "./price-query.ts";
export * from "./providers.ts";
