import { z } from "zod";

/**
 * The price-source catalogue (fixtures/app-config/sources.json). Keys are source base names
 * ("binance"), not the full source ids of manifests ("binance-usdt").
 */

export const sourceEntrySchema = z.looseObject({
  logoURI: z.string(),
  /** May be "" for sources without a public site. */
  url: z.string(),
  /** CSS colour, e.g. "#69cbe5". */
  color: z.string(),
});
export type SourceEntry = z.infer<typeof sourceEntrySchema>;

export const sourcesCatalogueSchema = z.record(z.string(), sourceEntrySchema);
export type SourcesCatalogue = z.infer<typeof sourcesCatalogueSchema>;

/** DATA-11: a price source. */
export const sourceSchema = z.object({
  id: z.string(),
  logoURI: z.string(),
  url: z.string(),
  color: z.string(),
});
export type Source = z.infer<typeof sourceSchema>;

/** The catalogue as a source list, in file order. */
export function toSources(catalogue: SourcesCatalogue): Source[] {
  return Object.entries(catalogue).map(([id, entry]) => ({
    id,
    logoURI: entry.logoURI,
    url: entry.url,
    color: entry.color,
  }));
}
