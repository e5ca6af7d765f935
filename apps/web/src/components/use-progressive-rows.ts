import { STICKY_TABLE_HEIGHT_PX } from "@oracle-explorer/core/constants";
import { useDeferredValue, useRef } from "react";

/**
 * Rows a table draws in the frame of the change that produced them (a keystroke in search): as
 * many as its scroll area shows at once at the top of the list. The area is STICKY_TABLE_HEIGHT_PX
 * tall under a 43 px header row, and a feed row is at least 67 px (its heartbeat cell holds two
 * lines), so 457 / 67 → 7 rows. Each row drawn in that frame costs ~0.7 ms of script, style and
 * layout on a 2-core machine, so this is a budget, not a round number. (A list of one-line rows,
 * instant Perun feeds alone, leaves the area's last ~100 px empty until the rest is drawn.)
 */
export const FIRST_ROWS = Math.ceil((STICKY_TABLE_HEIGHT_PX - 43) / 67);

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
 *
 * `holdTail` (the visitor is typing, typed-search.ts) postpones the second step: the hidden slots
 * stay as the first keystroke left them, so the next keystrokes touch only the rows in view. On a
 * 2-core machine, taking ~24 rows out of layout costs ~3 ms of a keystroke's frame and putting
 * them back ~16 ms of a later frame; during a burst of typing that is paid once, at the pause.
 */
export function useProgressiveRows<T>(
  rows: readonly T[] | null,
  holdTail = false,
): readonly RowSlot<T>[] | null {
  const deferred = useDeferredValue(rows);
  // While the visitor types: the list drawn when typing began, and the slots hidden since.
  const held = useRef<{ rows: readonly T[] | null; hidden: Set<number> } | null>(null);
  if (!holdTail) held.current = null;
  else held.current ??= { rows: deferred, hidden: new Set() };
  const hold = held.current;
  const settled = hold === null ? deferred : hold.rows;
  if (rows === null) return null;
  if (settled === rows && (hold === null || hold.hidden.size === 0)) {
    return rows.map((row) => ({ row, hidden: false }));
  }
  const shown = Math.min(rows.length, FIRST_ROWS);
  const slots: RowSlot<T>[] = rows.slice(0, shown).map((row) => ({ row, hidden: false }));
  for (let slot = shown; slot < (settled?.length ?? 0); slot++) {
    const before = (settled as readonly T[])[slot] as T;
    // A slot whose row did not change (a keystroke that keeps the page as it was) stays shown;
    // while typing, one hidden stays hidden until the pause, rather than flickering back.
    if (rows[slot] !== before) hold?.hidden.add(slot);
    slots.push({ row: before, hidden: hold === null ? rows[slot] !== before : hold.hidden.has(slot) });
  }
  return slots;
}
