import { createDevnetApp } from "./app.ts";
import { createMarket } from "./market/index.ts";
import { warmSourcesReport } from "./services/replicas.ts";
import { createSignerNetwork } from "./signers/index.ts";
import { openPriceStore } from "./store/index.ts";
import { type CreateWorldOptions, createWorld } from "./world/index.ts";

export interface DevnetOptions {
  world: CreateWorldOptions;
  /** SQLite file, or ":memory:" for tests. */
  databaseFile: string;
  admin?: boolean;
  now?: () => number;
  log?: (message: string) => void;
}

const MINUTE_MS = 60_000;

/**
 * Builds and starts the whole local oracle network: the world, its market, the price store
 * (backfilled up to now, so a restart only fills the gap), the signer nodes (a round every 10 s)
 * and a minute clock that appends to the store. `close()` stops every timer and closes the store.
 */
export function startDevnet(options: DevnetOptions) {
  const now = options.now ?? Date.now;
  const log = options.log ?? (() => {});
  const world = createWorld(options.world);
  const market = createMarket(world);
  const store = openPriceStore({ file: options.databaseFile, world, market });

  const backfillStarted = performance.now();
  const { inserted } = store.backfill(now());
  log(
    `${world.kind} world (seed ${world.seed}): ${world.tokens.length} tokens, ${world.dataServices.length} data services; ` +
      `backfilled ${inserted} price rows in ${Math.round(performance.now() - backfillStarted)} ms`,
  );

  const signers = createSignerNetwork({ world, market, now });
  signers.start();

  // Append one row per token each minute, on the minute; a timer that slept (suspend) catches up.
  let minuteTimer: NodeJS.Timeout | undefined;
  const scheduleMinute = () => {
    const wait = MINUTE_MS - (now() % MINUTE_MS) + 50;
    minuteTimer = setTimeout(() => {
      try {
        store.backfill(now());
        store.appendMinute(now());
      } catch (error) {
        log(`price store append failed: ${error instanceof Error ? error.message : String(error)}`);
      }
      scheduleMinute();
    }, wait);
    minuteTimer.unref();
  };
  scheduleMinute();

  const { app, faults, errorsOn } = createDevnetApp({
    world,
    market,
    store,
    signers,
    now,
    admin: options.admin,
  });
  warmSourcesReport(world, errorsOn, now());

  return {
    app,
    world,
    market,
    store,
    faults,
    close: () => {
      clearTimeout(minuteTimer);
      signers.stop();
      store.close();
    },
  };
}
