import { z } from "zod";
import { chainIdSchema } from "./chain-id.ts";
import { parseEntries, type UpstreamResult } from "./parse.ts";

/**
 * Relayer manifests (upstream contract a) and the relayer schema response that bundles them.
 * Objects are loose: the relayer adds fields over time and the explorer must not break on them.
 */

/** When a relayer pushes an update; every trigger is optional and 0 ms heartbeats exist (bolt layers). */
const updateTriggersSchema = z.looseObject({
  /** Percent: 0.5 means 0.5 %. */
  deviationPercentage: z.number().nonnegative().optional(),
  timeSinceLastUpdateInMilliseconds: z.number().nonnegative().optional(),
  /** UTC cron expressions, 5 fields or 6 with leading seconds. */
  cron: z.array(z.string()).optional(),
  /** Per-feed deviation percent on standard layers. */
  priceFeedsDeviationOverrides: z.record(z.string(), z.number().nonnegative()).optional(),
});
export type UpdateTriggers = z.infer<typeof updateTriggersSchema>;

/** A multi-feed or non-EVM feed config; `{}` is a valid (empty) config. */
const priceFeedConfigSchema = z.looseObject({
  priceFeedAddress: z.string().optional(),
  updateTriggersOverrides: updateTriggersSchema.optional(),
  isBolt: z.boolean().optional(),
});

/**
 * DATA-18: a priceFeeds value is a feed address (standard layers; "__NO_FEED__" when the feed has
 * no contract of its own) or a feed config object (multi-feed and non-EVM layers).
 */
export const priceFeedEntrySchema = z.union([z.string(), priceFeedConfigSchema]);

const relayerChainSchema = z.looseObject({
  /** Free text and not unique ("mainnet" is both Ethereum and Sui). */
  name: z.string(),
  id: chainIdSchema,
});

/** DATA-17: one relayer layer. */
export const relayerManifestSchema = z.looseObject({
  chain: relayerChainSchema,
  updateTriggers: updateTriggersSchema,
  /** An EVM address, or a Solana program id, Stellar contract, Canton template name, ... */
  adapterContract: z.string(),
  /**
   * DATA-19: "price-feeds" when absent; also multi-feed, fast-multi-feed, mento, stylus and
   * chain-family names. Kept as free text so a new adapter type does not reject a whole schema.
   */
  adapterContractType: z.string().optional(),
  adapterContractPackageId: z.string().optional(),
  dataServiceId: z.string(),
  priceFeeds: z.record(z.string(), priceFeedEntrySchema),
  isHidden: z.boolean().optional(),
  dataPackagesNames: z.array(z.string()).optional(),
  /** The 2024 relayer spelled it this way; typed too so a wrong type is caught under either name. */
  dataPacakgesNames: z.array(z.string()).optional(),
  authorizedSigners: z.array(z.string()).optional(),
  transactionAdapters: z.array(z.string()).optional(),
  feedsToBeUpdatedTogether: z.array(z.array(z.string())).optional(),
  /** Epoch ms; live responses carry these, the monorepo files do not. */
  createdAt: z.number().optional(),
  updatedAt: z.number().optional(),
  version: z.number().int().optional(),
});
export type RelayerManifest = z.infer<typeof relayerManifestSchema>;

/** Layer id (manifest file name without ".json") → manifest. */
const relayerManifestGroupSchema = z.record(z.string(), relayerManifestSchema);

/**
 * CALL-03: the relayer schema response. The 2024 recording has no nonEvm group, so a missing
 * group reads as empty instead of failing the whole schema.
 */
export const relayerSchemaSchema = z.looseObject({
  standard: relayerManifestGroupSchema,
  multifeed: relayerManifestGroupSchema,
  nonEvm: relayerManifestGroupSchema.default({}),
});
export type RelayerSchema = z.infer<typeof relayerSchemaSchema>;

/** A parsed relayer schema and the layers dropped from it, with their reasons. */
interface RelayerSchemaParse {
  schema: RelayerSchema;
  rejected: { group: string; layerId: string; error: string }[];
}

/**
 * CALL-03 for serving: validates each layer on its own, so one malformed manifest costs only its
 * own rows (the strict relayerSchemaSchema would reject all 115 layers). Fails only when the
 * payload is not an object or lacks the standard or multifeed group.
 */
export function parseRelayerSchema(data: unknown): UpstreamResult<RelayerSchemaParse> {
  if (typeof data !== "object" || data === null) {
    return { ok: false, error: "relayer schema: (root): expected an object" };
  }
  const groups = data as Record<string, unknown>;
  const schema: RelayerSchema = { standard: {}, multifeed: {}, nonEvm: {} };
  const rejected: RelayerSchemaParse["rejected"] = [];
  for (const group of ["standard", "multifeed", "nonEvm"] as const) {
    if (group === "nonEvm" && groups[group] === undefined) continue;
    const parsed = parseEntries(relayerManifestSchema, groups[group], `relayer schema: ${group}`);
    if (!parsed.ok) return parsed;
    schema[group] = parsed.data.data;
    for (const { key, error } of parsed.data.rejected) rejected.push({ group, layerId: key, error });
  }
  return { ok: true, data: { schema, rejected } };
}
