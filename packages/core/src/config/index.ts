export * from "./product-config.ts";
export * from "./public-config.ts";
