import type { LoadReport } from "./api-load.ts";
import type { ServingReport } from "./api-vs-static.ts";
import type { BundleReport } from "./bundle-size.ts";
import type { BudgetLine } from "./check-budgets.ts";
import type { LatencyReport } from "./devnet-prices.ts";
import type { FirstRowsReport } from "./first-rows.ts";
import type { IndexerReport } from "./indexer.ts";
import type { KeystrokeReport } from "./keystroke.ts";
import type { LighthouseReport } from "./lighthouse-runs.ts";
import type { LiveReport } from "./live.ts";
import type { RouteBytes } from "./route-bytes.ts";
import type { World } from "./stack.ts";

/** One `npm run bench` run: what bench/results/ keeps as JSON and renders as Markdown. */
export interface BenchReport {
  recordedAt: string;
  world: World;
  machine: { cpus: number; node: string; chromium: string; lighthouse: string };
  bundle?: { chunks: BundleReport; budgets: BudgetLine[]; budgetFailures: string[] };
  routes?: RouteBytes[];
  lighthouse?: LighthouseReport[];
  firstRows?: FirstRowsReport[];
  keystroke?: KeystrokeReport;
  api?: LoadReport[];
  /** The api beside a static server sending the same bytes, and its memory around the load. */
  serving?: ServingReport;
  devnetPrices?: LatencyReport;
  /** The live stream: idle pages' requests, round → paint, 500 stream clients. */
  live?: LiveReport;
  /** Network history: the indexer keeping up, a replay of past rounds, scorecard reads. */
  indexer?: IndexerReport;
  /** Measurements that could not be made, with why. */
  errors: string[];
}

/** The issue's targets, each a line that holds or not. */
const TARGETS = {
  performance: 95,
  accessibility: 100,
  firstRowsMs: 1_000,
  /** Issue 9: a search keystroke updates the table within one animation frame (60 Hz). */
  keystrokeMs: 1000 / 60,
  devnetPricesMs: 50,
  /** Issue 23: the api serves a cached answer at this share of a static server's rate, or more. */
  servingRatio: 0.6,
  /** Issue 23: p99 at 50 connections on the authored world. */
  servingP99Ms: 50,
  /** Issue 23: the api's memory after the load, at most this multiple of its idle size. */
  servingMemoryGrowth: 2,
  /** Live stream: a page left open asks at most this often per minute for what it follows live. */
  liveFollowedPerMinute: 2,
  /** Live stream: a new signed round is on the token page within this (median). */
  livePaintMs: 1_000,
  /** Live stream: 500 open streams cost the api less than this much resident memory. */
  liveExtraMb: 150,
  /** Live stream: p99 of event receive time minus its sentAt with 500 streams open. */
  liveLatenessP99Ms: 2_000,
  /** Issue 28: the indexer's CPU while keeping up with 10 s rounds, % of one core. */
  indexerCpuPercent: 25,
  /** Issue 28: SQLite store growth per simulated day at default retention. */
  indexerMbPerDay: 500,
  /** Issue 28: a node scorecard over 7 days of data, p95. */
  scorecardP95Ms: 50,
};

interface TargetCheck {
  what: string;
  holds: boolean;
  detail: string;
}

export function checkTargets(report: BenchReport): TargetCheck[] {
  const checks: TargetCheck[] = [];
  if (report.lighthouse) {
    const slow = report.lighthouse.filter((route) => route.performance < TARGETS.performance);
    checks.push({
      what: `Lighthouse performance ≥ ${TARGETS.performance} on every route`,
      holds: slow.length === 0,
      detail: slow.map((route) => `${route.route} ${route.performance}`).join(", ") || "all routes",
    });
    const inaccessible = report.lighthouse.filter((route) => route.accessibility < TARGETS.accessibility);
    checks.push({
      what: `Lighthouse accessibility = ${TARGETS.accessibility} on every route`,
      holds: inaccessible.length === 0,
      detail: inaccessible.map((route) => `${route.route} ${route.accessibility}`).join(", ") || "all routes",
    });
  }
  if (report.bundle) {
    checks.push({
      what: "JS budgets of bench/budgets.json",
      holds: report.bundle.budgetFailures.length === 0,
      detail: report.bundle.budgetFailures.join("; ") || `${report.bundle.budgets.length} budgets hold`,
    });
  }
  for (const rows of report.firstRows ?? []) {
    checks.push({
      what: `${rows.route} first rows ≤ ${TARGETS.firstRowsMs} ms (median)`,
      holds: rows.medianMs <= TARGETS.firstRowsMs,
      detail: `${rows.medianMs} ms`,
    });
  }
  if (report.keystroke) {
    checks.push({
      what: `${report.keystroke.route} search keystroke → table update within one frame, ${TARGETS.keystrokeMs.toFixed(1)} ms (median)`,
      holds: report.keystroke.medianMs <= TARGETS.keystrokeMs,
      detail: `${report.keystroke.medianMs} ms`,
    });
  }
  if (report.devnetPrices) {
    checks.push({
      what: `devnet /prices 7 days hourly < ${TARGETS.devnetPricesMs} ms (p95)`,
      holds: report.devnetPrices.p95Ms < TARGETS.devnetPricesMs,
      detail: `${report.devnetPrices.p95Ms.toFixed(1)} ms`,
    });
  }
  for (const line of report.serving?.sideBySide ?? []) {
    checks.push({
      what: `${line.resource} at ${line.connections} connections ≥ ${TARGETS.servingRatio * 100} % of a static server's req/s`,
      holds: line.ratio >= TARGETS.servingRatio,
      detail: `${line.api.requestsPerSecond} / ${line.static.requestsPerSecond} req/s (${Math.round(line.ratio * 100)} %)`,
    });
    if (line.connections === 50 && report.world === "authored") {
      checks.push({
        what: `${line.resource} p99 ≤ ${TARGETS.servingP99Ms} ms at 50 connections`,
        holds: line.api.p99Ms <= TARGETS.servingP99Ms,
        detail: `${line.api.p99Ms} ms`,
      });
    }
  }
  const memory = report.serving?.memory;
  if (memory) {
    checks.push({
      what: `api memory after the load ≤ ${TARGETS.servingMemoryGrowth}× its idle size`,
      holds: memory.afterLoadMb <= memory.idleMb * TARGETS.servingMemoryGrowth,
      detail: `${memory.idleMb} MB idle, ${memory.afterLoadMb} MB after`,
    });
  }
  for (const page of report.live?.idle ?? []) {
    checks.push({
      what: `${page.route} left open asks ≤ ${TARGETS.liveFollowedPerMinute}/min for ${page.followedResource} (followed live)`,
      holds: page.followedPerMinute <= TARGETS.liveFollowedPerMinute,
      detail: `${page.followedPerMinute}/min (all api requests ${page.requestsPerMinute}/min, stream ${page.streamOpen ? "open" : "not open"})`,
    });
  }
  const paint = report.live?.paint;
  if (paint) {
    checks.push({
      what: `${paint.route} new signed round → painted ≤ ${TARGETS.livePaintMs} ms (median)`,
      holds: paint.rounds > 0 && paint.medianMs <= TARGETS.livePaintMs,
      detail: `${paint.medianMs} ms, p95 ${paint.p95Ms} ms over ${paint.rounds} rounds`,
    });
  }
  const fanOut = report.live?.fanOut;
  if (fanOut) {
    checks.push({
      what: `${fanOut.clients} live streams: api memory < +${TARGETS.liveExtraMb} MB`,
      holds: fanOut.connected === fanOut.clients && fanOut.extraMb < TARGETS.liveExtraMb,
      detail: `+${fanOut.extraMb} MB (${fanOut.idle.rssMb} → peak ${fanOut.held.rssPeakMb} MB), ${fanOut.connected} connected`,
    });
    checks.push({
      what: `${fanOut.clients} live streams: event lateness ≤ ${TARGETS.liveLatenessP99Ms} ms (p99, from sentAt)`,
      holds:
        fanOut.events > 0 &&
        fanOut.dropped === 0 &&
        fanOut.latenessFromSent.p99Ms <= TARGETS.liveLatenessP99Ms,
      detail: `${fanOut.latenessFromSent.p99Ms} ms (from fetchedAt ${fanOut.latenessFromFetched.p99Ms} ms), ${fanOut.dropped} dropped`,
    });
  }
  const indexer = report.indexer;
  if (indexer) {
    checks.push({
      what: `indexer CPU < ${TARGETS.indexerCpuPercent} % of a core while keeping up with 10 s rounds`,
      holds: indexer.keepUp.roundsRecorded > 0 && indexer.keepUp.cpuPercent < TARGETS.indexerCpuPercent,
      detail: `${indexer.keepUp.cpuPercent} % over ${indexer.keepUp.seconds} s, ${indexer.keepUp.roundsRecorded} rounds of ${indexer.keepUp.services} services`,
    });
    checks.push({
      what: `store growth ≤ ${TARGETS.indexerMbPerDay} MB per simulated day (SQLite)`,
      holds: indexer.replay.mbPerDay <= TARGETS.indexerMbPerDay,
      detail: `${indexer.replay.mbPerDay} MB/day (${indexer.replay.bytesPerRound} B per round of ${indexer.replay.services} services, ${indexer.replay.feedMbPerDay} MB of ${indexer.replay.feedUpdatesPerDay} feed updates)`,
    });
    checks.push({
      what: `node scorecard over 7 days p95 ≤ ${TARGETS.scorecardP95Ms} ms`,
      holds: indexer.query.p95Ms <= TARGETS.scorecardP95Ms,
      detail: `p50 ${indexer.query.p50Ms} ms, p95 ${indexer.query.p95Ms} ms (${indexer.query.nodes} nodes × ${indexer.query.feeds} feeds, ${indexer.query.rawRounds} raw rounds)`,
    });
  }
  for (const error of report.errors) checks.push({ what: "measurement", holds: false, detail: error });
  return checks;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const signed = (value: number, unit: string) => `${value > 0 ? "+" : ""}${value}${unit}`;

function deltaOf(now: number, then: number | undefined, unit: string, scale = 1): string {
  if (then === undefined) return "";
  const change = Math.round((now - then) / scale);
  return change === 0 ? "" : ` (${signed(change, unit)})`;
}

function routeTable(report: BenchReport, baseline: BenchReport | null): string[] {
  const lines = [
    "| route | path | JS raw | JS gzip | CSS raw | CSS gzip | perf | a11y | best pr. | FCP | LCP | TBT | CLS |",
    "|---|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|",
  ];
  const patterns = new Set([
    ...(report.routes ?? []).map((route) => route.route),
    ...(report.lighthouse ?? []).map((route) => route.route),
  ]);
  for (const pattern of patterns) {
    const bytes = report.routes?.find((route) => route.route === pattern);
    const then = baseline?.routes?.find((route) => route.route === pattern);
    const lh = report.lighthouse?.find((route) => route.route === pattern);
    const lhThen = baseline?.lighthouse?.find((route) => route.route === pattern);
    const cells = [
      `\`${pattern}\``,
      `\`${bytes?.path ?? lh?.path ?? ""}\``,
      bytes ? kb(bytes.js.raw) : "–",
      bytes ? `${kb(bytes.js.gzip)}${deltaOf(bytes.js.gzip, then?.js.gzip, " KB", 1024)}` : "–",
      bytes ? kb(bytes.css.raw) : "–",
      bytes ? kb(bytes.css.gzip) : "–",
      lh ? `${lh.performance}${deltaOf(lh.performance, lhThen?.performance, "")}` : "–",
      lh ? String(lh.accessibility) : "–",
      lh ? String(lh.bestPractices) : "–",
      lh ? `${lh.fcpMs} ms` : "–",
      lh ? `${lh.lcpMs} ms${deltaOf(lh.lcpMs, lhThen?.lcpMs, " ms")}` : "–",
      lh ? `${lh.tbtMs} ms` : "–",
      lh ? String(lh.cls) : "–",
    ];
    lines.push(`| ${cells.join(" | ")} |`);
  }
  return lines;
}

export function renderMarkdown(report: BenchReport, baseline: BenchReport | null): string {
  const out: string[] = [
    `# Bench report: ${report.world} world`,
    "",
    `Recorded ${report.recordedAt} on ${report.machine.cpus} CPUs, Node ${report.machine.node}, ${report.machine.chromium}, Lighthouse ${report.machine.lighthouse}.`,
    baseline
      ? `Deltas in brackets are against the baseline of ${baseline.recordedAt}.`
      : "No baseline to compare with.",
    "",
    "## Targets",
    "",
  ];
  for (const check of checkTargets(report))
    out.push(`- ${check.holds ? "✅" : "❌"} ${check.what}: ${check.detail}`);
  if (report.routes || report.lighthouse) {
    out.push(
      "",
      "## Routes: first visit and Lighthouse",
      "",
      "JS and CSS loaded by a first visit in a cold browser context (gzip -9 of each file). Lighthouse 12, " +
        "default mobile profile (simulated slow 4G, 4× CPU), median of the runs per figure.",
      "",
      ...routeTable(report, baseline),
    );
    const issues = (report.lighthouse ?? []).filter((route) => route.issues.length > 0);
    if (issues.length > 0) {
      out.push("", "Audits that cost accessibility or best-practices points:", "");
      for (const route of issues) out.push(`- \`${route.route}\`: ${route.issues.join("; ")}`);
    }
  }
  if (report.bundle) {
    out.push(
      "",
      "## Bundle budgets (bench/budgets.json, gzip -9)",
      "",
      "| what | gzip | budget |",
      "|---|--:|--:|",
    );
    for (const line of report.bundle.budgets) {
      out.push(`| ${line.what} | ${kb(line.gzip)} | ${kb(line.budget)} |`);
    }
  }
  if (report.firstRows || report.keystroke) {
    out.push(
      "",
      "## Time to first rows and search keystroke",
      "",
      "| measure | median | max | samples |",
      "|---|--:|--:|---|",
    );
    for (const rows of report.firstRows ?? []) {
      const then = baseline?.firstRows?.find((candidate) => candidate.route === rows.route);
      out.push(
        `| navigation → first table rows, \`${rows.route}\` | ${rows.medianMs} ms${deltaOf(rows.medianMs, then?.medianMs, " ms")} | ${rows.maxMs} ms | ${rows.samplesMs.join(", ")} |`,
      );
    }
    if (report.keystroke) {
      const key = report.keystroke;
      out.push(
        `| search keystroke → table update, \`${key.route}\` | ${key.medianMs} ms${deltaOf(key.medianMs, baseline?.keystroke?.medianMs, " ms")} | ${key.maxMs} ms | ${key.samplesMs.join(", ")} |`,
      );
    }
  }
  if (report.api) {
    out.push(
      "",
      "## Api under load",
      "",
      `${report.api[0]?.connections ?? 0} connections, ${report.api[0]?.durationS ?? 0} s per resource, browser headers (compressed answers).`,
      "",
      "| resource | answer | req/s | p50 | p99 | non-2xx |",
      "|---|--:|--:|--:|--:|--:|",
    );
    for (const load of report.api) {
      const then = baseline?.api?.find((candidate) => candidate.resource === load.resource);
      out.push(
        `| \`${load.resource}\` | ${kb(load.bodyBytes)} | ${load.requestsPerSecond}${deltaOf(load.requestsPerSecond, then?.requestsPerSecond, "")} | ${load.p50Ms} ms | ${load.p99Ms} ms | ${load.non2xx} |`,
      );
    }
  }
  if (report.serving) {
    out.push(
      "",
      "## Api beside a static server",
      "",
      "The same answer (its compressed bytes and headers, captured from the api) sent by a minimal static Node server (`bench/src/static-server.ts`), both loaded by the same autocannon, one after the other, in this run.",
      "",
      "| resource | answer | connections | api req/s | static req/s | api / static | api p50 | api p99 | static p99 |",
      "|---|--:|--:|--:|--:|--:|--:|--:|--:|",
    );
    for (const line of report.serving.sideBySide) {
      out.push(
        `| \`${line.resource}\` | ${kb(line.bodyBytes)} | ${line.connections} | ${line.api.requestsPerSecond} | ${line.static.requestsPerSecond} | ${Math.round(line.ratio * 100)} % | ${line.api.p50Ms} ms | ${line.api.p99Ms} ms | ${line.static.p99Ms} ms |`,
      );
    }
    const memory = report.serving.memory;
    if (memory)
      out.push(
        "",
        `Api memory (resident): ${memory.idleMb} MB before the load, ${memory.afterLoadMb} MB after.`,
      );
  }
  if (report.devnetPrices) {
    const prices = report.devnetPrices;
    out.push(
      "",
      "## Devnet",
      "",
      `\`/prices\`, 7 days hourly, ${prices.requests} requests: p50 ${prices.p50Ms.toFixed(1)} ms, p95 ${prices.p95Ms.toFixed(1)} ms, max ${prices.maxMs.toFixed(1)} ms; first backfill ${Math.round(prices.backfillMs)} ms.`,
    );
  }
  if (report.live) out.push(...liveSection(report.live, baseline?.live));
  if (report.indexer) {
    const { keepUp, replay, query } = report.indexer;
    out.push(
      "",
      "## Indexer",
      "",
      "| measure | value |",
      "|---|--:|",
      `| keep-up: CPU of the indexer (${keepUp.seconds} s, ${keepUp.services} services) | ${keepUp.cpuPercent} % |`,
      `| keep-up: rows written per second | ${keepUp.rowsPerSecond} |`,
      `| replay: ${replay.rounds} past rounds of ${replay.services} services, read back as fast as served | ${replay.seconds} s, ${replay.rowsPerSecond} rows/s |`,
      `| replay: each further round adds (all services) | ${replay.rowsPerRound} rows, ${replay.bytesPerRound} B |`,
      `| a day of every push feed's on-chain updates (the devnet's last day, read back) | ${replay.feedUpdatesPerDay} updates, ${replay.feedMbPerDay} MB |`,
      `| store growth per simulated day (the day's first rounds, then 8,640 rounds at that rate, and the day's feed updates) | ${replay.mbPerDay} MB |`,
      `| scorecard over 7 days (${query.nodes} nodes × ${query.feeds} feeds), ${query.calls} reads | p50 ${query.p50Ms} ms, p95 ${query.p95Ms} ms |`,
    );
  }
  if (report.errors.length > 0) {
    out.push("", "## Errors", "");
    for (const error of report.errors) out.push(`- ${error}`);
  }
  return `${out.join("\n")}\n`;
}

function liveSection(live: LiveReport, then: LiveReport | undefined): string[] {
  const out = ["", "## Live stream", ""];
  if (live.idle) {
    out.push(
      "Pages left open (after loading and 5 s to settle) in Chromium: api requests counted for a minute, the stream's own GET apart.",
      "",
      "| page | followed resource | api req/min | followed req/min | stream | requests by path |",
      "|---|---|--:|--:|---|---|",
    );
    for (const page of live.idle) {
      const before = then?.idle?.find((candidate) => candidate.route === page.route);
      const paths = Object.entries(page.byPath)
        .sort((a, b) => b[1] - a[1])
        .map(([path, count]) => `\`${path}\` ${count}`)
        .join(", ");
      out.push(
        `| \`${page.route}\` | \`${page.followedResource}\` | ${page.requestsPerMinute}${deltaOf(page.requestsPerMinute, before?.requestsPerMinute, "")} | ${page.followedPerMinute} | ${page.streamOpen ? `open (${page.streamConnections} GET in the window)` : "none"} | ${paths || "–"} |`,
      );
    }
  }
  const paint = live.paint;
  if (paint) {
    out.push(
      "",
      `New signed round → the frame that draws it on \`${paint.route}\` (from the round's timestamp, when the devnet starts serving it): ` +
        `median ${paint.medianMs} ms${deltaOf(paint.medianMs, then?.paint?.medianMs, " ms")}, p95 ${paint.p95Ms} ms, max ${paint.maxMs} ms over ${paint.rounds} rounds` +
        `${paint.missedRounds > 0 ? ` (${paint.missedRounds} rounds not drawn)` : ""}; samples ${paint.samplesMs.join(", ")} ms.`,
    );
    if (paint.stream)
      out.push(
        "",
        `The api's part (round → its event at a Node client on the same topic): median ${paint.stream.medianMs} ms, p95 ${paint.stream.p95Ms} ms over ${paint.stream.rounds} rounds; samples ${paint.stream.samplesMs.join(", ")} ms.`,
      );
  }
  const fanOut = live.fanOut;
  if (fanOut) {
    const sets = Object.entries(fanOut.topicSets)
      .map(([topics, count]) => `${count}× \`${topics}\``)
      .join(", ");
    out.push(
      "",
      `${fanOut.clients} stream clients (plain Node http, read continuously; ${sets}) held ${fanOut.holdS} s: ` +
        `${fanOut.connected} connected in ${fanOut.connectMs} ms, ${fanOut.failed} refused, ${fanOut.dropped} dropped by the api.`,
      "",
      "| | api RSS | api CPU (one core) |",
      "|---|--:|--:|",
      `| no stream | ${fanOut.idle.rssMb} MB | ${fanOut.idle.cpuPercent} % |`,
      `| ${fanOut.clients} streams | median ${fanOut.held.rssMedianMb} MB, peak ${fanOut.held.rssPeakMb} MB (+${fanOut.extraMb} MB) | ${fanOut.held.cpuPercent} % |`,
      `| 10 s after closing them | ${fanOut.afterCloseRssMb} MB | |`,
      "",
      `${fanOut.events} \`resource\` events (${fanOut.megabytes} MB) received while held; lateness from \`sentAt\` p50 ${fanOut.latenessFromSent.p50Ms} ms, p99 ${fanOut.latenessFromSent.p99Ms} ms, max ${fanOut.latenessFromSent.maxMs} ms; ` +
        `from \`fetchedAt\` p50 ${fanOut.latenessFromFetched.p50Ms} ms, p99 ${fanOut.latenessFromFetched.p99Ms} ms, max ${fanOut.latenessFromFetched.maxMs} ms ` +
        `(the bench client's own event-loop delay p99 ${fanOut.clientLoopDelayP99Ms} ms).`,
    );
  }
  return out;
}
