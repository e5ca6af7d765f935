import { basename, dirname, join } from "node:path";
import { exitOnSignals, exitWithParent, failStartup, listen } from "@oracle-explorer/server-kit";
import { readChainsEnv } from "./chains/index.ts";
import { startDevnet } from "./devnet.ts";
import { readDevnetEnv } from "./env.ts";

try {
  const env = readDevnetEnv(process.env);
  // One set of files per world and seed, beside the price history (prices-{kind}-{seed}.sqlite).
  const dataDir = dirname(env.databaseFile);
  const worldKey = basename(env.databaseFile, ".sqlite").replace(/^prices-/, "");
  const devnet = await startDevnet({
    world: env.world,
    databaseFile: env.databaseFile,
    updateLogFile: join(dataDir, `updates-${worldKey}.sqlite`),
    chains: { ...readChainsEnv(process.env), stateDir: join(dataDir, `chains-${worldKey}`) },
    admin: env.admin,
    misbehaviour: env.misbehaviour,
    log: (message) => console.log(`devnet: ${message}`),
  });
  const running = await listen({
    app: devnet.app,
    host: env.host,
    port: env.port,
    name: "devnet",
    portEnv: "DEVNET_PORT",
  }).catch(async (error: unknown) => {
    // The chains are already running: stop them before failing, or their anvils would hold the ports.
    await devnet.close();
    throw error;
  });
  // Stop the relayer and the chains (no anvil left), the clocks, and close the stores (flushing
  // SQLite) before the process exits.
  const close = running.close;
  running.close = async () => {
    await close();
    await devnet.close();
  };
  exitOnSignals(running, "devnet");
  exitWithParent(running, "devnet");
  console.log(`devnet: listening on ${running.url}${env.admin ? " (fault admin on /__admin)" : ""}`);
} catch (error) {
  failStartup("devnet", error);
}
