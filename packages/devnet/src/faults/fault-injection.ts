import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context, MiddlewareHandler } from "hono";
import { Hono } from "hono";
import { addFeedAdminRoutes, type FeedAdminOptions } from "./feed-admin.ts";

/**
 * Fault injection for tests of the api: per endpoint group, the devnet can fail with a 5xx, hang
 * past any sane timeout, or answer 200 with malformed JSON. Faults are off by default and switched
 * at run time through an admin route that only answers loopback callers.
 */

const FAULT_MODES = ["error", "hang", "malformed"] as const;
export type FaultMode = (typeof FAULT_MODES)[number];

/**
 * Endpoint groups, by the first path segment they are served under ("rpc": the local chains'
 * JSON-RPC, when the devnet advertises them through itself), plus two finer groups inside /api
 * so the prices API and the relayed values can fail apart ("api" still covers both).
 */
const FAULT_ENDPOINTS = [
  "api",
  "gateway",
  "relayer-schema",
  "manifests",
  "registry",
  "reports",
  "catalogue",
  "tvs",
  "aggregator",
  "permaweb",
  "rpc",
  "prices",
  "feeds-answers",
] as const;
export type FaultEndpoint = (typeof FAULT_ENDPOINTS)[number];

/** The finer groups: a path prefix and the group it belongs to besides its first segment. */
const SUB_ENDPOINTS: readonly (readonly [prefix: string, endpoint: FaultEndpoint])[] = [
  ["/api/prices", "prices"],
  ["/api/feeds-answers-update", "feeds-answers"],
];

/** How long a hanging request is held before it is answered anyway, so no socket leaks forever. */
const HANG_MS = 5 * 60_000;

export class FaultSwitchboard {
  private readonly faults = new Map<FaultEndpoint, FaultMode>();
  set(endpoint: FaultEndpoint, mode: FaultMode | "off"): void {
    if (mode === "off") this.faults.delete(endpoint);
    else this.faults.set(endpoint, mode);
  }
  get(endpoint: string): FaultMode | undefined {
    return this.faults.get(endpoint as FaultEndpoint);
  }
  clear(): void {
    this.faults.clear();
  }
  snapshot(): Partial<Record<FaultEndpoint, FaultMode>> {
    return Object.fromEntries(this.faults);
  }
}

/** The endpoint group of a path: "/api/prices" → "api", "/relayer-schema" → "relayer-schema". */
function endpointOf(path: string): string {
  return path.split("/")[1] ?? "";
}

function hang(c: Context): Promise<Response> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(c.json({ error: "hung request released" }, 504)), HANG_MS);
    timer.unref?.();
    c.req.raw.signal.addEventListener("abort", () => {
      clearTimeout(timer);
      resolve(new Response(null, { status: 499 }));
    });
  });
}

/** The fault switched on for a path: its first segment's group's, else its finer group's. */
function faultFor(board: FaultSwitchboard, path: string): FaultMode | undefined {
  const sub = SUB_ENDPOINTS.find(([prefix]) => path === prefix || path.startsWith(`${prefix}/`));
  return board.get(endpointOf(path)) ?? (sub ? board.get(sub[1]) : undefined);
}

/** Middleware that applies the switched-on fault of the request's endpoint group. */
export function injectFaults(board: FaultSwitchboard): MiddlewareHandler {
  return async (c, next) => {
    const mode = faultFor(board, c.req.path);
    if (mode === "error") return c.json({ error: "injected fault" }, 503);
    if (mode === "hang") return hang(c);
    if (mode === "malformed") {
      return c.body('{"injected": "malformed", "data": [1, 2', 200, { "Content-Type": "application/json" });
    }
    return next();
  };
}

const LOOPBACK = /^(127\.|::1$|::ffff:127\.)/;

/** Whether the caller is on this machine; a test harness without a socket counts as local. */
function isLoopback(c: Context): boolean {
  try {
    const address = getConnInfo(c).remote.address;
    return address === undefined || LOOPBACK.test(address);
  } catch {
    return true;
  }
}

/**
 * The admin routes: GET lists the faults, PUT {endpoint, mode} switches one ("off" clears it),
 * DELETE clears all; with `feeds`, the per-feed relayer controls under /feeds too (feed-admin.ts).
 * Any caller not on loopback gets 403.
 */
export function createFaultAdmin(board: FaultSwitchboard, feeds?: FeedAdminOptions) {
  const admin = new Hono();
  admin.use("*", async (c, next) => (isLoopback(c) ? next() : c.json({ error: "loopback only" }, 403)));
  admin.get("/faults", (c) => c.json(board.snapshot()));
  admin.delete("/faults", (c) => {
    board.clear();
    return c.json(board.snapshot());
  });
  admin.put("/faults", async (c) => {
    const body = (await c.req.json().catch(() => null)) as { endpoint?: unknown; mode?: unknown } | null;
    const endpoint = FAULT_ENDPOINTS.find((e) => e === body?.endpoint);
    const mode = body?.mode === "off" ? "off" : FAULT_MODES.find((m) => m === body?.mode);
    if (!endpoint || !mode) {
      return c.json(
        {
          error: `endpoint must be one of ${FAULT_ENDPOINTS.join(", ")}; mode one of ${FAULT_MODES.join(", ")} or off`,
        },
        400,
      );
    }
    board.set(endpoint, mode);
    return c.json(board.snapshot());
  });
  if (feeds) addFeedAdminRoutes(admin, feeds);
  return admin;
}
