import { z } from "zod";

/** TOKEN-18: a Recent updates row's permanent-storage transaction and the time of its block. */
export const permawebTxView = z
  .object({
    tx: z.string(),
    /** Where a visitor can inspect the transaction (a public viewer, from product config). */
    url: z.string(),
    /** mined: in a block; pending: accepted, not in a block yet; unknown: the gateway has no such id. */
    status: z.enum(["mined", "pending", "unknown"]),
    blockHeight: z.number().int().nullable(),
    /** Epoch ms of the block holding it; null unless mined. */
    blockTime: z.number().nullable(),
  })
  .meta({ id: "PermawebTx", description: "A permanent-storage transaction and its block time." });
export type PermawebTxView = z.infer<typeof permawebTxView>;
