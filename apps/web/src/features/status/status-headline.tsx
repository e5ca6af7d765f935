import type { StatusView } from "@oracle-explorer/core/api-views";
import { useId, useMemo } from "react";
import { RelativeTime } from "../../components/relative-time.tsx";
import { type HeadlineState, statusHeadline } from "./status-model.ts";
import styles from "./status-page.module.css";

/** A mark per state, beside its words: a tick, a warning sign, a cross, a question mark. */
const MARKS: Readonly<Record<HeadlineState, string>> = {
  ok: "m7 12.5 3.2 3.2L17 9",
  degraded: "M12 7.5v5.5M12 16.5h.01",
  outage: "m8.5 8.5 7 7M15.5 8.5l-7 7",
  unknown: "M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6v.3M12 16.5h.01",
};

/** The network's state now, in words and colour, and when the api read it. */
export function StatusHeadline({ view }: { view: StatusView }) {
  const titleId = useId();
  const headline = useMemo(() => statusHeadline(view), [view]);
  return (
    <section className={styles.headline} data-state={headline.state} aria-labelledby={titleId}>
      <svg className={styles.mark} width="40" height="40" viewBox="0 0 24 24" aria-hidden="true">
        <circle cx="12" cy="12" r="10" fill="currentColor" />
        <path
          d={MARKS[headline.state]}
          fill="none"
          stroke="var(--color-surface)"
          strokeWidth="2.2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <div className={styles.headlineText}>
        <h2 id={titleId} className={styles.headlineTitle}>
          {headline.title}
        </h2>
        <p className={styles.headlineDetail}>{headline.detail}</p>
        <p className={styles.asOf}>
          As of <RelativeTime timestamp={view.generatedAt} />
        </p>
      </div>
    </section>
  );
}
