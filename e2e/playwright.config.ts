import { defineConfig, devices, type PlaywrightTestConfig } from "@playwright/test";
import { replayEnv } from "./replay/recordings.ts";

/**
 * Journeys against the whole stack, started exactly as `npm start` starts it (after the build
 * that `npm test` runs first), in Debian's Chromium: Playwright never downloads a browser here.
 */
const port = Number(process.env.E2E_PORT ?? 8877);
const devnetPort = Number(process.env.E2E_DEVNET_PORT ?? port + 1);
/** The resilience journeys' own stack (tests/support/resilience-stack.ts): api, devnet at +1, chain at +100. */
const resiliencePort = Number(process.env.E2E_RESILIENCE_PORT ?? port + 10);
/** E2E_RESILIENCE=0 leaves that stack (and its journeys) out of a run that does not need them. */
const resilience = process.env.E2E_RESILIENCE !== "0";
const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
/**
 * The live profile's journeys: the api alone (no devnet, no chains) with UPSTREAM=live and every
 * upstream URL pointed, by environment variables only, at the replay server of real recorded
 * payloads (replay/server.ts) on the port after it. E2E_REPLAY=0 leaves them out of a run.
 */
const replayPort = Number(process.env.E2E_REPLAY_PORT ?? port + 20);
const replay = process.env.E2E_REPLAY !== "0";

const desktop = {
  ...devices["Desktop Chrome"],
  viewport: { width: 1366, height: 900 },
  launchOptions: {
    executablePath: chromium,
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
      // Desktop Chromium takes a touch swipe right as Back (a touchscreen laptop's gesture), which
      // ignores the page's overscroll-behavior and took the phone journeys' swipes away from the
      // app's sidebar (SHELL-18). Phones' own back gesture starts at the screen's edge.
      "--disable-features=OverscrollHistoryNavigation",
    ],
  },
};

/** The resilience journeys' stack: the same devnet and api, with test cache and timeout settings. */
const resilienceServer = {
  command: "node --import tsx e2e/tests/support/resilience-stack.ts",
  cwd: "..",
  url: `http://127.0.0.1:${resiliencePort}/api/health`,
  env: {
    PORT: String(resiliencePort),
    DEVNET_PORT: String(resiliencePort + 1),
    DEVNET_CHAIN_PORT: String(resiliencePort + 100),
    DEVNET_DATA_DIR: `e2e/.devnet-data-resilience-${resiliencePort}`,
  },
  reuseExistingServer: false,
  timeout: 60_000,
  stdout: "ignore" as const,
  stderr: "pipe" as const,
  gracefulShutdown: { signal: "SIGTERM" as const, timeout: 5_000 },
};

type WebServer = Extract<NonNullable<PlaywrightTestConfig["webServer"]>, readonly unknown[]>[number];

/** The replay upstream, then the api in the live profile reading it (and nothing else). */
const replayServers: WebServer[] = [
  {
    command: "node --import tsx e2e/replay/server.ts",
    cwd: "..",
    url: `http://127.0.0.1:${replayPort + 1}/api.redstone.finance/feeds-answers-update`,
    env: { REPLAY_PORT: String(replayPort + 1) },
    reuseExistingServer: false,
    timeout: 30_000,
    stdout: "ignore" as const,
    stderr: "pipe" as const,
    gracefulShutdown: { signal: "SIGTERM" as const, timeout: 5_000 },
  },
  {
    command: "node --import tsx apps/api/src/server.ts",
    cwd: "..",
    url: `http://127.0.0.1:${replayPort}/api/health`,
    env: {
      UPSTREAM: "live",
      PORT: String(replayPort),
      HOST: "127.0.0.1",
      // Public chains are never read from this machine: the replay has no chain to answer.
      CHAIN_READS: "off",
      ...replayEnv(`http://127.0.0.1:${replayPort + 1}`),
    },
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: "ignore" as const,
    stderr: "pipe" as const,
    gracefulShutdown: { signal: "SIGTERM" as const, timeout: 5_000 },
  },
];

export default defineConfig({
  testDir: "tests",
  fullyParallel: true,
  workers: 2,
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
  },
  projects: [
    // The TVS failure journey (@tvs-fault) runs before every other journey: the api keeps serving
    // the last good TVS answer through an upstream outage, so it must fail before any TVS load.
    { name: "tvs-fault", testMatch: /dashboards\.spec\.ts/, grep: /@tvs-fault/, use: desktop },
    {
      name: "desktop",
      grepInvert: /@tvs-fault/,
      testIgnore: /(resilience|replay).*\.spec\.ts/,
      dependencies: ["tvs-fault"],
      use: desktop,
    },
    // Upstream outages, on a stack of their own whose api caches for 1 s and serves nothing stale.
    ...(resilience
      ? [
          {
            name: "resilience",
            testMatch: /resilience.*\.spec\.ts/,
            use: { ...desktop, baseURL: `http://127.0.0.1:${resiliencePort}` },
          },
        ]
      : []),
    // The live profile on real recorded payloads, on the replay's own api.
    ...(replay
      ? [
          {
            name: "replay",
            testMatch: /replay.*\.spec\.ts/,
            use: { ...desktop, baseURL: `http://127.0.0.1:${replayPort}` },
          },
        ]
      : []),
  ],
  webServer: [
    {
      command: "node --import tsx scripts/start.ts",
      cwd: "..",
      url: `http://127.0.0.1:${port}/api/health`,
      // Its own devnet history, so a developer's running `npm start` never shares the SQLite file.
      env: {
        PORT: String(port),
        DEVNET_PORT: String(devnetPort),
        HOST: "127.0.0.1",
        // Per port, so journeys on another E2E_PORT (a second checkout at work) never share it.
        DEVNET_DATA_DIR: port === 8877 ? "e2e/.devnet-data" : `e2e/.devnet-data-${port}`,
        // The indexer's store and health port, per port for the same reason.
        STORE_URL: `sqlite:e2e/.history-data-${port}/history.sqlite`,
        INDEXER_PORT: String(port + 2),
        // A rerun reads back a few rounds, not the half hour since the last run.
        INDEXER_BACKFILL_ROUNDS: "6",
        INDEXER_FEED_BACKFILL_DAYS: "1",
        // The status journey shortens a feed's heartbeat through the devnet's admin: the indexer
        // reads the relayer schema again every 10 s instead of every 5 minutes.
        INDEXER_ROSTER_REFRESH_MS: "10000",
        // Its own anvil ports too: a developer's running `npm start` holds 8550 and up.
        DEVNET_CHAIN_PORT: String(port + 100),
        // The devnet's fault admin (/__admin/faults, loopback only), for the upstream failure journeys.
        DEVNET_ADMIN: "1",
        // Every cached resource refreshes within 20 s, so the TVS refresh journey sees one (the TVS
        // policy's own lifetime is 5 minutes); stale-while-revalidate windows stay as they are.
        CACHE_MAX_TTL_SECONDS: "20",
      },
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: "ignore",
      stderr: "pipe",
      gracefulShutdown: { signal: "SIGTERM", timeout: 5_000 },
    },
    ...(resilience ? [resilienceServer] : []),
    ...(replay ? replayServers : []),
  ],
});
