import { toPublicConfig } from "@oracle-explorer/core";
import { exitOnSignals, exitWithParent, failStartup, listen } from "@oracle-explorer/server-kit";
import { createApp } from "./app.ts";
import { readApiEnv } from "./env.ts";
import { loadSpaAssets } from "./spa-assets.ts";

try {
  const env = readApiEnv(process.env);
  const spa = await loadSpaAssets(env.webDistDir, toPublicConfig(env.config));
  if (!spa) console.warn(`api: no web build in ${env.webDistDir}; run "npm run build"`);
  const running = await listen({
    app: createApp({ config: env.config, spa }),
    host: env.host,
    port: env.port,
    name: "api",
    portEnv: "PORT",
  });
  exitOnSignals(running, "api");
  exitWithParent(running, "api");
  console.log(`api: listening on ${running.url}`);
} catch (error) {
  failStartup("api", error);
}
