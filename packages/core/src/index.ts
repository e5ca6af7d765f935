export * from "./config/product-config.ts";
export * from "./config/public-config.ts";
export * from "./constants.ts";
export * from "./token-route.ts";
