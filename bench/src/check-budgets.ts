/**
 * The CI budget check (`npm run check:budgets`, part of `npm test` right after the build): the
 * gzip JS of the entry, of each route and of each lazy module stays under bench/budgets.json, and
 * chart and wallet packages load only on the routes that use them. Reads the build only (Vite's
 * manifest and source maps), so it is deterministic and takes well under a second.
 *
 * Usage: node --import tsx bench/src/check-budgets.ts [distDir]   (default: WEB_DIST_DIR or apps/web/dist)
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import {
  type ChunkGraph,
  jsGzip,
  lazyModules,
  packagesOf,
  reachable,
  readChunkGraph,
  routeModules,
  staticClosure,
} from "./chunk-graph.ts";

interface Budgets {
  entryMaxGzipKB: number;
  defaultLazyMaxGzipKB: number;
  routes: { path: string; module: string; maxGzipKB: number }[];
  lazy: Record<string, { maxGzipKB: number }>;
  packageGroups: Record<string, { packages: string[]; routes: string[] }>;
}

export interface BudgetLine {
  what: string;
  gzip: number;
  budget: number;
}

interface BudgetResult {
  lines: BudgetLine[];
  failures: string[];
}

const KIB = 1024;
const kib = (bytes: number) => `${(bytes / KIB).toFixed(1)} KB`;

/** "@wagmi/" names a scope; anything else names one package. */
const inGroup = (name: string, patterns: readonly string[]) =>
  patterns.some((pattern) => (pattern.endsWith("/") ? name.startsWith(pattern) : name === pattern));

function packagesIn(graph: ChunkGraph, keys: Iterable<string>): Set<string> {
  const found = new Set<string>();
  for (const key of keys) for (const name of packagesOf(graph, key)) found.add(name);
  return found;
}

export function checkBudgets(graph: ChunkGraph, budgets: Budgets): BudgetResult {
  const lines: BudgetLine[] = [];
  const failures: string[] = [];
  const over = (line: BudgetLine) => {
    lines.push(line);
    if (line.gzip > line.budget) {
      failures.push(`${line.what} is ${kib(line.gzip)} gzip, over its budget of ${kib(line.budget)}`);
    }
  };

  over({ what: "entry", gzip: jsGzip(graph, graph.entryClosure), budget: budgets.entryMaxGzipKB * KIB });

  const declared = new Set(budgets.routes.map((route) => route.module));
  for (const module of routeModules(graph)) {
    if (!declared.has(module)) {
      failures.push(`the route module ${module} has no budget: add it to bench/budgets.json "routes"`);
    }
  }
  const modules = new Set(Object.keys(graph.manifest));
  for (const route of budgets.routes) {
    if (!modules.has(route.module)) {
      failures.push(
        `${route.path}: its module ${route.module} is not in the build (renamed? update bench/budgets.json)`,
      );
      continue;
    }
    const own = [...staticClosure(graph, route.module)].filter((key) => !graph.entryClosure.has(key));
    over({ what: `route ${route.path}`, gzip: jsGzip(graph, own), budget: route.maxGzipKB * KIB });
  }
  for (const module of lazyModules(graph)) {
    const own = [...staticClosure(graph, module)].filter((key) => !graph.entryClosure.has(key));
    const budget = budgets.lazy[module]?.maxGzipKB ?? budgets.defaultLazyMaxGzipKB;
    over({ what: `lazy ${module}`, gzip: jsGzip(graph, own), budget: budget * KIB });
  }

  // Chart and wallet code: never in the entry, and only reachable from the routes that use it.
  const entryPackages = packagesIn(graph, graph.entryClosure);
  for (const [group, { packages, routes }] of Object.entries(budgets.packageGroups)) {
    const inEntry = [...entryPackages].filter((name) => inGroup(name, packages));
    if (inEntry.length > 0) failures.push(`${group} code (${inEntry.join(", ")}) is in the entry bundle`);
    for (const route of budgets.routes) {
      if (routes.includes(route.path) || !modules.has(route.module)) continue;
      const loaded = [...packagesIn(graph, reachable(graph, route.module))].filter((name) =>
        inGroup(name, packages),
      );
      if (loaded.length > 0) {
        failures.push(
          `${group} code (${loaded.join(", ")}) is reachable from ${route.path}, which is not one of its routes`,
        );
      }
    }
  }
  return { lines, failures };
}

export function readBudgets(): Budgets {
  return JSON.parse(
    readFileSync(fileURLToPath(new URL("../budgets.json", import.meta.url)), "utf8"),
  ) as Budgets;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const dist =
    process.argv[2] ||
    process.env.WEB_DIST_DIR?.trim() ||
    fileURLToPath(new URL("../../apps/web/dist", import.meta.url));
  const { lines, failures } = checkBudgets(readChunkGraph(dist), readBudgets());
  for (const line of lines) {
    const mark = line.gzip > line.budget ? "OVER" : "ok";
    console.log(
      `${mark.padEnd(4)} ${line.what.padEnd(64)} ${kib(line.gzip).padStart(9)} / ${kib(line.budget)}`,
    );
  }
  if (failures.length > 0) {
    console.error(`\nBundle budgets failed (bench/budgets.json, dist ${dist}):`);
    for (const failure of failures) console.error(`  - ${failure}`);
    process.exitCode = 1;
  } else {
    console.log(`\nBundle budgets hold (${lines.length} checked, dist ${dist}).`);
  }
}
