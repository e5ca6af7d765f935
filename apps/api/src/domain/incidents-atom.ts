import type { IncidentsView, IncidentView } from "@oracle-explorer/core/api-views";
import { appPaths } from "@oracle-explorer/core/app-routes";
import { escapeMarkup } from "@oracle-explorer/core/format";
import { MAX_SUBJECTS } from "@oracle-explorer/core/history";

/**
 * Incidents as an Atom 1.0 feed (RFC 4287), so anyone can follow the network, a feed, a node or
 * a watchlist in a feed reader without an account. Entry ids are tag URIs of the incident's own
 * id, which never changes, so a reader shows an incident once however often it is fetched; an
 * entry's <updated> moves when the incident ends, so a reader shows that as an update of the same
 * entry.
 */

/** Entries per feed: the newest by last change. */
export const ATOM_ENTRIES = 50;

const escapeXml = (text: string) =>
  escapeMarkup(text)
    // Characters XML 1.0 cannot carry at all (a feed id is echoed from the URL).
    // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, "");

const iso = (ms: number) => new Date(ms).toISOString();

/** A tag URI (RFC 4151) on the explorer's host: stable ids for the feed and its entries. */
const tagUri = (host: string, specific: string) =>
  `tag:${host.replace(/:\d+$/, "")},2026:${encodeURIComponent(specific)}`;

function entry(incident: IncidentView, origin: string, host: string): string {
  const state = incident.endedAt === null ? "Ongoing" : "Ended";
  const link = `${origin}${incident.href ?? appPaths.status}`;
  const when =
    incident.endedAt === null
      ? `Since ${iso(incident.startedAt)}.`
      : `From ${iso(incident.startedAt)} to ${iso(incident.endedAt)}.`;
  return [
    "  <entry>",
    `    <id>${escapeXml(tagUri(host, `incident:${incident.id}`))}</id>`,
    `    <title>${escapeXml(`[${state}] ${incident.title}`)}</title>`,
    `    <updated>${iso(incident.updatedAt)}</updated>`,
    `    <published>${iso(incident.recordedAt)}</published>`,
    `    <link rel="alternate" type="text/html" href="${escapeXml(link)}"/>`,
    `    <category term="${incident.severity}" label="Severity: ${incident.severity}"/>`,
    `    <category term="${incident.kind}"/>`,
    `    <summary type="text">${escapeXml(`${incident.summary} ${when} Severity: ${incident.severity}.`)}</summary>`,
    "  </entry>",
  ].join("\n");
}

export interface AtomContext {
  /** The request's origin (scheme, host, port): links are absolute. */
  origin: string;
  /** The feed's own URL, as asked (its rel="self"). */
  selfUrl: string;
  /** The raw ids the URL carries, as asked (the feed's identity). */
  ids: readonly string[];
}

/** The feed's title: what it follows. */
function feedTitle(view: IncidentsView): string {
  if (view.subjects.length === 0) return "Oracle network incidents";
  if (view.subjects.length === 1) return `Incidents: ${view.subjects[0]?.name}`;
  return `Incidents of a watchlist (${view.subjects.length} items)`;
}

/** What a reader should know about the URL's ids: cut to the cap, not understood, not on the network. */
function feedSubtitle(view: IncidentsView): string {
  const notes = ["Incidents recorded by the explorer's indexer, newest change first."];
  if (view.clamped) {
    notes.push(
      `Only the first ${view.clamped.kept} of ${view.clamped.given} ids are followed (at most ${MAX_SUBJECTS}).`,
    );
  }
  if (view.malformed.length > 0) notes.push(`Ids not understood, left out: ${view.malformed.join(", ")}.`);
  const unknown = view.subjects.filter((subject) => !subject.known);
  if (unknown.length > 0) {
    const named = unknown.slice(0, 10).map((subject) => subject.id);
    const more = unknown.length > named.length ? ` and ${unknown.length - named.length} more` : "";
    notes.push(`Not on this network: ${named.join(", ")}${more}.`);
  }
  return notes.join(" ");
}

export function incidentsAtom(view: IncidentsView, context: AtomContext): string {
  const host = new URL(context.origin).host;
  const feedKey =
    view.subjects.length === 0 ? "incidents" : `incidents:${view.subjects.map((s) => s.id).join(",")}`;
  const entries = [...view.incidents].sort((a, b) => b.updatedAt - a.updatedAt).slice(0, ATOM_ENTRIES);
  const updated = entries.reduce((latest, incident) => Math.max(latest, incident.updatedAt), 0);
  const alternate =
    view.subjects.length === 0
      ? `${context.origin}${appPaths.status}`
      : `${context.origin}${appPaths.watchlist}?ids=${view.subjects.map((s) => encodeURIComponent(s.id)).join(",")}`;
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom">',
    `  <id>${escapeXml(tagUri(host, feedKey))}</id>`,
    `  <title>${escapeXml(feedTitle(view))}</title>`,
    `  <subtitle>${escapeXml(feedSubtitle(view))}</subtitle>`,
    // The newest entry's change; the record's start when there is none (a stable value, so an
    // unchanged feed is byte-identical and its ETag holds).
    `  <updated>${iso(updated || view.recordFrom || 0)}</updated>`,
    "  <author><name>Oracle Explorer</name></author>",
    `  <link rel="self" type="application/atom+xml" href="${escapeXml(context.selfUrl)}"/>`,
    `  <link rel="alternate" type="text/html" href="${escapeXml(alternate)}"/>`,
    "  <generator>Oracle Explorer</generator>",
    ...entries.map((incident) => entry(incident, context.origin, host)),
    "</feed>",
    "",
  ].join("\n");
}
