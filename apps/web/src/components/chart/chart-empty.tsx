import type { ReactNode } from "react";
import card from "../card.module.css";

/** ERROR-11, verbatim: what an empty chart says (and, by ERROR-10, a chart whose fetch failed). */
export const EMPTY_CHART_TITLE = "We are collecting the data";
export const EMPTY_CHART_TEXT = "Chart will be available shortly";

interface ChartEmptyProps {
  /** The chart's own height, so the card does not jump when the data arrives. */
  height: number;
  /** Below the text: a Retry button where a failed fetch can be tried again. */
  children?: ReactNode;
}

/** The empty state every chart shares (token price, feed transactions, TVS timeline). */
export function ChartEmpty({ height, children }: ChartEmptyProps) {
  return (
    <div className={card.chartEmpty} style={{ height }}>
      <p className={card.chartEmptyTitle}>{EMPTY_CHART_TITLE}</p>
      <p className={card.chartEmptyText}>{EMPTY_CHART_TEXT}</p>
      {children ? <div className={card.chartEmptyAction}>{children}</div> : null}
    </div>
  );
}
