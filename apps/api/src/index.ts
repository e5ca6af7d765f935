export { createApp } from "./app.ts";
export { readApiEnv } from "./env.ts";
export { loadSpaAssets } from "./spa-assets.ts";
