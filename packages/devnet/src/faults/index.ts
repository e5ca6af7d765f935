export * from "./fault-injection.ts";
export * from "./feed-admin.ts";
