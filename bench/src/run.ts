/**
 * `npm run bench`: measures what can be measured without a browser and compares it with the
 * recorded baseline in bench/baselines/. Run `npm run build` first.
 * `npm run bench -- --record` rewrites the baseline after a deliberate change.
 */
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { measureFeedsLoad } from "./api-load.ts";
import { chunkName, measureBundle } from "./bundle-size.ts";
import { measureDevnetPrices } from "./devnet-prices.ts";
import { FIRST_ROWS_BUDGET_MS, measureFirstRows } from "./first-rows.ts";

const root = fileURLToPath(new URL("../..", import.meta.url));
const baselinePath = fileURLToPath(new URL("../baselines/bundle.json", import.meta.url));
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

interface Baseline {
  recordedAt: string;
  initialBrotli: number;
  initialGzip: number;
  chunksBrotli: Record<string, number>;
  /** Devnet `/prices`, 7 days hourly, p50 and p95 ms (budget: under 50 ms). */
  devnetPrices7dP50Ms?: number;
  devnetPrices7dP95Ms?: number;
  /** Api /api/v1/feeds, recorded world (890 feeds), 50 connections. */
  feedsLoadP50Ms?: number;
  feedsLoadP99Ms?: number;
  feedsLoadRps?: number;
  /** Data Feeds list, navigation to first rows in Chromium, cold context, median and max of 5 (budget 1000 ms). */
  tokensFirstRowsMedianMs?: number;
  tokensFirstRowsMaxMs?: number;
}

const report = await measureBundle(`${root}/apps/web/dist`);
const current: Baseline = {
  recordedAt: new Date().toISOString(),
  initialBrotli: report.initial.brotli,
  initialGzip: report.initial.gzip,
  chunksBrotli: Object.fromEntries(report.chunks.map((c) => [chunkName(c.file), c.brotli])),
};

let baseline: Baseline | null = null;
try {
  baseline = JSON.parse(await readFile(baselinePath, "utf8")) as Baseline;
} catch {
  // No baseline yet.
}

const delta = (now: number, then: number | undefined) =>
  then === undefined ? "(new)" : `${now >= then ? "+" : ""}${kb(now - then)}`;

console.log(
  `Initial load (entry + preloads + CSS): ${kb(current.initialBrotli)} brotli, ${kb(current.initialGzip)} gzip  ${delta(current.initialBrotli, baseline?.initialBrotli)}`,
);
console.log("Chunks (brotli):");
for (const [name, size] of Object.entries(current.chunksBrotli)) {
  console.log(`  ${name.padEnd(36)} ${kb(size).padStart(10)}  ${delta(size, baseline?.chunksBrotli[name])}`);
}

const prices = await measureDevnetPrices();
current.devnetPrices7dP50Ms = Math.round(prices.p50Ms * 10) / 10;
current.devnetPrices7dP95Ms = Math.round(prices.p95Ms * 10) / 10;
console.log(
  `Devnet /prices 7 days hourly (${prices.requests} requests): p50 ${prices.p50Ms.toFixed(1)} ms, p95 ${prices.p95Ms.toFixed(1)} ms, max ${prices.maxMs.toFixed(1)} ms (budget 50 ms; baseline p50 ${baseline?.devnetPrices7dP50Ms ?? "none"}); first backfill ${Math.round(prices.backfillMs)} ms`,
);

const load = await measureFeedsLoad();
current.feedsLoadP50Ms = load.p50Ms;
current.feedsLoadP99Ms = load.p99Ms;
current.feedsLoadRps = Math.round(load.requestsPerSecond);
console.log(
  `Api /api/v1/feeds, ${load.feeds} feeds, ${load.connections} connections, ${load.durationS} s: ${load.requests} requests, ` +
    `${Math.round(load.requestsPerSecond)} req/s, p50 ${load.p50Ms} ms, p99 ${load.p99Ms} ms, non-2xx ${load.non2xx}; ` +
    `upstream reads meanwhile: ${JSON.stringify(load.upstreamLoads)} (baseline p50 ${baseline?.feedsLoadP50Ms ?? "none"})`,
);

const rows = await measureFirstRows("/app/tokens/");
current.tokensFirstRowsMedianMs = rows.medianMs;
current.tokensFirstRowsMaxMs = rows.maxMs;
console.log(
  `Data Feeds list first rows (${rows.runs} cold visits): median ${rows.medianMs} ms, max ${rows.maxMs} ms, samples ${rows.samplesMs.join(", ")} ` +
    `(budget ${FIRST_ROWS_BUDGET_MS} ms; baseline median ${baseline?.tokensFirstRowsMedianMs ?? "none"})`,
);
// The budget holds for the median visit; the slowest one is reported beside it.
if (rows.medianMs > FIRST_ROWS_BUDGET_MS) {
  console.error(`Over budget: the Data Feeds list showed its first rows after ${rows.medianMs} ms (median).`);
  process.exitCode = 1;
}

if (process.argv.includes("--record") || !baseline) {
  await mkdir(fileURLToPath(new URL("../baselines", import.meta.url)), { recursive: true });
  await writeFile(baselinePath, `${JSON.stringify(current, null, 2)}\n`);
  console.log(`Baseline written to ${baselinePath}`);
}
