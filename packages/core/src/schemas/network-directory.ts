import { z } from "zod";

/**
 * The network directory the product ships (packages/catalogue/data/networks.json): every chain
 * the relayer schema can name, keyed by its chain id as text ("1", "solana/1"). Unlike the
 * upstream catalogues it is not fetched, so names and route slugs never depend on an upstream.
 */
const directoryNetworkSchema = z.strictObject({
  /** Short id, unique in the directory ("ethereum", "solana-devnet"). */
  key: z.string().regex(/^[A-Za-z0-9][A-Za-z0-9_-]*$/),
  /** Display name; its route form is the network part of feed URLs, so it is unique too. */
  name: z.string().min(1),
  testnet: z.boolean(),
  /** Public block explorer; absent where none can show the chain's adapters. */
  explorerUrl: z.url({ protocol: /^https$/ }).optional(),
  /** Query appended to explorer links ("?cluster=devnet"). */
  explorerGetParameters: z
    .string()
    .regex(/^\?[A-Za-z0-9=&_.+-]+$/)
    .optional(),
  iconUrl: z.url({ protocol: /^https$/ }).optional(),
  /** Public JSON-RPC endpoints, best first (read only when CHAIN_READS=all). */
  rpcUrls: z.array(z.url({ protocol: /^https?$/ })),
});
export type DirectoryNetwork = z.infer<typeof directoryNetworkSchema>;

export const networkDirectorySchema = z.record(
  z.string().regex(/^(\d+|[a-z][a-z0-9-]*\/\d+)$/, 'expected a chain id: a number or "<family>/<number>"'),
  directoryNetworkSchema,
);
export type NetworkDirectory = z.infer<typeof networkDirectorySchema>;
