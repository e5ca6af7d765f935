import { Hono } from "hono";
import { tvsHistory, tvsSnapshot } from "../world/index.ts";
import type { World } from "../world/types.ts";

/**
 * The TVS service replica (upstream contract i): five GETs. tvs-sum answers plain text, as the
 * only real sample does; the others JSON.
 */
export function createTvsApi({ world, now }: { world: World; now: () => number }) {
  const app = new Hono();
  app.get("/tvs-sum", (c) => c.text(String(Math.round(tvsSnapshot(world).tvsSum))));
  app.get("/tvs-per-client", (c) => c.json(tvsSnapshot(world).tvsPerClient));
  app.get("/tvl-per-client", (c) => c.json(tvsSnapshot(world).tvlPerClient));
  app.get("/historical-tvs", (c) => c.json(tvsHistory(world, now())));
  app.get("/clients", (c) => c.json(tvsSnapshot(world).clients));
  return app;
}
