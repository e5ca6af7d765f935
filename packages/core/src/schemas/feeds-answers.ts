import { z } from "zod";
import { decimalStringSchema } from "./decimal.ts";
import { parseEntries, type UpstreamResult } from "./parse.ts";

/**
 * CALL-04, upstream contract c: `GET {api}/feeds-answers-update`, the last on-chain update per
 * layer and feed recorded in the last 24 h (older feeds are simply missing).
 */

const feedAnswerSchema = z.looseObject({
  /** ISO-8601 time of the recorded update, e.g. "2024-09-03T10:19:41Z". */
  timestamp: z.iso.datetime({ offset: true }),
  /** Decimal text in human units. */
  value: decimalStringSchema,
});

/** Layer id → feed id → last answer. */
export const feedsAnswersSchema = z.record(z.string(), z.record(z.string(), feedAnswerSchema));
export type FeedsAnswers = z.infer<typeof feedsAnswersSchema>;

/**
 * CALL-04 for serving: keeps every well-formed answer and drops the others one by one, so a
 * single `value: null` does not wipe out every feed's apiValues. `dropped` counts what was left out.
 */
export function parseFeedsAnswers(data: unknown): UpstreamResult<{ answers: FeedsAnswers; dropped: number }> {
  const layers = parseEntries(z.record(z.string(), z.unknown()), data, "feeds-answers-update");
  if (!layers.ok) return layers;
  const answers: FeedsAnswers = {};
  let dropped = layers.data.rejected.length;
  for (const [layerId, feeds] of Object.entries(layers.data.data)) {
    const parsed = parseEntries(feedAnswerSchema, feeds, `feeds-answers-update: ${layerId}`);
    if (!parsed.ok) continue;
    answers[layerId] = parsed.data.data;
    dropped += parsed.data.rejected.length;
  }
  return { ok: true, data: { answers, dropped } };
}
