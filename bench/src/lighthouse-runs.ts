import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import lighthouse from "lighthouse";
import type { BenchRoute } from "./bench-routes.ts";
import { CHROMIUM, CHROMIUM_FLAGS, median } from "./browser.ts";

/**
 * Lighthouse 12 on every route with its default profile: mobile (Moto G Power screen) with
 * simulated throttling (slow 4G, 4× CPU), in Debian's Chromium. Each route runs `runs` times
 * (3 by default) and each figure is the median of its runs.
 */

interface LighthouseFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
}

export interface LighthouseReport extends LighthouseFigures {
  route: string;
  path: string;
  runs: LighthouseFigures[];
  /** Failed audits of the median-performance run that cost accessibility or best-practices points. */
  issues: string[];
}

/** Chromium's DevTools port for Lighthouse: inside the bench's 8300-8399 range. */
const DEBUGGING_PORT = Number(process.env.BENCH_CHROME_PORT ?? 8390);

async function startChromium(): Promise<{ child: ChildProcess; stop: () => Promise<void> }> {
  const profile = mkdtempSync(join(tmpdir(), "bench-lighthouse-"));
  const child = spawn(
    CHROMIUM,
    [
      ...CHROMIUM_FLAGS,
      `--remote-debugging-port=${DEBUGGING_PORT}`,
      `--user-data-dir=${profile}`,
      "about:blank",
    ],
    { stdio: "ignore" },
  );
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), 5_000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(profile, { recursive: true, force: true });
  };
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      if ((await fetch(`http://127.0.0.1:${DEBUGGING_PORT}/json/version`)).ok) return { child, stop };
    } catch {
      // Not listening yet.
    }
    if (child.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await stop();
  throw new Error(`Chromium did not open its DevTools port ${DEBUGGING_PORT}`);
}

const score = (value: number | null | undefined) => Math.round((value ?? 0) * 100);

async function runOnce(url: string): Promise<{ figures: LighthouseFigures; issues: string[] }> {
  const result = await lighthouse(url, {
    port: DEBUGGING_PORT,
    logLevel: "error",
    output: "json",
    onlyCategories: ["performance", "accessibility", "best-practices"],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`);
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const issues: string[] = [];
  for (const category of ["accessibility", "best-practices"]) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) {
        issues.push(`${category}: ${ref.id} (${audit.title})`);
      }
    }
  }
  return {
    figures: {
      performance: score(lhr.categories.performance?.score),
      accessibility: score(lhr.categories.accessibility?.score),
      bestPractices: score(lhr.categories["best-practices"]?.score),
      fcpMs: Math.round(metric("first-contentful-paint")),
      lcpMs: Math.round(metric("largest-contentful-paint")),
      tbtMs: Math.round(metric("total-blocking-time")),
      cls: Math.round(metric("cumulative-layout-shift") * 1000) / 1000,
      speedIndexMs: Math.round(metric("speed-index")),
    },
    issues,
  };
}

/**
 * Lighthouse now and then loses a trace (NO_NAVSTART, NO_FCP under load): such a run is run
 * again, twice at most, rather than costing the whole report.
 */
async function withRetries<T>(run: () => Promise<T>, log: (line: string) => void, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= attempts) throw error;
      log(`  lighthouse: ${error instanceof Error ? error.message : String(error)}; running it again`);
    }
  }
}

export async function measureLighthouse(
  baseUrl: string,
  routes: readonly BenchRoute[],
  runs = 3,
  log: (line: string) => void = () => {},
): Promise<LighthouseReport[]> {
  const chrome = await startChromium();
  const reports: LighthouseReport[] = [];
  try {
    for (const route of routes) {
      const results: { figures: LighthouseFigures; issues: string[] }[] = [];
      for (let run = 0; run < runs; run++) {
        const result = await withRetries(() => runOnce(`${baseUrl}${route.path}`), log);
        log(
          `  lighthouse ${route.path} run ${run + 1}/${runs}: performance ${result.figures.performance}, accessibility ${result.figures.accessibility}, LCP ${result.figures.lcpMs} ms, TBT ${result.figures.tbtMs} ms`,
        );
        results.push(result);
      }
      const figures = results.map((result) => result.figures);
      const of = (key: keyof LighthouseFigures) => median(figures.map((figure) => figure[key]));
      const medianRun =
        [...results].sort((a, b) => a.figures.performance - b.figures.performance)[Math.floor(runs / 2)] ??
        results[0];
      reports.push({
        route: route.pattern,
        path: route.path,
        performance: of("performance"),
        accessibility: of("accessibility"),
        bestPractices: of("bestPractices"),
        fcpMs: of("fcpMs"),
        lcpMs: of("lcpMs"),
        tbtMs: of("tbtMs"),
        cls: of("cls"),
        speedIndexMs: of("speedIndexMs"),
        runs: figures,
        issues: medianRun?.issues ?? [],
      });
    }
  } finally {
    await chrome.stop();
  }
  return reports;
}
