import { useLayoutEffect, useRef, useState } from "react";
import styles from "./chart.module.css";
import { textWidth } from "./chart-geometry.ts";
import {
  lineTone,
  type Size,
  TOOLTIP_BOX,
  type TooltipLine,
  type TooltipPlace,
  tooltipLayout,
} from "./chart-tooltip-model.ts";

interface ChartTooltipProps {
  /** Memoised by the chart, so the text is measured again only when it changes. */
  lines: readonly TooltipLine[];
  /** The room the box may fill: it takes the smaller type, then more columns, to fit. */
  room: Size;
  /** Where the box goes, given its size and each line's width (its swatch included). */
  place: (size: Size, widths: readonly number[]) => TooltipPlace;
}

const TONE_CLASS = {
  plain: styles.tooltipPlain,
  muted: styles.tooltipMuted,
  strong: styles.tooltipStrong,
} as const;

/**
 * The tooltip every SVG chart draws inside its picture (the CSP allows no HTML style attributes):
 * a box of lines, a swatch before each line that names a series or slice. The first frame is laid
 * out from an estimate of the text; the browser's measure of the drawn text corrects it before
 * paint (fonts differ by platform, the values are bold). jsdom measures nothing: estimate only.
 */
export function ChartTooltip({ lines, room, place }: ChartTooltipProps) {
  const textsRef = useRef<SVGGElement>(null);
  const [measured, setMeasured] = useState<readonly number[] | undefined>(undefined);
  const layout = tooltipLayout(lines, room, measured);
  const fontSize = layout.font.size;
  // Measured again when the lines change and when the layout picks another type size.
  useLayoutEffect(() => {
    const texts = textsRef.current?.children;
    if (!texts || fontSize <= 0) return;
    const widths = lines.map((_, index) => {
      const text = texts[index] as SVGTextElement | undefined;
      return typeof text?.getComputedTextLength === "function" ? Math.ceil(text.getComputedTextLength()) : 0;
    });
    setMeasured((previous) =>
      previous?.length === widths.length && previous.every((w, i) => w === widths[i]) ? previous : widths,
    );
  }, [lines, fontSize]);

  const usable = measured?.length === lines.length && measured.some((width) => width > 0);
  const widths = lines.map(
    (line, index) =>
      (usable ? (measured?.[index] ?? 0) : Math.ceil((textWidth(line.text) * fontSize) / 12)) +
      (line.color ? TOOLTIP_BOX.swatch : 0),
  );
  const at = place({ width: layout.width, height: layout.height }, widths);
  const rowY = (row: number) => at.y + TOOLTIP_BOX.padY + (row + 0.5) * layout.font.line;
  // Where each line starts: at its column's edge, or centred in it when drawn bare. Lines are
  // keyed by their place in the tooltip: texts may repeat, the order is fixed.
  const placed = layout.columns.flatMap((column, columnIndex) => {
    const first = layout.columns.slice(0, columnIndex).reduce((sum, c) => sum + c.lines.length, 0);
    return column.lines.map((line, row) => {
      const index = first + row;
      const offset = at.bare ? (column.width - (widths[index] ?? 0)) / 2 : 0;
      return { line, index, x: at.x + column.x + offset, y: rowY(row) };
    });
  });
  return (
    <g data-placement={at.bare ? "hole" : "box"}>
      {at.bare ? null : (
        <rect
          className={styles.tooltipBox}
          x={at.x}
          y={at.y}
          width={layout.width}
          height={layout.height}
          rx={6}
        />
      )}
      {placed.map(({ line, index, x, y }) =>
        line.color ? (
          <rect
            key={index}
            className={line.muted ? styles.mutedSwatch : undefined}
            x={x}
            y={y - 4}
            width={8}
            height={8}
            rx={2}
            fill={line.color}
          />
        ) : null,
      )}
      <g ref={textsRef} fontSize={fontSize}>
        {placed.map(({ line, index, x, y }) => (
          <text
            key={index}
            className={TONE_CLASS[lineTone(line, index)]}
            x={x + (line.color ? TOOLTIP_BOX.swatch : 0)}
            y={y}
            dy="0.32em"
          >
            {line.text}
          </text>
        ))}
      </g>
    </g>
  );
}
