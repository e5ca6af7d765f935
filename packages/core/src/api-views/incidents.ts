import { z } from "zod";
import { INCIDENT_KINDS, INCIDENT_SEVERITIES, SUBJECT_TYPES } from "../history/incidents.ts";

/**
 * Response schemas of the network's incidents and status, read from the indexer's store. Times
 * are epoch ms; an incident's `subject` is an id of the watchlist's vocabulary (core's
 * SubjectType: `feed:<layerId>/<feedId>`, `node:<address>`, `service:<id>`, `reserve:<id>`,
 * `network:<chain id>`, `token:<symbol>`).
 */

export const incidentKindView = z.enum(INCIDENT_KINDS);
export const incidentSeverityView = z.enum(INCIDENT_SEVERITIES);
export const subjectTypeView = z.enum(SUBJECT_TYPES);

export const incidentView = z
  .object({
    /** Stable: the same incident has the same id in every answer and every Atom entry. */
    id: z.string(),
    kind: incidentKindView,
    severity: incidentSeverityView,
    subject: z.string(),
    /** What the subject is called on the explorer ("ETH on Ethereum", a node's name, a service id). */
    subjectName: z.string(),
    /** The explorer page of the subject (a path of the web app), null when it has none. */
    href: z.string().nullable(),
    serviceId: z.string().nullable(),
    /** Chain id of a feed's layer, as text; null off chain. */
    network: z.string().nullable(),
    networkName: z.string().nullable(),
    /** One line: what went wrong ("ETH on Ethereum went stale"). */
    title: z.string(),
    /** One or two sentences with the figures ("No update for 1 h 12 min after its 1 h heartbeat."). */
    summary: z.string(),
    startedAt: z.number(),
    /** Null while ongoing. */
    endedAt: z.number().nullable(),
    /** When the indexer first recorded it and last changed it. */
    recordedAt: z.number(),
    updatedAt: z.number(),
  })
  .meta({
    id: "Incident",
    description: "Something that went wrong in the network's record, from when to when.",
  });
export type IncidentView = z.infer<typeof incidentView>;

export const subjectStateView = z
  .object({
    id: z.string(),
    type: subjectTypeView,
    /** False for an id the network does not have (kept, so a watchlist shows it as unknown). */
    known: z.boolean(),
    name: z.string(),
    href: z.string().nullable(),
    /** Ongoing incidents of the subject (for a network or token: of its feeds). */
    ongoing: z.number().int(),
    /** The worst ongoing severity; null when nothing is wrong now. */
    worst: incidentSeverityView.nullable(),
  })
  .meta({
    id: "SubjectState",
    description: "A watched id, resolved: what it is and whether something is wrong now.",
  });
export type SubjectStateView = z.infer<typeof subjectStateView>;

export const incidentsView = z
  .object({
    incidents: z.array(incidentView),
    /** The subjects asked for, in the order given (duplicates removed), each resolved. */
    subjects: z.array(subjectStateView),
    /** When the list of ids was longer than the cap: how many were given, and the cap kept. */
    clamped: z.object({ given: z.number().int(), kept: z.number().int() }).nullable(),
    /** Ids that are not of the vocabulary (kept out of the query, shown to the caller). */
    malformed: z.array(z.string()),
    /** The oldest moment the store's record reaches; null with an empty store. */
    recordFrom: z.number().nullable(),
    generatedAt: z.number(),
  })
  .meta({ id: "Incidents", description: "Incidents of the network or of some subjects, newest first." });
export type IncidentsView = z.infer<typeof incidentsView>;

export const statusDayView = z
  .object({
    /** The UTC day's start. */
    day: z.number(),
    /** The worst severity of an incident that touched the day; null for a clean day. */
    worst: incidentSeverityView.nullable(),
    incidents: z.number().int(),
    /** False for a day (or the part of it) the store has no record of. */
    recorded: z.boolean(),
  })
  .meta({ id: "StatusDay", description: "One UTC day of a status strip." });
export type StatusDayView = z.infer<typeof statusDayView>;

export const statusStripView = z
  .object({
    /** A subject id (`service:…` or `network:…`). */
    id: z.string(),
    name: z.string(),
    href: z.string().nullable(),
    days: z.array(statusDayView),
  })
  .meta({ id: "StatusStrip", description: "A data service's or a chain's last days, one bar a day." });
export type StatusStripView = z.infer<typeof statusStripView>;

export const statusView = z
  .object({
    /** "outage": a critical incident ongoing; "degraded": a major one; "ok": none, or minor ones only. */
    state: z.enum(["ok", "degraded", "outage"]),
    ongoing: z.array(incidentView),
    feeds: z.object({
      /** Push feeds with a time trigger the indexer follows. */
      total: z.number().int(),
      stale: z.number().int(),
    }),
    nodes: z.object({
      /** Registered nodes of the recorded data services. */
      total: z.number().int(),
      /** Nodes with an on-time package in their service's newest recorded round. */
      signing: z.number().int(),
    }),
    services: z.array(
      z.object({
        serviceId: z.string(),
        /** The registry's name of the service. */
        name: z.string(),
        href: z.string().nullable(),
        /** On-time valid signers in the newest recorded round; null before any. */
        signers: z.number().int().nullable(),
        threshold: z.number().int(),
        nodes: z.number().int(),
        lastRoundAt: z.number().nullable(),
      }),
    ),
    /** The strips' days, oldest first (7 UTC days, today last). */
    days: z.array(z.number()),
    serviceStrips: z.array(statusStripView),
    networkStrips: z.array(statusStripView),
    /** Incidents of the last 7 days, newest first (at most 200; `recentTotal` counts them all). */
    recent: z.array(incidentView),
    recentTotal: z.number().int(),
    recordFrom: z.number().nullable(),
    /**
     * The newest recorded round's time when the record lags behind the network (the indexer was
     * stopped or is catching up): what the page shows is as of then, not now. Null when current.
     */
    recordBehind: z.number().nullable(),
    generatedAt: z.number(),
  })
  .meta({ id: "NetworkStatus", description: "The network's state now and its last 7 days." });
export type StatusView = z.infer<typeof statusView>;
