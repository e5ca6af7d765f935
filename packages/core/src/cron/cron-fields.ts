/**
 * The six fields of an expression as text, for describing a schedule in words. Evaluation never
 * reads these (croner does); they only tell which shapes a plain-words describer can take.
 */
export interface CronFields {
  readonly second: string;
  readonly minute: string;
  readonly hour: string;
  readonly dayOfMonth: string;
  readonly month: string;
  readonly dayOfWeek: string;
}

/** "?" means the same as "*" in the day fields. */
const starred = (field: string) => (field === "?" ? "*" : field);

/** The fields of a 5- or 6-field expression (5 fields: second 0), or null for other forms (@daily). */
export function cronFields(expression: string): CronFields | null {
  const parts = expression.trim().split(/\s+/);
  if (parts.length !== 5 && parts.length !== 6) return null;
  const [second = "", minute = "", hour = "", dayOfMonth = "", month = "", dayOfWeek = ""] =
    parts.length === 6 ? parts : ["0", ...parts];
  return {
    second,
    minute,
    hour,
    dayOfMonth: starred(dayOfMonth),
    month: starred(month),
    dayOfWeek: starred(dayOfWeek),
  };
}

const NUMBER_LIST = /^\d{1,2}(,\d{1,2})*$/;

/** The numbers of a field that is a number or a list of them ("7", "1,15"), each once; else null. */
export function listedNumbers(field: string): number[] | null {
  return NUMBER_LIST.test(field) ? [...new Set(field.split(",").map(Number))] : null;
}

/** More times than this in one day read better as cronstrue's "every hour, between…". */
const MAX_LISTED_TIMES = 12;

/**
 * The seconds after UTC midnight a day's runs fall on, when second, minute and hour are single
 * numbers or short lists of them ("0 0,12 * * *": 00:00 and 12:00); else null.
 */
export function fixedTimesOfDay(fields: CronFields): number[] | null {
  const [seconds, minutes, hours] = [fields.second, fields.minute, fields.hour].map(listedNumbers);
  if (!seconds || !minutes || !hours) return null;
  const times = hours.flatMap((h) => minutes.flatMap((m) => seconds.map((s) => h * 3_600 + m * 60 + s)));
  return times.length > MAX_LISTED_TIMES ? null : times;
}

/**
 * How a schedule repeats, from its day fields alone: the same runs every day, every week (only
 * day-of-week restricted) or every month (only day-of-month restricted); "other" for the rest,
 * e.g. both day fields restricted (Vixie's OR) or chosen months.
 */
export type RepeatShape = "daily" | "weekly" | "monthly" | "other";

export function repeatShape(fields: readonly (CronFields | null)[]): RepeatShape {
  const all = (test: (f: CronFields) => boolean) => fields.every((f) => f !== null && test(f));
  if (all((f) => f.dayOfMonth === "*" && f.month === "*" && f.dayOfWeek === "*")) return "daily";
  if (all((f) => f.dayOfMonth === "*" && f.month === "*")) return "weekly";
  if (all((f) => f.month === "*" && f.dayOfWeek === "*")) return "monthly";
  return "other";
}
