import { z } from "zod";

/**
 * Oracle registry state (upstream contract g), as the SDK's getOracleRegistryState() returns it:
 * the data services and the signer nodes behind them.
 */

const registryDataServiceSchema = z.looseObject({
  name: z.string(),
  logo: z.string(),
  description: z.string(),
  admin: z.string().optional(),
  manifestTxId: z.string().optional(),
});

const registryNodeSchema = z.looseObject({
  name: z.string(),
  description: z.string(),
  logo: z.string(),
  dataServiceId: z.string(),
  /** Optional here so that one node without an address does not reject the registry (DATA-13). */
  evmAddress: z.string().optional(),
  url: z.string().optional(),
  ipAddress: z.string().optional(),
  ecdsaPublicKey: z.string().optional(),
  dateAdded: z.string().optional(),
});
export type RegistryNode = z.infer<typeof registryNodeSchema>;

export const oracleRegistrySchema = z.looseObject({
  /** Data service id → data service. */
  dataServices: z.record(z.string(), registryDataServiceSchema),
  /** Node key (an Arweave-style id or an EVM address) → node. */
  nodes: z.record(z.string(), registryNodeSchema),
  contractAdmins: z.array(z.string()).optional(),
  canEvolve: z.boolean().optional(),
});
export type OracleRegistry = z.infer<typeof oracleRegistrySchema>;
