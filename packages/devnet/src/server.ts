import { exitOnSignals, exitWithParent, failStartup, listen } from "@oracle-explorer/server-kit";
import { createDevnetApp } from "./app.ts";
import { readDevnetEnv } from "./env.ts";

try {
  const env = readDevnetEnv(process.env);
  const running = await listen({
    app: createDevnetApp(),
    host: env.host,
    port: env.port,
    name: "devnet",
    portEnv: "DEVNET_PORT",
  });
  exitOnSignals(running, "devnet");
  exitWithParent(running, "devnet");
  console.log(`devnet: listening on ${running.url}`);
} catch (error) {
  failStartup("devnet", error);
}
