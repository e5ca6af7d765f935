import type { StatusDayView, StatusStripView, StatusView } from "@oracle-explorer/core/api-views";
import { durationText } from "@oracle-explorer/core/format";
import { incidentsText, severityCounts } from "../../components/incidents/incident-days.ts";
import { formatCount, utcClock, utcDay } from "../../lib/node-format.ts";

/**
 * The status page's words, from the api's StatusView: the headline, the figures of now and the
 * labels of the day bars. Every state is said in words; colour only repeats it.
 */

/** The headline's state: the api's three, and "unknown" while nothing has been recorded. */
export type HeadlineState = StatusView["state"] | "unknown";

export interface Headline {
  readonly state: HeadlineState;
  /** "All systems operational". */
  readonly title: string;
  /** "2 incidents ongoing: 1 major, 1 minor." */
  readonly detail: string;
}

const HEADLINE_TITLES: Readonly<Record<HeadlineState, string>> = {
  ok: "All systems operational",
  degraded: "Degraded performance",
  outage: "Outage",
  unknown: "No record yet",
};

/**
 * What the network is going through now. A store that holds nothing yet says so, rather than
 * "operational": nothing recorded is no evidence that all is well. Nor is a record that lags
 * behind (the indexer was stopped, or is catching up): its newest round may be an hour old, and
 * "All systems operational" would be a claim about then, so the headline says how far behind it
 * is; an incident recorded as ongoing still sets the state, since it was true when last seen.
 */
export function statusHeadline(
  view: Pick<StatusView, "state" | "ongoing" | "recordFrom" | "recordBehind" | "generatedAt">,
): Headline {
  if (view.recordFrom === null && view.ongoing.length === 0) {
    return {
      state: "unknown",
      title: HEADLINE_TITLES.unknown,
      detail:
        "The indexer has not recorded the network yet: its status starts with the first round it reads.",
    };
  }
  const detail =
    view.ongoing.length === 0
      ? "No incident is ongoing."
      : `${incidentsText(view.ongoing.length)} ongoing: ${severityCounts(view.ongoing)}.`;
  if (view.recordBehind !== null) {
    const behind = `The indexer's newest round is ${durationText(view.generatedAt - view.recordBehind)} old: what this page shows is as of then, until it catches up.`;
    return view.state === "ok"
      ? { state: "unknown", title: "The record is behind", detail: behind }
      : { state: view.state, title: HEADLINE_TITLES[view.state], detail: `${detail} ${behind}` };
  }
  return { state: view.state, title: HEADLINE_TITLES[view.state], detail };
}

/** One figure of now: its sentence and whether it is as it should be. */
export interface NowFigure {
  readonly text: string;
  readonly ok: boolean;
}

/** "All 42 feeds fresh" or "3 of 42 feeds stale". */
export function feedsFigure({ total, stale }: StatusView["feeds"]): NowFigure {
  if (total === 0) return { text: "No push feed followed yet", ok: true };
  const feeds = total === 1 ? "feed" : "feeds";
  if (stale === 0)
    return { text: total === 1 ? "The 1 feed is fresh" : `All ${formatCount(total)} feeds fresh`, ok: true };
  return { text: `${formatCount(stale)} of ${formatCount(total)} ${feeds} stale`, ok: false };
}

/**
 * "5 of 5 nodes signing". Before any service's first recorded round (the indexer just started)
 * nobody is known to sign or not: that is said, rather than "0 of 15 nodes signing".
 */
export function nodesFigure(
  { total, signing }: StatusView["nodes"],
  services: readonly Pick<ServiceNow, "signers">[] = [],
): NowFigure {
  if (total === 0) return { text: "No node recorded yet", ok: true };
  if (services.length > 0 && services.every((service) => service.signers === null)) {
    return { text: "No round recorded yet", ok: true };
  }
  return {
    text: `${formatCount(signing)} of ${formatCount(total)} ${total === 1 ? "node" : "nodes"} signing`,
    ok: signing === total,
  };
}

export type ServiceNow = StatusView["services"][number];

/** A data service's signers in its newest round against its threshold: "4 of 5 signed, threshold 3". */
export function serviceFigure(service: ServiceNow): NowFigure & { readonly state: string } {
  if (service.signers === null) {
    return { text: "No round recorded yet", ok: true, state: "No record" };
  }
  const below = service.signers < service.threshold;
  return {
    text: `${formatCount(service.signers)} of ${formatCount(service.nodes)} signed, threshold ${formatCount(service.threshold)}`,
    ok: !below,
    state: below ? "Below threshold" : "Above threshold",
  };
}

/** How a day's bar is coloured: its worst severity, a clean day, or a day nobody recorded. */
export type DayTone = NonNullable<StatusDayView["worst"]> | "clear" | "unrecorded";

export function dayTone(day: StatusDayView): DayTone {
  if (day.worst !== null) return day.worst;
  return day.recorded ? "clear" : "unrecorded";
}

/**
 * A bar's name, which screen readers say and a tap shows: "Nov 25: 2 incidents, worst major",
 * "Nov 25: no incidents", "Nov 25: no record". A day the record covers only in part says so
 * beside what it holds.
 */
export function dayBarLabel(day: StatusDayView): string {
  const date = utcDay(day.day);
  if (day.incidents === 0) return `${date}: ${day.recorded ? "no incidents" : "no record"}`;
  const worst = day.worst === null ? "" : `, worst ${day.worst}`;
  return `${date}: ${incidentsText(day.incidents)}${worst}${day.recorded ? "" : " (partly recorded)"}`;
}

/** A strip's line when no bar is picked: its 7 days at a glance ("No incidents", "3 incidents"). */
export function stripSummary(strip: Pick<StatusStripView, "days">): string {
  const incidents = strip.days.reduce((sum, day) => sum + day.incidents, 0);
  return incidents === 0 ? "No incidents" : incidentsText(incidents);
}

/**
 * Where the strips' record begins, when that is after their first day (those days' bars are grey):
 * said once under the strips rather than on every one. Null when the record covers the week.
 */
export function recordStartNote(view: Pick<StatusView, "recordFrom" | "days">): string | null {
  const first = view.days[0];
  if (view.recordFrom === null || first === undefined || view.recordFrom <= first) return null;
  return `The record begins on ${utcDay(view.recordFrom)}, ${utcClock(view.recordFrom)} UTC: days before it have no record (grey).`;
}

/** More strips than this in a group: those without a major or critical incident wait behind a toggle. */
export const STRIPS_SHOWN = 8;

/** A day that breaks something for consumers: the worst severities. */
const serious = (day: Pick<StatusDayView, "worst">) => day.worst === "critical" || day.worst === "major";

/**
 * A long group of strips (every chain with push feeds: dozens) split into those with a major or
 * critical incident in the week, always shown, and the rest (minor incidents or none), behind a
 * toggle: the devnet alone has a minor deviation incident on nearly every chain each day, and the
 * chains that had real trouble must not be lost among them. A short group is shown whole.
 */
export function splitQuietStrips<Strip extends Pick<StatusStripView, "days">>(
  strips: readonly Strip[],
): { shown: readonly Strip[]; quiet: readonly Strip[] } {
  if (strips.length <= STRIPS_SHOWN) return { shown: strips, quiet: [] };
  const troubled = (strip: Strip) => strip.days.some(serious);
  return { shown: strips.filter(troubled), quiet: strips.filter((strip) => !troubled(strip)) };
}
