import { z } from "zod";
import { apiWarningView } from "./tokens.ts";

/** Response schemas (view models) of the api's sources resources; types are inferred from them. */

/**
 * A price source with its Number of Feeds (SOURCES-03). Display fields are null for a source id
 * the catalogue does not know (manifests name sources the catalogue never listed).
 */
export const sourceView = z
  .object({
    id: z.string(),
    /** Same-origin (/api/v1/assets/...) or an absolute https URL. */
    logoURI: z.string().nullable(),
    url: z.string().nullable(),
    /** CSS colour for its charts (SOURCES-09). */
    color: z.string().nullable(),
    feedCount: z.number().int().nonnegative(),
  })
  .meta({ id: "Source", description: "A price source and how many feeds read it." });
export type SourceView = z.infer<typeof sourceView>;

export const sourcesView = z
  .object({
    /** Highest Number of Feeds first, then by id (SOURCES-05). */
    sources: z.array(sourceView),
    /** A manifest that failed to load (CALL-19) leaves its feeds out of the counts. */
    warnings: z.array(apiWarningView),
  })
  .meta({ id: "Sources", description: "The Sources list." });
export type SourcesView = z.infer<typeof sourcesView>;

export const sourceErrorDayView = z
  .object({
    /** UTC day, "YYYY-MM-DD". */
    date: z.string(),
    "fetching-failed": z.number().nonnegative(),
    "incorrect-price-value": z.number().nonnegative(),
  })
  .meta({ id: "SourceErrorDay", description: "One day of a source's error counts." });

export const sourceDetailView = sourceView
  .extend({
    /** The last 5 UTC days, oldest first (SOURCES-07). */
    errorDays: z.array(sourceErrorDayView),
    /** False shows "This source had no errors during last 5 days" (SOURCES-08). */
    hasErrors: z.boolean(),
    warnings: z.array(apiWarningView),
  })
  .meta({ id: "SourceDetail", description: "A source with its per-day errors of the last 5 days." });
export type SourceDetailView = z.infer<typeof sourceDetailView>;
