import { useDeferredValue } from "react";

/**
 * Rows a table draws in the frame of the change that produced them (a keystroke in search): at
 * least what a table's scroll area shows at once (six feed rows on a desktop, fewer on a phone).
 */
export const FIRST_ROWS = 8;

/** One row slot of a table: the row it shows, or a row kept hidden until the list settles. */
export interface RowSlot<T> {
  readonly row: T;
  readonly hidden: boolean;
}

/**
 * A new list of rows is drawn in two steps: its first FIRST_ROWS rows at once, in the frame of
 * the keystroke that filtered it, and the rest (below the scroll area's fold) in a transition
 * right after, which React interrupts if the visitor types on. Building a whole page of rich rows
 * in one task costs several frames on a phone; what the visitor sees no longer waits for the rows
 * they cannot see yet.
 *
 * Meanwhile the slots past the first keep their previous rows, hidden, rather than being
 * removed: with rows keyed by slot and memoised, the first step then only flips `hidden` on them,
 * and the second rewrites them in place. The first rows to arrive (after the placeholder's null)
 * are drawn the same way, which keeps a page's first render from being one long task; a table
 * mounted with its rows at hand draws them whole.
 */
export function useProgressiveRows<T>(rows: readonly T[] | null): readonly RowSlot<T>[] | null {
  const settled = useDeferredValue(rows);
  if (rows === null) return null;
  if (settled === rows) return rows.map((row) => ({ row, hidden: false }));
  const shown = Math.min(rows.length, FIRST_ROWS);
  const slots: RowSlot<T>[] = rows.slice(0, shown).map((row) => ({ row, hidden: false }));
  for (let slot = shown; slot < (settled?.length ?? 0); slot++) {
    const before = (settled as readonly T[])[slot] as T;
    // A slot whose row did not change (a keystroke that keeps the page as it was) stays shown.
    slots.push({ row: before, hidden: rows[slot] !== before });
  }
  return slots;
}
