import { lazy, Suspense } from "react";
import card from "../card.module.css";
import styles from "./incidents.module.css";

/**
 * The section's code (lists, times, the Atom link, its queries) is its own chunk, loaded when a
 * feed or node page draws it below the fold: the pages that never show incidents, and the entry,
 * do not carry it (vite.config.ts keeps components/incidents out of the shared chunk).
 */
const SubjectIncidents = lazy(async () => ({
  default: (await import("./subject-incidents.tsx")).SubjectIncidents,
}));

/** While the section's code loads: its card and title, a placeholder for the rest (no region yet). */
function Placeholder() {
  return (
    <div className={card.card} aria-busy="true">
      <h2 className={card.title}>Incidents</h2>
      <div className={styles.placeholder}>
        <span className="visually-hidden">Loading the incidents…</span>
      </div>
    </div>
  );
}

/** A feed's or a node's Incidents section (subject-incidents.tsx), loaded on demand. */
export function LazySubjectIncidents(props: { subject: string; what: string }) {
  return (
    <Suspense fallback={<Placeholder />}>
      <SubjectIncidents {...props} />
    </Suspense>
  );
}
