import type {
  IncidentsView,
  IncidentView,
  StatusDayView,
  StatusStripView,
  StatusView,
  SubjectStateView,
} from "@oracle-explorer/core/api-views";
import { appPaths } from "@oracle-explorer/core/app-routes";
import { MANUAL_UPDATE_UNIQUE_SIGNERS } from "@oracle-explorer/core/constants";
import { durationText } from "@oracle-explorer/core/format";
import {
  DAY_MS,
  dayOf,
  feedSubject,
  INCIDENT_SEVERITIES,
  type IncidentSeverity,
  networkSubject,
  nodeSubject,
  parseSubject,
  readSubjectList,
  reserveSubject,
  type SubjectType,
  serviceSubject,
  signerThreshold,
  tokenSubject,
  updateDeadline,
} from "@oracle-explorer/core/history";
import { isTokenHidden, toOracleNodes } from "@oracle-explorer/core/schemas";
import {
  type IncidentQuery,
  lastRoundOf,
  readIncidents,
  readRoundSigners,
  type Store,
  type StoredIncident,
} from "@oracle-explorer/store";
import { POLICIES } from "../cache-policies.ts";
import type { ApiContext } from "../context.ts";
import { readDashboardsConfig } from "../dashboards-config.ts";
import { readHistory } from "../history-store.ts";
import { serviceRosters } from "../network-reads.ts";
import { UpstreamError } from "../upstream/upstream-error.ts";
import { cached } from "./cached.ts";
import { loadRegistry, loadTokensCatalogue } from "./catalogue.ts";
import { loadFeeds } from "./feeds.ts";

/** What an incident's subject is called and where its page is. */
interface SubjectInfo {
  name: string;
  href: string | null;
  /** Feeds: the chain's name. */
  networkName?: string;
  /** Tokens and networks: the feed subjects they group. */
  feeds?: string[];
}

/** Every subject the explorer knows by id, built from the feeds list, the tokens, the registry and the PoR mappings. */
interface SubjectCatalogue {
  byId: Map<string, SubjectInfo>;
  networkNames: Map<string, string>;
  /** False when a list could not be read: an id missing from it may exist, so none is called unknown. */
  complete: boolean;
}

/** An incident list is capped: the page shows the newest, the Atom feed its 50. */
export const MAX_INCIDENTS = 500;
const STATUS_DAYS = 7;
const STATUS_RECENT = 200;

const severityRank = (severity: IncidentSeverity) => INCIDENT_SEVERITIES.indexOf(severity);
const worstOf = (severities: readonly IncidentSeverity[]): IncidentSeverity | null =>
  severities.length === 0
    ? null
    : (severities.reduce((worst, next) => (severityRank(next) < severityRank(worst) ? next : worst)) ?? null);

function subjectCatalogue(ctx: ApiContext): Promise<SubjectCatalogue> {
  return cached(ctx, "incidents:subjects", POLICIES.nodeHistory, async () => {
    const byId = new Map<string, SubjectInfo>();
    const networkNames = new Map<string, string>();
    const [feeds, registry, tokens] = await Promise.all([
      loadFeeds(ctx).catch(() => null),
      loadRegistry(ctx).catch(() => null),
      loadTokensCatalogue(ctx).catch(() => null),
    ]);
    for (const [symbol, token] of Object.entries(tokens ?? {})) {
      if (isTokenHidden(token)) continue;
      byId.set(tokenSubject(symbol), { name: symbol, href: appPaths.token(symbol), feeds: [] });
    }
    for (const { row, item } of feeds?.feeds ?? []) {
      const network = String(row.networkId);
      networkNames.set(network, item.network.name);
      const feedId = feedSubject(row.layerId, row.feedId);
      byId.set(feedId, {
        name: `${item.feed} on ${item.network.name}`,
        href: appPaths.singleFeed(item.routeNetwork, item.routeToken, item.routeLayer),
        networkName: item.network.name,
      });
      const networkId = networkSubject(network);
      const networkInfo = byId.get(networkId) ?? {
        name: item.network.name,
        href: appPaths.feedsOnNetwork(network),
        feeds: [],
      };
      networkInfo.feeds?.push(feedId);
      byId.set(networkId, networkInfo);
      // A push feed's id is its token's symbol; a feed of a symbol the tokens list hides still groups.
      const tokenId = tokenSubject(row.feedId);
      const tokenInfo = byId.get(tokenId) ?? {
        name: row.feedId,
        href: appPaths.token(row.feedId),
        feeds: [],
      };
      tokenInfo.feeds?.push(feedId);
      byId.set(tokenId, tokenInfo);
    }
    if (registry) {
      for (const node of toOracleNodes(registry)) {
        if (typeof node.evmAddress !== "string") continue;
        byId.set(nodeSubject(node.evmAddress), {
          name: node.name,
          href: appPaths.dataProvider(node.evmAddress),
        });
      }
      for (const [serviceId, service] of Object.entries(registry.dataServices)) {
        byId.set(serviceSubject(serviceId), {
          name: service.name || serviceId,
          href: appPaths.pullModel(serviceId),
        });
      }
    }
    const { proofOfReserve } = readDashboardsConfig(process.env, ctx.config.productId);
    for (const id of Object.keys(proofOfReserve)) {
      byId.set(reserveSubject(id), { name: `Proof of reserve (${id})`, href: appPaths.proofOfReserve(id) });
    }
    return { byId, networkNames, complete: feeds !== null && registry !== null && tokens !== null };
  });
}

const plural = (count: number, noun: string) => `${count} ${count === 1 ? noun : `${noun}s`}`;

const utc = (ms: number) => `${new Date(ms).toISOString().slice(0, 16).replace("T", " ")} UTC`;

/** The incident's one line and its figures, in words (the page, the Atom entry and the webhook reader see the same). */
function describe(incident: StoredIncident, name: string, now: number): { title: string; summary: string } {
  const { detail } = incident;
  const lasted = durationText((incident.endedAt ?? now) - incident.startedAt);
  const span = incident.endedAt === null ? `for ${lasted} so far` : `for ${lasted}`;
  switch (incident.kind) {
    case "feed-stale": {
      const heartbeat = detail.heartbeatMs ? ` (heartbeat ${durationText(detail.heartbeatMs)})` : "";
      const last =
        detail.lastUpdateAt === undefined ? "" : ` after its update of ${utc(detail.lastUpdateAt)}`;
      return {
        title: `${name} went stale`,
        summary: `No on-chain update${last}: overdue${heartbeat} ${span}.${incident.endedAt === null ? "" : ` Updated again at ${utc(incident.endedAt)}.`}`,
      };
    }
    case "feed-deviation": {
      const count = detail.updates ?? 1;
      const overshoot =
        detail.maxOvershootBp === null || detail.maxOvershootBp === undefined
          ? ""
          : ` The worst landed ${(detail.maxOvershootBp / 100).toFixed(2)} % past its threshold.`;
      const lag =
        detail.maxLagMs === null || detail.maxLagMs === undefined
          ? ""
          : ` The slowest reached the chain ${durationText(detail.maxLagMs)} after its signed round.`;
      return {
        title: `${name}: ${count === 1 ? "a deviation update" : `${count} deviation updates`} landed late`,
        summary: `Deviation updates past their threshold or late on ${utc(incident.startedAt).slice(0, 10)}.${overshoot}${lag}`,
      };
    }
    case "node-missing": {
      const rounds = detail.rounds ?? 0;
      return {
        title: `${name} missed rounds`,
        summary: `Missing or late in ${plural(rounds, "round")} in a row (${detail.missed ?? 0} missed, ${detail.late ?? 0} late), ${span}.`,
      };
    }
    case "node-invalid":
      return {
        title: `${name} signed packages that do not verify`,
        summary: `${plural(detail.invalidPackages ?? 0, "package")} whose signature did not recover to the node, in ${plural(detail.rounds ?? 0, "round")}, ${span}.`,
      };
    case "service-signers":
      return {
        title: `${name} fell below its signer threshold`,
        summary: `As few as ${detail.minSigners ?? 0} on-time valid signers of ${detail.threshold ?? MANUAL_UPDATE_UNIQUE_SIGNERS} required, ${span}: updates needing them could not verify.`,
      };
    case "reserve-below":
      return {
        title: `${name}: reserves below supply`,
        summary: `The signed ratio fell to ${(detail.minRatioPercent ?? 0).toFixed(2)} %, ${span}.`,
      };
  }
}

function subjectFallbackName(subject: string): string {
  const parsed = parseSubject(subject);
  if (!parsed) return subject;
  if (parsed.type === "feed") {
    const slash = parsed.key.indexOf("/");
    return `${parsed.key.slice(slash + 1)} (${parsed.key.slice(0, slash)})`;
  }
  return parsed.key;
}

function toView(incident: StoredIncident, catalogue: SubjectCatalogue, now: number): IncidentView {
  const info = catalogue.byId.get(incident.subject);
  const name = info?.name ?? subjectFallbackName(incident.subject);
  return {
    id: incident.id,
    kind: incident.kind,
    severity: incident.severity,
    subject: incident.subject,
    subjectName: name,
    href: info?.href ?? null,
    serviceId: incident.serviceId,
    network: incident.network,
    networkName: incident.network === null ? null : (catalogue.networkNames.get(incident.network) ?? null),
    ...describe(incident, name, now),
    startedAt: incident.startedAt,
    endedAt: incident.endedAt,
    recordedAt: incident.recordedAt,
    updatedAt: incident.updatedAt,
  };
}

/** The oldest moment the record reaches: the oldest round or feed update the store holds. */
async function recordFrom(store: Store): Promise<number | null> {
  const [round, update] = await Promise.all([
    store.db
      .selectFrom("history_service")
      .select((eb) => eb.fn.min("first_round_ts").as("first"))
      .executeTakeFirst(),
    store.db
      .selectFrom("history_feed_update")
      .select((eb) => eb.fn.min("updated_at").as("first"))
      .executeTakeFirst(),
  ]);
  const firsts = [round?.first, update?.first].flatMap((value) =>
    value === null || value === undefined ? [] : [Number(value)],
  );
  return firsts.length > 0 ? Math.min(...firsts) : null;
}

/** A watched id's query terms: itself, or for a token the feeds of it, for a network its chain. */
function scopeOf(
  ids: readonly string[],
  catalogue: SubjectCatalogue,
): Pick<IncidentQuery, "subjects" | "networks"> {
  const subjects: string[] = [];
  const networks: string[] = [];
  for (const id of ids) {
    const parsed = parseSubject(id);
    if (!parsed) continue;
    if (parsed.type === "network") networks.push(parsed.key);
    else if (parsed.type === "token") subjects.push(...(catalogue.byId.get(id)?.feeds ?? []));
    else subjects.push(id);
  }
  return { subjects, networks };
}

export interface IncidentsRequest {
  /** Raw `ids` values (comma-separated or repeated); none: the whole network. */
  ids: readonly string[];
  from?: number;
  to?: number;
  ongoing?: boolean;
  limit: number;
  order?: "started" | "updated";
}

/**
 * Incidents of the network or of watched ids, with each id resolved (known or not). Cached like
 * the record's other reads (10 s), keyed by the request as understood (ids parsed, deduplicated
 * and capped), so a thousand readers polling one feed cost one read a round.
 */
export function loadIncidents(ctx: ApiContext, request: IncidentsRequest): Promise<IncidentsView> {
  const list = readSubjectList(request.ids);
  const key = JSON.stringify([
    list.ids,
    list.malformed,
    list.clamped,
    request.from,
    request.to,
    request.ongoing,
    request.limit,
    request.order,
  ]);
  return cached(ctx, `incidents:list:${key}`, POLICIES.nodeHistory, () =>
    readIncidentsView(ctx, request, list),
  );
}

async function readIncidentsView(
  ctx: ApiContext,
  request: IncidentsRequest,
  list: ReturnType<typeof readSubjectList>,
): Promise<IncidentsView> {
  const now = ctx.now();
  const catalogue = await subjectCatalogue(ctx);
  const scoped = request.ids.length > 0;
  // Watched ids resolved against lists that could not be read would all read "unknown": say why instead.
  if (scoped && !catalogue.complete) {
    throw new UpstreamError(
      "catalogue",
      "down",
      "the explorer's lists of feeds, tokens and nodes could not be read",
    );
  }
  const query: IncidentQuery = {
    ...(scoped ? scopeOf(list.ids, catalogue) : {}),
    from: request.from,
    to: request.to,
    ongoing: request.ongoing,
    order: request.order,
    limit: Math.min(MAX_INCIDENTS, request.limit),
  };
  const read = await readHistory(ctx.history, async (store) => ({
    incidents: await readIncidents(store.db, query),
    ongoing: scoped
      ? await readIncidents(store.db, {
          ...scopeOf(list.ids, catalogue),
          ongoing: true,
          limit: MAX_INCIDENTS,
        })
      : [],
    recordFrom: await recordFrom(store),
  }));
  const incidents = read?.incidents ?? [];
  const ongoing = read?.ongoing ?? [];
  const subjects: SubjectStateView[] = list.ids.map((id) => {
    const parsed = parseSubject(id) as { type: SubjectType; key: string };
    const info = catalogue.byId.get(id);
    const scope = scopeOf([id], catalogue);
    const mine = ongoing.filter(
      (incident) =>
        scope.subjects?.includes(incident.subject) ||
        (incident.network !== null && scope.networks?.includes(incident.network)),
    );
    return {
      id,
      type: parsed.type,
      known: info !== undefined,
      name: info?.name ?? subjectFallbackName(id),
      href: info?.href ?? null,
      ongoing: mine.length,
      worst: worstOf(mine.map((incident) => incident.severity)),
    };
  });
  return {
    incidents: incidents.map((incident) => toView(incident, catalogue, now)),
    subjects,
    clamped: list.clamped,
    malformed: list.malformed,
    recordFrom: read?.recordFrom ?? null,
    generatedAt: now,
  };
}

function stripDays(
  days: readonly number[],
  incidents: readonly StoredIncident[],
  recordedFrom: number | null,
  now: number,
): StatusDayView[] {
  return days.map((day) => {
    const end = day + DAY_MS;
    const touching = incidents.filter(
      (incident) => incident.startedAt < end && (incident.endedAt ?? now) >= day,
    );
    return {
      day,
      worst: worstOf(touching.map((incident) => incident.severity)),
      incidents: touching.length,
      recorded: recordedFrom !== null && recordedFrom < end,
    };
  });
}

/** The network's state now and its last 7 days: the status page. */
export function loadStatus(ctx: ApiContext): Promise<StatusView> {
  return cached(ctx, "incidents:status", POLICIES.nodeHistory, async () => {
    const now = ctx.now();
    const days = Array.from({ length: STATUS_DAYS }, (_, i) => dayOf(now) - (STATUS_DAYS - 1 - i) * DAY_MS);
    const from = days[0] as number;
    const [catalogue, rosters, feeds] = await Promise.all([
      subjectCatalogue(ctx),
      serviceRosters(ctx).catch(() => []),
      loadFeeds(ctx).catch(() => null),
    ]);
    const serviceName = (serviceId: string) => catalogue.byId.get(`service:${serviceId}`)?.name ?? serviceId;
    const read = await readHistory(ctx.history, async (store) => {
      const week = await readIncidents(store.db, { from, to: now, limit: 20_000 });
      const ongoing = await readIncidents(store.db, { ongoing: true, limit: MAX_INCIDENTS });
      const services = await Promise.all(
        rosters.map(async (roster) => {
          const last = await lastRoundOf(store.db, roster.serviceId);
          if (last === null) return { roster, signers: null, lastRoundAt: null };
          // The newest settled round: the latest may still be gathering late packages.
          const [round] = await readRoundSigners(store.db, {
            serviceId: roster.serviceId,
            after: last - 4 * roster.intervalMs,
            until: last - roster.intervalMs,
            limit: 1,
          });
          const signing = round
            ? roster.nodes.filter((node) => {
                const signed = round.signed.get(node);
                return signed !== undefined && !signed.late && signed.invalid === 0;
              })
            : null;
          return { roster, signers: signing, lastRoundAt: round?.roundTs ?? null };
        }),
      );
      return { week, ongoing, services, recordFrom: await recordFrom(store) };
    });
    const week = read?.week ?? [];
    const ongoing = read?.ongoing ?? [];
    const recordedFrom = read?.recordFrom ?? null;
    // Feeds that can be stale: those with a heartbeat or a cron schedule.
    const timed = (feeds?.feeds ?? []).filter(({ row }) => updateDeadline(row.triggers, 0) !== null);
    const staleFeeds = new Set(
      ongoing.filter((incident) => incident.kind === "feed-stale").map((incident) => incident.subject),
    );
    const services = read?.services ?? [];
    const worstNow = worstOf(ongoing.map((incident) => incident.severity));
    const networks = new Map<string, StoredIncident[]>();
    for (const incident of week) {
      if (incident.network === null) continue;
      networks.set(incident.network, [...(networks.get(incident.network) ?? []), incident]);
    }
    const serviceStrips: StatusStripView[] = rosters.map((roster) => ({
      id: `service:${roster.serviceId}`,
      name: serviceName(roster.serviceId),
      href: appPaths.pullModel(roster.serviceId),
      days: stripDays(
        days,
        week.filter((incident) => incident.serviceId === roster.serviceId),
        recordedFrom,
        now,
      ),
    }));
    // Every chain with push feeds, those with incidents first, then by name.
    const networkStrips: StatusStripView[] = [...catalogue.networkNames]
      .map(([network, name]) => ({
        id: `network:${network}`,
        name,
        href: appPaths.feedsOnNetwork(network),
        days: stripDays(days, networks.get(network) ?? [], recordedFrom, now),
      }))
      .sort(
        (a, b) =>
          Number(networks.has(b.id.slice(8))) - Number(networks.has(a.id.slice(8))) ||
          a.name.localeCompare(b.name),
      );
    const views = (list: readonly StoredIncident[]) =>
      list.map((incident) => toView(incident, catalogue, now));
    return {
      // A minor incident (one node missing rounds, a deviation update late) breaks nobody's reads.
      state: worstNow === "critical" ? "outage" : worstNow === "major" ? "degraded" : "ok",
      ongoing: views(
        [...ongoing].sort(
          (a, b) => severityRank(a.severity) - severityRank(b.severity) || b.startedAt - a.startedAt,
        ),
      ),
      feeds: { total: timed.length, stale: staleFeeds.size },
      nodes: {
        total: services.reduce((sum, service) => sum + service.roster.nodes.length, 0),
        signing: services.reduce((sum, service) => sum + (service.signers?.length ?? 0), 0),
      },
      services: services.map(({ roster, signers, lastRoundAt }) => ({
        serviceId: roster.serviceId,
        name: serviceName(roster.serviceId),
        href: appPaths.pullModel(roster.serviceId),
        signers: signers === null ? null : signers.length,
        threshold: signerThreshold(MANUAL_UPDATE_UNIQUE_SIGNERS, roster.nodes.length),
        nodes: roster.nodes.length,
        lastRoundAt,
      })),
      days,
      serviceStrips,
      networkStrips,
      recent: views(week.slice(0, STATUS_RECENT)),
      recentTotal: week.length,
      recordFrom: recordedFrom,
      recordBehind: recordBehind(services, now),
      generatedAt: now,
    };
  });
}

/** A record this much behind (and at least 10 of its rounds) is said to lag: catch-up is not "now". */
export const RECORD_BEHIND_MS = 5 * 60_000;

/**
 * The newest settled round of any service when even that one is older than RECORD_BEHIND_MS and
 * 10 of its service's rounds: after the indexer was stopped, the "now" figures would otherwise
 * show an hour-old round as the network's state. Null while current, or before any round.
 */
export function recordBehind(
  services: readonly { roster: { intervalMs: number }; lastRoundAt: number | null }[],
  now: number,
): number | null {
  let newest: { at: number; intervalMs: number } | null = null;
  for (const { roster, lastRoundAt } of services) {
    if (lastRoundAt !== null && (newest === null || lastRoundAt > newest.at)) {
      newest = { at: lastRoundAt, intervalMs: roster.intervalMs };
    }
  }
  if (newest === null) return null;
  return now - newest.at > Math.max(RECORD_BEHIND_MS, 10 * newest.intervalMs) ? newest.at : null;
}
