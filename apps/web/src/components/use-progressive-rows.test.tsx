import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { FIRST_ROWS, useProgressiveRows } from "./use-progressive-rows.ts";

/** Records every list the hook hands out, render by render. */
function Rows({
  rows,
  seen,
  typing = false,
}: {
  rows: readonly number[] | null;
  seen: string[];
  typing?: boolean;
}) {
  const slots = useProgressiveRows(rows, typing) ?? [];
  seen.push(slots.map(({ row, hidden }) => (hidden ? `(${row})` : String(row))).join(","));
  return (
    <ul>
      {slots.map(({ row, hidden }, slot) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: slots are what the hook hands out.
        <li key={slot} hidden={hidden}>
          {row}
        </li>
      ))}
    </ul>
  );
}

const range = (from: number, count: number) => Array.from({ length: count }, (_, i) => from + i);

describe("useProgressiveRows", () => {
  it("a new list shows its first rows at once, keeps the old tail hidden, then shows the whole list", () => {
    const seen: string[] = [];
    const first = range(0, 20);
    const { rerender } = render(<Rows rows={first} seen={seen} />);
    // The first list of a mount is drawn whole.
    expect(seen.at(-1)).toBe(first.join(","));
    seen.length = 0;
    const next = range(100, 20);
    rerender(<Rows rows={next} seen={seen} />);
    const head = range(100, FIRST_ROWS).join(",");
    const oldTail = range(FIRST_ROWS, 20 - FIRST_ROWS)
      .map((row) => `(${row})`)
      .join(",");
    expect(seen[0]).toBe(`${head},${oldTail}`);
    expect(seen.at(-1)).toBe(next.join(","));
    expect(screen.getAllByRole("listitem")).toHaveLength(20);
  });

  it("the first rows to arrive after the placeholder come in the same two steps", () => {
    const seen: string[] = [];
    const { rerender } = render(<Rows rows={null} seen={seen} />);
    const rows = range(0, 20);
    rerender(<Rows rows={rows} seen={seen} />);
    expect(seen[1]).toBe(range(0, FIRST_ROWS).join(","));
    expect(seen.at(-1)).toBe(rows.join(","));
  });

  it("slots whose row did not change stay shown while the list settles", () => {
    const seen: string[] = [];
    const rows = range(0, 20);
    const { rerender } = render(<Rows rows={rows} seen={seen} />);
    seen.length = 0;
    // Same rows, a new array (the list was filtered again and kept them all).
    rerender(<Rows rows={[...rows]} seen={seen} />);
    expect(seen[0]).toBe(rows.join(","));
  });

  it("a shorter list drops the old rows once it settles", () => {
    const seen: string[] = [];
    const { rerender } = render(<Rows rows={range(0, 20)} seen={seen} />);
    rerender(<Rows rows={[7, 8]} seen={seen} />);
    expect(seen.at(-1)).toBe("7,8");
    expect(screen.getAllByRole("listitem")).toHaveLength(2);
  });

  it("while the visitor types, the hidden slots stay as the first keystroke left them, even when the list comes back, until the pause", () => {
    const seen: string[] = [];
    const first = range(0, 20);
    const { rerender } = render(<Rows rows={first} seen={seen} />);
    const tail = (from: number, to: number) =>
      range(from, to - from)
        .map((row) => `(${row})`)
        .join(",");
    rerender(<Rows rows={range(100, 20)} seen={seen} typing />);
    expect(seen.at(-1)).toBe(`${range(100, FIRST_ROWS).join(",")},${tail(FIRST_ROWS, 20)}`);
    // The next keystroke brings the first list back: its first rows show, the rest stay hidden.
    rerender(<Rows rows={first} seen={seen} typing />);
    expect(seen.at(-1)).toBe(`${range(0, FIRST_ROWS).join(",")},${tail(FIRST_ROWS, 20)}`);
    expect(screen.getAllByRole("listitem")).toHaveLength(FIRST_ROWS);
    // The pause: the whole list.
    rerender(<Rows rows={first} seen={seen} />);
    expect(seen.at(-1)).toBe(first.join(","));
    expect(screen.getAllByRole("listitem")).toHaveLength(20);
  });
});
