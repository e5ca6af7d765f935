import { type IncidentSeverity, SEVERITY_LABELS } from "./incident-days.ts";
import styles from "./incidents.module.css";
import severity from "./severity.module.css";

/** "Major", in the severity's colour: the word says it, the colour only repeats it. */
export function SeverityBadge({ level }: { level: IncidentSeverity }) {
  return (
    <span className={`${styles.badge} ${severity[level]}`} data-severity={level}>
      {SEVERITY_LABELS[level]}
    </span>
  );
}
