import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import type { LayerDeployment } from "../relayer/types.ts";

/**
 * The deployments of a chain, kept beside its anvil state file. On restart anvil reloads the
 * contracts; this file says where they are and what they were deployed from (the fingerprint), so
 * the devnet can reuse them instead of deploying again.
 */
interface SavedLayer {
  fingerprint: string;
  deployment: LayerDeployment;
}

export type SavedDeployments = Record<string, SavedLayer>;

export function deploymentsFile(stateDir: string, chainId: number): string {
  return join(stateDir, `deployments-${chainId}.json`);
}

export function anvilStateFile(stateDir: string, chainId: number): string {
  return join(stateDir, `anvil-${chainId}.json`);
}

/** Saved deployments, or none when the file is missing or unreadable (the chain then deploys afresh). */
export function readSavedDeployments(file: string | null): SavedDeployments {
  if (!file || !existsSync(file)) return {};
  try {
    const parsed = JSON.parse(readFileSync(file, "utf8")) as unknown;
    return parsed !== null && typeof parsed === "object" ? (parsed as SavedDeployments) : {};
  } catch {
    return {};
  }
}

/** Written to a temporary file first, so a crash mid-write never leaves half a file. */
export function writeSavedDeployments(file: string | null, saved: SavedDeployments): void {
  if (!file) return;
  mkdirSync(dirname(file), { recursive: true });
  const temporary = `${file}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(saved, null, 2)}\n`);
  renameSync(temporary, file);
}
