import { type Env, primaryProdServiceId } from "@oracle-explorer/core/config";

/**
 * The dashboards' settings the spec leaves to configuration: the TVS alias table (TVS-34; core's
 * table is empty because its content was never shown) and which data service and feed carry each
 * proof of reserve (POR-15). Defaults are what the devnet serves, so a fresh clone works offline.
 */

/** POR-15: where one proof of reserve's balances are read (gateway show-metadata). */
export interface ProofOfReserveMapping {
  dataServiceId: string;
  feedId: string;
}

export interface DashboardsConfig {
  /** TVS-34: historical client id → current client name. */
  tvsClientAliases: Readonly<Record<string, string>>;
  /** ROUTE-25: proof-of-reserve id → its data; only "stablecoin" exists. */
  proofOfReserve: Readonly<Record<string, ProofOfReserveMapping>>;
}

/** The devnet's history ids that neither dl-id nor name normalisation resolves. */
export const DEFAULT_TVS_CLIENT_ALIASES: Readonly<Record<string, string>> = {
  "kamino-lend": "Kamino",
  "gearbox-v3": "Gearbox",
};

/** The feed the devnet's primary production service signs the stablecoin reserves under. */
export const DEFAULT_POR_STABLECOIN_FEED_ID = "USDtb_POR";

export class DashboardsConfigError extends Error {
  override name = "DashboardsConfigError";
}

/**
 * TVS_CLIENT_ALIASES: a JSON object ({"kamino-lend":"Kamino"}) or "id=name" pairs separated by
 * commas; "" or "{}" means no aliases. Unset means the devnet's table.
 */
export function readTvsClientAliases(raw: string | undefined): Record<string, string> {
  if (raw === undefined) return { ...DEFAULT_TVS_CLIENT_ALIASES };
  const text = raw.trim();
  if (text === "") return {};
  if (text.startsWith("{")) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      throw new DashboardsConfigError("TVS_CLIENT_ALIASES is not valid JSON");
    }
    if (parsed === null || typeof parsed !== "object" || Array.isArray(parsed)) {
      throw new DashboardsConfigError("TVS_CLIENT_ALIASES must be a JSON object of id → client name");
    }
    const aliases: Record<string, string> = {};
    for (const [id, name] of Object.entries(parsed)) {
      if (typeof name !== "string" || name.trim() === "") {
        throw new DashboardsConfigError(`TVS_CLIENT_ALIASES: the alias of "${id}" must be a client name`);
      }
      aliases[id] = name.trim();
    }
    return aliases;
  }
  const aliases: Record<string, string> = {};
  for (const pair of text.split(",")) {
    const [id = "", name = "", ...rest] = pair.split("=").map((part) => part.trim());
    if (!id || !name || rest.length > 0) {
      throw new DashboardsConfigError(`TVS_CLIENT_ALIASES: "${pair.trim()}" is not id=name`);
    }
    aliases[id] = name;
  }
  return aliases;
}

/**
 * Every dashboard setting from the environment: TVS_CLIENT_ALIASES, POR_STABLECOIN_DATA_SERVICE_ID
 * (default "{productId}-primary-prod") and POR_STABLECOIN_FEED_ID (default "USDtb_POR").
 */
export function readDashboardsConfig(env: Env, productId: string): DashboardsConfig {
  return {
    tvsClientAliases: readTvsClientAliases(env.TVS_CLIENT_ALIASES),
    proofOfReserve: {
      stablecoin: {
        dataServiceId: env.POR_STABLECOIN_DATA_SERVICE_ID?.trim() || primaryProdServiceId({ productId }),
        feedId: env.POR_STABLECOIN_FEED_ID?.trim() || DEFAULT_POR_STABLECOIN_FEED_ID,
      },
    },
  };
}
