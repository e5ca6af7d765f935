import { createHmac } from "node:crypto";
import { ALERT_NEWS_MS } from "@oracle-explorer/core/history";
import {
  type AlertEvent,
  type DeliveryRecord,
  dueAlertEvents,
  readDeliveries,
  recordDelivery,
  type Store,
} from "@oracle-explorer/store";

/**
 * Webhook delivery of incidents, for operators (`ALERT_WEBHOOK_URLS`, off by default). The indexer
 * records each incident's opening and end once (`history_alert_event`, written by writeIncidents);
 * this dispatcher posts them to each configured url and records every attempt
 * (`history_alert_delivery`), so a delivered event is never sent again, even after a restart.
 *
 * Each url has its own timer and at most one request in flight, with a hard timeout: a receiver
 * that hangs or answers errors delays only its own deliveries, never the indexer's reads (which run
 * on their own timers) nor another url.
 *
 * The request: `POST <url>` with a JSON body
 *   { "id": "<incidentId>/<event>", "event": "incident.opened" | "incident.ended",
 *     "incident": { id, kind, severity, subject, serviceId, network, startedAt, endedAt, detail },
 *     "sentAt": <ms> }
 * (the incident as held when sent: an "opened" retried after the end already carries `endedAt`)
 * and the headers
 *   content-type: application/json
 *   user-agent: oracle-explorer-indexer
 *   x-oracle-explorer-delivery: <incidentId>/<event>   (the body's id; the same on every attempt)
 *   x-oracle-explorer-timestamp: <ms>                   (the body's sentAt)
 *   x-oracle-explorer-signature: sha256=<hex HMAC-SHA256(secret, "<timestamp>.<raw body>")>
 *
 * How a receiver verifies it (Node):
 *   const expected = createHmac("sha256", secret).update(`${timestamp}.${rawBody}`).digest();
 *   const given = Buffer.from(signature.replace(/^sha256=/, ""), "hex");
 *   const valid = given.length === expected.length && timingSafeEqual(given, expected);
 * over the raw bytes received (before any JSON parsing), and rejects a timestamp more than a few
 * minutes from its own clock (a replayed request); then it de-duplicates on the delivery id.
 *
 * At least once: a 2xx is recorded as delivered; a crash between the receiver's 2xx and that record
 * sends the event once more after the restart, with the same delivery id. No order is promised
 * across retries (a failed event is retried after its backoff, later events go meanwhile).
 */

export interface AlertWebhookOptions {
  store: Store;
  /** The receivers, each an absolute http(s) URL (env.ts checks them). */
  urls: readonly string[];
  /** The HMAC-SHA256 key of the signature header. Never logged. */
  secret: string;
  now?: () => number;
  fetch?: typeof fetch;
  log?: (line: string) => void;
  /** How often each url looks for due events (default 5 s). */
  everyMs?: number;
  /** A request's hard timeout, answer included (default 5 s). */
  timeoutMs?: number;
  /** Events taken per look (default 20). */
  batch?: number;
}

export interface AlertWebhookUrlStatus {
  /** The url's origin only: a webhook's path or query often holds its token. */
  target: string;
  /** Deliveries recorded in the store (at start, within its retention) plus this run's, by state. */
  delivered: number;
  /** Attempted, waiting for a retry. */
  pending: number;
  /** Given up after their attempts. */
  failed: number;
  /** Never sent: already older than ALERT_NEWS_MS when this url first saw them (a url added later). */
  skipped: number;
  lastAttemptAt: number | null;
  lastDeliveredAt: number | null;
  /** The latest attempt's error; null when it succeeded (or none was made). */
  lastError: string | null;
}

export interface AlertWebhookStatus {
  urls: AlertWebhookUrlStatus[];
}

export const WEBHOOK_USER_AGENT = "oracle-explorer-indexer";
export const DEFAULT_WEBHOOK_TIMEOUT_MS = 5_000;
export const DEFAULT_WEBHOOK_EVERY_MS = 5_000;
const DEFAULT_BATCH = 20;

/** Retries: 30 s, 1, 2, 4, 8, 16 min, then 30 min; the 8th failed attempt gives up (about an hour in all). */
export const WEBHOOK_RETRY = { firstMs: 30_000, maxMs: 30 * 60_000, maxAttempts: 8 } as const;
/**
 * A 3xx (redirects are not followed) or a 4xx other than 408, 425 and 429 says the request itself
 * is refused; sending the same one again rarely changes that, so it is given up after 3 attempts
 * (about 1.5 minutes): not at once, because a 401, 403 or 404 is as often a receiver being deployed
 * or its secret being rotated as a real refusal.
 */
export const WEBHOOK_REFUSED_MAX_ATTEMPTS = 3;

const MAX_ERROR_CHARS = 200;

/** The wait after failed attempt number `attempt` (1-based) before the next one. */
export function retryDelayMs(attempt: number): number {
  return Math.min(WEBHOOK_RETRY.firstMs * 2 ** Math.max(0, attempt - 1), WEBHOOK_RETRY.maxMs);
}

/** Whether an HTTP status refuses the request (few retries) rather than failing for now. */
export function isRefusal(status: number): boolean {
  return status >= 300 && status < 500 && status !== 408 && status !== 425 && status !== 429;
}

/** `sha256=<hex>` of HMAC-SHA256(secret, "<timestamp>.<body>"). */
export function signWebhook(secret: string, timestamp: number, body: string): string {
  return `sha256=${createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex")}`;
}

/** What a log line or /health may show of a url: its origin (no path, query or credentials). */
export function webhookTarget(url: string): string {
  try {
    const parsed = new URL(url);
    return parsed.pathname === "/" && parsed.search === "" ? parsed.origin : `${parsed.origin}/…`;
  } catch {
    return "(invalid url)";
  }
}

export const deliveryId = (event: Pick<AlertEvent, "incident" | "event">) =>
  `${event.incident.id}/${event.event}`;

/** A header value holds printable ASCII only: anything else of an id is percent-encoded there. */
const headerSafe = (value: string) => value.replace(/[^\x20-\x7e]/g, (c) => encodeURIComponent(c));

export function webhookBody(event: AlertEvent, sentAt: number): string {
  const { incident } = event;
  return JSON.stringify({
    id: deliveryId(event),
    event: `incident.${event.event}`,
    incident: {
      id: incident.id,
      kind: incident.kind,
      severity: incident.severity,
      subject: incident.subject,
      serviceId: incident.serviceId,
      network: incident.network,
      startedAt: incident.startedAt,
      endedAt: incident.endedAt,
      detail: incident.detail,
    },
    sentAt,
  });
}

/** Up to `max` characters of an answer's body, for the record; the rest is not read. */
async function bodySnippet(response: Response, max: number): Promise<string> {
  const reader = response.body?.getReader();
  if (!reader) return "";
  const decoder = new TextDecoder();
  let text = "";
  try {
    while (text.length < max) {
      const { done, value } = await reader.read();
      if (done) break;
      text += decoder.decode(value, { stream: true });
    }
  } catch {
    // A body cut off or timed out: the status is what counts.
  } finally {
    void reader.cancel().catch(() => {});
  }
  // One line of printable text: control characters (a newline, an escape) become spaces.
  const line = Array.from(text, (c) => (c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f ? " " : c)).join(
    "",
  );
  return line.replace(/ {2,}/g, " ").trim().slice(0, max);
}

function errorText(error: unknown, timeoutMs: number): string {
  if (error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError"))
    return `no answer within ${timeoutMs} ms`;
  if (error instanceof Error) {
    const cause = (error as { cause?: unknown }).cause;
    const code = (cause as { code?: unknown } | undefined)?.code;
    if (typeof code === "string") return code;
    if (cause instanceof Error) return cause.message.slice(0, MAX_ERROR_CHARS);
    return error.message.slice(0, MAX_ERROR_CHARS);
  }
  return String(error).slice(0, MAX_ERROR_CHARS);
}

interface Attempt {
  ok: boolean;
  status: number | null;
  error: string | null;
}

/**
 * The dispatcher. start() reads each url's recorded deliveries (for `status`) and starts one timer
 * per url; stop() ends the timers and waits for the attempts in flight (each bounded by the timeout)
 * and their records, so the store may close next.
 */
export function createAlertDispatcher(options: AlertWebhookOptions) {
  const now = options.now ?? Date.now;
  const post = options.fetch ?? fetch;
  const log = options.log ?? ((line: string) => console.log(`indexer: webhooks: ${line}`));
  const everyMs = options.everyMs ?? DEFAULT_WEBHOOK_EVERY_MS;
  const timeoutMs = options.timeoutMs ?? DEFAULT_WEBHOOK_TIMEOUT_MS;
  const batch = options.batch ?? DEFAULT_BATCH;
  const { db } = options.store;
  const urls = [...new Set(options.urls)];

  const status: AlertWebhookStatus = {
    urls: urls.map((url) => ({
      target: webhookTarget(url),
      delivered: 0,
      pending: 0,
      failed: 0,
      skipped: 0,
      lastAttemptAt: null,
      lastDeliveredAt: null,
      lastError: null,
    })),
  };
  const timers = new Map<string, ReturnType<typeof setTimeout>>();
  /** Each url's pass in progress: never two at once for a url. */
  const passes = new Map<string, Promise<void>>();
  let running = false;
  let stopped = false;

  function count(
    entry: AlertWebhookUrlStatus,
    state: DeliveryRecord["status"],
    attempts: number,
    delta: number,
  ) {
    if (state === "delivered") entry.delivered += delta;
    else if (state === "pending") entry.pending += delta;
    else if (attempts === 0) entry.skipped += delta;
    else entry.failed += delta;
  }

  async function attempt(url: string, event: AlertEvent): Promise<Attempt> {
    const sentAt = now();
    const body = webhookBody(event, sentAt);
    try {
      const response = await post(url, {
        method: "POST",
        body,
        redirect: "manual",
        signal: AbortSignal.timeout(timeoutMs),
        headers: {
          "content-type": "application/json",
          "user-agent": WEBHOOK_USER_AGENT,
          "x-oracle-explorer-delivery": headerSafe(deliveryId(event)),
          "x-oracle-explorer-timestamp": String(sentAt),
          "x-oracle-explorer-signature": signWebhook(options.secret, sentAt, body),
        },
      });
      if (response.status >= 200 && response.status < 300) {
        void response.body?.cancel().catch(() => {});
        return { ok: true, status: response.status, error: null };
      }
      const snippet = await bodySnippet(response, MAX_ERROR_CHARS);
      return {
        ok: false,
        status: response.status,
        error: `HTTP ${response.status}${snippet ? `: ${snippet}` : ""}`,
      };
    } catch (error) {
      return { ok: false, status: null, error: errorText(error, timeoutMs) };
    }
  }

  /** Records one event's attempt; true when the url should go on with its next event now. */
  async function deliver(url: string, entry: AlertWebhookUrlStatus, event: AlertEvent): Promise<boolean> {
    const id = deliveryId(event);
    const before = event.attempts > 0 ? "pending" : null;
    const startedAt = now();
    // Recorded before this url existed: history, not news. Marked (attempts 0) and never sent.
    if (event.attempts === 0 && event.at < startedAt - ALERT_NEWS_MS) {
      await recordDelivery(db, {
        incidentId: event.incident.id,
        event: event.event,
        url,
        attempts: 0,
        status: "failed",
        lastAttemptAt: startedAt,
        nextAttemptAt: null,
        lastStatus: null,
        lastError: `not sent: recorded more than ${ALERT_NEWS_MS / 60_000} min before this url first saw it`,
      });
      count(entry, "failed", 0, 1);
      return true;
    }
    const result = await attempt(url, event);
    const attempts = event.attempts + 1;
    const refused = result.status !== null && isRefusal(result.status);
    const limit = refused ? WEBHOOK_REFUSED_MAX_ATTEMPTS : WEBHOOK_RETRY.maxAttempts;
    const state: DeliveryRecord["status"] = result.ok
      ? "delivered"
      : attempts >= limit
        ? "failed"
        : "pending";
    const at = now();
    const nextAttemptAt = state === "pending" ? at + retryDelayMs(attempts) : null;
    await recordDelivery(db, {
      incidentId: event.incident.id,
      event: event.event,
      url,
      attempts,
      status: state,
      lastAttemptAt: at,
      nextAttemptAt,
      lastStatus: result.status,
      lastError: result.error,
    });
    if (before) count(entry, before, event.attempts, -1);
    count(entry, state, attempts, 1);
    entry.lastAttemptAt = at;
    entry.lastError = result.error;
    if (result.ok) entry.lastDeliveredAt = at;
    else if (state === "failed")
      log(`${entry.target}: gave up ${id} after ${attempts} attempt(s): ${result.error}`);
    else if (event.attempts === 0)
      log(`${entry.target}: ${id} failed (${result.error}), retrying in ${retryDelayMs(attempts) / 1000} s`);
    // A receiver failing for now (5xx, 408, 429, no answer) is left alone until the next look; one
    // that answered with a refusal is not overloaded, and its next event may well be taken.
    return result.ok || state === "failed" || refused;
  }

  /** One look at a url: its due events in order, one request at a time, until one fails for now. */
  async function pass(url: string, entry: AlertWebhookUrlStatus): Promise<void> {
    for (;;) {
      if (stopped) return;
      const due = await dueAlertEvents(db, url, now(), batch);
      for (const event of due) {
        if (stopped) return;
        if (!(await deliver(url, entry, event))) return;
      }
      // A full batch all sent (a backlog, or a new url marking old events): the next one at once.
      if (due.length < batch) return;
    }
  }

  function runUrl(index: number): Promise<void> {
    const url = urls[index] as string;
    const held = passes.get(url);
    if (held) return held;
    const entry = status.urls[index] as AlertWebhookUrlStatus;
    const work = pass(url, entry)
      .catch((error) => {
        entry.lastError = `store: ${error instanceof Error ? error.message : String(error)}`;
        log(`${entry.target}: ${entry.lastError}`);
      })
      .finally(() => passes.delete(url));
    passes.set(url, work);
    return work;
  }

  function schedule(index: number): void {
    if (!running || stopped) return;
    const url = urls[index] as string;
    const timer = setTimeout(() => {
      timers.delete(url);
      void runUrl(index).finally(() => schedule(index));
    }, everyMs);
    timers.set(url, timer);
  }

  return {
    status,
    async start(): Promise<void> {
      if (running || stopped) return;
      for (const [index, url] of urls.entries()) {
        const entry = status.urls[index] as AlertWebhookUrlStatus;
        for (const row of await readDeliveries(db, url)) count(entry, row.status, row.attempts, 1);
      }
      if (stopped) return;
      running = true;
      log(`delivering incidents to ${status.urls.map((entry) => entry.target).join(", ")}`);
      for (const index of urls.keys()) schedule(index);
    },
    /** One look at every url now (each waits for its pass in progress); the timers do this every `everyMs`. */
    async runOnce(): Promise<void> {
      if (stopped) return;
      await Promise.all(urls.map((_, index) => runUrl(index)));
    },
    async stop(): Promise<void> {
      stopped = true;
      running = false;
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
      await Promise.allSettled([...passes.values()]);
    },
  };
}

export type AlertDispatcher = ReturnType<typeof createAlertDispatcher>;
