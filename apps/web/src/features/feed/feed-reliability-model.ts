import type {
  FeedReliabilityDayView,
  FeedReliabilityView,
  FeedReliabilityWindowView,
  FeedUpdateRecordView,
} from "@oracle-explorer/core/api-views";
import type { Bar } from "../../components/chart/bar-chart-model.ts";
import {
  formatDuration,
  formatLag,
  formatPerDay,
  formatShare,
  TRIGGER_LABELS,
  TRIGGER_ORDER,
  updatesText,
} from "../../lib/feed-record-format.ts";
import { durationText, formatBpShort, formatCount, NONE, utcClock, utcDay } from "../../lib/node-format.ts";

/**
 * What the feed page's Reliability section shows, from the api's FeedReliabilityView, as text:
 * the figures of 7 and 30 days side by side, the per-day bars and the recent updates. Pure, so
 * every figure is tested from a hand-built view. A figure with nothing behind it is "—" with the
 * reason beside it, never "0".
 */

export const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

const WINDOW_MS: Readonly<Record<FeedReliabilityWindowView["window"], number>> = {
  "24h": DAY_MS,
  "7d": 7 * DAY_MS,
  "30d": 30 * DAY_MS,
};

const WINDOW_TITLES: Readonly<Record<FeedReliabilityWindowView["window"], string>> = {
  "24h": "Last 24 hours",
  "7d": "Last 7 days",
  "30d": "Last 30 days",
};

/** One figure of one window: its text, and why when it is "—" (or what it rests on). */
export interface FigureCell {
  text: string;
  /** A second line, smaller: the count behind a rate, when a stretch began. */
  detail?: string;
  /** Why the figure is "—"; said beside it to screen readers and in its title. */
  why?: string;
}

export interface FigureRow {
  key: string;
  label: string;
  /** What the figure counts, under its label. */
  hint?: string;
  /** Rows of the trigger mix are indented under their heading row. */
  sub?: boolean;
  cells: FigureCell[];
}

export interface WindowColumn {
  key: FeedReliabilityWindowView["window"];
  title: string;
  /** "7 d": beside each figure where the columns stack (a phone). */
  short: string;
  /** "Recorded for the last 3 h only" when the record began inside the window. */
  note: string | null;
}

export interface ReliabilityFigures {
  columns: WindowColumn[];
  rows: FigureRow[];
}

/** "Nov 22, 12:03 UTC": when a stretch began, to the minute. */
export function utcMinute(ms: number): string {
  return `${utcDay(ms)}, ${utcClock(ms).slice(0, 5)} UTC`;
}

/** "0.5%" of a deviation threshold given in percent. */
const percentText = (percent: number) => `${Number(percent.toPrecision(6))}%`;

function heartbeatHint(view: FeedReliabilityView): string {
  if (view.heartbeatMs === null) return "Updates that came later than the schedule allows, with grace";
  const grace = view.heartbeatGraceMs === null ? "" : ` plus ${durationText(view.heartbeatGraceMs)} grace`;
  return `Waits past the heartbeat (${durationText(view.heartbeatMs)})${grace}`;
}

function beyondHint(view: FeedReliabilityView): string {
  if (view.deviationPercentage === null) return "The feed has no deviation threshold";
  const tolerance =
    view.overshootToleranceBp === null ? "" : `, by more than ${formatBpShort(view.overshootToleranceBp)}`;
  return `Deviation updates that landed past the ${percentText(view.deviationPercentage)} threshold${tolerance}`;
}

function updatesCell(window: FeedReliabilityWindowView): FigureCell {
  if (window.updatesPerDay === null)
    return { text: NONE, why: "The indexer's record does not cover any of this window yet" };
  return { text: formatPerDay(window.updatesPerDay), detail: updatesText(window.updates) };
}

function triggerCell(window: FeedReliabilityWindowView, trigger: keyof typeof TRIGGER_LABELS): FigureCell {
  const count = window.triggers[trigger] ?? 0;
  if (window.updatesPerDay === null) return { text: NONE, why: "Nothing recorded in this window" };
  const share = formatShare(count, window.updates);
  return { text: share === NONE ? formatCount(count) : `${formatCount(count)} (${share})` };
}

function missesCell(window: FeedReliabilityWindowView): FigureCell {
  if (window.heartbeatMisses === null)
    return { text: NONE, why: "The feed has no heartbeat or schedule, so it cannot miss one" };
  if (window.updatesPerDay === null) return { text: NONE, why: "Nothing recorded in this window" };
  return { text: formatCount(window.heartbeatMisses) };
}

function stalenessCell(window: FeedReliabilityWindowView, lastUpdateAt: number | null): FigureCell {
  if (window.longestStalenessMs === null)
    return { text: NONE, why: "No update was recorded, so no wait between two can be measured" };
  const from = window.longestStalenessFrom;
  const open = from !== null && lastUpdateAt !== null && from === lastUpdateAt;
  return {
    text: formatDuration(window.longestStalenessMs),
    detail:
      from === null
        ? undefined
        : open
          ? `since ${utcMinute(from)}, still waiting`
          : `from ${utcMinute(from)}`,
  };
}

function beyondCell(view: FeedReliabilityView, window: FeedReliabilityWindowView): FigureCell {
  if (view.deviationPercentage === null)
    return { text: NONE, why: "The feed has no deviation threshold to land beyond" };
  if (window.deviationUpdates === 0)
    return { text: NONE, why: "No update in this window was triggered by deviation" };
  const max = window.maxOvershootBp === null ? "" : `, max +${formatBpShort(window.maxOvershootBp)}`;
  return { text: `${formatCount(window.beyondThreshold)} of ${formatCount(window.deviationUpdates)}${max}` };
}

function lagCell(window: FeedReliabilityWindowView): FigureCell {
  if (window.lagSamples === 0 || window.lagP50Ms === null)
    return {
      text: NONE,
      why: "No update whose signed round could be told (updates read back from history are not timed)",
    };
  return {
    text: `p50 ${formatLag(window.lagP50Ms)} · max ${formatLag(window.lagMaxMs)}`,
    detail: `${formatCount(window.lagSamples)} ${window.lagSamples === 1 ? "sample" : "samples"}`,
  };
}

/**
 * The figures of each window (7 d, 30 d), one row per figure. `now` places the start of the
 * record: a window the record began inside says it covers only that part.
 */
export function reliabilityFigures(view: FeedReliabilityView, now: number): ReliabilityFigures {
  const windows = view.windows;
  const lastUpdateAt = view.recent[0]?.at ?? null;
  const columns = windows.map((window) => {
    const recordedFor =
      view.recordedFrom !== null && view.recordedFrom > now - WINDOW_MS[window.window]
        ? now - view.recordedFrom
        : null;
    return {
      key: window.window,
      title: WINDOW_TITLES[window.window],
      short: window.window.replace(/^(\d+)/, "$1 "),
      note: recordedFor === null ? null : `Recorded for the last ${durationText(recordedFor)} only`,
    };
  });
  const rows: FigureRow[] = [
    {
      key: "updates",
      label: "Updates per day",
      hint: "On-chain updates the indexer recorded",
      cells: windows.map(updatesCell),
    },
    {
      key: "triggers",
      label: "Trigger mix",
      hint: "What each update was written for, as its values and times tell",
      cells: windows.map(() => ({ text: "" })),
    },
    ...TRIGGER_ORDER.map((trigger) => ({
      key: `trigger-${trigger}`,
      label: TRIGGER_LABELS[trigger],
      sub: true,
      cells: windows.map((window) => triggerCell(window, trigger)),
    })),
    {
      key: "misses",
      label: "Heartbeat misses",
      hint: heartbeatHint(view),
      cells: windows.map(missesCell),
    },
    {
      key: "staleness",
      label: "Longest staleness",
      hint: "The longest time without an update, up to now",
      cells: windows.map((window) => stalenessCell(window, lastUpdateAt)),
    },
    {
      key: "beyond",
      label: "Beyond threshold",
      hint: beyondHint(view),
      cells: windows.map((window) => beyondCell(view, window)),
    },
    {
      key: "lag",
      label: "Lag, signed round to chain",
      hint: "From the round the written value was signed in to the block's time",
      cells: windows.map(lagCell),
    },
  ];
  return { columns, rows };
}

/** The days the chart draws: from the first day the record covers (days before it are not zeros). */
export function recordedDays(
  days: readonly FeedReliabilityDayView[],
  recordedFrom: number | null,
): readonly FeedReliabilityDayView[] {
  if (recordedFrom === null) return [];
  const first = Math.floor(recordedFrom / DAY_MS) * DAY_MS;
  return days.filter((day) => day.day >= first);
}

/** A bar's fill on a day with a heartbeat miss: the theme's warning colour. */
export const MISS_COLOR = "var(--color-warning)";
/** Any other day: a neutral fill, so the brand's red does not read as a fault. */
export const DAY_COLOR = "var(--color-text-muted)";

/** The staleness axis's unit, from the longest wait drawn. */
export interface DurationAxis {
  unitMs: number;
  suffix: string;
}

export function durationAxis(maxMs: number): DurationAxis {
  if (maxMs >= 2 * HOUR_MS) return { unitMs: HOUR_MS, suffix: "h" };
  if (maxMs >= 2 * 60_000) return { unitMs: 60_000, suffix: "min" };
  return { unitMs: 1000, suffix: "s" };
}

export interface DayCharts {
  days: readonly FeedReliabilityDayView[];
  updates: Bar[];
  staleness: Bar[];
  /** The staleness axis: values are in this unit. */
  formatStaleness: (value: number) => string;
  tooltip: (index: number) => string;
  /** Days with at least one heartbeat miss. */
  missDays: number;
}

/** The tooltip of one day: every figure of it, a line each. */
export function dayTooltip(day: FeedReliabilityDayView): string {
  return [
    `${utcDay(day.day)} (UTC)`,
    `Updates: ${formatCount(day.updates)}`,
    `Heartbeat misses: ${formatCount(day.heartbeatMisses)}`,
    `Longest wait: ${formatDuration(day.longestStalenessMs)}`,
    `Beyond threshold: ${formatCount(day.beyondThreshold)}`,
  ].join("\n");
}

/**
 * The two per-day charts: updates per UTC day, and the longest wait that ended (or is still open)
 * that day; a day with a heartbeat miss is drawn in the warning colour on both.
 */
export function dayCharts(view: FeedReliabilityView): DayCharts {
  const days = recordedDays(view.days, view.recordedFrom);
  const color = (day: FeedReliabilityDayView) => (day.heartbeatMisses > 0 ? MISS_COLOR : DAY_COLOR);
  const longest = Math.max(0, ...days.map((day) => day.longestStalenessMs ?? 0));
  const axis = durationAxis(longest);
  // The day of the month alone: 31 columns of "Nov 22" only fit a wide screen (the note says the span).
  const label = (day: FeedReliabilityDayView) => String(new Date(day.day).getUTCDate());
  return {
    days,
    updates: days.map((day) => ({ label: label(day), value: day.updates, color: color(day) })),
    staleness: days.map((day) => ({
      label: label(day),
      value: (day.longestStalenessMs ?? 0) / axis.unitMs,
      color: color(day),
    })),
    formatStaleness: (value) => `${Number(value.toFixed(1))} ${axis.suffix}`,
    tooltip: (index) => {
      const day = days[index];
      return day === undefined ? "" : dayTooltip(day);
    },
    missDays: days.filter((day) => day.heartbeatMisses > 0).length,
  };
}

/** One recent update as the table writes it (the value is formatted with the feed's denomination). */
export interface UpdateRow {
  key: string;
  at: number;
  time: string;
  day: string;
  value: number;
  trigger: string;
  since: string;
  sinceWhy?: string;
  move: string;
  /** "Beyond threshold +4.2 bp", "Heartbeat missed". */
  flags: string[];
  lag: string;
  lagWhy?: string;
  txHash: string | null;
}

export function updateRow(update: FeedUpdateRecordView, toleranceBp: number | null): UpdateRow {
  const flags: string[] = [];
  if (update.overshootBp !== null && toleranceBp !== null && update.overshootBp > toleranceBp)
    flags.push(`Beyond threshold +${formatBpShort(update.overshootBp)}`);
  if (update.heartbeatMissed) flags.push("Heartbeat missed");
  return {
    key: `${update.at}-${update.txHash ?? ""}`,
    at: update.at,
    time: `${utcClock(update.at)}`,
    day: utcDay(update.at),
    value: update.value,
    trigger: TRIGGER_LABELS[update.trigger],
    since: formatDuration(update.sincePreviousMs),
    sinceWhy: update.sincePreviousMs === null ? "The first update the record holds" : undefined,
    move: update.moveBp === null ? NONE : formatBpShort(update.moveBp),
    flags,
    lag: formatLag(update.lagMs),
    lagWhy:
      update.lagMs !== null
        ? undefined
        : update.seenAt === null
          ? "Read back from the provider's history: its round is not known"
          : "Its signed round could not be told",
    txHash: update.txHash,
  };
}
