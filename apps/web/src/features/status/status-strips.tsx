import type { StatusStripView } from "@oracle-explorer/core/api-views";
import { type KeyboardEvent, useId, useMemo, useRef, useState } from "react";
import { Link } from "react-router";
import severity from "../../components/incidents/severity.module.css";
import textButton from "../../components/text-button.module.css";
import { utcDay } from "../../lib/node-format.ts";
import { incidentsAtomUrl } from "../../lib/queries/incidents-query.ts";
import { type DayTone, dayBarLabel, dayTone, splitQuietStrips, stripSummary } from "./status-model.ts";
import styles from "./status-strips.module.css";

/** Keys that move along a strip's bars (one Tab stop per strip, arrows within it). */
const STEPS: Readonly<Record<string, (index: number, last: number) => number>> = {
  ArrowLeft: (index) => Math.max(0, index - 1),
  ArrowRight: (index, last) => Math.min(last, index + 1),
  Home: () => 0,
  End: (_index, last) => last,
};

/**
 * One subject's days: a bar per UTC day in its worst severity's colour, each named for screen
 * readers. Pointing at a bar, focusing it or tapping it writes that day's summary on the strip's
 * line (a phone has no hover, and a title tooltip reaches no one there); a second tap puts the
 * 7-day summary back.
 */
function Strip({ strip }: { strip: StatusStripView }) {
  const [picked, setPicked] = useState<number | null>(null);
  const [pointed, setPointed] = useState<number | null>(null);
  // The bar Tab lands on: the picked one, else today's (the last).
  const [active, setActive] = useState(strip.days.length - 1);
  const bars = useRef<(HTMLButtonElement | null)[]>([]);
  const shown = strip.days.find((day) => day.day === (pointed ?? picked));
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const step = STEPS[event.key];
    if (!step) return;
    event.preventDefault();
    const next = step(index, strip.days.length - 1);
    setActive(next);
    bars.current[next]?.focus();
  };
  return (
    <li className={styles.strip} data-strip={strip.id}>
      <div className={styles.stripHead}>
        <span className={styles.name}>
          {strip.href !== null ? <Link to={strip.href}>{strip.name}</Link> : strip.name}
          {/* Each service's and chain's incidents, for a feed reader (the network's is below the timeline). */}
          <a
            href={incidentsAtomUrl(strip.id)}
            type="application/atom+xml"
            className={styles.atom}
            aria-label={`Atom feed of ${strip.name}'s incidents`}
          >
            Atom
          </a>
        </span>
        <span className={styles.summary} aria-live="polite">
          {shown ? dayBarLabel(shown) : stripSummary(strip)}
        </span>
      </div>
      <ol className={styles.bars} aria-label={`${strip.name}, one bar per UTC day`}>
        {strip.days.map((day, index) => {
          const label = dayBarLabel(day);
          return (
            <li key={day.day}>
              <button
                ref={(element) => {
                  bars.current[index] = element;
                }}
                type="button"
                className={`${styles.bar} ${severity[dayTone(day)]}`}
                data-tone={dayTone(day)}
                aria-label={label}
                aria-pressed={picked === day.day}
                tabIndex={index === active ? 0 : -1}
                onClick={() => {
                  setActive(index);
                  setPicked((current) => (current === day.day ? null : day.day));
                }}
                onKeyDown={(event) => onKeyDown(event, index)}
                onFocus={() => setPointed(day.day)}
                onBlur={() => setPointed(null)}
                onPointerEnter={(event) => {
                  if (event.pointerType === "mouse") setPointed(day.day);
                }}
                onPointerLeave={(event) => {
                  if (event.pointerType === "mouse") setPointed(null);
                }}
              />
            </li>
          );
        })}
      </ol>
    </li>
  );
}

/** The legend's entries: every colour a bar can take, in words. */
const LEGEND: readonly { tone: DayTone; label: string }[] = [
  { tone: "clear", label: "No incidents" },
  { tone: "minor", label: "Minor" },
  { tone: "major", label: "Major" },
  { tone: "critical", label: "Critical" },
  { tone: "unrecorded", label: "No record" },
];

interface StatusStripsProps {
  title: string;
  strips: readonly StatusStripView[];
  /** The strips' days, oldest first (the api's `days`). */
  days: readonly number[];
  /** Said when there are no strips: "No data service recorded yet." */
  none: string;
  /** What the strips are, plural: "chains". */
  unit: string;
}

/**
 * A group of strips (data services, or chains) under one heading, its days named at both ends; in
 * a long group the strips without a major or critical incident wait behind a toggle (splitQuietStrips).
 */
export function StatusStrips({ title, strips, days, none, unit }: StatusStripsProps) {
  const [allShown, setAllShown] = useState(false);
  const listId = useId();
  const { shown, quiet } = useMemo(() => splitQuietStrips(strips), [strips]);
  const listed = allShown ? [...shown, ...quiet] : shown;
  const first = days[0];
  return (
    <div className={styles.group}>
      <h3 className={styles.groupTitle}>{title}</h3>
      {strips.length === 0 ? (
        <p className={styles.none}>{none}</p>
      ) : (
        <>
          {shown.length === 0 && !allShown ? (
            <p className={styles.none}>
              None of the {strips.length} {unit} had a major or critical incident in the last 7 days.
            </p>
          ) : null}
          <ul id={listId} className={styles.strips} aria-label={title} hidden={listed.length === 0}>
            {listed.map((strip) => (
              <Strip key={strip.id} strip={strip} />
            ))}
          </ul>
          {listed.length > 0 ? (
            <div className={styles.axisRow} aria-hidden="true">
              <p className={styles.axis}>
                <span>{first === undefined ? "" : utcDay(first)}</span>
                <span>Today (UTC)</span>
              </p>
            </div>
          ) : null}
          {quiet.length > 0 ? (
            <button
              type="button"
              className={`${textButton.textButton} ${styles.moreToggle}`}
              aria-expanded={allShown}
              aria-controls={listId}
              onClick={() => setAllShown((open) => !open)}
            >
              {allShown
                ? `Hide the ${quiet.length} ${unit} with minor incidents or none`
                : `Show the ${quiet.length} ${unit} with minor incidents or none`}
            </button>
          ) : null}
        </>
      )}
    </div>
  );
}

/** What the colours mean, each with its word. */
export function StripLegend() {
  return (
    <ul className={styles.legend} aria-label="What the colours of the bars mean">
      {LEGEND.map(({ tone, label }) => (
        <li key={tone}>
          <span className={`${styles.swatch} ${severity[tone]}`} aria-hidden="true" />
          {label}
        </li>
      ))}
    </ul>
  );
}
