import type {
  FeedRecordsView,
  FeedRecordView,
  FeedReliabilityView,
  FeedUpdateRecordsView,
  NetworkRecordView,
} from "@oracle-explorer/core/api-views";
import type { FeedRow } from "@oracle-explorer/core/feeds";
import {
  DAY_MS,
  HISTORY_WINDOWS,
  heartbeatGraceMs,
  median,
  missedHeartbeat,
  overshootToleranceBp,
  reliabilityDays,
  summarizeUpdates,
  updateDeadline,
} from "@oracle-explorer/core/history";
import {
  countFeedUpdatesSince,
  feedKey,
  feedRecordedFrom,
  readFeedRecords,
  readFeedUpdates,
  readNodeRecords,
  type StoredFeedUpdate,
} from "@oracle-explorer/store";
import { POLICIES } from "../cache-policies.ts";
import type { ApiContext } from "../context.ts";
import { readHistory } from "../history-store.ts";
import { cached } from "./cached.ts";
import { pushFeeds } from "./push-feeds.ts";

/** Recent updates a reliability answer carries; the rest is the /updates export. */
const RECENT_UPDATES = 50;

const toRecordView = (update: StoredFeedUpdate) => ({
  at: update.at,
  value: update.value,
  trigger: update.trigger,
  sincePreviousMs: update.sincePreviousMs,
  moveBp: update.moveBp,
  overshootBp: update.overshootBp,
  heartbeatMissed: update.heartbeatMissed,
  lagMs: update.lagMs,
  signedDeviationBp: update.signedDeviationBp,
  seenAt: update.seenAt,
  txHash: update.txHash,
});

/**
 * A push feed's record over 7 and 30 days, per day, and its newest updates, from the updates the
 * indexer recorded (30 days of rows at most: one feed's month is a few thousand rows).
 */
export function feedReliability(ctx: ApiContext, row: FeedRow): Promise<FeedReliabilityView> {
  return cached(ctx, `history:feed:${row.layerId}:${row.feedId}`, POLICIES.nodeHistory, async () => {
    const now = ctx.now();
    const from = now - HISTORY_WINDOWS["30d"];
    const read = await readHistory(ctx.history, async (store) => ({
      updates: await readFeedUpdates(store.db, {
        layerId: row.layerId,
        feedId: row.feedId,
        from,
        to: now,
        withPrevious: true,
      }),
      recordedFrom: await feedRecordedFrom(store.db, row.layerId, row.feedId),
    }));
    const updates = read?.updates ?? [];
    const recordedFrom = read?.recordedFrom ?? null;
    const { triggers, heartbeatPeriodMs } = row;
    return {
      layerId: row.layerId,
      feedId: row.feedId,
      deviationPercentage: triggers.deviationPercentage,
      // The heartbeat, or a cron schedule's mean gap between runs (a miss reads each run itself).
      heartbeatMs: heartbeatPeriodMs,
      heartbeatGraceMs: heartbeatPeriodMs === null ? null : heartbeatGraceMs(heartbeatPeriodMs),
      overshootToleranceBp: overshootToleranceBp(triggers),
      windows: (["7d", "30d"] as const).map((window) => ({
        window,
        ...summarizeUpdates(updates, triggers, {
          from: now - HISTORY_WINDOWS[window],
          to: now,
          recordedFrom,
        }),
      })),
      days:
        recordedFrom === null ? [] : reliabilityDays(updates, triggers, Math.max(from, recordedFrom), now),
      recent: updates
        .filter((update) => update.at >= from)
        .slice(-RECENT_UPDATES)
        .reverse()
        .map(toRecordView),
      recordedFrom,
    };
  });
}

/** A feed's recorded updates in [from, to] (the route has checked the range), oldest first. */
export async function feedUpdateRecords(
  ctx: ApiContext,
  row: FeedRow,
  from: number,
  to: number,
): Promise<FeedUpdateRecordsView> {
  const updates =
    (await readHistory(ctx.history, (store) =>
      readFeedUpdates(store.db, { layerId: row.layerId, feedId: row.feedId, from, to }),
    )) ?? [];
  return { layerId: row.layerId, feedId: row.feedId, from, to, updates: updates.map(toRecordView) };
}

/**
 * Every recorded push feed's 7-day figures for the Push Model list, keyed "layerId/feedId": two
 * grouped scans of the store, and the feeds' triggers for the stretch still open (a feed silent
 * since its last update is stale now, and has missed its heartbeat once that has run out).
 */
export function feedRecords(ctx: ApiContext): Promise<FeedRecordsView> {
  return cached(ctx, "history:feed-records", POLICIES.nodeHistory, async () => {
    const now = ctx.now();
    const from = now - HISTORY_WINDOWS["7d"];
    const [rows, feeds] = await Promise.all([
      readHistory(ctx.history, (store) => readFeedRecords(store.db, from)),
      pushFeeds(ctx),
    ]);
    const triggersOf = new Map(feeds.map((feed) => [feedKey(feed.layerId, feed.feedId), feed.triggers]));
    const records: Record<string, FeedRecordView> = {};
    for (const row of rows ?? []) {
      const key = feedKey(row.layerId, row.feedId);
      const triggers = triggersOf.get(key);
      if (!triggers) continue;
      const coveredDays = (now - Math.max(from, row.firstAt)) / DAY_MS;
      const timed = updateDeadline(triggers, now) !== null;
      records[key] = {
        updatesPerDay7d: coveredDays > 0 ? row.updates / coveredDays : null,
        heartbeatMisses7d: timed
          ? row.heartbeatMisses + (missedHeartbeat(triggers, row.lastAt, now) ? 1 : 0)
          : null,
        longestStalenessMs7d: Math.max(row.longestWaitMs ?? 0, now - row.lastAt),
        beyondThreshold7d: row.beyondThreshold,
      };
    }
    return { records, generatedAt: now };
  });
}

/** The TVS page's measured panel: nodes over 7 days, on-chain updates over the last 24 hours. */
export function networkRecord(ctx: ApiContext): Promise<NetworkRecordView> {
  return cached(ctx, "history:network-record", POLICIES.nodeHistory, async () => {
    const now = ctx.now();
    const read = await readHistory(ctx.history, async (store) => ({
      nodes: await readNodeRecords(store.db, now),
      updates: await countFeedUpdatesSince(store.db, now - HISTORY_WINDOWS["24h"]),
    }));
    const nodes = (read?.nodes ?? []).filter((node) => node.uptime7d !== null);
    return {
      medianNodeUptime7d: median(nodes.map((node) => node.uptime7d ?? 0)),
      medianDeviationBp7d: median(
        nodes.map((node) => node.deviationP50Bp7d).filter((bp): bp is number => bp !== null),
      ),
      onChainUpdates24h: read?.updates.updates ?? 0,
      nodes: nodes.length,
      feeds: read?.updates.feeds ?? 0,
      generatedAt: now,
    };
  });
}
