import { readFileSync } from "node:fs";
import { type ClientRequest, get, type IncomingMessage } from "node:http";
import { monitorEventLoopDelay } from "node:perf_hooks";
import type { Browser, Page } from "playwright-core";
import { coldPage, firstDataRow, median } from "./browser.ts";

/**
 * The `live` measure: the api's Server-Sent-Events stream (GET /api/v1/stream, core's
 * api-views/live-stream.ts), which pages follow instead of polling.
 *  (a) idle requests: /api/ requests per minute of a token page and the feeds list left open,
 *      the EventSource itself counted apart;
 *  (b) round → paint: from the moment the devnet makes a signed round available to the frame that
 *      draws its price on the token page;
 *  (c) fan-out: the api's memory, CPU and event lateness with 500 stream clients open at once.
 */

/** (a) One page left open: what it asked the api for, per minute. */
export interface IdleRequestsReport {
  route: string;
  /** The api resource the page shows and follows live (or polled, before the stream). */
  followedResource: string;
  windowS: number;
  /** Every /api/ request in the window but the stream's own GET, per minute. */
  requestsPerMinute: number;
  /** Requests for the followed resource (any query), per minute: what the stream replaces. */
  followedPerMinute: number;
  /** GET /api/v1/stream requests (EventSource connections and reconnections) in the window. */
  streamConnections: number;
  /** Whether the page had an open stream in the window. */
  streamOpen: boolean;
  /** Requests in the window by path (query dropped), stream GET excluded. */
  byPath: Record<string, number>;
}

/** (b) Round → paint on the token page. */
export interface PaintDelayReport {
  route: string;
  /** Rounds whose price the page drew while watched (the first, loaded value not counted). */
  rounds: number;
  /** Round available (its timestamp: the devnet serves it from then on) → the frame drawing it, ms. */
  medianMs: number;
  p95Ms: number;
  maxMs: number;
  samplesMs: number[];
  /** Rounds of the watched time the page never drew (skipped, or still not drawn at the end). */
  missedRounds: number;
  /**
   * The api's part, when the page follows the stream: round → its event at a Node client following
   * the same topic (so the same poller) beside the page; the rest is the browser's.
   */
  stream?: { rounds: number; medianMs: number; p95Ms: number; samplesMs: number[] };
}

interface Spread {
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}

/** (c) Many stream clients at once. */
export interface FanOutReport {
  clients: number;
  /** Topic sets of the clients, with how many clients followed each. */
  topicSets: Record<string, number>;
  holdS: number;
  /** Clients whose stream answered 200 with a hello. */
  connected: number;
  /** Clients refused (status) or failed to connect. */
  failed: number;
  /** Streams the api ended while held (it drops a client too slow to read). */
  dropped: number;
  /** Time to open every stream and receive each one's first frames, ms. */
  connectMs: number;
  idle: { rssMb: number; cpuPercent: number };
  held: { rssMedianMb: number; rssPeakMb: number; cpuPercent: number };
  /** Peak resident memory while held (connecting included) minus idle, MB. */
  extraMb: number;
  /** Resident memory 10 s after every stream closed, MB. */
  afterCloseRssMb: number;
  /** `resource` events received while held, and their bytes (all clients). */
  events: number;
  megabytes: number;
  /** Receive time minus the event's sentAt. */
  latenessFromSent: Spread;
  /** Receive time minus the event's fetchedAt (when the api read the data). */
  latenessFromFetched: Spread;
  /** The bench client's own event-loop delay, p99 ms: if high, the lateness is partly the client's. */
  clientLoopDelayP99Ms: number;
}

export interface LiveReport {
  idle?: IdleRequestsReport[];
  paint?: PaintDelayReport;
  fanOut?: FanOutReport;
}

const percentile = (values: readonly number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] ?? Number.NaN;
};
const round1 = (value: number) => Math.round(value * 10) / 10;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// ——— (a) and (b): pages left open ———

const STREAM_PATH = "/api/v1/stream";
/** Time for a loaded page to settle (lazy chunks, chart data, the stream's first frames). */
const SETTLE_MS = 5_000;

/** Counts a page's api requests from now on, each with the time it was sent. */
function recordApiRequests(page: Page): { at: number; method: string; path: string }[] {
  const seen: { at: number; method: string; path: string }[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (!url.pathname.startsWith("/api/")) return;
    seen.push({ at: Date.now(), method: request.method(), path: url.pathname });
  });
  return seen;
}

function idleReport(
  route: string,
  followed: string,
  seen: readonly { at: number; method: string; path: string }[],
  from: number,
  to: number,
  streamOpen: boolean,
): IdleRequestsReport {
  const inWindow = seen.filter((request) => request.at >= from && request.at < to);
  const isStream = (request: { method: string; path: string }) =>
    request.method === "GET" && request.path === STREAM_PATH;
  const requests = inWindow.filter((request) => !isStream(request));
  const byPath: Record<string, number> = {};
  for (const request of requests) {
    const key = `${request.method} ${request.path.replace(/^\/api\/v1\/stream\/[^/]+\//, "/api/v1/stream/:id/")}`;
    byPath[key] = (byPath[key] ?? 0) + 1;
  }
  const minutes = (to - from) / 60_000;
  return {
    route,
    followedResource: followed,
    windowS: Math.round((to - from) / 1000),
    requestsPerMinute: round1(requests.length / minutes),
    followedPerMinute: round1(requests.filter((request) => request.path === followed).length / minutes),
    streamConnections: inWindow.filter(isStream).length,
    streamOpen,
    byPath,
  };
}

declare global {
  interface Window {
    __benchLive?: { roundAt: number; paintedAt: number; first: boolean; price: string | null }[];
  }
}

/**
 * Installed before the page's scripts on the token page: whenever the latest-price card shows
 * another round (its "Last updated" <time dateTime> is the round's timestamp), notes, in the
 * animation frame that draws it, the wall clock and that timestamp. The devnet computes a round's
 * price from its grid timestamp on (`/prices` live values: floor(now / 10 s) × 10 s), so the
 * timestamp is when the round became available. Plain JavaScript: see first-rows.ts.
 */
const PAINT_PROBE = `(() => {
  const samples = [];
  window.__benchLive = samples;
  let shown = null;
  const check = () => {
    const card = document.querySelector('section[aria-labelledby="latest-price-title"]');
    const time = card && card.querySelector("time[datetime]");
    if (!time) return;
    const roundAt = Date.parse(time.getAttribute("datetime"));
    if (!Number.isFinite(roundAt) || roundAt === shown) return;
    const first = shown === null;
    shown = roundAt;
    const price = card.querySelector("p") ? card.querySelector("p").textContent : null;
    requestAnimationFrame(() => samples.push({ roundAt, paintedAt: Date.now(), first, price }));
  };
  new MutationObserver(check).observe(document, {
    subtree: true, childList: true, characterData: true, attributes: true, attributeFilter: ["datetime"],
  });
})()`;

/** Whether the page has an open EventSource on the api's stream (seen from its requests). */
function streamOpened(seen: readonly { method: string; path: string }[]): boolean {
  return seen.some((request) => request.method === "GET" && request.path === STREAM_PATH);
}

export interface PagesOptions {
  /** The token page's symbol. */
  symbol?: string;
  /** Window in which requests are counted. */
  windowS?: number;
  /** How long the token page is watched for rounds (from when it loaded; ≥ windowS). */
  paintS?: number;
}

/**
 * (a) and (b) at once, in two cold browser contexts: the token page (watched for rounds the whole
 * time, its requests counted over the first `windowS`) and the feeds list (requests counted).
 */
export async function measureLivePages(
  browser: Browser,
  baseUrl: string,
  { symbol = "ETH", windowS = 60, paintS = 150 }: PagesOptions = {},
): Promise<{ idle: IdleRequestsReport[]; paint: PaintDelayReport }> {
  const tokenRoute = `/app/token/${symbol}`;
  const feedsRoute = "/app/feeds";
  const tokenPage = await coldPage(browser);
  const feedsPage = await coldPage(browser);
  try {
    await tokenPage.addInitScript(PAINT_PROBE);
    const tokenRequests = recordApiRequests(tokenPage);
    const feedsRequests = recordApiRequests(feedsPage);
    await Promise.all([tokenPage.goto(`${baseUrl}${tokenRoute}`), feedsPage.goto(`${baseUrl}${feedsRoute}`)]);
    await Promise.all([
      tokenPage
        .locator('section[aria-labelledby="latest-price-title"] time[datetime]')
        .waitFor({ timeout: 30_000 }),
      firstDataRow(feedsPage).waitFor({ timeout: 30_000 }),
    ]);
    const loadedAt = Date.now();
    // Beside a page that follows the stream, a Node client on the same topic times the api's part.
    // (Not beside a polling page: its live reads would freshen the api's cache for the page.)
    const side = streamOpened(tokenRequests) ? followRounds(baseUrl, `/tokens/${symbol}`) : null;
    await sleep(SETTLE_MS);
    const from = Date.now();
    await sleep(windowS * 1000);
    const to = Date.now();
    const idle = [
      idleReport(
        tokenRoute,
        `/api/v1/tokens/${symbol}`,
        tokenRequests,
        from,
        to,
        streamOpened(tokenRequests),
      ),
      idleReport(feedsRoute, "/api/v1/feeds", feedsRequests, from, to, streamOpened(feedsRequests)),
    ];
    await feedsPage.context().close();
    const rest = loadedAt + paintS * 1000 - Date.now();
    if (rest > 0) await sleep(rest);
    const watchedTo = Date.now();
    const samples = (await tokenPage.evaluate(() => window.__benchLive ?? [])).filter(
      (sample) => !sample.first,
    );
    const samplesMs = samples.map((sample) => sample.paintedAt - sample.roundAt);
    side?.stop();
    const streamMs = side
      ? [...side.rounds]
          .filter(([roundAt]) => roundAt > loadedAt - 10_000 && roundAt !== side.firstRound)
          .map(([roundAt, receivedAt]) => receivedAt - roundAt)
      : null;
    // Rounds on the grid (10 s) between the loaded one and the end of the watch, less a second
    // for the last one to arrive: the page drew one frame for each, unless it skipped one.
    const firstRound = Math.ceil((loadedAt + 1) / 10_000) * 10_000;
    const expected = Math.max(0, Math.floor((watchedTo - 1_000 - firstRound) / 10_000) + 1);
    return {
      idle,
      paint: {
        route: tokenRoute,
        rounds: samplesMs.length,
        medianMs: median(samplesMs),
        p95Ms: percentile(samplesMs, 0.95),
        maxMs: Math.max(...samplesMs),
        samplesMs,
        missedRounds: Math.max(0, expected - samplesMs.length),
        ...(streamMs
          ? {
              stream: {
                rounds: streamMs.length,
                medianMs: median(streamMs),
                p95Ms: percentile(streamMs, 0.95),
                samplesMs: streamMs,
              },
            }
          : {}),
      },
    };
  } finally {
    await tokenPage.context().close();
    await feedsPage
      .context()
      .close()
      .catch(() => {});
  }
}

/**
 * Follows a token's resource topic from Node: the wall clock at which each round (the answer's
 * latest.timestamp, whole or patched) arrived. Parses every event whole: a token's answer is ~1 KB.
 */
function followRounds(baseUrl: string, topic: string) {
  const rounds = new Map<number, number>();
  const state: { firstRound: number | null } = { firstRound: null };
  const request = get(`${baseUrl}/api/v1/stream?topics=${topic}`, (response) => {
    response.setEncoding("utf8");
    let buffer = "";
    response.on("data", (chunk: string) => {
      buffer += chunk;
      let end = buffer.indexOf("\n\n");
      const at = Date.now();
      while (end >= 0) {
        const event = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        end = buffer.indexOf("\n\n");
        if (!event.startsWith("event: resource\n")) continue;
        const data = JSON.parse(event.slice(event.indexOf("data: ") + 6)) as {
          full: boolean;
          body?: { latest?: { timestamp?: number } | null };
          patch?: { op: string; path: string; value?: unknown }[];
        };
        const roundAt = data.full
          ? data.body?.latest?.timestamp
          : (data.patch?.find((op) => op.path === "/latest/timestamp" || op.path === "/latest")?.value as
              | number
              | { timestamp?: number }
              | undefined);
        const timestamp = typeof roundAt === "object" ? roundAt?.timestamp : roundAt;
        if (typeof timestamp !== "number" || rounds.has(timestamp)) continue;
        state.firstRound ??= timestamp;
        rounds.set(timestamp, at);
      }
    });
    response.on("error", () => {});
  });
  request.on("error", () => {});
  return {
    rounds,
    get firstRound() {
      return state.firstRound;
    },
    stop: () => request.destroy(),
  };
}

// ——— (c) fan-out ———

/** Resident memory (MB) and CPU time (s) of a process (Linux /proc). */
export function processUsage(pid: number): { rssMb: number; cpuS: number } {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const rssKb = Number(/^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1] ?? Number.NaN);
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  // Fields after the command's closing bracket start at field 3 (state); utime and stime are 14, 15.
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  const ticks = Number(fields[11]) + Number(fields[12]);
  return { rssMb: round1(rssKb / 1024), cpuS: ticks / CLOCK_TICKS };
}

/** USER_HZ: 100 on every Linux architecture Node runs on. */
const CLOCK_TICKS = 100;

interface StreamClient {
  topics: string;
  request: ClientRequest;
  response: IncomingMessage | null;
  /** Whether the bench closed it (else an end is the api's). */
  closing: boolean;
  ended: boolean;
}

interface ReceivedEvent {
  at: number;
  sentAt: number;
  fetchedAt: number;
  bytes: number;
}

/** Reads the head of a `resource` event's data: its fields come before the (large) body or patch. */
const HEAD = /"fetchedAt":(\d+),"sentAt":(\d+)/;

/**
 * Opens one stream and reads it continuously, as a browser would: every complete event is timed
 * when its last byte arrives; only the head of a `resource` event is parsed, so 500 clients in
 * this process keep up with frames of a few hundred KB.
 */
function openStream(
  url: string,
  topics: string,
  onEvent: (event: ReceivedEvent) => void,
  onHello: () => void,
  onFail: (why: string) => void,
): StreamClient {
  const client: StreamClient = {
    topics,
    request: null as unknown as ClientRequest,
    response: null,
    closing: false,
    ended: false,
  };
  client.request = get(
    `${url}/api/v1/stream?topics=${encodeURIComponent(topics).replaceAll("%2F", "/").replaceAll("%2C", ",")}`,
    { agent: false, headers: { accept: "text/event-stream" } },
    (response) => {
      client.response = response;
      if (response.statusCode !== 200) {
        onFail(`HTTP ${response.statusCode}`);
        response.resume();
        return;
      }
      response.setEncoding("utf8");
      let buffer = "";
      let hello = false;
      response.on("data", (chunk: string) => {
        const scanFrom = Math.max(0, buffer.length - 1);
        buffer += chunk;
        let end = buffer.indexOf("\n\n", scanFrom);
        if (end < 0) return;
        const at = Date.now();
        let start = 0;
        while (end >= 0) {
          const event = buffer.slice(start, Math.min(end, start + 400));
          if (event.startsWith("event: resource\n")) {
            const head = HEAD.exec(event);
            if (head)
              onEvent({ at, fetchedAt: Number(head[1]), sentAt: Number(head[2]), bytes: end - start });
          } else if (!hello && event.includes("event: hello")) {
            hello = true;
            onHello();
          }
          start = end + 2;
          end = buffer.indexOf("\n\n", start);
        }
        buffer = buffer.slice(start);
      });
      response.on("end", () => {
        client.ended = true;
      });
      response.on("error", () => {
        client.ended = true;
      });
    },
  );
  client.request.on("error", (error) => {
    client.ended = true;
    if (!client.closing && !client.response) onFail(error.message);
  });
  return client;
}

export interface FanOutOptions {
  clients?: number;
  holdS?: number;
  idleS?: number;
}

/**
 * (c) `clients` streams on a mix of topics: two in five follow what a token page follows (the
 * token and the feeds list), the rest the tokens list, one of several tokens, or the feeds list.
 * Measures the api's resident memory and CPU idle (no stream) and while they are held, and the
 * lateness of every `resource` event received while held.
 */
export async function measureLiveFanOut(
  baseUrl: string,
  apiPid: number,
  { clients = 500, holdS = 60, idleS = 10 }: FanOutOptions = {},
): Promise<FanOutReport> {
  const list = (await (await fetch(`${baseUrl}/api/v1/tokens`)).json()) as { tokens: { symbol: string }[] };
  const symbols = list.tokens
    .map((token) => token.symbol)
    .filter((symbol) => symbol !== "ETH")
    .slice(0, 5);
  const topicSetOf = (i: number) => {
    switch (i % 5) {
      case 0:
      case 1:
        return "/tokens/ETH,/feeds";
      case 2:
        return "/tokens";
      case 3:
        return `/tokens/${symbols[Math.floor(i / 5) % Math.max(1, symbols.length)] ?? "BTC"}`;
      default:
        return "/feeds";
    }
  };

  // Idle: no stream open (the pages of the other measures are closed by now).
  const idleStart = processUsage(apiPid);
  const idleFrom = performance.now();
  await sleep(idleS * 1000);
  const idleEnd = processUsage(apiPid);
  const idleCpu = ((idleEnd.cpuS - idleStart.cpuS) / ((performance.now() - idleFrom) / 1000)) * 100;

  const loop = monitorEventLoopDelay({ resolution: 10 });
  const events: ReceivedEvent[] = [];
  let holding = false;
  let connected = 0;
  let failed = 0;
  const failures = new Map<string, number>();
  const topicSets: Record<string, number> = {};
  const streams: StreamClient[] = [];
  const rss: number[] = [];
  let peakRss = idleEnd.rssMb;
  const sampler = setInterval(() => {
    const { rssMb } = processUsage(apiPid);
    peakRss = Math.max(peakRss, rssMb);
    if (holding) rss.push(rssMb);
  }, 500);
  try {
    const connectStart = performance.now();
    const BATCH = 25;
    for (let i = 0; i < clients; i += BATCH) {
      await Promise.all(
        Array.from({ length: Math.min(BATCH, clients - i) }, (_, k) => {
          const topics = topicSetOf(i + k);
          topicSets[topics] = (topicSets[topics] ?? 0) + 1;
          return new Promise<void>((resolve) => {
            let settled = false;
            const settle = (why: string | null) => {
              if (settled) return;
              settled = true;
              clearTimeout(timer);
              if (why === null) connected++;
              else {
                failed++;
                failures.set(why, (failures.get(why) ?? 0) + 1);
              }
              resolve();
            };
            const timer = setTimeout(() => settle("no hello within 20 s"), 20_000);
            streams.push(
              openStream(
                baseUrl,
                topics,
                (event) => {
                  if (holding) events.push(event);
                },
                () => settle(null),
                settle,
              ),
            );
          });
        }),
      );
    }
    // The first frames (a whole /feeds answer is ~300 KB on the authored world) reach everyone.
    await sleep(2_000);
    const connectMs = Math.round(performance.now() - connectStart);

    loop.enable();
    holding = true;
    const heldStart = processUsage(apiPid);
    const heldFrom = performance.now();
    await sleep(holdS * 1000);
    holding = false;
    const heldEnd = processUsage(apiPid);
    loop.disable();
    const heldCpu = ((heldEnd.cpuS - heldStart.cpuS) / ((performance.now() - heldFrom) / 1000)) * 100;
    const dropped = streams.filter((stream) => stream.ended && stream.response?.statusCode === 200).length;

    for (const stream of streams) {
      stream.closing = true;
      stream.request.destroy();
    }
    await sleep(10_000);
    const afterClose = processUsage(apiPid);

    if (failures.size > 0)
      console.error(`live fan-out: ${[...failures].map(([why, n]) => `${n}× ${why}`).join(", ")}`);
    const fromSent = events.map((event) => event.at - event.sentAt);
    const fromFetched = events.map((event) => event.at - event.fetchedAt);
    const spread = (values: number[]): Spread => ({
      p50Ms: percentile(values, 0.5),
      p99Ms: percentile(values, 0.99),
      maxMs: values.length ? Math.max(...values) : Number.NaN,
    });
    return {
      clients,
      topicSets,
      holdS,
      connected,
      failed,
      dropped,
      connectMs,
      idle: { rssMb: idleEnd.rssMb, cpuPercent: round1(idleCpu) },
      held: { rssMedianMb: round1(median(rss)), rssPeakMb: peakRss, cpuPercent: round1(heldCpu) },
      extraMb: round1(peakRss - idleEnd.rssMb),
      afterCloseRssMb: afterClose.rssMb,
      events: events.length,
      megabytes: round1(events.reduce((sum, event) => sum + event.bytes, 0) / 1024 / 1024),
      latenessFromSent: spread(fromSent),
      latenessFromFetched: spread(fromFetched),
      clientLoopDelayP99Ms: round1(loop.percentile(99) / 1e6),
    };
  } finally {
    clearInterval(sampler);
    for (const stream of streams) {
      stream.closing = true;
      stream.request.destroy();
    }
  }
}
