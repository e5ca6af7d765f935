import { clampDateRange, type DateRange } from "@oracle-explorer/core/filtering";
import styles from "./date-range-picker.module.css";

interface DateRangePickerProps {
  value: DateRange;
  /** epoch ms; no date after it can be chosen. */
  now: number;
  onChange: (range: DateRange) => void;
}

/** A local calendar date (yyyy-mm-dd) for an epoch ms, as <input type="date"> wants it. */
function toDateInput(ms: number): string {
  const d = new Date(ms);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** Start and end (last ms) of a local calendar date; NaN for an empty or partial input. */
function dayBounds(text: string): { start: number; end: number } {
  const [y, m, d] = text.split("-").map(Number);
  if (!y || !m || !d) return { start: Number.NaN, end: Number.NaN };
  // The next midnight minus 1 ms, so a 23- or 25-hour daylight-saving day is covered exactly.
  return { start: new Date(y, m - 1, d).getTime(), end: new Date(y, m - 1, d + 1).getTime() - 1 };
}

/**
 * From/to date pickers. A to-date before the from-date and any future date are simply not
 * selectable (FILTER-29, FILTER-30): the inputs carry min/max, and anything typed past them is
 * clamped to the nearest allowed range, with no validation message (FILTER-31).
 */
export function DateRangePicker({ value, now, onChange }: DateRangePickerProps) {
  const today = toDateInput(now);
  const change = (part: "from" | "to", text: string) => {
    const day = dayBounds(text);
    if (!Number.isFinite(day.start)) return;
    // A to-date means the whole of that day, up to now; one before the from-date snaps to the
    // whole from-day rather than to an empty range.
    const fromDay = dayBounds(toDateInput(value.from));
    const next =
      part === "from"
        ? { ...value, from: day.start }
        : { ...value, to: day.end < value.from ? fromDay.end : day.end };
    onChange(clampDateRange(next, now));
  };
  return (
    <fieldset className={styles.picker}>
      <legend className={styles.legend}>Date range</legend>
      <label className={styles.field}>
        From
        <input
          type="date"
          value={toDateInput(value.from)}
          max={toDateInput(Math.min(value.to, now))}
          onChange={(event) => change("from", event.target.value)}
        />
      </label>
      <label className={styles.field}>
        To
        <input
          type="date"
          value={toDateInput(value.to)}
          min={toDateInput(value.from)}
          max={today}
          onChange={(event) => change("to", event.target.value)}
        />
      </label>
    </fieldset>
  );
}
