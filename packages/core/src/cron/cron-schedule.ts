import { DAY_MS } from "../constants.ts";
import { type ScheduleRuns, scheduleMarginMs } from "../feeds/schedule-runs.ts";
import { cronCadence } from "./cron-cadence.ts";
import { describeCronList } from "./cron-describe.ts";
import { cronFields, repeatShape } from "./cron-fields.ts";
import { runsAfter, runsAtOrBefore } from "./cron-next.ts";
import { INVALID_CRON_MESSAGE, type ParsedCron, parseCronList } from "./cron-parse.ts";

/**
 * A cron trigger as a visitor should see it: the schedule in words and as a short cadence, the
 * next runs to count down to, and the recent runs its freshness is judged against. Plain arrays,
 * so the api's view (FeedSchedule) takes it as it is.
 */
export interface CronScheduleFacts extends ScheduleRuns {
  /** The expressions as the manifest wrote them. */
  readonly expressions: string[];
  /** "Daily at 12:00 UTC"; "Invalid cron" (ERROR-18) when an expression does not parse. */
  readonly text: string;
  /** "daily", "every 5 min", "4× daily"; "Invalid cron" when an expression does not parse. */
  readonly cadence: string;
  /** Runs after `now`: up to NEXT_RUNS_MAX within NEXT_RUNS_WINDOW_MS, and at least the next one. */
  readonly nextRuns: number[];
  /** See ScheduleRuns. */
  readonly recentRuns: number[];
  /** The latest run at or before `now`. */
  readonly lastRunAt: number | null;
}

/** How many next runs a schedule lists, and how far ahead: enough for a page left open for a day. */
export const NEXT_RUNS_MAX = 8;
export const NEXT_RUNS_WINDOW_MS = 2 * DAY_MS;
/**
 * Recent runs kept at most. The run an update is due for is at most an hour back (the largest
 * margin) plus one gap; only schedules firing every few seconds have more runs than this inside it.
 */
const RECENT_RUNS_MAX = 100;
/** Runs sampled for the cadence: 8 days of arbitrumPremia's 4 a day, enough to count them. */
const CADENCE_SAMPLE = 32;

/** Text by expression list: the words do not change with the time, and cronstrue is not free. */
const texts = new Map<string, string>();
const TEXTS_CAP = 200;

function scheduleText(expressions: readonly string[]): string {
  const key = JSON.stringify(expressions);
  const known = texts.get(key);
  if (known !== undefined) return known;
  const text = describeCronList(expressions);
  if (texts.size >= TEXTS_CAP) texts.clear();
  texts.set(key, text);
  return text;
}

/**
 * Runs at or before `now`, oldest first, from the run an update is due for at `now` (dueRunAt's
 * rule, so the api and a later client agree) to the latest one.
 */
function recentRunsOf(crons: readonly ParsedCron[], now: number): number[] {
  const past = runsAtOrBefore(crons, now, RECENT_RUNS_MAX + 1);
  for (let i = 0; i < past.length; i++) {
    const run = past[i] ?? now;
    const before = past[i + 1];
    if (before === undefined || run + scheduleMarginMs(run - before) <= now)
      return past.slice(0, i + 1).reverse();
  }
  return [];
}

/**
 * DATA-28 (decision): a cron trigger's heartbeatTitle, the cadence of its schedule; "Invalid cron"
 * (ERROR-18, DATA-29) when the list does not parse.
 */
export function cronCadenceTitle(expressions: readonly string[], now: number): string {
  const parsed = parseCronList(expressions);
  return parsed.ok ? cadenceOf(parsed.crons, expressions, now) : INVALID_CRON_MESSAGE;
}

function cadenceOf(crons: readonly ParsedCron[], expressions: readonly string[], now: number): string {
  return cronCadence(runsAfter(crons, now, CADENCE_SAMPLE), repeatShape(expressions.map(cronFields)));
}

/**
 * A cron trigger's schedule as of `now` (UTC, Vixie's OR of the day fields, 5 or 6 fields). The
 * api sends it with each cron feed; the web counts down through `nextRuns` and judges freshness
 * from the runs (schedule-runs.ts) without evaluating cron itself.
 */
export function cronSchedule(expressions: readonly string[], now: number): CronScheduleFacts {
  const list = [...expressions];
  const parsed = parseCronList(list);
  if (!parsed.ok) {
    return {
      expressions: list,
      text: INVALID_CRON_MESSAGE,
      cadence: INVALID_CRON_MESSAGE,
      nextRuns: [],
      lastRunAt: null,
      recentRuns: [],
    };
  }
  const { crons } = parsed;
  const soon = runsAfter(crons, now, NEXT_RUNS_MAX, now + NEXT_RUNS_WINDOW_MS);
  const recentRuns = recentRunsOf(crons, now);
  return {
    expressions: list,
    text: scheduleText(list),
    cadence: cadenceOf(crons, list, now),
    nextRuns: soon.length > 0 ? soon : runsAfter(crons, now, 1),
    lastRunAt: recentRuns.at(-1) ?? null,
    recentRuns,
  };
}
