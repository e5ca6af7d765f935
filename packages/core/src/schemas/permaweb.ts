import { z } from "zod";

/**
 * CALL-35: the permanent-storage gateway (Arweave-style). `/tx/{id}/status` answers 202 with the
 * text "Pending" until the transaction is in a block, then this object; `/block/hash/{hash}`
 * gives the block, with its timestamp in seconds.
 */
export const permawebTxStatusSchema = z.looseObject({
  block_indep_hash: z.string().min(1),
  block_height: z.number().int().nonnegative().optional(),
  number_of_confirmations: z.number().int().nonnegative().optional(),
});
export type PermawebTxStatus = z.infer<typeof permawebTxStatusSchema>;

export const permawebBlockSchema = z.looseObject({
  timestamp: z.number().int().nonnegative(),
  height: z.number().int().nonnegative().optional(),
});

/** The status text the gateway sends while a transaction waits for its block. */
export const PERMAWEB_PENDING_TEXT = "Pending";
