import { z } from "zod";

/** Response schemas (view models) of the api's networks resources; types are inferred from them. */

export const networkView = z
  .object({
    /** Short id key, e.g. "ethereum". */
    id: z.string(),
    /** A number for EVM chains, "<family>/<number>" for the others (DATA-15). */
    chainId: z.union([z.number(), z.string()]),
    name: z.string(),
    /** Same-origin (/api/v1/assets/...) or an absolute https URL; null when there is none. */
    iconUrl: z.string().nullable(),
    /** http(s) only; null when the catalogue has no usable one. */
    explorerUrl: z.string().nullable(),
    /** DATA-44. */
    isTestnet: z.boolean(),
  })
  .meta({ id: "Network", description: "A chain the feeds live on." });
export type NetworkView = z.infer<typeof networkView>;

export const networksView = z
  .object({ networks: z.array(networkView) })
  .meta({ id: "Networks", description: "Every network the explorer knows, sorted by name." });
export type NetworksView = z.infer<typeof networksView>;
