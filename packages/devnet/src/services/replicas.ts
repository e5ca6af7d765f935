import { Hono } from "hono";
import type { Market } from "../market/types.ts";
import type { FeedControls } from "../relayer/feed-controls.ts";
import {
  chainConfigs,
  networksList,
  nodeManifest,
  oracleRegistryState,
  sourcesCatalogue,
  tokensCatalogue,
} from "../world/index.ts";
import type { World } from "../world/types.ts";

/**
 * The read-only replicas of upstream contracts a, g, h and j, plus the app's bundled catalogues.
 * Each answers in the exact shape of the live service; paths are those product config expects.
 */

const SOURCES_REPORT_DAYS = 7;

/** UTC calendar day "YYYY-MM-DD" of an epoch ms. */
const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

type DayErrors = ReturnType<Market["sourceErrorsOn"]>;

/**
 * A source's error counts per day never change (the market is deterministic), and each costs
 * ~30 ms to replay, so every (source, day) is computed once per process.
 */
export function createSourceErrorCache(market: Market) {
  const cache = new Map<string, DayErrors>();
  return (sourceId: string, day: string): DayErrors => {
    const key = `${sourceId}|${day}`;
    let errors = cache.get(key);
    if (!errors) {
      errors = market.sourceErrorsOn(sourceId, day);
      cache.set(key, errors);
    }
    return errors;
  };
}

/** The days the report covers: the last completed UTC days, newest first (as a daily report is). */
export function reportDays(now: number): string[] {
  return Array.from({ length: SOURCES_REPORT_DAYS }, (_, i) => utcDay(now - (i + 1) * 86_400_000));
}

/**
 * Contract h: per source, per day, the counts (as strings, like the real report) of failed fetches
 * and incorrect values over the last week. "symbol-not-in-reponse" keeps the real misspelling.
 */
export function sourcesReport(
  world: World,
  errorsOn: (sourceId: string, day: string) => DayErrors,
  now: number,
) {
  const report: Record<string, Record<string, Record<string, string>>> = {};
  for (const source of world.sources) {
    const failed: Record<string, string> = {};
    const incorrect: Record<string, string> = {};
    for (const day of reportDays(now)) {
      const { fetchingFailed, incorrectPriceValue } = errorsOn(source.id, day);
      if (fetchingFailed > 0) failed[day] = String(fetchingFailed);
      if (incorrectPriceValue > 0) incorrect[day] = String(incorrectPriceValue);
    }
    report[source.id] = {
      "fetching-failed": failed,
      "symbol-not-in-reponse": {},
      "incorrect-price-value": incorrect,
    };
  }
  return report;
}

interface ReplicaDeps {
  world: World;
  market: Market;
  now: () => number;
  /** Shared with the start-up warm-up, so the first report request is not the one that pays. */
  errorsOn?: (sourceId: string, day: string) => DayErrors;
  /** The run-time heartbeat overrides (fault admin), served in the relayer schema. */
  feedControls?: Pick<FeedControls, "schema" | "overriddenSince">;
}

export function createReplicaRoutes({
  world,
  market,
  now,
  errorsOn = createSourceErrorCache(market),
  feedControls,
}: ReplicaDeps) {
  const app = new Hono();
  // Contract a: the relayer schema, with the createdAt/updatedAt/version live responses carry.
  // A layer with a heartbeat override (fault admin) is served with it, updated when it was set.
  app.get("/relayer-schema", (c) => {
    const schema = feedControls ? feedControls.schema(world.relayerSchema) : world.relayerSchema;
    const stamp = (layerId: string) => {
      const since = feedControls?.overriddenSince(layerId) ?? null;
      return since === null
        ? { createdAt: world.referenceTime, updatedAt: world.referenceTime, version: 1 }
        : { createdAt: world.referenceTime, updatedAt: since, version: 2 };
    };
    const group = (layers: World["relayerSchema"]["standard"]) =>
      Object.fromEntries(Object.entries(layers).map(([id, manifest]) => [id, { ...manifest, ...stamp(id) }]));
    return c.json({
      standard: group(schema.standard),
      multifeed: group(schema.multifeed),
      nonEvm: group(schema.nonEvm),
    });
  });
  // Contract g: node manifests by name (main, primary, arbitrum, avalanche) and the registry.
  app.get("/manifests/:file", (c) => {
    const name = c.req.param("file").replace(/\.json$/, "");
    const manifest = nodeManifest(world, name);
    return manifest ? c.json(manifest) : c.json({ error: `no manifest named ${name}` }, 404);
  });
  app.get("/registry/state", (c) => c.json(oracleRegistryState(world)));
  // Contract h.
  app.get("/reports/sources-report.json", (c) => c.json(sourcesReport(world, errorsOn, now())));
  // Contract j and the app's bundled catalogues.
  app.get("/catalogue/tokens.json", (c) => c.json(tokensCatalogue(world)));
  app.get("/catalogue/sources.json", (c) => c.json(sourcesCatalogue(world)));
  app.get("/catalogue/networks.json", (c) => c.json(networksList(world)));
  app.get("/catalogue/chain-configs.json", (c) => c.json(chainConfigs(world)));
  return app;
}

/** Fills the source-error cache for the current report in the background, one day at a time. */
export function warmSourcesReport(
  world: World,
  errorsOn: (sourceId: string, day: string) => unknown,
  now: number,
) {
  const jobs = world.sources.flatMap((source) => reportDays(now).map((day) => [source.id, day] as const));
  const step = () => {
    const job = jobs.shift();
    if (!job) return;
    errorsOn(job[0], job[1]);
    setImmediate(step).unref?.();
  };
  setImmediate(step).unref?.();
}
