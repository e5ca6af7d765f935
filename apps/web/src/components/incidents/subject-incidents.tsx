import { useQuery } from "@tanstack/react-query";
import { useEffect, useId, useMemo } from "react";
import { historyErrorText } from "../../lib/history-error.ts";
import {
  incidentWindowFrom,
  SUBJECT_INCIDENT_DAYS,
  SUBJECT_INCIDENT_LIMIT,
  subjectIncidentsQuery,
  subjectOngoingQuery,
} from "../../lib/queries/incidents-query.ts";
import card from "../card.module.css";
import { Notice } from "../notice.tsx";
import { RetryNotice } from "../retry-notice.tsx";
import { useNow } from "../use-now.ts";
import { AtomFeedLink } from "./atom-feed-link.tsx";
import { IncidentTimeline, OngoingIncidents } from "./incident-lists.tsx";
import { utcInstant } from "./incident-times.ts";
import styles from "./incidents.module.css";

/** Said when a subject's window holds no incident (a figure of the page, kept in one place for tests). */
export const NO_SUBJECT_INCIDENTS = `No incidents recorded in the last ${SUBJECT_INCIDENT_DAYS} days`;

interface SubjectIncidentsProps {
  /** The subject's id (core's vocabulary): `feed:<layerId>/<feedId>`, `node:<address>`. */
  subject: string;
  /** What it is, in the section's sentences: "this feed". */
  what: string;
}

/**
 * A subject page's Incidents section (a feed's, a node's): what went wrong with it over the last
 * 30 days, ongoing first, then day by day, and its Atom feed. Its own queries, as the page's other
 * sections of the record: the page never waits for the store nor fails with it, and a store that
 * is down is a notice with Retry here alone.
 */
export function SubjectIncidents({ subject, what }: SubjectIncidentsProps) {
  const titleId = useId();
  const whose = `${what}'s`;
  const from = incidentWindowFrom(useNow(60_000));
  const windowed = useQuery(subjectIncidentsQuery(subject, from));
  const ongoing = useQuery(subjectOngoingQuery(subject));
  const error = windowed.error ?? ongoing.error;
  useEffect(() => {
    if (error) console.warn(`incidents: ${subject} failed to load`, error);
  }, [error, subject]);

  const view = windowed.data;
  const past = useMemo(
    () => view?.incidents.filter((incident) => incident.endedAt !== null).slice(0, SUBJECT_INCIDENT_LIMIT),
    [view],
  );
  // The ongoing query is the one that knows them all; the window's list stands in until it answers.
  const goingOn = (ongoing.data ?? view)?.incidents.filter((incident) => incident.endedAt === null);
  const loaded = view !== undefined && goingOn !== undefined && past !== undefined;
  const cut = view !== undefined && view.incidents.length > SUBJECT_INCIDENT_LIMIT;
  const retry = () => {
    if (windowed.isError) void windowed.refetch();
    if (ongoing.isError) void ongoing.refetch();
  };
  const recordFrom = view?.recordFrom ?? null;

  return (
    <section className={card.card} aria-labelledby={titleId} data-incidents="">
      <header className={card.head}>
        <h2 id={titleId} className={card.title}>
          Incidents
        </h2>
      </header>
      <p className={card.intro}>
        What went wrong with {what} in the last {SUBJECT_INCIDENT_DAYS} days, from the indexer's record:
        ongoing first, then day by day (UTC).
      </p>
      {!loaded && error ? (
        <RetryNotice onRetry={retry} retrying={windowed.isFetching || ongoing.isFetching}>
          {historyErrorText(error, `${whose} incidents`)}
        </RetryNotice>
      ) : null}
      {loaded && error ? (
        <Notice>{`${capitalise(whose)} incidents could not be refreshed; the section shows the last ones received.`}</Notice>
      ) : null}
      {!loaded && !error ? (
        <div className={styles.placeholder} aria-busy="true">
          <span className="visually-hidden">Loading {whose} incidents…</span>
        </div>
      ) : null}
      {loaded && recordFrom === null && goingOn.length === 0 ? (
        <Notice>
          The indexer has not recorded anything yet: incidents are derived from its record, once it has one.
        </Notice>
      ) : null}
      {loaded && recordFrom !== null && goingOn.length === 0 && past.length === 0 ? (
        <p className={styles.empty}>
          {NO_SUBJECT_INCIDENTS}
          {recordFrom > from ? ` (the record began on ${utcInstant(recordFrom)}).` : "."}
        </p>
      ) : null}
      {loaded && (goingOn.length > 0 || past.length > 0) ? (
        <>
          {goingOn.length > 0 ? (
            <>
              <h3 className={styles.groupTitle}>Ongoing now</h3>
              <OngoingIncidents
                incidents={goingOn}
                linkSubject={false}
                label={`${capitalise(whose)} ongoing incidents`}
              />
            </>
          ) : (
            <p className={styles.clearNow}>Nothing is wrong now: no incident is ongoing.</p>
          )}
          <IncidentTimeline incidents={past} linkSubject={false} />
          {cut ? (
            <p className={styles.more}>
              More incidents were recorded in these {SUBJECT_INCIDENT_DAYS} days: the newest{" "}
              {SUBJECT_INCIDENT_LIMIT} are listed here, and the Atom feed has the latest.
            </p>
          ) : null}
        </>
      ) : null}
      <AtomFeedLink ids={subject} whose={whose} />
    </section>
  );
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
