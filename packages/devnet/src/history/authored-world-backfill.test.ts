import { ON_CHAIN_UPDATES } from "@oracle-explorer/core/constants";
import { describe, expect, it } from "vitest";
import { createMarket } from "../market/index.ts";
import { createWorld } from "../world/index.ts";
import { createHistoryRoutes } from "./history-routes.ts";
import { startHistory } from "./history-service.ts";
import { layerFeedsOf } from "./layer-feeds.ts";
import { openUpdateLog } from "./update-log.ts";

const DAY = 86_400_000;

/*
 * The one test on the real authored world: a 31-day backfill of every layer and feed, timed. The
 * bound is loose (CI machines are slow and shared); the measured time is printed for the record.
 */
describe("backfill of the authored world", () => {
  it("covers every layer and feed for 30 days within seconds", async () => {
    const world = createWorld({ referenceTime: Date.UTC(2026, 0, 1) });
    const market = createMarket(world);
    const now = Date.UTC(2026, 1, 10, 13, 7, 23);
    const log = openUpdateLog({ file: ":memory:" });
    const history = startHistory({ world, market, updateLog: log, localLayerIds: new Set(), now: () => now });

    const started = performance.now();
    const { inserted } = history.backfill();
    const ms = performance.now() - started;
    const feeds = layerFeedsOf(world);
    console.log(
      `authored world: ${feeds.length} feeds, ${inserted} updates backfilled in ${Math.round(ms)} ms`,
    );
    expect(ms).toBeLessThan(15_000);

    const layers = new Set(feeds.map((f) => f.layerId));
    expect(layers.size).toBeGreaterThan(50);
    for (const feed of feeds) {
      const rows = log.history(
        feed.layerId,
        feed.feedId,
        now - ON_CHAIN_UPDATES.longDaysRange * DAY - DAY,
        now,
      );
      expect(rows.length, `${feed.layerId}/${feed.feedId}`).toBeGreaterThan(0);
      expect(rows[0]?.timestamp).toBeLessThanOrEqual(now - ON_CHAIN_UPDATES.longDaysRange * DAY);
    }

    // Every layer has an answer within 24 h (the longest heartbeat of the authored world is 24 h).
    const app = createHistoryRoutes({ updateLog: log, now: () => now });
    const answers = (await (await app.request("/feeds-answers-update")).json()) as Record<string, unknown>;
    expect(Object.keys(answers).sort()).toEqual([...layers].sort());
    log.close();
  }, 60_000);
});
