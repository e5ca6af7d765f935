/**
 * Divergence on the single feed page (beyond the spec): the on-chain answer, the latest signed
 * value and each source's value side by side, each with its difference from the chain, and the
 * spread across sources. Differences are percent of the on-chain answer.
 */
interface DivergenceRow {
  readonly label: string;
  readonly value: number;
  /** (value − on-chain) / on-chain × 100; null without an on-chain answer. */
  readonly diffPercent: number | null;
}

interface Divergence {
  readonly onChain: number | null;
  readonly signed: DivergenceRow | null;
  readonly sources: readonly DivergenceRow[];
  /** (max − min) / median × 100 across the sources; null with fewer than two. */
  readonly spreadPercent: number | null;
}

const diff = (value: number, base: number | null) =>
  base === null || base === 0 ? null : ((value - base) / Math.abs(base)) * 100;

function median(sorted: readonly number[]): number {
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

export function feedDivergence(
  onChain: number | null,
  signed: { label: string; value: number | null },
  sources: Readonly<Record<string, number>>,
): Divergence {
  const finite = Object.entries(sources).filter(([, value]) => Number.isFinite(value));
  const rows = finite
    .map(([label, value]) => ({ label, value, diffPercent: diff(value, onChain) }))
    .sort(
      (a, b) => Math.abs(b.diffPercent ?? 0) - Math.abs(a.diffPercent ?? 0) || a.label.localeCompare(b.label),
    );
  const values = finite.map(([, value]) => value).sort((a, b) => a - b);
  const middle = values.length > 0 ? median(values) : 0;
  return {
    onChain,
    signed:
      signed.value === null || !Number.isFinite(signed.value)
        ? null
        : { label: signed.label, value: signed.value, diffPercent: diff(signed.value, onChain) },
    sources: rows,
    spreadPercent:
      values.length < 2 || middle === 0
        ? null
        : (((values.at(-1) as number) - (values[0] as number)) / Math.abs(middle)) * 100,
  };
}

/** "+0.12 %" / "−0.03 %" / "0 %" for a difference; "—" without one. */
export function formatDiffPercent(percent: number | null): string {
  if (percent === null || !Number.isFinite(percent)) return "—";
  const rounded = Math.abs(percent) < 0.005 ? 0 : percent;
  if (rounded === 0) return "0 %";
  const text = Math.abs(rounded).toLocaleString("en-US", {
    maximumFractionDigits: 2,
    minimumFractionDigits: 2,
  });
  return `${rounded > 0 ? "+" : "−"}${text} %`;
}
