/**
 * `npm run bench` (after `npm run build`): starts the stack on the bench's ports (api 8300,
 * devnet 8301, anvil chains from 8310; BENCH_PORT moves them), measures, and writes
 * bench/results/latest/report-<world>.{json,md}. DEVNET_WORLD=recorded runs it on the real
 * 890-feed world. Options:
 *   --record           also write the run as the committed baseline, bench/results/baseline-<world>.{json,md}
 *   --only=a,b         run some measures only: bundle, bytes, lighthouse, rows, keystroke, api, serving,
 *                      devnet, live, indexer
 *   --indexer-rounds=N  past rounds the indexer measure replays (default 20)
 *   --live=a,b         parts of the live measure: requests and paint (pages, ~2.5 min together),
 *                      streams (500 stream clients, ~1.5 min); all three by default
 *   --routes=a,b       routes whose pattern contains one of the words (bytes and lighthouse)
 *   --runs=N           Lighthouse runs per route (default 3; the median is kept)
 * Exits 1 when a target of the issue is missed or a measure failed; the report is written anyway.
 */
import { execFileSync } from "node:child_process";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { cpus } from "node:os";
import { fileURLToPath } from "node:url";
import { measureApiLoad } from "./api-load.ts";
import { measureApiVsStatic } from "./api-vs-static.ts";
import { resolveRoutes, selectRoutes, warmUpRoutes } from "./bench-routes.ts";
import { CHROMIUM, launchBrowser } from "./browser.ts";
import { measureBundle } from "./bundle-size.ts";
import { checkBudgets, readBudgets } from "./check-budgets.ts";
import { readChunkGraph } from "./chunk-graph.ts";
import { measureDevnetPrices } from "./devnet-prices.ts";
import { measureFirstRows } from "./first-rows.ts";
import { measureKeepUp, measureReplay, measureScorecardQuery } from "./indexer.ts";
import { measureKeystroke } from "./keystroke.ts";
import { measureLighthouse } from "./lighthouse-runs.ts";
import { measureLiveFanOut, measureLivePages } from "./live.ts";
import { type BenchReport, checkTargets, renderMarkdown } from "./report.ts";
import { measureRouteBytes } from "./route-bytes.ts";
import { stackOptionsFromEnv, startStack } from "./stack.ts";

const MEASURES = [
  "bundle",
  "bytes",
  "lighthouse",
  "rows",
  "keystroke",
  "api",
  "serving",
  "devnet",
  "live",
  "indexer",
] as const;
type Measure = (typeof MEASURES)[number];

const option = (name: string) =>
  process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
const only = option("only")?.split(",") ?? [...MEASURES];
for (const name of only) {
  if (!(MEASURES as readonly string[]).includes(name)) throw new Error(`--only: unknown measure "${name}"`);
}
const wanted = (measure: Measure) => only.includes(measure);
const runs = Number(option("runs") ?? 3);
const LIVE_PARTS = ["requests", "paint", "streams"] as const;
const liveParts = option("live")?.split(",") ?? [...LIVE_PARTS];
for (const name of liveParts) {
  if (!(LIVE_PARTS as readonly string[]).includes(name)) throw new Error(`--live: unknown part "${name}"`);
}
const record = process.argv.includes("--record");

const stackOptions = stackOptionsFromEnv(process.env);
const resultsDir = fileURLToPath(new URL("../results/", import.meta.url));
const latestBase = `${resultsDir}latest/report-${stackOptions.world}`;
const baselineBase = `${resultsDir}baseline-${stackOptions.world}`;
const log = (line: string) => console.log(line);

function version(command: string, args: string[]): string {
  try {
    return execFileSync(command, args, { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();
  } catch {
    return "unknown";
  }
}

const lighthouseVersion = JSON.parse(
  await readFile(fileURLToPath(import.meta.resolve("lighthouse/package.json")), "utf8"),
) as { version: string };
const report: BenchReport = {
  recordedAt: new Date().toISOString(),
  world: stackOptions.world,
  machine: {
    cpus: cpus().length,
    node: process.version,
    chromium: version(CHROMIUM, ["--version"]).split("\n").at(-1) ?? "unknown",
    lighthouse: lighthouseVersion.version,
  },
  errors: [],
};

/** Runs one measure; a failure is written into the report and the other measures go on. */
async function attempt(what: string, measure: () => Promise<void>): Promise<void> {
  try {
    await measure();
  } catch (error) {
    const message = error instanceof Error ? error.message.split("\n")[0] : String(error);
    console.error(`${what} failed: ${message}`);
    report.errors.push(`${what}: ${message}`);
  }
}

if (wanted("bundle")) {
  await attempt("bundle", async () => {
    const { lines, failures } = checkBudgets(readChunkGraph(stackOptions.webDist), readBudgets());
    report.bundle = {
      chunks: await measureBundle(stackOptions.webDist),
      budgets: lines,
      budgetFailures: failures,
    };
    log(`bundle: ${lines.length} budgets, ${failures.length} over`);
  });
}

if (wanted("devnet")) {
  await attempt("devnet /prices", async () => {
    report.devnetPrices = await measureDevnetPrices();
    log(`devnet /prices p95 ${report.devnetPrices.p95Ms.toFixed(1)} ms`);
  });
}

const browserMeasures: Measure[] = [
  "bytes",
  "lighthouse",
  "rows",
  "keystroke",
  "api",
  "serving",
  "live",
  "indexer",
];
if (browserMeasures.some(wanted)) {
  log(`starting the stack (${stackOptions.world} world) on port ${stackOptions.port}…`);
  const stack = await startStack(stackOptions);
  const browser = await launchBrowser();
  try {
    const routes = selectRoutes(await resolveRoutes(stack.url), option("routes"));
    if (wanted("bytes")) {
      await attempt("first-visit bytes", async () => {
        report.routes = await measureRouteBytes(browser, stack.url, routes);
        log(`first-visit bytes: ${report.routes.length} routes`);
      });
    }
    if (wanted("rows")) {
      report.firstRows = [];
      for (const [route, resource] of [
        ["/app/tokens/", "/api/v1/tokens"],
        ["/app/feeds/", "/api/v1/feeds"],
      ] as const) {
        await attempt(`first rows ${route}`, async () => {
          const rows = await measureFirstRows(browser, stack.url, route, resource);
          report.firstRows?.push(rows);
          log(`first rows ${route}: median ${rows.medianMs} ms`);
        });
      }
    }
    if (wanted("keystroke")) {
      await attempt("search keystroke /app/feeds/", async () => {
        report.keystroke = await measureKeystroke(browser, stack.url);
        log(`keystroke: median ${report.keystroke.medianMs} ms`);
      });
    }
    if (wanted("lighthouse")) {
      if (!wanted("bytes")) await attempt("warm-up", () => warmUpRoutes(browser, stack.url, routes));
      await attempt("lighthouse", async () => {
        report.lighthouse = await measureLighthouse(stack.url, routes, runs, log);
      });
    }
    if (wanted("api")) {
      await attempt("api load", async () => {
        report.api = await measureApiLoad(stack.url);
        log(
          `api: ${report.api.map((load) => `${load.resource} ${load.requestsPerSecond} req/s`).join(", ")}`,
        );
      });
    }
    if (wanted("serving")) {
      await attempt("api beside a static server", async () => {
        report.serving = await measureApiVsStatic(stack.url, stackOptions.port + 50, stack.apiPid());
        for (const line of report.serving.sideBySide)
          log(
            `serving ${line.resource} @${line.connections}: api ${line.api.requestsPerSecond} req/s, static ${line.static.requestsPerSecond} req/s (${Math.round(line.ratio * 100)} %)`,
          );
      });
    }
    if (wanted("live")) {
      report.live = {};
      const live = report.live;
      if (liveParts.includes("requests") || liveParts.includes("paint")) {
        await attempt("live pages", async () => {
          // The paint delay wants 10-20 rounds (10 s apart); without it the pages stay 65 s.
          const pages = await measureLivePages(browser, stack.url, {
            paintS: liveParts.includes("paint") ? 150 : 65,
          });
          if (liveParts.includes("requests")) {
            live.idle = pages.idle;
            for (const page of pages.idle)
              log(
                `live ${page.route}: ${page.requestsPerMinute} api requests/min (${page.followedPerMinute}/min for ${page.followedResource}), stream ${page.streamOpen ? "open" : "not open"}`,
              );
          }
          if (liveParts.includes("paint")) {
            live.paint = pages.paint;
            log(
              `live round → paint ${pages.paint.route}: median ${pages.paint.medianMs} ms, p95 ${pages.paint.p95Ms} ms (${pages.paint.rounds} rounds)`,
            );
          }
        });
      }
      if (liveParts.includes("streams")) {
        await attempt("live streams", async () => {
          const pid = stack.apiPid();
          if (pid === null) throw new Error("the api process was not found");
          const fanOut = await measureLiveFanOut(stack.url, pid);
          live.fanOut = fanOut;
          log(
            `live ${fanOut.connected}/${fanOut.clients} streams: +${fanOut.extraMb} MB, api CPU ${fanOut.held.cpuPercent} %, lateness p99 ${fanOut.latenessFromSent.p99Ms} ms`,
          );
        });
      }
    }
    if (wanted("indexer")) {
      await attempt("indexer", async () => {
        const pid = stack.indexerPid();
        if (pid === null) throw new Error("the indexer process was not found");
        const keepUp = await measureKeepUp(stack.storeFile, stack.indexerHealthUrl, pid);
        log(
          `indexer keep-up: CPU ${keepUp.cpuPercent} %, ${keepUp.rowsPerSecond} rows/s, ${keepUp.roundsRecorded} rounds`,
        );
        const replay = await measureReplay(stack.devnetUrl, Number(option("indexer-rounds") ?? 20));
        log(
          `indexer replay: ${replay.rowsPerSecond} rows/s, ${replay.bytesPerRound} B/round, ${replay.feedUpdatesPerDay} feed updates (${replay.feedMbPerDay} MB) → ${replay.mbPerDay} MB/day`,
        );
        const query = await measureScorecardQuery();
        log(`indexer scorecard query: p50 ${query.p50Ms} ms, p95 ${query.p95Ms} ms`);
        report.indexer = { keepUp, replay, query };
      });
    }
  } finally {
    await browser.close();
    await stack.stop();
  }
}

let baseline: BenchReport | null = null;
try {
  baseline = JSON.parse(await readFile(`${baselineBase}.json`, "utf8")) as BenchReport;
} catch {
  // No baseline for this world yet.
}

const json = `${JSON.stringify(report, null, 2)}\n`;
await mkdir(`${resultsDir}latest`, { recursive: true });
await writeFile(`${latestBase}.json`, json);
await writeFile(`${latestBase}.md`, renderMarkdown(report, baseline));
log(`\nReport: ${latestBase}.md`);
if (record) {
  await writeFile(`${baselineBase}.json`, json);
  await writeFile(`${baselineBase}.md`, renderMarkdown(report, null));
  log(`Baseline written: ${baselineBase}.md`);
}

const missed = checkTargets(report).filter((check) => !check.holds);
for (const check of checkTargets(report))
  log(`${check.holds ? "ok  " : "MISS"} ${check.what}: ${check.detail}`);
if (missed.length > 0) process.exitCode = 1;
