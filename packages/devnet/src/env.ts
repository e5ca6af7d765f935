import { DEFAULT_DEVNET_PORT } from "@oracle-explorer/core";
import { readPort } from "@oracle-explorer/server-kit";

export interface DevnetEnv {
  host: string;
  port: number;
}

/** The devnet's own settings; everything it serves is read by the api through product config. */
export function readDevnetEnv(env: NodeJS.ProcessEnv): DevnetEnv {
  return {
    host: env.DEVNET_HOST?.trim() || "127.0.0.1",
    port: readPort(env.DEVNET_PORT, DEFAULT_DEVNET_PORT, "DEVNET_PORT"),
  };
}
