import { Hono } from "hono";
import type { UpdateLog } from "../relayer/types.ts";
import { toDecimalText, toIsoTime } from "./decimal-text.ts";
import { DAY_MS } from "./relayer-steps.ts";

interface HistoryRoutesDeps {
  updateLog: UpdateLog;
  now: () => number;
}

/** Contract e: every query parameter the endpoint reads must match this (cache-layer routes/common.ts). */
const PARAMETER = /^[A-Za-z.0-9=/_$+-]+$/;
const DEFAULT_DAYS_RANGE = 30;
const MAX_DAYS_RANGE = 365;
const ANSWERS_WINDOW_MS = DAY_MS;
/** Answers change with every update: no cache may hold them. */
const NO_STORE = { "Cache-Control": "no-store" };

type Parsed<T> = { ok: true; value: T } | { ok: false; error: string };

/** The on-chain-updates query, validated as the upstream does; `interval` is checked, then ignored. */
function parseUpdatesQuery(read: (name: string) => string | undefined): Parsed<{
  dataFeedId: string;
  adapterName: string;
  daysRange: number;
}> {
  for (const name of ["dataFeedId", "adapterName", "daysRange", "interval"]) {
    const value = read(name);
    if (value !== undefined && !PARAMETER.test(value)) {
      return { ok: false, error: `Invalid query parameter: ${name}` };
    }
  }
  const dataFeedId = read("dataFeedId");
  const adapterName = read("adapterName");
  if (dataFeedId === undefined) return { ok: false, error: "Missing query parameter: dataFeedId" };
  if (adapterName === undefined) return { ok: false, error: "Missing query parameter: adapterName" };
  const daysText = read("daysRange");
  const daysRange =
    daysText === undefined ? DEFAULT_DAYS_RANGE : /^\d+$/.test(daysText) ? Number(daysText) : 0;
  if (!(daysRange >= 1 && daysRange <= MAX_DAYS_RANGE)) {
    return { ok: false, error: `daysRange must be an integer from 1 to ${MAX_DAYS_RANGE}` };
  }
  return { ok: true, value: { dataFeedId, adapterName, daysRange } };
}

/**
 * Contracts c and e, served from the update log. Mount under "/api": the paths are then
 * /api/feeds-answers-update and /api/on-chain-updates, where product config expects them.
 */
export function createHistoryRoutes({ updateLog, now }: HistoryRoutesDeps) {
  const app = new Hono();

  // Contract c: the last update of every layer and feed recorded in the last 24 h; older feeds
  // are simply missing, as upstream.
  app.get("/feeds-answers-update", (c) => {
    const answers: Record<string, Record<string, { timestamp: string; value: string }>> = {};
    for (const update of updateLog.latestSince(now() - ANSWERS_WINDOW_MS)) {
      const layer = answers[update.layerId] ?? {};
      answers[update.layerId] = layer;
      layer[update.feedId] = { timestamp: toIsoTime(update.timestamp), value: toDecimalText(update.value) };
    }
    return c.json(answers, 200, NO_STORE);
  });

  // Contract e: one feed's updates on one layer (adapterName is the layer id) over the last
  // daysRange days, ascending. Newer-than-now updates (a chain clock ahead of ours) are kept.
  app.get("/on-chain-updates", (c) => {
    const query = parseUpdatesQuery((name) => c.req.query(name));
    if (!query.ok) return c.json({ error: query.error }, 400, NO_STORE);
    const { dataFeedId, adapterName, daysRange } = query.value;
    const from = now() - daysRange * DAY_MS;
    const onChainUpdates = updateLog
      .history(adapterName, dataFeedId, from, Number.POSITIVE_INFINITY)
      .map((update) => ({
        timestamp: update.timestamp,
        value: toDecimalText(update.value),
        txHash: update.txHash,
      }));
    return c.json({ onChainUpdates }, 200, NO_STORE);
  });

  return app;
}
