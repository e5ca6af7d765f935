import { Cron, type CronOptions } from "croner";

/**
 * Cron expressions of relayer update triggers (CONTRACTS a): 5 fields, or 6 with a leading seconds
 * field, always UTC. Parsing and evaluation are croner's, so what counts as a valid expression is
 * what croner reads (names such as MON or JAN, "?" and "L" included); this module only fixes the
 * options every caller must share and says "Invalid cron" (ERROR-18) for the rest.
 */

/** ERROR-18: the text shown for a cron that does not parse. */
export const INVALID_CRON_MESSAGE = "Invalid cron";

/**
 * UTC through a fixed offset (no Intl time-zone lookups); Vixie's OR of the two day fields when
 * both are restricted (croner reads only a bare "*" as unrestricted); "a/n" steps accepted, as the
 * hand-written parser before croner did, so no manifest that parsed then fails now.
 */
const CRON_OPTIONS: CronOptions = {
  utcOffset: 0,
  mode: "5-or-6-parts",
  domAndDow: false,
  sloppyRanges: true,
};

/** One expression, ready to evaluate. */
export interface ParsedCron {
  readonly expression: string;
  readonly job: Cron;
}

type CronParseResult =
  | { readonly ok: true; readonly cron: ParsedCron }
  | { readonly ok: false; readonly error: typeof INVALID_CRON_MESSAGE; readonly reason: string };

type CronListParseResult =
  | { readonly ok: true; readonly crons: readonly ParsedCron[] }
  | { readonly ok: false; readonly error: typeof INVALID_CRON_MESSAGE; readonly reason: string };

/** Any instant before the first run of every schedule that can fire at all. */
const EVER = new Date(Date.UTC(2000, 0, 1));

function invalid(reason: string): CronParseResult {
  return { ok: false, error: INVALID_CRON_MESSAGE, reason };
}

function parseUncached(expression: string): CronParseResult {
  let job: Cron;
  try {
    // Without a callback croner schedules nothing: the object only evaluates the pattern.
    job = new Cron(expression, CRON_OPTIONS);
  } catch (error) {
    return invalid(error instanceof Error ? error.message : "unreadable expression");
  }
  // A pattern that can never fire ("0 0 30 2 *") has no schedule to show: croner accepts it, but
  // every run search would come back empty, so it is refused here once.
  if (job.nextRun(EVER) === null) return invalid("the expression never fires");
  return { ok: true, cron: { expression, job } };
}

/**
 * Parsed expressions by text. Manifests repeat a handful of expressions on every refresh; the cap
 * only keeps a hostile upstream from growing the map without bound.
 */
const parsed = new Map<string, CronParseResult>();
const PARSED_CAP = 500;

/** Parses one expression; never throws, whatever the input (DATA-29, ERROR-18). */
export function parseCron(expression: string): CronParseResult {
  if (typeof expression !== "string") return invalid("not a string");
  const known = parsed.get(expression);
  if (known) return known;
  const result = parseUncached(expression);
  if (parsed.size >= PARSED_CAP) parsed.clear();
  parsed.set(expression, result);
  return result;
}

/**
 * Parses a trigger's list of expressions. One bad expression makes the whole list invalid, as the
 * 2024 app did (its single try/catch around all of them showed "Invalid cron"); an empty list is
 * invalid too, since there is no schedule to show.
 */
export function parseCronList(expressions: readonly string[]): CronListParseResult {
  if (!Array.isArray(expressions) || expressions.length === 0) {
    return { ok: false, error: INVALID_CRON_MESSAGE, reason: "no expressions" };
  }
  const crons: ParsedCron[] = [];
  for (const expression of expressions) {
    const result = parseCron(expression);
    if (!result.ok) return result;
    crons.push(result.cron);
  }
  return { ok: true, crons };
}
