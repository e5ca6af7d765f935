import type { HistoryGapView, NodeScorecardView } from "@oracle-explorer/core/api-views";
import { type ReactNode, useId, useState } from "react";
import card from "../../components/card.module.css";
import { RelativeTime } from "../../components/relative-time.tsx";
import textButton from "../../components/text-button.module.css";
import { durationText, formatCount, roundsText, utcDay, utcRange } from "../../lib/node-format.ts";
import styles from "./node-page.module.css";

/** Items a list shows before "Show all". */
export const EVENTS_SHOWN = 10;

/** When an event was: its UTC time and, under it, how long ago and which UTC day. */
function When({ from, to, children }: { from: number; to: number; children?: ReactNode }) {
  return (
    <>
      <span className={styles.eventTime}>
        <time dateTime={new Date(from).toISOString()}>{utcRange(from, to)}</time>
        {children}
      </span>
      <span className={styles.eventAge}>
        <RelativeTime timestamp={to} /> · {utcDay(from)}
      </span>
    </>
  );
}

interface EventListProps<Item> {
  items: readonly Item[];
  label: string;
  keyOf: (item: Item) => string | number;
  render: (item: Item) => ReactNode;
}

/** A list of events, newest first, the first EVENTS_SHOWN shown until the visitor asks for all. */
function EventList<Item>({ items, label, keyOf, render }: EventListProps<Item>) {
  const [all, setAll] = useState(false);
  const shown = all ? items : items.slice(0, EVENTS_SHOWN);
  return (
    <>
      <ul className={styles.eventList} aria-label={label}>
        {shown.map((item) => (
          <li key={keyOf(item)}>{render(item)}</li>
        ))}
      </ul>
      {items.length > shown.length ? (
        <button
          type="button"
          className={`${textButton.textButton} ${styles.showAll}`}
          onClick={() => setAll(true)}
        >
          Show all {formatCount(items.length)}
        </button>
      ) : null}
    </>
  );
}

/** What the raw window is, in words: "the last 48 hours". */
const rawWindow = (hours: number) =>
  hours % 24 === 0 && hours > 24 ? `${hours / 24} days` : `${hours} hours`;

/** Runs of consecutive missed rounds, newest first: "12:03:10 – 12:04:00 UTC · 6 rounds". */
export function MissedRoundsCard({ data }: { data: NodeScorecardView }) {
  const titleId = useId();
  const total = data.missed.reduce((sum, run) => sum + run.rounds, 0);
  return (
    <section className={card.card} aria-labelledby={titleId}>
      <header className={card.head}>
        <h2 id={titleId} className={card.title}>
          Missed rounds
        </h2>
        <p className={card.note}>
          {data.missed.length === 0
            ? `Last ${rawWindow(data.rawRetentionHours)}`
            : `${roundsText(total)} in ${data.missed.length} ${data.missed.length === 1 ? "run" : "runs"}, last ${rawWindow(data.rawRetentionHours)}`}
        </p>
      </header>
      {data.missed.length === 0 ? (
        <p className={styles.none}>
          No missed rounds in the last {rawWindow(data.rawRetentionHours)}: the node signed every round
          observed.
        </p>
      ) : (
        <EventList
          items={data.missed}
          label="Missed rounds, newest first"
          keyOf={(run) => run.from}
          render={(run) => (
            <When from={run.from} to={run.to}>
              {` · ${roundsText(run.rounds)}`}
            </When>
          )}
        />
      )}
    </section>
  );
}

/** Rounds with a package whose signature did not recover to the node, newest first, with its feeds. */
export function InvalidSignaturesCard({ data }: { data: NodeScorecardView }) {
  const titleId = useId();
  return (
    <section className={card.card} aria-labelledby={titleId}>
      <header className={card.head}>
        <h2 id={titleId} className={card.title}>
          Invalid signatures
        </h2>
        <p className={card.note}>
          {data.invalidRounds.length === 0
            ? `Last ${rawWindow(data.rawRetentionHours)}`
            : `${roundsText(data.invalidRounds.length)}, last ${rawWindow(data.rawRetentionHours)}`}
        </p>
      </header>
      {data.invalidRounds.length === 0 ? (
        <p className={styles.none}>
          No invalid signatures in the last {rawWindow(data.rawRetentionHours)}: every package recovered to
          this node.
        </p>
      ) : (
        <EventList
          items={data.invalidRounds}
          label="Rounds with an invalid signature, newest first"
          keyOf={(round) => round.round}
          render={(round) => (
            <>
              <When from={round.round} to={round.round} />
              <span className={styles.eventFeeds}>
                {round.feedIds.length === 1 ? "Feed" : "Feeds"} {round.feedIds.join(", ")}
              </span>
            </>
          )}
        />
      )}
    </section>
  );
}

/** Times nobody observed (the indexer or the gateway was down): gaps, never the node's downtime. */
export function GapsCard({ gaps }: { gaps: readonly HistoryGapView[] }) {
  const titleId = useId();
  const newestFirst = [...gaps].sort((a, b) => b.from - a.from);
  return (
    <section className={card.card} aria-labelledby={titleId}>
      <header className={card.head}>
        <h2 id={titleId} className={card.title}>
          Not observed
        </h2>
        <p className={card.note}>
          {gaps.length} {gaps.length === 1 ? "gap" : "gaps"}
        </p>
      </header>
      <p className={card.intro}>
        Nobody recorded the network then, so nothing is known about this node in those times: they count
        neither as uptime nor as downtime.
      </p>
      <EventList
        items={newestFirst}
        label="Times not observed, newest first"
        keyOf={(gap) => gap.from}
        render={(gap) => (
          <When from={gap.from} to={gap.to}>
            {` · ${durationText(gap.to - gap.from)} · ${gap.reason}`}
          </When>
        )}
      />
    </section>
  );
}
