import { z } from "zod";
import { chainIdSchema } from "./chain-id.ts";

/** The bundled networks list (upstream contract j, fixtures/app-config/networks.json). */

const networkEntrySchema = z.looseObject({
  chainId: chainIdSchema,
  name: z.string(),
  explorerUrl: z.string(),
  rpcUrl: z.string(),
  iconUrl: z.string(),
});

/** Short id (slug, e.g. "ethereum") → network. */
export const networksFileSchema = z.record(z.string(), networkEntrySchema);
export type NetworksFile = z.infer<typeof networksFileSchema>;

/**
 * DATA-14, DATA-15: the explorer's network. chainId is a number for EVM chains and
 * "<family>/<number>" (e.g. "solana/1") for the others.
 */
export const networkSchema = z.object({
  /** Short id key, e.g. "ethereum". */
  id: z.string(),
  chainId: chainIdSchema,
  name: z.string(),
  iconUrl: z.string(),
  explorerUrl: z.string(),
  rpcUrl: z.string(),
});
export type Network = z.infer<typeof networkSchema>;

/** The networks of a networks file, in file order, keyed by their slug. */
export function toNetworks(file: NetworksFile): Network[] {
  return Object.entries(file).map(([id, entry]) => ({
    id,
    chainId: entry.chainId,
    name: entry.name,
    iconUrl: entry.iconUrl,
    explorerUrl: entry.explorerUrl,
    rpcUrl: entry.rpcUrl,
  }));
}
