import { z } from "zod";

/**
 * Data-service node manifests (upstream contract g), e.g. primary.json: which sources each feed
 * reads and how values are aggregated. One file per data service.
 */

/** One feed's config. Every field is optional: old manifests hold bare `{}` entries. */
export const nodeManifestTokenSchema = z.looseObject({
  /** Source ids; the manifest's defaultSource applies when absent. */
  source: z.array(z.string()).optional(),
  denomination: z.string().optional(),
  rateFeed: z.boolean().optional(),
  decimals: z.number().int().nonnegative().optional(),
  isHidden: z.boolean().optional(),
  comment: z.string().optional(),
  fixedValue: z.number().optional(),
  /** median, primarySource or depth; free text so a new aggregator does not reject the manifest. */
  priceAggregator: z.string().optional(),
  broadcasters: z.array(z.string()).optional(),
  skipBroadcasting: z.boolean().optional(),
  minValidSourcesPercentage: z.number().optional(),
});
export type NodeManifestToken = z.infer<typeof nodeManifestTokenSchema>;

export const nodeManifestSchema = z.looseObject({
  /** Ms between data packages (10000 today; 60000 in old manifests). */
  interval: z.number().nonnegative(),
  priceAggregator: z.string(),
  defaultSource: z.array(z.string()),
  defaultBroadcasters: z.array(z.string()).optional(),
  sourceTimeout: z.number().nonnegative().optional(),
  minValidSourcesPercentage: z.number().optional(),
  tokens: z.record(z.string(), nodeManifestTokenSchema),
  /** Multi-point package id (e.g. "__FRAXTAL__") → the feed ids it carries. */
  multiPointPackages: z.record(z.string(), z.array(z.string())).optional(),
});
export type NodeManifest = z.infer<typeof nodeManifestSchema>;
