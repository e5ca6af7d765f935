import type { IncidentView } from "@oracle-explorer/core/api-views";
import { useId, useMemo, useState } from "react";
import textButton from "../text-button.module.css";
import { type IncidentDay, incidentDays, incidentsText, ongoingIncidents } from "./incident-days.ts";
import { IncidentItem } from "./incident-item.tsx";
import styles from "./incidents.module.css";

interface ListProps {
  incidents: readonly IncidentView[];
  /** Titles link to the subject's page (IncidentItem). */
  linkSubject: boolean;
}

/** The incidents going on now, worst first; nothing when there are none (the caller says so). */
export function OngoingIncidents({ incidents, linkSubject, label }: ListProps & { label: string }) {
  const ongoing = useMemo(() => ongoingIncidents(incidents), [incidents]);
  if (ongoing.length === 0) return null;
  return (
    <ul className={styles.list} aria-label={label}>
      {ongoing.map((incident) => (
        <li key={incident.id}>
          <IncidentItem incident={incident} linkSubject={linkSubject} />
        </li>
      ))}
    </ul>
  );
}

/** One day: its critical and major incidents, then its minor ones behind "Show N minor". */
function Day({ day, linkSubject }: { day: IncidentDay; linkSubject: boolean }) {
  const [minorOpen, setMinorOpen] = useState(false);
  const titleId = useId();
  const minorId = useId();
  const total = day.shown.length + day.minor.length;
  const minor = day.minor.length;
  return (
    <section className={styles.day} aria-labelledby={titleId} data-day={day.day}>
      <h3 id={titleId} className={styles.dayTitle}>
        {day.label}
        <span className={styles.dayCount}>{incidentsText(total)}</span>
      </h3>
      {day.shown.length > 0 ? (
        <ul className={styles.list} aria-label={`${day.label}: critical and major incidents`}>
          {day.shown.map((incident) => (
            <li key={incident.id}>
              <IncidentItem incident={incident} linkSubject={linkSubject} />
            </li>
          ))}
        </ul>
      ) : null}
      {minor > 0 ? (
        <>
          <button
            type="button"
            className={`${textButton.textButton} ${styles.minorToggle}`}
            aria-expanded={minorOpen}
            aria-controls={minorId}
            onClick={() => setMinorOpen((open) => !open)}
          >
            {minorOpen ? `Hide ${minor} minor` : `Show ${minor} minor`}
          </button>
          <ul
            id={minorId}
            className={styles.list}
            aria-label={`${day.label}: minor incidents`}
            hidden={!minorOpen}
          >
            {minorOpen
              ? day.minor.map((incident) => (
                  <li key={incident.id}>
                    <IncidentItem incident={incident} linkSubject={linkSubject} />
                  </li>
                ))
              : null}
          </ul>
        </>
      ) : null}
    </section>
  );
}

interface TimelineProps extends ListProps {
  /** Incidents of the window the list was cut from (the api's cap): said at the end, never dropped silently. */
  more?: number;
}

/**
 * Incidents that have ended, by UTC day, newest first; ongoing ones are listed on their own above
 * it. Each day's minor incidents wait behind a toggle, so a day of one node's missed rounds does
 * not push a stale feed out of view.
 */
export function IncidentTimeline({ incidents, linkSubject, more = 0 }: TimelineProps) {
  const days = useMemo(() => incidentDays(incidents), [incidents]);
  if (days.length === 0 && more <= 0) return null;
  return (
    <div className={styles.timeline}>
      {days.map((day) => (
        <Day key={day.day} day={day} linkSubject={linkSubject} />
      ))}
      {more > 0 ? (
        <p className={styles.more}>
          And {more} more {more === 1 ? "incident" : "incidents"}, not listed here.
        </p>
      ) : null}
    </div>
  );
}
