import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import { incidentsView, statusView } from "@oracle-explorer/core/api-views";
import { MAX_SUBJECTS } from "@oracle-explorer/core/history";
import { z } from "zod";
import type { ApiContext } from "../../context.ts";
import { requestOrigin } from "../../docs-page.ts";
import { loadIncidents, loadStatus, MAX_INCIDENTS } from "../../domain/incidents.ts";
import { ATOM_ENTRIES, incidentsAtom } from "../../domain/incidents-atom.ts";
import { epochMs } from "./history-range.ts";
import { sendCachedJson, sendWithEtag } from "./http-cache.ts";
import { BAD_REQUEST, ok, RATE_LIMITED, UPSTREAM_FAILED } from "./openapi-responses.ts";

/** Incidents are derived once a round (10 s). */
const MAX_AGE_S = 10;

const idsQuery = z
  .string()
  .max(20_000)
  .optional()
  .meta({
    description: `Subject ids, comma-separated: feed:<layerId>/<feedId>, node:<0x address>, service:<id>, reserve:<id>, network:<chain id>, token:<symbol>. At most ${MAX_SUBJECTS} are followed (the answer says when more were given); malformed ones are listed apart. None: the whole network.`,
    example: "feed:ethMultiFeed/ETH,node:0x109b4a318a4f5ddcbca6349b45f881b4137deaff",
  });

const incidentsRoute = createRoute({
  method: "get",
  path: "/incidents",
  operationId: "listIncidents",
  tags: ["status"],
  summary:
    "Incidents of the network or of some subjects (a watchlist), newest first, with each subject resolved",
  request: {
    query: z.object({
      ids: idsQuery,
      from: epochMs.optional().meta({ description: "Incidents not ended before this, epoch ms" }),
      to: epochMs.optional().meta({ description: "Incidents started at or before this, epoch ms" }),
      ongoing: z
        .enum(["true", "false"])
        .optional()
        .meta({ description: "Only ongoing (true) or ended (false) ones" }),
      limit: z.coerce
        .number()
        .int()
        .min(1)
        .max(MAX_INCIDENTS)
        .default(100)
        .meta({ description: `At most this many (1–${MAX_INCIDENTS}, default 100)` }),
    }),
  },
  responses: {
    200: ok(incidentsView, "The incidents, from the indexer's store"),
    ...BAD_REQUEST,
    ...UPSTREAM_FAILED,
    ...RATE_LIMITED,
  },
});

const atomRoute = createRoute({
  method: "get",
  path: "/incidents.atom",
  operationId: "getIncidentsAtom",
  tags: ["status"],
  summary: `Incidents as an Atom 1.0 feed for a feed reader: the network's, or some subjects' (their ids in the URL); the ${ATOM_ENTRIES} newest changes`,
  request: { query: z.object({ ids: idsQuery }) },
  responses: {
    200: {
      description: "An Atom 1.0 feed; entry ids are stable, an entry is updated when its incident ends",
      content: { "application/atom+xml": { schema: z.string() } },
    },
    ...BAD_REQUEST,
    ...UPSTREAM_FAILED,
    ...RATE_LIMITED,
  },
});

const statusRoute = createRoute({
  method: "get",
  path: "/status",
  operationId: "getNetworkStatus",
  tags: ["status"],
  summary:
    "The network's state now (ongoing incidents, stale feeds, nodes signing, services against their threshold) and its last 7 days",
  responses: { 200: ok(statusView, "The status page's figures"), ...UPSTREAM_FAILED, ...RATE_LIMITED },
});

/** The ids a URL carries: `ids=a,b` or repeated `ids=a&ids=b`. */
const idsOf = (values: readonly string[] | undefined) => values?.filter((value) => value.trim() !== "") ?? [];

/** The status page, incident lists (network, feed, node, watchlist) and their Atom feeds. */
export function registerIncidentsRoutes(
  app: OpenAPIHono,
  ctx: ApiContext,
  options: { trustProxy: boolean },
): void {
  app.openapi(statusRoute, async (c) =>
    sendCachedJson(c, await loadStatus(ctx), { maxAgeSeconds: MAX_AGE_S }),
  );

  app.openapi(incidentsRoute, async (c) => {
    const query = c.req.valid("query");
    const body = await loadIncidents(ctx, {
      ids: idsOf(c.req.queries("ids")),
      from: query.from,
      to: query.to,
      ongoing: query.ongoing === undefined ? undefined : query.ongoing === "true",
      limit: query.limit,
    });
    return sendCachedJson(c, body, { maxAgeSeconds: MAX_AGE_S });
  });

  app.openapi(atomRoute, async (c) => {
    const ids = idsOf(c.req.queries("ids"));
    const view = await loadIncidents(ctx, { ids, limit: ATOM_ENTRIES, order: "updated" });
    const origin = requestOrigin(
      c.req.url,
      options.trustProxy ? c.req.header("x-forwarded-proto") : undefined,
    );
    const self = new URL(c.req.url);
    const xml = incidentsAtom(view, { origin, selfUrl: `${origin}${self.pathname}${self.search}`, ids });
    return sendWithEtag(c, xml, {
      "Cache-Control": `public, max-age=${MAX_AGE_S}`,
      "Content-Type": "application/atom+xml; charset=utf-8",
    });
  });
}
