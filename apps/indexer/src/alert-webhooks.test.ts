import { createHmac, timingSafeEqual } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Incident } from "@oracle-explorer/core/history";
import { freePort } from "@oracle-explorer/server-kit";
import { openStore, readDeliveries, type Store, writeIncidents } from "@oracle-explorer/store";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  type AlertDispatcher,
  type AlertWebhookOptions,
  createAlertDispatcher,
  retryDelayMs,
  WEBHOOK_REFUSED_MAX_ATTEMPTS,
  WEBHOOK_RETRY,
} from "./alert-webhooks.ts";
import { readIndexerEnv } from "./env.ts";

/**
 * Issue 29, webhook delivery of incidents: a real HTTP receiver on 127.0.0.1 (port 0) and a real
 * SQLite store the incidents are written into as the indexer writes them; the clock is injected,
 * so retries are due without waiting for them.
 */

const SECRET = "test-secret-0123456789abcdef";
const T0 = Date.UTC(2026, 10, 20, 12);

const incident = (n: number, endedAt: number | null = null): Incident => ({
  id: `feed-stale:feed:ethMultiFeed/ETH:${T0 - n * 60_000}`,
  kind: "feed-stale",
  severity: "major",
  subject: "feed:ethMultiFeed/ETH",
  serviceId: "redstone-primary-prod",
  network: "1",
  startedAt: T0 - n * 60_000,
  endedAt,
  detail: { lastUpdateAt: T0 - n * 60_000 - 3_600_000, heartbeatMs: 3_600_000 },
});

interface Received {
  path: string;
  headers: IncomingMessage["headers"];
  raw: string;
  /** The signature checked as a receiver would, with the shared secret and timingSafeEqual. */
  signatureValid: boolean;
}

type Answer = (req: Received, res: ServerResponse) => void;

/** A receiver: each path answers by its handler (200 by default), every request kept. */
async function startReceiver() {
  const received: Received[] = [];
  const handlers = new Map<string, Answer>();
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const raw = Buffer.concat(chunks).toString("utf8");
      const timestamp = String(req.headers["x-oracle-explorer-timestamp"] ?? "");
      const signature = String(req.headers["x-oracle-explorer-signature"] ?? "");
      const expected = createHmac("sha256", SECRET).update(`${timestamp}.${raw}`).digest();
      const given = Buffer.from(signature.replace(/^sha256=/, ""), "hex");
      const entry: Received = {
        path: req.url ?? "",
        headers: req.headers,
        raw,
        signatureValid: given.length === expected.length && timingSafeEqual(given, expected),
      };
      received.push(entry);
      const handler = handlers.get(entry.path) ?? ((_r, out) => out.writeHead(200).end("ok"));
      handler(entry, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path: string) => `http://127.0.0.1:${port}${path}`,
    received,
    on: (path: string, handler: Answer) => handlers.set(path, handler),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

async function until(check: () => boolean, what: string, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe("webhook delivery of incidents (issue 29)", () => {
  let dir: string;
  let file: string;
  let store: Store;
  let clock: number;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let logs: string[];
  const dispatchers: AlertDispatcher[] = [];

  const dispatcher = (over: Partial<AlertWebhookOptions> & Pick<AlertWebhookOptions, "urls">) => {
    const created = createAlertDispatcher({
      store,
      secret: SECRET,
      now: () => clock,
      log: (line) => logs.push(line),
      // Tests drive the looks with runOnce unless they start the timers.
      everyMs: 20,
      ...over,
    });
    dispatchers.push(created);
    return created;
  };

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), "alert-webhooks-"));
    file = `sqlite:${join(dir, "h.sqlite")}`;
    store = (await openStore(file, { writer: true })) as Store;
    clock = T0;
    logs = [];
    receiver = await startReceiver();
  });

  afterEach(async () => {
    for (const created of dispatchers.splice(0)) await created.stop();
    await receiver.close();
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("ALERT-01 a receiver verifies the signature with the secret and gets the exact body and headers", async () => {
    await writeIncidents(store.db, [incident(5)], clock);
    const url = receiver.url("/hook");
    const alerts = dispatcher({ urls: [url] });
    await alerts.runOnce();

    expect(receiver.received).toHaveLength(1);
    const [request] = receiver.received as [Received];
    expect(request.signatureValid).toBe(true);
    const id = `${incident(5).id}/opened`;
    expect(request.raw).toBe(
      JSON.stringify({
        id,
        event: "incident.opened",
        incident: {
          id: incident(5).id,
          kind: "feed-stale",
          severity: "major",
          subject: "feed:ethMultiFeed/ETH",
          serviceId: "redstone-primary-prod",
          network: "1",
          startedAt: T0 - 5 * 60_000,
          endedAt: null,
          detail: { lastUpdateAt: T0 - 5 * 60_000 - 3_600_000, heartbeatMs: 3_600_000 },
        },
        sentAt: T0,
      }),
    );
    expect(request.headers).toMatchObject({
      "content-type": "application/json",
      "user-agent": "oracle-explorer-indexer",
      "x-oracle-explorer-delivery": id,
      "x-oracle-explorer-timestamp": String(T0),
      "x-oracle-explorer-signature": `sha256=${createHmac("sha256", SECRET).update(`${T0}.${request.raw}`).digest("hex")}`,
    });
    // Signed with another secret, it does not verify.
    const forged = createHmac("sha256", "another-secret-of-length")
      .update(`${T0}.${request.raw}`)
      .digest("hex");
    expect(request.headers["x-oracle-explorer-signature"]).not.toBe(`sha256=${forged}`);

    // The end is the next event of the same incident, with its own stable id.
    clock += 60_000;
    await writeIncidents(store.db, [incident(5, clock - 1_000)], clock);
    await alerts.runOnce();
    expect(receiver.received).toHaveLength(2);
    const ended = receiver.received[1] as Received;
    expect(ended.signatureValid).toBe(true);
    expect(ended.headers["x-oracle-explorer-delivery"]).toBe(`${incident(5).id}/ended`);
    expect(JSON.parse(ended.raw)).toMatchObject({
      event: "incident.ended",
      incident: { endedAt: clock - 1_000 },
    });
    expect((await readDeliveries(store.db, url)).map((d) => [d.event, d.status, d.attempts])).toEqual([
      ["opened", "delivered", 1],
      ["ended", "delivered", 1],
    ]);
    expect(alerts.status.urls[0]).toMatchObject({
      target: `${new URL(url).origin}/…`,
      delivered: 2,
      pending: 0,
      failed: 0,
      lastError: null,
    });
  });

  it("ALERT-02 retried with backoff: a receiver answering 500 then 200 gets the event twice, recorded delivered with 2 attempts", async () => {
    await writeIncidents(store.db, [incident(1)], clock);
    const url = receiver.url("/flaky");
    let calls = 0;
    receiver.on("/flaky", (_req, res) => {
      calls++;
      if (calls === 1) res.writeHead(500).end("database\nunavailable");
      else res.writeHead(204).end();
    });
    const alerts = dispatcher({ urls: [url] });
    await alerts.runOnce();
    const [first] = await readDeliveries(store.db, url);
    expect(first).toMatchObject({
      status: "pending",
      attempts: 1,
      lastStatus: 500,
      lastError: "HTTP 500: database unavailable",
      lastAttemptAt: T0,
      nextAttemptAt: T0 + 30_000,
    });
    expect(alerts.status.urls[0]).toMatchObject({
      pending: 1,
      delivered: 0,
      lastError: "HTTP 500: database unavailable",
    });

    // Not due yet: nothing is sent.
    clock += 29_999;
    await alerts.runOnce();
    expect(receiver.received).toHaveLength(1);

    clock += 1;
    await alerts.runOnce();
    expect(receiver.received).toHaveLength(2);
    const [a, b] = receiver.received as [Received, Received];
    expect(b.signatureValid).toBe(true);
    // The same delivery id (a receiver de-duplicates on it), a fresh timestamp and signature.
    expect(b.headers["x-oracle-explorer-delivery"]).toBe(a.headers["x-oracle-explorer-delivery"]);
    expect(b.headers["x-oracle-explorer-timestamp"]).toBe(String(T0 + 30_000));
    expect(await readDeliveries(store.db, url)).toEqual([
      expect.objectContaining({
        status: "delivered",
        attempts: 2,
        lastStatus: 204,
        lastError: null,
        nextAttemptAt: null,
      }),
    ]);
    expect(alerts.status.urls[0]).toMatchObject({ pending: 0, delivered: 1, lastError: null });

    // Delivered: never again.
    clock += 3_600_000;
    await alerts.runOnce();
    expect(receiver.received).toHaveLength(2);
  });

  it("ALERT-02b the backoff doubles from 30 s to 30 min; 8 attempts, a refusal (4xx) 3, then failed", async () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8].map(retryDelayMs)).toEqual(
      [30, 60, 120, 240, 480, 960, 1_800, 1_800].map((s) => s * 1_000),
    );
    expect(WEBHOOK_RETRY.maxAttempts).toBe(8);

    await writeIncidents(store.db, [incident(1), incident(2)], clock);
    const down = receiver.url("/down");
    const refusing = receiver.url("/refusing");
    receiver.on("/down", (_req, res) => res.writeHead(503).end());
    receiver.on("/refusing", (_req, res) => res.writeHead(400).end("unknown payload"));
    const alerts = dispatcher({ urls: [down, refusing] });
    for (let attempt = 1; attempt <= WEBHOOK_RETRY.maxAttempts + 2; attempt++) {
      // The first look retries what is due and stops at its failure; the next (the timer's, 5 s
      // later) takes the event after it.
      await alerts.runOnce();
      await alerts.runOnce();
      clock += retryDelayMs(attempt);
    }
    const byEvent = (rows: Awaited<ReturnType<typeof readDeliveries>>) =>
      rows.map((row) => [row.incidentId === incident(1).id ? 1 : 2, row.status, row.attempts]).sort();
    // Unavailable: each event tried 8 times (a failure ends the look, the next event goes on the next one).
    expect(byEvent(await readDeliveries(store.db, down))).toEqual([
      [1, "failed", 8],
      [2, "failed", 8],
    ]);
    // Refused: 3 times each, and a refusal does not hold the next event back.
    expect(byEvent(await readDeliveries(store.db, refusing))).toEqual([
      [1, "failed", WEBHOOK_REFUSED_MAX_ATTEMPTS],
      [2, "failed", WEBHOOK_REFUSED_MAX_ATTEMPTS],
    ]);
    expect(alerts.status.urls.map(({ delivered, pending, failed }) => [delivered, pending, failed])).toEqual([
      [0, 0, 2],
      [0, 0, 2],
    ]);
    const count = (path: string) => receiver.received.filter((r) => r.path === path).length;
    expect([count("/down"), count("/refusing")]).toEqual([16, 6]);
    expect(logs.some((line) => line.includes("gave up"))).toBe(true);
  });

  it("ALERT-03 a receiver that never answers times out and is retried later; another url gets its deliveries meanwhile", async () => {
    await writeIncidents(store.db, [incident(1)], clock);
    const hanging = receiver.url("/hang?token=s3cr3t-path-token");
    const healthy = receiver.url("/ok");
    receiver.on("/hang?token=s3cr3t-path-token", () => {
      // Never answers.
    });
    const alerts = dispatcher({ urls: [hanging, healthy], timeoutMs: 1_000, everyMs: 20 });
    await alerts.start();

    // The healthy url is delivered while the hanging one's request is still open.
    await until(() => receiver.received.some((r) => r.path === "/ok"), "the healthy url's delivery");
    expect(receiver.received.some((r) => r.path.startsWith("/hang"))).toBe(true);
    await until(() => alerts.status.urls[1]?.delivered === 1, "the healthy url's record");
    expect(alerts.status.urls[0]?.lastAttemptAt).toBeNull();

    await until(() => alerts.status.urls[0]?.pending === 1, "the hanging url's timeout");
    const [hung] = await readDeliveries(store.db, hanging);
    expect(hung).toMatchObject({
      status: "pending",
      attempts: 1,
      lastStatus: null,
      lastError: "no answer within 1000 ms",
      nextAttemptAt: T0 + 30_000,
    });
    expect(await readDeliveries(store.db, healthy)).toEqual([
      expect.objectContaining({ status: "delivered", attempts: 1 }),
    ]);
    expect(alerts.status.urls[0]).toMatchObject({
      target: `${new URL(hanging).origin}/…`,
      pending: 1,
      lastError: "no answer within 1000 ms",
    });
    // Neither the secret nor a url's path reaches the log.
    expect(logs.length).toBeGreaterThan(0);
    expect(logs.join("\n")).not.toContain(SECRET);
    expect(logs.join("\n")).not.toContain("s3cr3t-path-token");

    // A receiver that refuses connections: an error too, retried the same way.
    const refused = `http://127.0.0.1:${await freePort()}/hook`;
    const closed = dispatcher({ urls: [refused] });
    await closed.runOnce();
    expect(await readDeliveries(store.db, refused)).toEqual([
      expect.objectContaining({
        status: "pending",
        attempts: 1,
        lastStatus: null,
        lastError: "ECONNREFUSED",
      }),
    ]);
  });

  it("ALERT-03b stop() waits for an attempt in flight, bounded by the timeout, and records it", async () => {
    await writeIncidents(store.db, [incident(1)], clock);
    const url = receiver.url("/slow");
    receiver.on("/slow", (_req, res) => {
      setTimeout(() => res.writeHead(200).end(), 150);
    });
    const alerts = dispatcher({ urls: [url], timeoutMs: 2_000 });
    await alerts.start();
    await until(() => receiver.received.length === 1, "the attempt");
    await alerts.stop();
    expect(await readDeliveries(store.db, url)).toEqual([
      expect.objectContaining({ status: "delivered", attempts: 1 }),
    ]);
  });

  it("ALERT-04 a delivery is not repeated after a restart: a new dispatcher on the same store sends only what is new", async () => {
    await writeIncidents(store.db, [incident(1), incident(2)], clock);
    const url = receiver.url("/hook");
    const first = dispatcher({ urls: [url] });
    await first.start();
    await until(() => first.status.urls[0]?.delivered === 2, "the first run's deliveries");
    await first.stop();
    await store.close();
    expect(receiver.received).toHaveLength(2);

    // The process restarts: the store is opened again from its file, a new dispatcher started.
    store = (await openStore(file, { writer: true })) as Store;
    clock += 60_000;
    const second = dispatcher({ urls: [url] });
    await second.start();
    expect(second.status.urls[0]).toMatchObject({ delivered: 2, pending: 0, failed: 0 });
    await second.runOnce();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(receiver.received).toHaveLength(2);

    // What happens after the restart is delivered, once.
    await writeIncidents(store.db, [incident(3)], clock);
    await until(() => receiver.received.length === 3, "the new event");
    await second.runOnce();
    expect(receiver.received).toHaveLength(3);
    expect(new Set(receiver.received.map((r) => r.headers["x-oracle-explorer-delivery"])).size).toBe(3);
  });

  it("ALERT-04b a url added later is not flooded with the store's past events", async () => {
    await writeIncidents(store.db, [incident(1)], clock);
    clock += 2 * 3_600_000;
    await writeIncidents(store.db, [incident(2)], clock);
    const url = receiver.url("/new");
    const alerts = dispatcher({ urls: [url] });
    await alerts.runOnce();
    expect(receiver.received.map((r) => JSON.parse(r.raw).incident.id)).toEqual([incident(2).id]);
    expect(alerts.status.urls[0]).toMatchObject({ delivered: 1, skipped: 1, failed: 0 });
    const rows = await readDeliveries(store.db, url);
    expect(rows.find((row) => row.incidentId === incident(1).id)).toMatchObject({
      status: "failed",
      attempts: 0,
    });
  });

  it("ALERT-05 ALERT_WEBHOOK_URLS and ALERT_WEBHOOK_SECRET: off by default, checked, the secret never echoed", () => {
    expect(readIndexerEnv({}).alertWebhooks).toBeNull();
    expect(readIndexerEnv({ ALERT_WEBHOOK_URLS: " , " }).alertWebhooks).toBeNull();
    expect(
      readIndexerEnv({
        ALERT_WEBHOOK_URLS:
          "https://hooks.example.com/a?t=1, http://10.0.0.2:9000/alerts ,https://hooks.example.com/a?t=1",
        ALERT_WEBHOOK_SECRET: SECRET,
      }).alertWebhooks,
    ).toEqual({ urls: ["https://hooks.example.com/a?t=1", "http://10.0.0.2:9000/alerts"], secret: SECRET });

    expect(() =>
      readIndexerEnv({
        ALERT_WEBHOOK_URLS: "https://ok.example.com/,not a url",
        ALERT_WEBHOOK_SECRET: SECRET,
      }),
    ).toThrow("ALERT_WEBHOOK_URLS: entry 2 is not an absolute URL");
    expect(() =>
      readIndexerEnv({ ALERT_WEBHOOK_URLS: "ftp://files.example.com/drop", ALERT_WEBHOOK_SECRET: SECRET }),
    ).toThrow("ALERT_WEBHOOK_URLS: entry 1 is ftp:, expected http: or https:");
    expect(() => readIndexerEnv({ ALERT_WEBHOOK_URLS: "https://hooks.example.com/a" })).toThrow(
      /^ALERT_WEBHOOK_SECRET is required when ALERT_WEBHOOK_URLS is set/,
    );
    let message = "";
    try {
      readIndexerEnv({
        ALERT_WEBHOOK_URLS: "https://hooks.example.com/a",
        ALERT_WEBHOOK_SECRET: "short-secret",
      });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toBe("ALERT_WEBHOOK_SECRET must be at least 16 characters, got 12");
    // A secret without urls is not an error (webhooks stay off).
    expect(readIndexerEnv({ ALERT_WEBHOOK_SECRET: "x" }).alertWebhooks).toBeNull();
  });
});
