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
    /**
     * Source ids the latest sources report names that neither the sources catalogue nor any data
     * service's manifest uses any more, A–Z; each has a detail page. Empty while a manifest or the
     * report failed to load, as no source can then be told unused.
     */
    retired: z.array(z.string()).meta({ example: ["bitfinex2", "okex3"] }),
    /**
     * A manifest that failed to load (CALL-19) leaves its feeds out of the counts; a failed
     * sources report leaves `retired` empty.
     */
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

export const sourceErrorWindowView = z
  .object({
    /** First UTC day, "YYYY-MM-DD". */
    first: z.string(),
    /** Last UTC day, "YYYY-MM-DD". */
    last: z.string(),
    /**
     * "today": the last 5 days (SOURCES-06). "report": the report's last 5 days, as its newest
     * day is older than that (the live report stopped in 2022); the page then names the dates.
     */
    endsAt: z.enum(["today", "report"]),
  })
  .meta({ id: "SourceErrorWindow", description: "The UTC days a source's error charts cover." });
export type SourceErrorWindowView = z.infer<typeof sourceErrorWindowView>;

export const sourceDetailView = sourceView
  .extend({
    /** The days of `errorWindow`, oldest first (SOURCES-07). */
    errorDays: z.array(sourceErrorDayView),
    errorWindow: sourceErrorWindowView,
    /** False shows "This source had no errors during last 5 days" (SOURCES-08). */
    hasErrors: z.boolean(),
    /**
     * Named by the sources report only: no longer in the sources catalogue or any manifest (its
     * feedCount is 0). Such a page shows its report errors, marked as no longer used.
     */
    retired: z.boolean(),
    warnings: z.array(apiWarningView),
  })
  .meta({ id: "SourceDetail", description: "A source with its per-day errors from the sources report." });
export type SourceDetailView = z.infer<typeof sourceDetailView>;
