/**
 * Cron expressions of relayer update triggers (CONTRACTS a): 5 fields, or 6 with a leading seconds
 * field, always UTC. Supported per field: `*`, numbers (leading zeros allowed, "00"), lists `a,b`,
 * ranges `a-b`, steps on a star (`*` then `/n`), `a-b/n` and `a/n` (a up to the field's maximum).
 * Names (MON, JAN), macros (@daily) and Quartz extras (?, L, W, #) appear in no manifest and are
 * rejected.
 */

/** ERROR-18: the text shown for a cron that does not parse. */
export const INVALID_CRON_MESSAGE = "Invalid cron";

export type CronSchedule = {
  readonly expression: string;
  /** Each list is sorted ascending without duplicates. */
  readonly seconds: readonly number[];
  readonly minutes: readonly number[];
  readonly hours: readonly number[];
  readonly daysOfMonth: readonly number[];
  /** 1-12. */
  readonly months: readonly number[];
  /** 0-6, 0 = Sunday (7 in the expression is folded onto 0). */
  readonly daysOfWeek: readonly number[];
  /**
   * Vixie cron rule: a day field is "restricted" unless its text starts with `*`. When both day
   * fields are restricted a day matches if either matches (OR); otherwise both must match.
   */
  readonly dayOfMonthRestricted: boolean;
  readonly dayOfWeekRestricted: boolean;
};

export type CronParseResult =
  | { readonly ok: true; readonly schedule: CronSchedule }
  | { readonly ok: false; readonly error: typeof INVALID_CRON_MESSAGE; readonly reason: string };

type FieldSpec = { readonly name: string; readonly min: number; readonly max: number };

const SECONDS: FieldSpec = { name: "second", min: 0, max: 59 };
const MINUTES: FieldSpec = { name: "minute", min: 0, max: 59 };
const HOURS: FieldSpec = { name: "hour", min: 0, max: 23 };
const DAYS_OF_MONTH: FieldSpec = { name: "day-of-month", min: 1, max: 31 };
const MONTHS: FieldSpec = { name: "month", min: 1, max: 12 };
const DAYS_OF_WEEK: FieldSpec = { name: "day-of-week", min: 0, max: 7 };

/** Longest day of each month, 1-based; February counts its leap day. */
const MAX_DAY_OF_MONTH = [0, 31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

class CronFieldError extends Error {}

function parseNumber(text: string, spec: FieldSpec): number {
  // Digits only: no signs, no decimals, no exponent. The length cap keeps Number() exact.
  if (!/^\d{1,9}$/.test(text)) throw new CronFieldError(`${spec.name}: "${text}" is not a number`);
  const value = Number(text);
  if (value < spec.min || value > spec.max) {
    throw new CronFieldError(`${spec.name}: ${value} is outside ${spec.min}-${spec.max}`);
  }
  return value;
}

function parseStep(text: string, spec: FieldSpec): number {
  if (!/^\d{1,9}$/.test(text)) throw new CronFieldError(`${spec.name}: step "${text}" is not a number`);
  const step = Number(text);
  if (step < 1) throw new CronFieldError(`${spec.name}: step must be at least 1`);
  return step;
}

function parseItem(item: string, spec: FieldSpec, into: Set<number>): void {
  const parts = item.split("/");
  if (parts.length > 2) throw new CronFieldError(`${spec.name}: "${item}" has more than one step`);
  const [base = "", stepText] = parts;
  const step = stepText === undefined ? 1 : parseStep(stepText, spec);
  let from: number;
  let to: number;
  if (base === "*") {
    from = spec.min;
    to = spec.max;
  } else if (base.includes("-")) {
    const bounds = base.split("-");
    if (bounds.length !== 2) throw new CronFieldError(`${spec.name}: bad range "${base}"`);
    from = parseNumber(bounds[0] ?? "", spec);
    to = parseNumber(bounds[1] ?? "", spec);
    if (from > to) throw new CronFieldError(`${spec.name}: range "${base}" runs backwards`);
  } else {
    from = parseNumber(base, spec);
    // "a/n" means a, a+n, ... up to the maximum, as in most cron implementations.
    to = stepText === undefined ? from : spec.max;
  }
  for (let value = from; value <= to; value += step) into.add(value);
}

function parseField(text: string, spec: FieldSpec): number[] {
  const values = new Set<number>();
  for (const item of text.split(",")) {
    if (item === "") throw new CronFieldError(`${spec.name}: empty list item`);
    parseItem(item, spec, values);
  }
  return [...values].sort((a, b) => a - b);
}

/** True when some listed day of month exists in some listed month (leap years included). */
function dayOfMonthCanOccur(daysOfMonth: readonly number[], months: readonly number[]): boolean {
  return months.some((month) => daysOfMonth.some((day) => day <= (MAX_DAY_OF_MONTH[month] ?? 0)));
}

function buildSchedule(expression: string): CronSchedule {
  const fields = expression.trim().split(/\s+/);
  if (fields.length !== 5 && fields.length !== 6) {
    throw new CronFieldError(`expected 5 or 6 fields, got ${fields.length}`);
  }
  const [secondText, minuteText, hourText, domText, monthText, dowText] =
    fields.length === 6 ? fields : ["0", ...fields];
  const daysOfWeek = parseField(dowText ?? "", DAYS_OF_WEEK).map((day) => day % 7);
  const schedule: CronSchedule = {
    expression,
    seconds: parseField(secondText ?? "", SECONDS),
    minutes: parseField(minuteText ?? "", MINUTES),
    hours: parseField(hourText ?? "", HOURS),
    daysOfMonth: parseField(domText ?? "", DAYS_OF_MONTH),
    months: parseField(monthText ?? "", MONTHS),
    daysOfWeek: [...new Set(daysOfWeek)].sort((a, b) => a - b),
    dayOfMonthRestricted: !(domText ?? "").startsWith("*"),
    dayOfWeekRestricted: !(dowText ?? "").startsWith("*"),
  };
  // A schedule that can never fire (e.g. "0 0 30 2 *") is rejected here, so the next-run search
  // never has to prove a negative. With OR semantics the weekday side always yields days.
  const dayOfMonthRequired = !(schedule.dayOfMonthRestricted && schedule.dayOfWeekRestricted);
  if (dayOfMonthRequired && !dayOfMonthCanOccur(schedule.daysOfMonth, schedule.months)) {
    throw new CronFieldError("the day of month never occurs in the chosen months");
  }
  return schedule;
}

/** Parses one expression; never throws, whatever the input (DATA-29, ERROR-18). */
export function parseCron(expression: string): CronParseResult {
  if (typeof expression !== "string") {
    return { ok: false, error: INVALID_CRON_MESSAGE, reason: "not a string" };
  }
  try {
    return { ok: true, schedule: buildSchedule(expression) };
  } catch (error) {
    const reason = error instanceof CronFieldError ? error.message : "unreadable expression";
    return { ok: false, error: INVALID_CRON_MESSAGE, reason };
  }
}

export type CronListParseResult =
  | { readonly ok: true; readonly schedules: readonly CronSchedule[] }
  | { readonly ok: false; readonly error: typeof INVALID_CRON_MESSAGE; readonly reason: string };

/**
 * Parses a trigger's list of expressions. One bad expression makes the whole list invalid, as the
 * 2024 app did (its single try/catch around all of them showed "Invalid cron"); an empty list is
 * invalid too, since there is no schedule to show.
 */
export function parseCronList(expressions: readonly string[]): CronListParseResult {
  if (!Array.isArray(expressions) || expressions.length === 0) {
    return { ok: false, error: INVALID_CRON_MESSAGE, reason: "no expressions" };
  }
  const schedules: CronSchedule[] = [];
  for (const expression of expressions) {
    const parsed = parseCron(expression);
    if (!parsed.ok) return parsed;
    schedules.push(parsed.schedule);
  }
  return { ok: true, schedules };
}
