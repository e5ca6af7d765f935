/**
 * `npm run bench`: measures what can be measured without a browser and compares it with the
 * recorded baseline in bench/baselines/. Run `npm run build` first.
 * `npm run bench -- --record` rewrites the baseline after a deliberate change.
 */
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { chunkName, measureBundle } from "./bundle-size.ts";

const root = fileURLToPath(new URL("../..", import.meta.url));
const baselinePath = fileURLToPath(new URL("../baselines/bundle.json", import.meta.url));
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

interface Baseline {
  recordedAt: string;
  initialBrotli: number;
  initialGzip: number;
  chunksBrotli: Record<string, number>;
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

if (process.argv.includes("--record") || !baseline) {
  await mkdir(fileURLToPath(new URL("../baselines", import.meta.url)), { recursive: true });
  await writeFile(baselinePath, `${JSON.stringify(current, null, 2)}\n`);
  console.log(`Baseline written to ${baselinePath}`);
}
