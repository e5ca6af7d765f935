import { z } from "zod";

/**
 * The price-source catalogue (fixtures/app-config/sources.json). Keys are source base names
 * ("binance"), not the full source ids of manifests ("binance-usdt").
 */

const sourceEntrySchema = z.looseObject({
  logoURI: z.string(),
  /** May be "" for sources without a public site. */
  url: z.string(),
  /** CSS colour, e.g. "#69cbe5". */
  color: z.string(),
});
export type SourceEntry = z.infer<typeof sourceEntrySchema>;

/** DATA-11: the price sources, each with its logoURI, url and color under its id. */
export const sourcesCatalogueSchema = z.record(z.string(), sourceEntrySchema);
export type SourcesCatalogue = z.infer<typeof sourcesCatalogueSchema>;
