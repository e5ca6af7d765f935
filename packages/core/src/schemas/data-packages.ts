import { z } from "zod";
import { numericSchema } from "./decimal.ts";

/**
 * Oracle gateway data packages (upstream contract f):
 * `GET {gateway}/v2/data-packages/latest/{dataServiceId}[/show-metadata]`.
 * Only the fields the explorer reads are typed strictly; the detail of per-source market data
 * (trade info, slippage, depth) changed shape across versions and is typed leniently.
 */

const slippageSchema = z.looseObject({
  slippageAsPercent: numericSchema.optional(),
  direction: z.string().optional(),
  simulationValueInUsd: numericSchema.optional(),
  isSuccess: z.boolean().optional(),
});

const sourceMetadataSchema = z.looseObject({
  /** The source's value as text; "error" when the source failed. */
  value: z.string().optional(),
  tradeInfo: z
    .looseObject({
      bidPrice: z.number().optional(),
      askPrice: z.number().optional(),
      volumeInUsd: z.number().optional(),
    })
    .optional(),
  /** An array today; a single object in older node versions. */
  slippage: z.union([z.array(slippageSchema), slippageSchema]).optional(),
  depth: z
    .array(
      z.looseObject({
        percentage: numericSchema.optional(),
        valueInUsd: numericSchema.optional(),
        direction: z.string().optional(),
      }),
    )
    .optional(),
  /** Named intermediate results of the source (proof-of-reserve balances live here). */
  intermediateValues: z.record(z.string(), z.string()).optional(),
  timestampMilliseconds: z.number().optional(),
});

const dataPointMetadataSchema = z.looseObject({
  /** Aggregated value as text. */
  value: z.string(),
  nodeLabel: z.string().optional(),
  sourceMetadata: z.record(z.string(), sourceMetadataSchema).optional(),
});

const dataPointSchema = z.looseObject({
  dataFeedId: z.string(),
  /** Human units as a number, or text. */
  value: z.union([z.number(), z.string()]),
  decimals: z.number().int().nonnegative().optional(),
  metadata: dataPointMetadataSchema.optional(),
});
export type DataPoint = z.infer<typeof dataPointSchema>;

const signedDataPackageSchema = z.looseObject({
  /** Epoch ms, the same for every package of one round. */
  timestampMilliseconds: z.number(),
  /** Base64 of 65 bytes. */
  signature: z.string(),
  signerAddress: z.string(),
  dataPackageId: z.string(),
  dataPoints: z.array(dataPointSchema).min(1),
  dataServiceId: z.string().optional(),
  dataFeedId: z.string().optional(),
  isSignatureValid: z.boolean().optional(),
});
export type SignedDataPackage = z.infer<typeof signedDataPackageSchema>;

/** Package id (a feed id, or a multi-feed id such as "___FAST___") → one package per signer. */
export const dataPackagesResponseSchema = z.record(z.string(), z.array(signedDataPackageSchema));
export type DataPackagesResponse = z.infer<typeof dataPackagesResponseSchema>;

/** What one source reported for a feed, as the metadata views need it. */
interface FeedSourceMetadata {
  value?: string;
  intermediateValues?: Record<string, string>;
}

/** CALL-14: a feed's round time and its per-source metadata. */
interface FeedMetadata {
  timestampMilliseconds: number;
  sources: Record<string, FeedSourceMetadata>;
}

/** The metadata of one package, when it has a round time and at least one source. */
function metadataOf(pkg: SignedDataPackage | undefined): FeedMetadata | null {
  const sourceMetadata = pkg?.dataPoints[0]?.metadata?.sourceMetadata;
  if (!pkg || !Number.isFinite(pkg.timestampMilliseconds) || !sourceMetadata) return null;
  const sources: Record<string, FeedSourceMetadata> = {};
  for (const [sourceId, source] of Object.entries(sourceMetadata)) {
    const entry: FeedSourceMetadata = {};
    if (source.value !== undefined) entry.value = source.value;
    if (source.intermediateValues !== undefined) entry.intermediateValues = { ...source.intermediateValues };
    sources[sourceId] = entry;
  }
  if (Object.keys(sources).length === 0) return null;
  return { timestampMilliseconds: pkg.timestampMilliseconds, sources };
}

/**
 * CALL-14, CALL-15: a feed's metadata from its first signed package, or from the second when the
 * first lacks a round time or source metadata (a signer may run without metadata). Null when
 * neither has them or the feed is not in the response.
 */
export function extractFeedMetadata(response: DataPackagesResponse, feedId: string): FeedMetadata | null {
  const packages = response[feedId];
  if (!packages) return null;
  return metadataOf(packages[0]) ?? metadataOf(packages[1]);
}
