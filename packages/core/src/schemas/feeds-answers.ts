import { z } from "zod";
import { decimalStringSchema } from "./decimal.ts";

/**
 * CALL-04, upstream contract c: `GET {api}/feeds-answers-update`, the last on-chain update per
 * layer and feed recorded in the last 24 h (older feeds are simply missing).
 */

export const feedAnswerSchema = z.looseObject({
  /** ISO-8601 time of the recorded update, e.g. "2024-09-03T10:19:41Z". */
  timestamp: z.iso.datetime({ offset: true }),
  /** Decimal text in human units. */
  value: decimalStringSchema,
});
export type FeedAnswer = z.infer<typeof feedAnswerSchema>;

/** Layer id → feed id → last answer. */
export const feedsAnswersSchema = z.record(z.string(), z.record(z.string(), feedAnswerSchema));
export type FeedsAnswers = z.infer<typeof feedsAnswersSchema>;
