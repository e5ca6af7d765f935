import {
  heartbeatGraceMs,
  type ReliabilityTriggers,
  type UpdatePoint,
  updateDeadline,
} from "./feed-reliability.ts";
import { DAY_MS } from "./windows.ts";

/**
 * Incidents: stretches of the network's record that went wrong, derived from what the indexer
 * recorded (never from a guess). Every derivation here is a pure function of the record, and an
 * incident's id is a function of what it is about and when it started, so deriving the same
 * record twice (a restart, a read-back after a gap) writes the same rows again, never a second
 * incident and never a lost one.
 */

export const INCIDENT_KINDS = [
  "feed-stale",
  "feed-deviation",
  "node-missing",
  "node-invalid",
  "service-signers",
  "reserve-below",
] as const;
export type IncidentKind = (typeof INCIDENT_KINDS)[number];

export const INCIDENT_SEVERITIES = ["critical", "major", "minor"] as const;
export type IncidentSeverity = (typeof INCIDENT_SEVERITIES)[number];

/**
 * Fixed per kind, so an incident's severity never changes under a reader: a data service below
 * its signer threshold or a reserve below its supply breaks every consumer; a stale feed or a
 * node signing with a wrong key breaks one feed's readers or needs its operator now; one node
 * missing rounds or an update landing past its threshold is worth knowing but breaks nothing.
 */
export const SEVERITY_OF: Record<IncidentKind, IncidentSeverity> = {
  "service-signers": "critical",
  "reserve-below": "critical",
  "feed-stale": "major",
  "node-invalid": "major",
  "node-missing": "minor",
  "feed-deviation": "minor",
};

/**
 * What an incident touched, as one id (the watchlist's and the Atom feeds' vocabulary):
 * `feed:<layerId>/<feedId>` (a feed id may hold "/", a layer id never does), `node:<0x address>`,
 * `service:<data service id>`, `reserve:<proof-of-reserve id>`; `network:<chain id>` and
 * `token:<symbol>` name groups of feeds.
 */
export const SUBJECT_TYPES = ["feed", "node", "service", "reserve", "network", "token"] as const;
export type SubjectType = (typeof SUBJECT_TYPES)[number];

/** Ids a watchlist, a link or an Atom URL may carry; more are cut to this many (and said so). */
export const MAX_SUBJECTS = 100;
const MAX_SUBJECT_LENGTH = 200;

/**
 * Reads a subject id; null when it is not of the vocabulary (unknown type, empty key, too long,
 * control characters, a feed without its layer, a node that is not a 0x address).
 */
export function parseSubject(id: string): { type: SubjectType; key: string } | null {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: rejecting control characters is the point
  if (id.length === 0 || id.length > MAX_SUBJECT_LENGTH || /[\u0000-\u001f\u007f,]/.test(id)) return null;
  const colon = id.indexOf(":");
  if (colon <= 0) return null;
  const type = id.slice(0, colon) as SubjectType;
  const key = id.slice(colon + 1);
  if (!SUBJECT_TYPES.includes(type) || key.trim() !== key || key.length === 0) return null;
  if (type === "feed" && !/^[^/]+\/.+$/.test(key)) return null;
  if (type === "node" && !/^0x[0-9a-fA-F]{40}$/.test(key)) return null;
  return { type, key: type === "node" ? key.toLowerCase() : key };
}

/**
 * A list of ids as a link or a query gives it (comma-separated or repeated): de-duplicated in
 * order, malformed ones set apart, cut to MAX_SUBJECTS.
 */
export function readSubjectList(raw: readonly string[]): {
  ids: string[];
  malformed: string[];
  clamped: { given: number; kept: number } | null;
} {
  const seen = new Set<string>();
  const malformed: string[] = [];
  for (const part of raw.flatMap((value) => value.split(","))) {
    const text = part.trim();
    if (text === "") continue;
    const parsed = parseSubject(text);
    if (!parsed) {
      if (malformed.length < 20) malformed.push(text.slice(0, 80));
      continue;
    }
    seen.add(`${parsed.type}:${parsed.key}`);
  }
  const all = [...seen];
  const ids = all.slice(0, MAX_SUBJECTS);
  return {
    ids,
    malformed,
    clamped: all.length > MAX_SUBJECTS ? { given: all.length, kept: ids.length } : null,
  };
}

export const feedSubject = (layerId: string, feedId: string) => `feed:${layerId}/${feedId}`;
export const nodeSubject = (address: string) => `node:${address.toLowerCase()}`;
export const serviceSubject = (serviceId: string) => `service:${serviceId}`;
export const reserveSubject = (id: string) => `reserve:${id}`;
/** A token by its symbol as the api lists it ("USDC/EUR", not the route's "USDC-EUR"). */
export const tokenSubject = (symbol: string) => `token:${symbol}`;
/** A network by its chain id as the api gives it (1, or "solana/1" off EVM). */
export const networkSubject = (chainId: string | number) => `network:${String(chainId)}`;

export interface IncidentDetail {
  /** feed-stale: the update it waited after, the heartbeat then in force (ms). */
  lastUpdateAt?: number;
  heartbeatMs?: number | null;
  /** feed-deviation: updates that landed beyond the threshold or late that day, the worst of them. */
  updates?: number;
  maxOvershootBp?: number | null;
  maxLagMs?: number | null;
  /** Round incidents: rounds counted so far, and of them missed / late (node-missing). */
  rounds?: number;
  missed?: number;
  late?: number;
  /** The newest round (or observation) that was still bad. */
  lastBadAt?: number;
  /** node-invalid: packages whose signature did not recover to the node. */
  invalidPackages?: number;
  /** service-signers: the fewest on-time valid signers seen, and the threshold. */
  minSigners?: number;
  threshold?: number;
  /** reserve-below: the lowest ratio seen, percent. */
  minRatioPercent?: number;
}

export interface Incident {
  /** `${kind}:${subject}:${startedAt}`: stable across restarts and re-derivations. */
  id: string;
  kind: IncidentKind;
  severity: IncidentSeverity;
  subject: string;
  /** The data service involved (a feed's signer service, a node's service), null when none. */
  serviceId: string | null;
  /** The chain id of a feed's layer, as text; null for subjects off chain. */
  network: string | null;
  startedAt: number;
  /** Null while ongoing. */
  endedAt: number | null;
  detail: IncidentDetail;
}

/**
 * An incident's opening or end is pushed to webhooks only while it is news: one that ended longer
 * ago than this when the indexer learnt of it (a read-back after an outage) is recorded, not pushed.
 */
export const ALERT_NEWS_MS = 60 * 60_000;

/** Incidents are kept as long as the feed updates they are derived from; an ongoing one always. */
export { FEED_UPDATE_RETENTION_MS as INCIDENT_RETENTION_MS } from "./feed-reliability.ts";

export const incidentId = (kind: IncidentKind, subject: string, startedAt: number) =>
  `${kind}:${subject}:${startedAt}`;

function incident(
  kind: IncidentKind,
  subject: string,
  where: { serviceId: string | null; network: string | null },
  startedAt: number,
  endedAt: number | null,
  detail: IncidentDetail,
): Incident {
  return {
    id: incidentId(kind, subject, startedAt),
    kind,
    severity: SEVERITY_OF[kind],
    subject,
    ...where,
    startedAt,
    endedAt,
    detail,
  };
}

// ---------------------------------------------------------------------------------------------
// Push feeds

/** A push feed as the incident derivations need it. */
export interface IncidentFeed {
  layerId: string;
  feedId: string;
  dataServiceId: string | null;
  /** The layer's chain id (text), null when unknown. */
  network: string | null;
  triggers: ReliabilityTriggers;
}

/**
 * A feed is stale once the deadline after its last update (heartbeat or cron run) plus the grace
 * the feed's record allows (HEARTBEAT_GRACE) has passed. The incident starts at the deadline:
 * from then on readers held a value the feed had promised to refresh.
 */
export function staleIncident(
  feed: IncidentFeed,
  last: UpdatePoint,
  now: number,
  next: number | null = null,
) {
  const deadline = updateDeadline(feed.triggers, last.at);
  if (deadline === null) return null;
  const until = next ?? now;
  if (until <= deadline + heartbeatGraceMs(deadline - last.at)) return null;
  return incident(
    "feed-stale",
    feedSubject(feed.layerId, feed.feedId),
    { serviceId: feed.dataServiceId, network: feed.network },
    deadline,
    next,
    { lastUpdateAt: last.at, heartbeatMs: feed.triggers.timeSinceLastUpdateInMilliseconds },
  );
}

/** A deviation update past its threshold by more than the tolerance, or this long after its signed round. */
export const LATE_UPDATE_LAG_MS = 120_000;

/** An update as the feed-deviation derivation reads it (a recorded update's fields). */
export interface DeviationEvidence {
  at: number;
  trigger: string;
  overshootBp: number | null;
  beyondThreshold: boolean;
  lagMs: number | null;
}

const isBadDeviation = (update: DeviationEvidence) =>
  update.trigger === "deviation" &&
  (update.beyondThreshold || (update.lagMs !== null && update.lagMs > LATE_UPDATE_LAG_MS));

/**
 * One incident per feed and UTC day for its deviation updates that landed beyond the threshold
 * or late: one update at a time would bury the status page under a noisy feed's updates. The id
 * is the day's first such update, so the day's later ones extend the same incident. Input: the
 * feed's updates of one UTC day at least, any order; days without a bad update give nothing.
 */
export function deviationIncidents(feed: IncidentFeed, updates: readonly DeviationEvidence[]): Incident[] {
  const byDay = new Map<number, DeviationEvidence[]>();
  for (const update of updates) {
    if (!isBadDeviation(update)) continue;
    const day = Math.floor(update.at / DAY_MS) * DAY_MS;
    const list = byDay.get(day) ?? [];
    list.push(update);
    byDay.set(day, list);
  }
  return [...byDay.values()].map((list) => {
    const sorted = [...list].sort((a, b) => a.at - b.at);
    const first = sorted[0] as DeviationEvidence;
    const last = sorted.at(-1) as DeviationEvidence;
    const overshoots = sorted.flatMap((u) => (u.overshootBp === null ? [] : [u.overshootBp]));
    const lags = sorted.flatMap((u) => (u.lagMs === null ? [] : [u.lagMs]));
    return incident(
      "feed-deviation",
      feedSubject(feed.layerId, feed.feedId),
      { serviceId: feed.dataServiceId, network: feed.network },
      first.at,
      last.at,
      {
        updates: sorted.length,
        maxOvershootBp: overshoots.length > 0 ? Math.max(...overshoots) : null,
        maxLagMs: lags.length > 0 ? Math.max(...lags) : null,
      },
    );
  });
}

/** The UTC day holding `t`. */
export const dayOf = (t: number) => Math.floor(t / DAY_MS) * DAY_MS;

// ---------------------------------------------------------------------------------------------
// Rounds: nodes and data services

/** One recorded round of a data service, as the round derivations read it. */
export interface RoundEvidence {
  roundTs: number;
  /** Nodes with a package in the round: on time or late, and how many packages were invalid. */
  signed: ReadonlyMap<string, { late: boolean; invalid: number }>;
  /**
   * The round's signed medians by feed id, when the indexer still holds them (its recent rounds);
   * absent for a round read from the store only: its reserves are then not observed.
   */
  medians?: ReadonlyMap<string, number>;
}

export interface RoundIncidentSettings {
  /** A node missing or late this many rounds in a row is an incident (INCIDENT_NODE_ROUNDS). */
  nodeRounds: number;
  /** Fewer on-time valid signers than this in a round: the service is below its threshold. */
  signersThreshold: number;
  /** Proofs of reserve the service signs: the feed whose value is the ratio (1.02 = 102 %). */
  reserves?: readonly { id: string; feedId: string }[];
}

/**
 * The unique signers a consumer of the service needs: the relayers' threshold (3), but never more
 * than the service has nodes (a two-node service's consumers cannot be asking for three).
 */
export const signerThreshold = (threshold: number, nodes: number) => Math.max(1, Math.min(threshold, nodes));

interface Streak {
  kind: IncidentKind;
  subject: string;
  /** Bad rounds in a row so far (reset by a good round, and by a gap while not yet open). */
  count: number;
  firstAt: number;
  /** What the streak's rounds showed, counted from its first round (the incident's start). */
  detail: IncidentDetail;
  open: Incident | null;
}

/** A tracker's whole state, JSON: stored with its cursor so a restart continues exactly. */
export interface RoundTrackerState {
  lastRoundTs: number | null;
  streaks: Streak[];
}

/**
 * Follows one data service's rounds in order and says which incidents opened, grew or ended:
 * node-missing (a node without an on-time package N rounds in a row), node-invalid (packages that
 * did not recover to the node), service-signers (fewer on-time valid signers than the threshold),
 * reserve-below (a proof of reserve's signed ratio under 100 %).
 *
 * Gaps (rounds nobody recorded: the indexer or the gateway down) are unknown, neither good nor
 * bad: a streak not yet long enough starts over after one, so a gap never completes a streak
 * that was not observed; an incident already open stays open across it until a good round is
 * recorded, so a gap never ends one either. The state (state()) is stored beside the cursor, so
 * after a restart the tracker goes on exactly where it stopped.
 */
export class RoundIncidentTracker {
  private readonly streaks = new Map<string, Streak>();
  private lastRoundTs: number | null;

  constructor(
    private readonly serviceId: string,
    private readonly intervalMs: number,
    private readonly settings: RoundIncidentSettings,
    state?: RoundTrackerState | null,
  ) {
    this.lastRoundTs = state?.lastRoundTs ?? null;
    for (const streak of state?.streaks ?? [])
      this.streaks.set(this.key(streak.kind, streak.subject), streak);
  }

  state(): RoundTrackerState {
    return { lastRoundTs: this.lastRoundTs, streaks: [...this.streaks.values()] };
  }

  private key(kind: IncidentKind, subject: string) {
    return `${kind} ${subject}`;
  }

  private needed(kind: IncidentKind): number {
    return kind === "node-missing" ? Math.max(1, this.settings.nodeRounds) : 1;
  }

  /**
   * One round (in ascending order; a round at or before the last one is ignored). `nodes` is the
   * service's roster. Returns the incidents to write: opened, grown or ended in this round.
   */
  observe(round: RoundEvidence, nodes: readonly string[]): Incident[] {
    if (this.lastRoundTs !== null && round.roundTs <= this.lastRoundTs) return [];
    const gap = this.lastRoundTs !== null && round.roundTs - this.lastRoundTs > this.intervalMs * 1.5;
    this.lastRoundTs = round.roundTs;
    const changed: Incident[] = [];
    const keep = (incident: Incident | null) => {
      if (incident) changed.push(incident);
    };
    let onTimeValid = 0;
    const roster = new Set(nodes);
    for (const node of nodes) {
      const signed = round.signed.get(node);
      const missing = signed === undefined;
      const late = signed?.late === true;
      const invalid = signed?.invalid ?? 0;
      if (!missing && !late && invalid === 0) onTimeValid++;
      const subject = nodeSubject(node);
      keep(
        this.step("node-missing", subject, round.roundTs, missing || late, gap, (detail) => ({
          ...detail,
          missed: (detail.missed ?? 0) + (missing ? 1 : 0),
          late: (detail.late ?? 0) + (late ? 1 : 0),
        })),
      );
      keep(
        this.step("node-invalid", subject, round.roundTs, invalid > 0, gap, (detail) => ({
          ...detail,
          invalidPackages: (detail.invalidPackages ?? 0) + invalid,
        })),
      );
    }
    // A node that left the roster has no round to end its streak: it ends with its last one.
    for (const [key, streak] of this.streaks) {
      if (!streak.subject.startsWith("node:") || roster.has(streak.subject.slice("node:".length))) continue;
      if (streak.open) changed.push({ ...streak.open, endedAt: round.roundTs });
      this.streaks.delete(key);
    }
    const threshold = signerThreshold(this.settings.signersThreshold, nodes.length);
    keep(
      this.step(
        "service-signers",
        serviceSubject(this.serviceId),
        round.roundTs,
        onTimeValid < threshold,
        gap,
        (detail) => ({
          ...detail,
          minSigners: Math.min(detail.minSigners ?? Number.POSITIVE_INFINITY, onTimeValid),
          threshold,
        }),
      ),
    );
    for (const reserve of this.settings.reserves ?? []) {
      const value = round.medians?.get(reserve.feedId);
      // Not observed (a round read from the store, or the feed missing from it): neither good nor bad.
      if (value === undefined || !Number.isFinite(value) || value < 0) continue;
      const ratioPercent = value * 100;
      keep(
        this.step(
          "reserve-below",
          reserveSubject(reserve.id),
          round.roundTs,
          ratioPercent < 100,
          false,
          (detail) => ({
            ...detail,
            minRatioPercent: Math.min(detail.minRatioPercent ?? ratioPercent, ratioPercent),
          }),
        ),
      );
    }
    return changed;
  }

  /**
   * One subject's round: bad extends (and past the needed count opens) its streak; good ends it.
   * Returns the incident when it opened, grew or ended.
   */
  private step(
    kind: IncidentKind,
    subject: string,
    at: number,
    bad: boolean,
    gap: boolean,
    grow: (detail: IncidentDetail) => IncidentDetail,
  ): Incident | null {
    const key = this.key(kind, subject);
    let streak = this.streaks.get(key);
    if (streak && gap && !streak.open) {
      this.streaks.delete(key);
      streak = undefined;
    }
    if (!bad) {
      if (!streak) return null;
      this.streaks.delete(key);
      return streak.open ? { ...streak.open, endedAt: at } : null;
    }
    if (!streak) {
      streak = { kind, subject, count: 0, firstAt: at, detail: {}, open: null };
      this.streaks.set(key, streak);
    }
    streak.count++;
    streak.detail = { ...grow(streak.detail), rounds: streak.count, lastBadAt: at };
    if (streak.open) {
      streak.open = { ...streak.open, detail: streak.detail };
      return streak.open;
    }
    if (streak.count < this.needed(kind)) return null;
    // It started with the streak's first round, which counts into it.
    streak.open = incident(
      kind,
      subject,
      { serviceId: this.serviceId, network: null },
      streak.firstAt,
      null,
      streak.detail,
    );
    return streak.open;
  }
}
