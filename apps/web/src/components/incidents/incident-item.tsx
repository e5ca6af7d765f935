import type { IncidentView } from "@oracle-explorer/core/api-views";
import { Link } from "react-router";
import { useNow } from "../use-now.ts";
import { incidentTimes } from "./incident-times.ts";
import styles from "./incidents.module.css";
import { SeverityBadge } from "./severity-badge.tsx";

/** Ages in minutes and hours: refreshed twice a minute is close enough, for every row at once. */
const AGE_REFRESH_MS = 30_000;

interface IncidentItemProps {
  incident: IncidentView;
  /**
   * Link the title to the subject's page: on the network's lists, yes; on the subject's own page
   * (a feed's, a node's) the link would lead where the visitor already is.
   */
  linkSubject: boolean;
}

/** One incident: severity and title, what happened in figures, and when, in UTC. */
export function IncidentItem({ incident, linkSubject }: IncidentItemProps) {
  const now = useNow(AGE_REFRESH_MS);
  const times = incidentTimes(incident, now);
  const ongoing = incident.endedAt === null;
  return (
    <article className={styles.item} data-incident={incident.id} data-severity={incident.severity}>
      <p className={styles.itemHead}>
        <SeverityBadge level={incident.severity} />
        {ongoing ? <span className={styles.ongoing}>Ongoing</span> : null}
        <span className={styles.itemTitle}>
          {linkSubject && incident.href !== null ? (
            <Link to={incident.href}>{incident.title}</Link>
          ) : (
            incident.title
          )}
        </span>
      </p>
      <p className={styles.summary}>{incident.summary}</p>
      <p className={styles.when}>
        Started{" "}
        <time dateTime={new Date(incident.startedAt).toISOString()} title={times.startedAt}>
          {times.ago}
        </time>
        {times.span === null ? (
          <> · {times.startedAt}</>
        ) : (
          <>
            {" "}
            · {times.span} · lasted {times.lasted}
          </>
        )}
      </p>
    </article>
  );
}
