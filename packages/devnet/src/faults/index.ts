export * from "./fault-injection.ts";
