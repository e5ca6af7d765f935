/** Rounds a node was expected to sign and did not, told as runs of consecutive rounds. */
export interface MissedRun {
  /** The first and the last missed round's timestamp, epoch ms. */
  from: number;
  to: number;
  rounds: number;
}

/**
 * Runs of consecutive missed rounds, from the missed rounds' timestamps (ascending). Two missed
 * rounds one interval apart are one run; anything between them breaks it, whether a round the
 * node signed or time nobody observed (a gap: the node is not blamed for it).
 */
export function missedRuns(missed: readonly number[], intervalMs: number): MissedRun[] {
  const runs: MissedRun[] = [];
  let current: MissedRun | null = null;
  for (const round of missed) {
    if (current !== null && round - current.to <= intervalMs) {
      current.to = round;
      current.rounds++;
    } else {
      current = { from: round, to: round, rounds: 1 };
      runs.push(current);
    }
  }
  return runs;
}

/** Rounds signed over rounds expected, 0..1; null when no round was expected (nothing observed). */
export function uptimeOf(expected: number, signed: number): number | null {
  return expected > 0 ? Math.min(1, signed / expected) : null;
}
