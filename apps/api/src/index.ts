export { createApp } from "./app.ts";
export { type ApiContext, type ApiContextOptions, createApiContext } from "./context.ts";
export { readApiEnv, readOperationsEnv } from "./env.ts";
export { loadSpaAssets } from "./spa-assets.ts";
