export * from "./loaders.ts";
export * from "./symbol-details.ts";
