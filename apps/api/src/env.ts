import { fileURLToPath } from "node:url";
import { type ProductConfig, readProductConfig } from "@oracle-explorer/core";
import { readPort } from "@oracle-explorer/server-kit";

export const DEFAULT_API_PORT = 8787;

export interface ApiEnv {
  host: string;
  port: number;
  /** Folder of the built web app (apps/web/dist unless WEB_DIST_DIR says otherwise). */
  webDistDir: string;
  config: ProductConfig;
}

/** Every setting the api reads, in one place. Throws with the variable's name on a bad value. */
export function readApiEnv(env: NodeJS.ProcessEnv): ApiEnv {
  return {
    host: env.HOST?.trim() || "127.0.0.1",
    port: readPort(env.PORT, DEFAULT_API_PORT, "PORT"),
    webDistDir: env.WEB_DIST_DIR?.trim() || fileURLToPath(new URL("../../web/dist", import.meta.url)),
    config: readProductConfig(env),
  };
}
