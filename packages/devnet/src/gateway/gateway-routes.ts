import { type Context, Hono } from "hono";
import type { SignedRound, SignerNetwork } from "../signers/index.ts";
import type { World } from "../world/types.ts";
import { gatewayResponse, parseDataFeedIds } from "./package-response.ts";

interface GatewayRoutesOptions {
  world: World;
  signers: Pick<SignerNetwork, "latest" | "round">;
}

/** How far back the historical routes answer, as the real gateway keeps its packages. */
export const HISTORY_KEPT_MS = 7 * 24 * 3_600_000;

/**
 * The oracle gateway (CONTRACTS f), mounted by the devnet app at /gateway:
 *
 * - GET /v2/data-packages/latest/:dataServiceId[/show-metadata|/hide-metadata]
 * - GET /v2/data-packages/latest-by-data-feeds/:dataServiceId[/show-metadata]?dataFeedIds=BTC,ETH
 * - GET /v2/data-packages/historical/:dataServiceId/:timestampMs[/show-metadata|/hide-metadata]
 * - GET /v2/data-packages/historical-by-data-feeds/:dataServiceId/:timestampMs[/show-metadata]?dataFeedIds=…
 *
 * The latest answer is what a poller sees now: offline nodes absent, a late node's package of the
 * previous round. A historical answer is the round as the gateway stored it: offline nodes absent,
 * a late node's package at its own time (it arrived late, but it arrived). Its timestamp must be
 * on the service's grid (else 400), not past the newest round and at most 7 days older (else 404).
 *
 * Metadata is off unless /show-metadata is asked for (the 2026 gateway); /hide-metadata is kept
 * for the 2024 SDK, whose default path is the one without a suffix. The x-api-key header the 2026
 * SDK sends is accepted and ignored: the devnet has no secrets to guard.
 */
export function createGatewayRoutes(options: GatewayRoutesOptions): Hono {
  const { world, signers } = options;
  const services = new Map(world.dataServices.map((service) => [service.id, service]));
  const app = new Hono();

  // The latest answer changes every 10 s, and a historical one is rebuilt from the devnet's start
  // time (a restart reschedules the misbehaviour): nothing may cache either.
  app.use("*", async (c, next) => {
    await next();
    c.res.headers.set("Cache-Control", "no-store");
  });

  function roundOf(c: Context) {
    const dataServiceId = c.req.param("dataServiceId") ?? "";
    return services.has(dataServiceId) ? signers.latest(dataServiceId) : null;
  }

  function unknownService(c: Context) {
    return c.json({ error: `Unknown data service: ${c.req.param("dataServiceId") ?? ""}` }, 404);
  }

  /** The ids of a by-data-feeds request the round holds; null when the query names none. */
  function askedFeedIds(c: Context, round: SignedRound): string[] | null {
    const requested = parseDataFeedIds(c.req.query("dataFeedIds"));
    if (requested.length === 0) return null;
    // Feed ids only: a multi-feed package id is not a data feed. Unknown ids are simply absent.
    return requested.filter((id) => round.feed(id) !== undefined);
  }

  const noFeedIds = (c: Context) =>
    c.json({ error: "Query parameter dataFeedIds (comma-separated feed ids) is required" }, 400);

  async function latest(c: Context, withMetadata: boolean, byFeeds: boolean) {
    const round = roundOf(c);
    if (!round) return unknownService(c);
    const ids = byFeeds ? askedFeedIds(c, round) : round.packageIds;
    if (!ids) return noFeedIds(c);
    const live = { previous: () => signers.round(round.dataServiceId, round.timestamp - round.interval) };
    return c.json(await gatewayResponse(round, ids, withMetadata, { live }));
  }

  async function historical(c: Context, withMetadata: boolean, byFeeds: boolean) {
    const newest = roundOf(c);
    if (!newest) return unknownService(c);
    const text = c.req.param("timestampMs") ?? "";
    const timestamp = /^\d{1,16}$/.test(text) ? Number(text) : Number.NaN;
    if (!Number.isSafeInteger(timestamp) || timestamp % newest.interval !== 0) {
      return c.json(
        {
          error: `Invalid timestamp "${text}": epoch milliseconds, a multiple of ${newest.interval}, are required`,
        },
        400,
      );
    }
    if (timestamp > newest.timestamp) {
      return c.json(
        { error: `No data packages at ${timestamp}: the newest round is ${newest.timestamp}` },
        404,
      );
    }
    if (newest.timestamp - timestamp > HISTORY_KEPT_MS) {
      return c.json({ error: `No data packages at ${timestamp}: older than 7 days` }, 404);
    }
    const round = signers.round(newest.dataServiceId, timestamp);
    if (!round) return unknownService(c);
    const ids = byFeeds ? askedFeedIds(c, round) : round.packageIds;
    if (!ids) return noFeedIds(c);
    return c.json(await gatewayResponse(round, ids, withMetadata));
  }

  const base = "/v2/data-packages";
  app.get(`${base}/latest/:dataServiceId`, (c) => latest(c, false, false));
  app.get(`${base}/latest/:dataServiceId/show-metadata`, (c) => latest(c, true, false));
  app.get(`${base}/latest/:dataServiceId/hide-metadata`, (c) => latest(c, false, false));
  app.get(`${base}/latest-by-data-feeds/:dataServiceId`, (c) => latest(c, false, true));
  app.get(`${base}/latest-by-data-feeds/:dataServiceId/show-metadata`, (c) => latest(c, true, true));
  const at = ":dataServiceId/:timestampMs";
  app.get(`${base}/historical/${at}`, (c) => historical(c, false, false));
  app.get(`${base}/historical/${at}/show-metadata`, (c) => historical(c, true, false));
  app.get(`${base}/historical/${at}/hide-metadata`, (c) => historical(c, false, false));
  app.get(`${base}/historical-by-data-feeds/${at}`, (c) => historical(c, false, true));
  app.get(`${base}/historical-by-data-feeds/${at}/show-metadata`, (c) => historical(c, true, true));
  return app;
}
