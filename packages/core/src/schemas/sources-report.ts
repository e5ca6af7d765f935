import { z } from "zod";

/**
 * CALL-34, upstream contract h: the public sources report, source id → error stats per day.
 * Counts are decimal text in the file ("2"); the key "symbol-not-in-reponse" is spelled as the
 * data spells it.
 */

/** Day ("YYYY-MM-DD") → count as text. */
const dailyCountsSchema = z.record(z.string(), z.string().regex(/^\d+$/, "expected a count as text"));

/**
 * One source's stats. Other stat names pass too, but must have the same day → count shape: every
 * key of this object is a stat, and typing the rest as counts keeps the report usable as
 * charts/' SourcesReportLike without casts.
 */
const sourceReportSchema = z
  .object({
    "fetching-failed": dailyCountsSchema.optional(),
    "symbol-not-in-reponse": dailyCountsSchema.optional(),
    "incorrect-price-value": dailyCountsSchema.optional(),
  })
  .catchall(dailyCountsSchema);

export const sourcesReportSchema = z.record(z.string(), sourceReportSchema);
export type SourcesReport = z.infer<typeof sourcesReportSchema>;
