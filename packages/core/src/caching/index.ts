export * from "./symbol-details.ts";
