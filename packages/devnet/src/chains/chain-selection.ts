import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { readPort } from "@oracle-explorer/server-kit";
import type { World, WorldNetwork } from "../world/types.ts";

/**
 * Which networks the devnet runs as local anvil chains, and where. Every other network of the
 * catalogue stays "remote": its layers are served through the api values only.
 */

/** Two mainnets and a testnet with layers of every adapter type in the authored relayer schema. */
export const DEFAULT_CHAIN_IDS: readonly number[] = [1, 42161, 11155111];
const DEFAULT_CHAIN_PORT = 8550;

export interface ChainsSettings {
  /** Chain ids to simulate, in port order; empty: no local chains. */
  chainIds: readonly number[];
  /** Port of the first chain; the next ones count up from it. */
  basePort: number;
}

/** DEVNET_CHAINS (comma-separated chain ids, or "none") and DEVNET_CHAIN_PORT. Invalid values throw. */
export function readChainsEnv(env: Readonly<Record<string, string | undefined>>): ChainsSettings {
  const basePort = readPort(env.DEVNET_CHAIN_PORT, DEFAULT_CHAIN_PORT, "DEVNET_CHAIN_PORT");
  const raw = env.DEVNET_CHAINS?.trim();
  if (!raw) return { chainIds: DEFAULT_CHAIN_IDS, basePort };
  if (raw.toLowerCase() === "none") return { chainIds: [], basePort };
  const chainIds = raw.split(",").map((part) => {
    const id = Number(part.trim());
    if (!Number.isSafeInteger(id) || id <= 0) {
      throw new Error(`DEVNET_CHAINS must be comma-separated chain ids or "none", got "${raw}"`);
    }
    return id;
  });
  return { chainIds: [...new Set(chainIds)], basePort };
}

export interface SimulatedNetwork {
  chainId: number;
  network: WorldNetwork;
  port: number;
  rpcUrl: string;
}

/** The world networks to simulate with their ports; ids the catalogue does not know are returned apart. */
export function selectNetworks(
  world: World,
  settings: ChainsSettings,
): { networks: SimulatedNetwork[]; unknown: number[] } {
  const networks: SimulatedNetwork[] = [];
  const unknown: number[] = [];
  settings.chainIds.forEach((chainId, index) => {
    const network = world.networks.find((candidate) => candidate.chainId === chainId);
    if (!network) {
      unknown.push(chainId);
      return;
    }
    const port = settings.basePort + index;
    networks.push({ chainId, network, port, rpcUrl: `http://127.0.0.1:${port}` });
  });
  return { networks, unknown };
}

const ARCH_NAMES: Readonly<Record<string, string>> = { x64: "amd64", arm64: "arm64" };

/**
 * The anvil binary of the optional `@foundry-rs/anvil-<platform>-<arch>` package, or null when it
 * is not installed (optional dependencies may be skipped): the devnet then runs without chains.
 */
export function findAnvilBinary(): string | null {
  const arch = ARCH_NAMES[process.arch];
  if (!arch) return null;
  const packageName = `@foundry-rs/anvil-${process.platform}-${arch}`;
  try {
    const manifest = createRequire(import.meta.url).resolve(`${packageName}/package.json`);
    const binary = join(dirname(manifest), "bin", "anvil");
    return existsSync(binary) ? binary : null;
  } catch {
    return null;
  }
}
