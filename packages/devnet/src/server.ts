import { exitOnSignals, exitWithParent, failStartup, listen } from "@oracle-explorer/server-kit";
import { startDevnet } from "./devnet.ts";
import { readDevnetEnv } from "./env.ts";

try {
  const env = readDevnetEnv(process.env);
  const devnet = startDevnet({
    world: env.world,
    databaseFile: env.databaseFile,
    admin: env.admin,
    log: (message) => console.log(`devnet: ${message}`),
  });
  const running = await listen({
    app: devnet.app,
    host: env.host,
    port: env.port,
    name: "devnet",
    portEnv: "DEVNET_PORT",
  });
  // Stop the clocks and close the store (flushing SQLite) before the process exits.
  const close = running.close;
  running.close = async () => {
    await close();
    devnet.close();
  };
  exitOnSignals(running, "devnet");
  exitWithParent(running, "devnet");
  console.log(`devnet: listening on ${running.url}${env.admin ? " (fault admin on /__admin)" : ""}`);
} catch (error) {
  failStartup("devnet", error);
}
