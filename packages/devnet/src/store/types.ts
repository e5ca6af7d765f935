/** One stored price of a token. */
export interface StoredPrice {
  symbol: string;
  /** epoch ms */
  timestamp: number;
  value: number;
  /** source id → value; null on rolled-up (hourly) rows. */
  sources: Record<string, number> | null;
}

export interface HistoryQuery {
  from?: number;
  to?: number;
  limit: number;
  offset: number;
}

/**
 * The devnet's durable price history (SQLite). Minute rows carry per-source values and are kept
 * for a retention window; hourly rows are kept for good. Nothing stored is lost on restart: a
 * restart backfills only the gap since the last stored row.
 */
export interface PriceStore {
  /** Fills the history up to `now`: hourly rows for at least 7 days, minute rows for the last 24 h. Idempotent. */
  backfill(now: number): { inserted: number };
  /** Appends one minute row per token at t (t is rounded down to the minute); repeated calls for one minute are no-ops. */
  appendMinute(t: number): void;
  /** The newest row of a symbol at or before `atOrBefore` (default: the newest). */
  latest(symbol: string, atOrBefore?: number): StoredPrice | null;
  /** Time series, ascending: one row per `interval` window (mean value, window start time) between from and to. */
  series(symbol: string, from: number, to: number, interval: number): StoredPrice[];
  /** Rows newest first, within [from, to], paged by limit/offset (minute rows where they exist). */
  history(symbol: string, query: HistoryQuery): StoredPrice[];
  /** Symbols it holds. */
  symbols(): string[];
  close(): void;
}
