import { z } from "zod";
import { chainIdSchema } from "./chain-id.ts";

/**
 * The monorepo's chain catalogue (fixtures/chain-configs.json): every chain the relayers use,
 * EVM or not, but without explorer or icon URLs.
 */

const chainConfigSchema = z.looseObject({
  name: z.string(),
  networkId: chainIdSchema,
  currencySymbol: z.string().optional(),
  publicRpcUrls: z.array(z.string()).optional(),
  avgBlockTimeMs: z.number().nonnegative().optional(),
  isMainnet: z.boolean().optional(),
  etherScanApi: z.string().optional(),
});

export const chainConfigsSchema = z.looseObject({
  /** Chain key (e.g. "ethereum", "solana-mainnet") → config. */
  defaultConfig: z.record(z.string(), chainConfigSchema),
  /** Short-lived overrides; their shape is not documented, so only "an object" is checked. */
  temporaryConfigUpdates: z.record(z.string(), z.unknown()).optional(),
});
export type ChainConfigs = z.infer<typeof chainConfigsSchema>;
