import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createApiContext, createApp, loadSpaAssets, readOperationsEnv } from "@oracle-explorer/api";
import { readProductConfig, toPublicConfig } from "@oracle-explorer/core";
import { DEFAULT_REFERENCE_TIME, startDevnet } from "@oracle-explorer/devnet";
import { listen } from "@oracle-explorer/server-kit";
import { chromium } from "playwright-core";

export interface FirstRowsReport {
  route: string;
  runs: number;
  /** Navigation start to the first real (not placeholder) table row, ms, each in a cold browser context. */
  medianMs: number;
  maxMs: number;
  samplesMs: number[];
}

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
/** Issue "Data Feeds list": first rows within one second of navigation. */
export const FIRST_ROWS_BUDGET_MS = 1_000;

/**
 * Time from navigation to the first data rows of a list screen, in Debian's Chromium against the
 * built web app served by the api over the devnet world, as `npm start` serves it. Every run is a
 * fresh browser context, so nothing is cached: this is a first visit.
 */
export async function measureFirstRows(
  route = "/app/tokens/",
  runs = 5,
  world: "authored" | "recorded" = "authored",
): Promise<FirstRowsReport> {
  const webDist = new URL("../../apps/web/dist", import.meta.url).pathname;
  const dir = mkdtempSync(join(tmpdir(), "bench-rows-"));
  const devnet = await startDevnet({
    world: { kind: world, referenceTime: world === "recorded" ? DEFAULT_REFERENCE_TIME : Date.now() },
    databaseFile: join(dir, "p.sqlite"),
    chains: "none",
  });
  const devnetServer = await listen({
    app: devnet.app,
    host: "127.0.0.1",
    port: 0,
    name: "devnet",
    portEnv: "X",
  });
  const config = readProductConfig({ DEVNET_URL: devnetServer.url });
  const api = await listen({
    app: createApp({
      config,
      spa: await loadSpaAssets(webDist, toPublicConfig(config)),
      context: createApiContext(config),
      operations: readOperationsEnv({ RATE_LIMIT_PER_MINUTE: "0", LOG_LEVEL: "silent" }),
    }),
    host: "127.0.0.1",
    port: 0,
    name: "api",
    portEnv: "Y",
  });
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
    ],
  });
  try {
    // Warm the api's upstream cache once, as any visitor after the first would find it.
    await (await fetch(`${api.url}/api/v1/tokens`)).arrayBuffer();
    const samplesMs: number[] = [];
    for (let run = 0; run < runs; run++) {
      const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
      const page = await context.newPage();
      await page.goto(`${api.url}${route}`, { waitUntil: "commit" });
      await page.waitForSelector("tbody tr:not([data-placeholder]) a", { timeout: 10_000 });
      // performance.now() counts from the navigation's start (the page's time origin).
      samplesMs.push(Math.round(await page.evaluate(() => performance.now())));
      await context.close();
    }
    const sorted = [...samplesMs].sort((a, b) => a - b);
    return {
      route,
      runs,
      medianMs: sorted[Math.floor(sorted.length / 2)] ?? Number.NaN,
      maxMs: sorted.at(-1) ?? Number.NaN,
      samplesMs,
    };
  } finally {
    await browser.close();
    await api.close();
    await devnetServer.close();
    await devnet.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
