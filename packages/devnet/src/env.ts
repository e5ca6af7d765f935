import { fileURLToPath } from "node:url";
import { DEFAULT_DEVNET_PORT } from "@oracle-explorer/core/config";
import { readPort } from "@oracle-explorer/server-kit";
import { type CreateWorldOptions, worldOptionsFromEnv } from "./world/index.ts";

/**
 * The market's reference instant: base prices hold here and paths move from it. It must not be
 * the start time, or every restart would shift the prices away from the stored history.
 */
export const DEFAULT_REFERENCE_TIME = Date.UTC(2026, 0, 1);

interface DevnetEnv {
  host: string;
  port: number;
  world: CreateWorldOptions;
  /** SQLite file of the price history; kept across restarts. */
  databaseFile: string;
  /** Fault admin on /__admin (DEVNET_ADMIN=1); off by default. */
  admin: boolean;
  /**
   * The seeded misbehaviour: nodes (signers/node-behaviour.ts) and late push feeds
   * (relayer/feed-behaviour.ts); DEVNET_MISBEHAVIOUR=off turns both off.
   */
  misbehaviour: boolean;
}

/** The devnet's own settings; everything it serves is read by the api through product config. */
export function readDevnetEnv(env: NodeJS.ProcessEnv): DevnetEnv {
  const referenceText = env.DEVNET_REFERENCE_TIME?.trim();
  const referenceTime = referenceText ? Date.parse(referenceText) : DEFAULT_REFERENCE_TIME;
  if (!Number.isFinite(referenceTime)) {
    throw new Error(`DEVNET_REFERENCE_TIME must be a date such as 2026-01-01, got "${referenceText}"`);
  }
  const world = worldOptionsFromEnv(env, referenceTime);
  const dataDir =
    env.DEVNET_DATA_DIR?.trim() || fileURLToPath(new URL("../../../.devnet-data", import.meta.url));
  return {
    host: env.DEVNET_HOST?.trim() || "127.0.0.1",
    port: readPort(env.DEVNET_PORT, DEFAULT_DEVNET_PORT, "DEVNET_PORT"),
    world,
    // One file per world and seed: a different world must not read another's history.
    databaseFile: `${dataDir}/prices-${world.kind ?? "authored"}-${world.seed ?? 1}.sqlite`,
    admin: env.DEVNET_ADMIN === "1",
    misbehaviour: readMisbehaviour(env.DEVNET_MISBEHAVIOUR),
  };
}

function readMisbehaviour(text: string | undefined): boolean {
  const value = text?.trim().toLowerCase() ?? "";
  if (value === "" || value === "on") return true;
  if (value === "off") return false;
  throw new Error(`DEVNET_MISBEHAVIOUR must be "on" or "off", got "${text}"`);
}
