import type {
  IncidentsView,
  IncidentView,
  StatusDayView,
  StatusStripView,
  StatusView,
} from "@oracle-explorer/core/api-views";

/**
 * Hand-built answers of the network's incidents and status (core's api-views/incidents), for the
 * status page and the feed's and node's Incidents sections. Times are fixed (tests fake Date to
 * STATUS_NOW), so every UTC text and every age is known.
 */

/** Wednesday 25 Nov 2026, 13:00 UTC. */
export const STATUS_NOW = Date.UTC(2026, 10, 25, 13, 0, 0);
export const DAY_MS = 86_400_000;
const MINUTE = 60_000;
const HOUR = 3_600_000;

/** The UTC day `back` days before STATUS_NOW's (0: today). */
export const dayStart = (back: number) => Date.UTC(2026, 10, 25 - back);

export const ETH_FEED = "feed:ethereumLayer/ETH";
export const NODE_ADDRESS = "0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266";

export function incident(extra: Partial<IncidentView> & Pick<IncidentView, "id">): IncidentView {
  return {
    kind: "node-missing",
    severity: "minor",
    subject: `node:${NODE_ADDRESS}`,
    subjectName: "Altair",
    href: `/app/data-providers/${NODE_ADDRESS}/`,
    serviceId: "redstone-primary-prod",
    network: null,
    networkName: null,
    title: "Altair missed rounds",
    summary: "Missed 6 rounds in a row (1 min).",
    startedAt: STATUS_NOW - 2 * HOUR,
    endedAt: STATUS_NOW - 2 * HOUR + MINUTE,
    recordedAt: STATUS_NOW - 2 * HOUR,
    updatedAt: STATUS_NOW - 2 * HOUR + MINUTE,
    ...extra,
  };
}

/** primary-prod below its signer threshold since 12 minutes ago. */
export const SIGNERS_NOW = incident({
  id: "service-signers:service:redstone-primary-prod:1",
  kind: "service-signers",
  severity: "critical",
  subject: "service:redstone-primary-prod",
  subjectName: "redstone-primary-prod",
  href: "/app/pull-model/redstone-primary-prod/",
  title: "redstone-primary-prod fell below its signer threshold",
  summary: "2 on-time signers of 3 needed.",
  startedAt: STATUS_NOW - 12 * MINUTE,
  endedAt: null,
});

/** ETH on Ethereum stale since an hour ago. */
export const STALE_NOW = incident({
  id: `feed-stale:${ETH_FEED}:1`,
  kind: "feed-stale",
  severity: "major",
  subject: ETH_FEED,
  subjectName: "ETH on Ethereum",
  href: "/app/feeds/ethereum/eth/",
  network: "1",
  networkName: "Ethereum",
  title: "ETH on Ethereum went stale",
  summary: "No update for 1 h 12 min after its 1 h heartbeat.",
  startedAt: STATUS_NOW - HOUR,
  endedAt: null,
});

/** Three minor node incidents today, one major yesterday, one minor two days ago. */
export const ENDED: readonly IncidentView[] = [
  incident({
    id: "node-missing:a",
    startedAt: dayStart(0) + 9 * HOUR,
    endedAt: dayStart(0) + 9 * HOUR + MINUTE,
  }),
  incident({
    id: "node-missing:b",
    startedAt: dayStart(0) + 10 * HOUR,
    endedAt: dayStart(0) + 10 * HOUR + MINUTE,
  }),
  incident({
    id: "node-missing:c",
    startedAt: dayStart(0) + 11 * HOUR,
    endedAt: dayStart(0) + 11 * HOUR + MINUTE,
  }),
  incident({
    id: "node-invalid:d",
    kind: "node-invalid",
    severity: "major",
    title: "Altair signed with a key that is not its own",
    summary: "1 package did not recover to the node.",
    startedAt: dayStart(1) + 8 * HOUR,
    endedAt: dayStart(1) + 8 * HOUR + 72 * MINUTE,
  }),
  incident({
    id: "node-missing:e",
    startedAt: dayStart(2) + 15 * HOUR,
    endedAt: dayStart(2) + 15 * HOUR + MINUTE,
  }),
];

const day = (back: number, extra: Partial<StatusDayView> = {}): StatusDayView => ({
  day: dayStart(back),
  worst: null,
  incidents: 0,
  recorded: true,
  ...extra,
});

/** The strips' 7 days, oldest first. */
export const STATUS_DAYS = [6, 5, 4, 3, 2, 1, 0].map(dayStart);

export function strip(id: string, name: string, days: Partial<Record<number, Partial<StatusDayView>>> = {}) {
  return {
    id,
    name,
    href: id.startsWith("service:") ? `/app/pull-model/${id.slice("service:".length)}/` : null,
    days: [6, 5, 4, 3, 2, 1, 0].map((back) => day(back, days[back])),
  } satisfies StatusStripView;
}

/** An outage: a critical and a major incident ongoing, five ended this week. */
export function statusView(extra: Partial<StatusView> = {}): StatusView {
  return {
    state: "outage",
    ongoing: [STALE_NOW, SIGNERS_NOW],
    feeds: { total: 42, stale: 1 },
    nodes: { total: 5, signing: 2 },
    services: [
      {
        serviceId: "redstone-primary-prod",
        name: "RedStone Primary Prod",
        href: "/app/pull-model/redstone-primary-prod/",
        signers: 2,
        threshold: 3,
        nodes: 5,
        lastRoundAt: STATUS_NOW - 8_000,
      },
      {
        serviceId: "redstone-avalanche-prod",
        name: "RedStone Avalanche Prod",
        href: "/app/pull-model/redstone-avalanche-prod/",
        signers: 3,
        threshold: 2,
        nodes: 3,
        lastRoundAt: STATUS_NOW - 5_000,
      },
    ],
    days: STATUS_DAYS,
    serviceStrips: [
      strip("service:redstone-primary-prod", "redstone-primary-prod", {
        6: { recorded: false },
        2: { worst: "minor", incidents: 1 },
        1: { worst: "major", incidents: 1 },
        0: { worst: "critical", incidents: 5 },
      }),
      strip("service:redstone-avalanche-prod", "redstone-avalanche-prod"),
    ],
    networkStrips: [strip("network:1", "Ethereum", { 0: { worst: "major", incidents: 1 } })],
    recent: [STALE_NOW, SIGNERS_NOW, ...ENDED],
    recentTotal: 7,
    recordFrom: dayStart(6) + 14 * HOUR,
    recordBehind: null,
    generatedAt: STATUS_NOW,
    ...extra,
  };
}

/** A quiet week: nothing ongoing, nothing recorded as wrong. */
export function quietStatus(extra: Partial<StatusView> = {}): StatusView {
  return statusView({
    state: "ok",
    ongoing: [],
    feeds: { total: 42, stale: 0 },
    nodes: { total: 5, signing: 5 },
    services: [],
    serviceStrips: [strip("service:redstone-primary-prod", "redstone-primary-prod")],
    networkStrips: [],
    recent: [],
    recentTotal: 0,
    ...extra,
  });
}

/** /incidents for some subjects: their incidents, each subject resolved as known. */
export function incidentsView(
  incidents: readonly IncidentView[],
  extra: Partial<IncidentsView> = {},
): IncidentsView {
  return {
    incidents: [...incidents],
    subjects: [],
    clamped: null,
    malformed: [],
    recordFrom: dayStart(6) + 14 * HOUR,
    generatedAt: STATUS_NOW,
    ...extra,
  };
}
