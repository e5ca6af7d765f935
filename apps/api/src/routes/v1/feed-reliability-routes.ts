import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import {
  type FeedUpdateRecordsView,
  feedRecordsView,
  feedReliabilityView,
  feedUpdateRecordsView,
  networkRecordView,
} from "@oracle-explorer/core/api-views";
import { DAY_MS, FEED_UPDATE_RETENTION_MS } from "@oracle-explorer/core/history";
import { z } from "zod";
import type { ApiContext } from "../../context.ts";
import {
  feedRecords,
  feedReliability,
  feedUpdateRecords,
  networkRecord,
} from "../../domain/feed-reliability.ts";
import { badRequest } from "./errors.ts";
import { feedParams, findFeedOrNotFound, layerQuery } from "./feed-lookup.ts";
import { epochMs, rangeProblem } from "./history-range.ts";
import { sendCachedJson } from "./http-cache.ts";
import { BAD_REQUEST, NOT_FOUND, ok, RATE_LIMITED, UPSTREAM_FAILED } from "./openapi-responses.ts";

/** The record moves once a round (10 s). */
const MAX_AGE_S = 10;

const reliabilityRoute = createRoute({
  method: "get",
  path: "/feeds/{network}/{token}/reliability",
  operationId: "getFeedReliability",
  tags: ["push model"],
  summary:
    "A feed's record: updates per day, trigger mix, heartbeat misses, longest staleness, deviation updates beyond their threshold, lag",
  request: { params: feedParams, query: z.object({ layer: layerQuery }) },
  responses: {
    200: ok(feedReliabilityView, "The feed's record over 7 and 30 days, from the indexer's store"),
    ...BAD_REQUEST,
    ...NOT_FOUND,
    ...UPSTREAM_FAILED,
    ...RATE_LIMITED,
  },
});

const CSV_HEADER =
  "at_ms,at_utc,value,trigger,since_previous_ms,move_bp,overshoot_bp,heartbeat_missed,lag_ms,signed_deviation_bp,seen_at_ms,tx_hash";

const updatesRoute = createRoute({
  method: "get",
  path: "/feeds/{network}/{token}/reliability/updates",
  operationId: "getFeedUpdateRecords",
  tags: ["push model"],
  summary: "A feed's recorded on-chain updates in a window, classified, as JSON or CSV (export)",
  request: {
    params: feedParams,
    query: z.object({
      layer: layerQuery,
      from: epochMs.optional().meta({ description: "Start, epoch ms (default: 7 days before `to`)" }),
      to: epochMs.optional().meta({ description: "End (inclusive), epoch ms (default: now)" }),
      format: z.enum(["json", "csv"]).default("json").meta({ description: "json (default) or csv" }),
    }),
  },
  responses: {
    200: {
      description: "Every recorded update of the feed in the window, oldest first",
      content: {
        "application/json": { schema: feedUpdateRecordsView },
        "text/csv": { schema: z.string().meta({ description: CSV_HEADER }) },
      },
    },
    ...BAD_REQUEST,
    ...NOT_FOUND,
    ...UPSTREAM_FAILED,
    ...RATE_LIMITED,
  },
});

const recordsRoute = createRoute({
  method: "get",
  path: "/feeds/records",
  operationId: "listFeedRecords",
  tags: ["push model"],
  summary: "Every recorded push feed's 7-day figures, keyed layerId/feedId (the feeds list's record columns)",
  responses: { 200: ok(feedRecordsView, "7-day records"), ...UPSTREAM_FAILED, ...RATE_LIMITED },
});

const networkRoute = createRoute({
  method: "get",
  path: "/network/record",
  operationId: "getNetworkRecord",
  tags: ["data services"],
  summary: "Measured network figures: median node uptime and deviation over 7 days, on-chain updates in 24 h",
  responses: {
    200: ok(networkRecordView, "The network's measured record"),
    ...UPSTREAM_FAILED,
    ...RATE_LIMITED,
  },
});

const csvNumber = (value: number | null, digits: number) => (value === null ? "" : value.toFixed(digits));

export function updatesCsv(body: FeedUpdateRecordsView): string {
  const lines = [CSV_HEADER];
  for (const update of body.updates) {
    lines.push(
      [
        update.at,
        new Date(update.at).toISOString(),
        update.value,
        update.trigger,
        update.sincePreviousMs ?? "",
        csvNumber(update.moveBp, 3),
        csvNumber(update.overshootBp, 3),
        update.heartbeatMissed ? 1 : 0,
        update.lagMs ?? "",
        csvNumber(update.signedDeviationBp, 3),
        update.seenAt ?? "",
        update.txHash ?? "",
      ].join(","),
    );
  }
  return `${lines.join("\n")}\n`;
}

/** A push feed's record (feed page, export), every feed's (feeds list) and the network's (TVS page). */
export function registerFeedReliabilityRoutes(app: OpenAPIHono, ctx: ApiContext): void {
  app.openapi(recordsRoute, async (c) =>
    sendCachedJson(c, await feedRecords(ctx), { maxAgeSeconds: MAX_AGE_S }),
  );

  app.openapi(networkRoute, async (c) =>
    sendCachedJson(c, await networkRecord(ctx), { maxAgeSeconds: MAX_AGE_S }),
  );

  app.openapi(reliabilityRoute, async (c) => {
    const lookup = await findFeedOrNotFound(c, ctx, { ...c.req.valid("param"), ...c.req.valid("query") });
    if ("response" in lookup) return lookup.response;
    const body = await feedReliability(ctx, lookup.found.feed.row);
    return sendCachedJson(c, body, { maxAgeSeconds: MAX_AGE_S });
  });

  app.openapi(updatesRoute, async (c) => {
    const { layer, ...query } = c.req.valid("query");
    const to = query.to ?? ctx.now();
    const from = query.from ?? to - 7 * DAY_MS;
    const problem = rangeProblem({ from, to }, ctx.now(), {
      ms: FEED_UPDATE_RETENTION_MS,
      what: "feed updates",
    });
    if (problem) return badRequest(c, problem);
    const lookup = await findFeedOrNotFound(c, ctx, { ...c.req.valid("param"), layer });
    if ("response" in lookup) return lookup.response;
    const { row } = lookup.found.feed;
    const body = await feedUpdateRecords(ctx, row, from, to);
    if (query.format === "csv") {
      return c.body(updatesCsv(body), 200, {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="feed-${row.layerId}-${row.feedId}-${from}-${to}.csv"`,
        "Cache-Control": `public, max-age=${MAX_AGE_S}`,
      });
    }
    return sendCachedJson(c, body, { maxAgeSeconds: MAX_AGE_S });
  });
}
