import { toPublicConfig } from "@oracle-explorer/core/config";
import { exitOnSignals, exitWithParent, failStartup, listen } from "@oracle-explorer/server-kit";
import { createApp } from "./app.ts";
import { createApiContext } from "./context.ts";
import { warmUp } from "./domain/warm-up.ts";
import { readApiEnv } from "./env.ts";
import { loadSpaAssets } from "./spa-assets.ts";

try {
  const env = readApiEnv(process.env);
  const spa = await loadSpaAssets(env.webDistDir, toPublicConfig(env.config));
  if (!spa) console.warn(`api: no web build in ${env.webDistDir}; run "npm run build"`);
  const context = createApiContext(env.config, {
    cacheLimits: env.cacheLimits,
    storeUrl: env.storeUrl,
    rawRetentionMs: env.rawRetentionMs,
  });
  const running = await listen({
    app: createApp({ config: env.config, spa, context }),
    host: env.host,
    port: env.port,
    name: "api",
    portEnv: "PORT",
  });
  exitOnSignals(running, "api");
  exitWithParent(running, "api");
  console.log(`api: listening on ${running.url}`);
  // CALL-01: in the background; requests are served meanwhile (they share the same cache reads).
  void warmUp(context);
} catch (error) {
  failStartup("api", error);
}
