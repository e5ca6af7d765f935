import type { IncidentView } from "@oracle-explorer/core/api-views";
import { utcDay } from "../../lib/node-format.ts";

/**
 * How a list of incidents is laid out for reading: ongoing ones first (worst first), then the
 * rest by UTC day of their start, newest day first, with each day's minor incidents set apart so
 * the majors of a noisy day are not buried under them.
 */

export type IncidentSeverity = IncidentView["severity"];

export const SEVERITY_LABELS: Readonly<Record<IncidentSeverity, string>> = {
  critical: "Critical",
  major: "Major",
  minor: "Minor",
};

/** Worst first. */
const RANK: Readonly<Record<IncidentSeverity, number>> = { critical: 0, major: 1, minor: 2 };

const DAY_MS = 86_400_000;

/** Newest start first; the id settles a tie, so an order never flickers between two answers. */
const newestFirst = (a: IncidentView, b: IncidentView) =>
  b.startedAt - a.startedAt || a.id.localeCompare(b.id);

/** Ongoing incidents, worst first and then newest first. */
export function ongoingIncidents(incidents: readonly IncidentView[]): IncidentView[] {
  return incidents
    .filter((incident) => incident.endedAt === null)
    .sort((a, b) => RANK[a.severity] - RANK[b.severity] || newestFirst(a, b));
}

/** One UTC day of a timeline: its incidents that matter first, its minor ones behind a toggle. */
export interface IncidentDay {
  /** The UTC day's start, epoch ms. */
  readonly day: number;
  /** "Nov 25". */
  readonly label: string;
  /** Critical and major incidents, newest first. */
  readonly shown: readonly IncidentView[];
  /** Minor incidents, newest first. */
  readonly minor: readonly IncidentView[];
}

/**
 * Incidents that have ended, by the UTC day they started on, newest day first (ongoing ones are
 * listed on their own, above a timeline). An incident that crossed midnight is under its first day.
 */
export function incidentDays(incidents: readonly IncidentView[]): IncidentDay[] {
  const byDay = new Map<number, IncidentView[]>();
  for (const incident of incidents) {
    if (incident.endedAt === null) continue;
    const day = Math.floor(incident.startedAt / DAY_MS) * DAY_MS;
    const list = byDay.get(day) ?? [];
    list.push(incident);
    byDay.set(day, list);
  }
  return [...byDay.entries()]
    .sort(([a], [b]) => b - a)
    .map(([day, list]) => {
      const sorted = [...list].sort(newestFirst);
      return {
        day,
        label: utcDay(day),
        shown: sorted.filter((incident) => incident.severity !== "minor"),
        minor: sorted.filter((incident) => incident.severity === "minor"),
      };
    });
}

/** "1 incident", "3 incidents". */
export const incidentsText = (count: number) => `${count} ${count === 1 ? "incident" : "incidents"}`;

/** "1 critical, 2 minor": how many of each severity, worst first, those with none left out. */
export function severityCounts(incidents: readonly Pick<IncidentView, "severity">[]): string {
  const counts = new Map<IncidentSeverity, number>();
  for (const { severity } of incidents) counts.set(severity, (counts.get(severity) ?? 0) + 1);
  return (Object.keys(RANK) as IncidentSeverity[])
    .filter((severity) => (counts.get(severity) ?? 0) > 0)
    .map((severity) => `${counts.get(severity)} ${severity}`)
    .join(", ");
}
