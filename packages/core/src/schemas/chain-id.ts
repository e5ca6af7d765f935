import { z } from "zod";

/** EVM chains are named by their numeric chain id (seen up to 3735928814, so no 32-bit cap). */
export const evmChainIdSchema = z.number().int().nonnegative();

/**
 * Non-EVM chains are named "<family>/<number>" (DATA-20), e.g. "solana/1", "sui/897796746".
 * The family is not limited to a fixed list: new ones (aptos, canton, fuel) keep appearing, and
 * telling families apart is a derivation's job, not the wire format's.
 */
const nonEvmChainIdSchema = z
  .string()
  .regex(/^[a-z][a-z0-9-]*\/\d+$/, 'expected a "<family>/<number>" chain id');

/** A chain id as relayer manifests, chain configs and network lists write it (DATA-15). */
export const chainIdSchema = z.union([evmChainIdSchema, nonEvmChainIdSchema]);
