export * from "./app-paths.ts";
export * from "./app-route-patterns.ts";
export * from "./match-app-route.ts";
export * from "./token-route.ts";
