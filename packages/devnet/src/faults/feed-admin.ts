import type { Hono } from "hono";
import {
  type FeedControlChange,
  type FeedControls,
  MIN_HEARTBEAT_OVERRIDE_MS,
  type StallableFeed,
} from "../relayer/feed-controls.ts";

/**
 * The per-feed relayer controls under the fault admin (loopback only, like the rest of it):
 *
 * - `GET /feeds` → 200 `{ feeds: FeedControl[], stallable: StallableFeed | null }`: the controls set,
 *   and the default feed a staleness journey targets (null when this devnet cannot control it);
 * - `PUT /feeds` with `{ layerId, feedId, heartbeatMs?, stalled? }` → 200 and the same shape.
 *   heartbeatMs: a whole number of ms ≥ 10 000 overrides the feed's heartbeat, null removes the
 *   override, absent keeps it; stalled: true stops the relayer writing the feed, false resumes it,
 *   absent keeps it. At least one of the two. A change that leaves neither set removes the control.
 *   400 with `{ error }` for a malformed body or a feed the devnet's relayer does not write alone;
 * - `DELETE /feeds` → 200 `{ feeds: [], stallable }`: every control removed.
 *
 * A change answers once `afterChange` settles (the devnet runs a relayer cycle under the new rules,
 * behind any cycle in flight, waiting at most AFTER_CHANGE_WAIT_MS): after a stall's answer the
 * feed is written no more; after an un-stall's, an overdue feed has been written.
 */

export interface FeedAdminOptions {
  controls: FeedControls;
  /** The default target of a staleness journey (feed-controls.ts stallableFeedOf). */
  stallable?: StallableFeed | null;
  /** Run after each change before answering (the devnet: one relayer cycle). */
  afterChange?: () => Promise<unknown>;
}

/** The longest a change's answer waits for afterChange. */
const AFTER_CHANGE_WAIT_MS = 10_000;

const FIELDS = ["layerId", "feedId", "heartbeatMs", "stalled"] as const;
const SHAPE = `{ "layerId": string, "feedId": string, "heartbeatMs"?: number | null, "stalled"?: boolean }`;

/** The change a PUT body asks for, or the reason it is refused. */
export function parseFeedControlBody(
  body: unknown,
): { ok: true; change: FeedControlChange } | { ok: false; error: string } {
  if (typeof body !== "object" || body === null || Array.isArray(body))
    return { ok: false, error: `body must be a JSON object ${SHAPE}` };
  const fields = body as Record<string, unknown>;
  const unknown = Object.keys(fields).find((name) => !(FIELDS as readonly string[]).includes(name));
  if (unknown !== undefined) return { ok: false, error: `unknown field "${unknown}": the body is ${SHAPE}` };
  const { layerId, feedId, heartbeatMs, stalled } = fields;
  if (typeof layerId !== "string" || layerId.trim() === "")
    return { ok: false, error: "layerId must be a non-empty string" };
  if (typeof feedId !== "string" || feedId.trim() === "")
    return { ok: false, error: "feedId must be a non-empty string" };
  if (
    heartbeatMs !== undefined &&
    heartbeatMs !== null &&
    !(Number.isSafeInteger(heartbeatMs) && (heartbeatMs as number) >= MIN_HEARTBEAT_OVERRIDE_MS)
  ) {
    return {
      ok: false,
      error: `heartbeatMs must be a whole number of milliseconds >= ${MIN_HEARTBEAT_OVERRIDE_MS}, or null to remove the override`,
    };
  }
  if (stalled !== undefined && typeof stalled !== "boolean")
    return { ok: false, error: "stalled must be true or false" };
  if (heartbeatMs === undefined && stalled === undefined)
    return { ok: false, error: "nothing to change: give heartbeatMs, stalled or both" };
  const change: FeedControlChange = { layerId, feedId };
  if (heartbeatMs !== undefined) change.heartbeatMs = heartbeatMs as number | null;
  if (stalled !== undefined) change.stalled = stalled;
  return { ok: true, change };
}

/** Registers GET, PUT and DELETE /feeds on the (loopback-guarded) admin app. */
export function addFeedAdminRoutes(admin: Hono, options: FeedAdminOptions): void {
  const { controls } = options;
  const snapshot = () => ({ feeds: controls.list(), stallable: options.stallable ?? null });
  const settle = async () => {
    if (!options.afterChange) return;
    let timer: NodeJS.Timeout | undefined;
    const wait = new Promise((resolve) => {
      timer = setTimeout(resolve, AFTER_CHANGE_WAIT_MS);
      timer.unref?.();
    });
    await Promise.race([options.afterChange().catch(() => {}), wait]);
    clearTimeout(timer);
  };

  admin.get("/feeds", (c) => c.json(snapshot()));
  admin.delete("/feeds", async (c) => {
    controls.clear();
    await settle();
    return c.json(snapshot());
  });
  admin.put("/feeds", async (c) => {
    const body = await c.req.json().catch(() => undefined);
    const parsed = parseFeedControlBody(body);
    if (!parsed.ok) return c.json({ error: parsed.error }, 400);
    const result = controls.set(parsed.change);
    if (!result.ok) return c.json({ error: result.error }, 400);
    await settle();
    return c.json(snapshot());
  });
}
