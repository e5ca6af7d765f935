import type { OnChainUpdateRecord, UpdateLog } from "../relayer/types.ts";
import {
  INSERT_CHUNK,
  type LatestRow,
  openUpdateDatabase,
  prepareUpdateStatements,
  type UpdateRow,
} from "./update-log-sql.ts";

interface UpdateLogOptions {
  /** SQLite file (its folder is created when missing), or ":memory:" for tests. */
  file: string;
}

/** Timestamps past what Date can represent are clamped, so SQLite always binds plain numbers. */
const MAX_TIME = 8.64e15;
const clampTime = (t: number) => Math.min(MAX_TIME, Math.max(-MAX_TIME, t));
const ORIGINS = new Set<string>(["relayer", "manual", "simulated"]);

/** A validated update, with its tx hash as stored and integer time and block. */
interface Row {
  layerId: string;
  feedId: string;
  ts: number;
  hash: Buffer | string;
  value: number;
  blockNumber: number;
  origin: string;
}

/**
 * EVM hashes (0x + 64 hex digits, any case) are stored as their 32 bytes, any other hash text as
 * text. Hex decoding stops at the first non-hex digit, so 32 decoded bytes prove a valid hash (a
 * regular expression here cost a quarter of the write time).
 */
function storedHash(hash: string): Buffer | string {
  if (hash.length !== 66 || !hash.startsWith("0x")) return hash;
  const bytes = Buffer.from(hash.slice(2), "hex");
  return bytes.length === 32 ? bytes : hash;
}
const hashText = (hash: Buffer | string) =>
  (typeof hash === "string" ? hash : `0x${hash.toString("hex")}`) as `0x${string}`;

/** The record as a Row, or null when it is not a usable update (skipped, never thrown). */
function toRow(update: unknown): Row | null {
  if (typeof update !== "object" || update === null) return null;
  const { layerId, feedId, timestamp, value, txHash, blockNumber, origin } = update as Record<
    string,
    unknown
  >;
  if (typeof layerId !== "string" || layerId === "" || typeof feedId !== "string" || feedId === "")
    return null;
  if (typeof timestamp !== "number" || !Number.isFinite(timestamp) || Math.abs(timestamp) > MAX_TIME)
    return null;
  if (typeof value !== "number" || !Number.isFinite(value)) return null;
  if (typeof txHash !== "string" || txHash === "") return null;
  const block = typeof blockNumber === "bigint" ? Number(blockNumber) : blockNumber;
  if (typeof block !== "number" || !Number.isFinite(block) || block < 0) return null;
  if (typeof origin !== "string" || !ORIGINS.has(origin)) return null;
  const hash = storedHash(txHash);
  return { layerId, feedId, ts: Math.floor(timestamp), hash, value, blockNumber: Math.floor(block), origin };
}

/**
 * Whether an update is newer than another by the log's order: time, then tx hash text (the
 * hash only breaks ties, so it is only turned into text then).
 */
const isNewer = (row: Row, thanTs: number, thanHash: () => string) =>
  row.ts > thanTs || (row.ts === thanTs && hashText(row.hash) > thanHash());

function latestRecord(row: LatestRow): OnChainUpdateRecord {
  return {
    layerId: row.layer_id,
    feedId: row.feed_id,
    timestamp: row.latest_ts,
    value: row.latest_value,
    txHash: row.latest_tx_hash as `0x${string}`,
    blockNumber: row.latest_block_number,
    origin: row.latest_origin as OnChainUpdateRecord["origin"],
  };
}

/**
 * The durable log of on-chain updates (contract in relayer/types.ts). Writes are INSERT OR IGNORE
 * on (layer, feed, time, tx hash), so replaying a batch never duplicates a row, and each batch is
 * one transaction. Unusable records are skipped; reads answer [] or null on bad input. Only a
 * database failure (disk full, file removed) throws, and only from record/recordMany.
 */
export function openUpdateLog(options: UpdateLogOptions): UpdateLog {
  const db = openUpdateDatabase(options.file);
  const statements = prepareUpdateStatements(db);
  // Feed keys never change once assigned; remembering them saves a lookup per row.
  const keys = new Map<string, number>();
  let closed = false;

  const keyOf = (layerId: string, feedId: string): number => {
    const name = `${layerId}\u0000${feedId}`;
    let key = keys.get(name);
    if (key === undefined) {
      statements.addFeed.run(layerId, feedId);
      key = statements.feedKey.get(layerId, feedId) ?? -1;
      keys.set(name, key);
    }
    return key;
  };

  const write = db.transaction((rows: Row[]) => {
    // The newest update of each feed in the batch; the feeds row is updated once per batch.
    const newest = new Map<number, Row>();
    const chunk: unknown[] = [];
    for (const row of rows) {
      const key = keyOf(row.layerId, row.feedId);
      chunk.push(key, row.ts, row.hash, row.value, row.blockNumber, row.origin);
      if (chunk.length === INSERT_CHUNK * 6) {
        statements.insertChunk.run(chunk);
        chunk.length = 0;
      }
      const seen = newest.get(key);
      if (seen === undefined || isNewer(row, seen.ts, () => hashText(seen.hash))) newest.set(key, row);
    }
    for (let i = 0; i < chunk.length; i += 6) {
      statements.insert.run(
        chunk[i] as number,
        chunk[i + 1] as number,
        chunk[i + 2] as Buffer | string,
        chunk[i + 3] as number,
        chunk[i + 4] as number,
        chunk[i + 5] as string,
      );
    }
    for (const [key, row] of newest) {
      const current = statements.latestOfKey.get(key);
      if (current?.ts != null && !isNewer(row, current.ts, () => current.tx_hash ?? "")) continue;
      statements.setLatest.run(row.ts, hashText(row.hash), row.value, row.blockNumber, row.origin, key);
    }
  });

  const recordRows = (updates: readonly unknown[]) => {
    if (closed) return;
    const rows: Row[] = [];
    for (const update of updates) {
      const row = toRow(update);
      if (row !== null) rows.push(row);
    }
    if (rows.length === 0) return;
    try {
      write(rows);
    } catch (error) {
      // The rollback may have taken feed keys assigned in this batch with it.
      keys.clear();
      throw error;
    }
  };

  return {
    record(update) {
      recordRows([update]);
    },

    recordMany(updates) {
      if (Array.isArray(updates)) recordRows(updates);
    },

    latest(layerId, feedId) {
      if (closed || typeof layerId !== "string" || typeof feedId !== "string") return null;
      const row = statements.latest.get(layerId, feedId);
      return row === undefined ? null : latestRecord(row);
    },

    latestSince(since) {
      if (closed || typeof since !== "number" || Number.isNaN(since)) return [];
      return statements.latestSince.all(clampTime(since)).map(latestRecord);
    },

    history(layerId, feedId, from, to) {
      if (closed || typeof layerId !== "string" || typeof feedId !== "string") return [];
      if (typeof from !== "number" || typeof to !== "number" || Number.isNaN(from) || Number.isNaN(to))
        return [];
      if (from > to) return [];
      return statements.history.all(layerId, feedId, clampTime(from), clampTime(to)).map(
        (row: UpdateRow): OnChainUpdateRecord => ({
          layerId,
          feedId,
          timestamp: row.ts,
          value: row.value,
          txHash: hashText(row.tx_hash),
          blockNumber: row.block_number,
          origin: row.origin as OnChainUpdateRecord["origin"],
        }),
      );
    },

    close() {
      if (closed) return;
      closed = true;
      db.close();
    },
  };
}
