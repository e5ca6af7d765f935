import { formatCountdown, heartbeatCountdown, scheduleCountdown } from "@oracle-explorer/core/feeds";
import { useEffect, useRef } from "react";
import styles from "./heartbeat-timer.module.css";
import { useNow } from "./use-now.ts";

interface HeartbeatTimerProps {
  /** When the api says the next heartbeat is due, epoch ms; null when unknown. */
  nextBeatAt: number | null;
  /**
   * A cron feed's next runs (the api's schedule.nextRuns): the timer counts down to each in turn
   * instead of restarting from a period. Null for other feeds.
   */
  runs?: readonly number[] | null;
  /** The heartbeat as a short duration ("24h") or a cron feed's cadence ("daily"), beside the timer (FEEDS-12). */
  title: string | null;
  /**
   * The schedule in words, where the page does not show it elsewhere (the feeds table): the
   * title's tooltip, and read out after it.
   */
  description?: string | null;
  /** FEED-20: called at each beat (the single feed page refetches its value then). */
  onBeat?: () => void;
}

/**
 * FEED-18, FEED-19, FEEDS-12: a countdown to the next heartbeat, ticking each second; at zero the
 * heart beats for 1.5 s and the countdown rests there until the data brings the next update (the
 * full heartbeat again), or for a cron feed steps to the schedule's following run. role="timer" keeps screen readers from announcing every
 * second.
 */
export function HeartbeatTimer({
  nextBeatAt,
  runs = null,
  title,
  description = null,
  onBeat,
}: HeartbeatTimerProps) {
  const now = useNow(1_000);
  const countdown =
    runs !== null
      ? scheduleCountdown(runs, now)
      : nextBeatAt === null
        ? null
        : heartbeatCountdown(nextBeatAt, now);
  const lastBeatAt = countdown?.lastBeatAt ?? null;
  const onBeatRef = useRef(onBeat);
  onBeatRef.current = onBeat;
  const seenBeat = useRef(lastBeatAt);
  useEffect(() => {
    if (lastBeatAt === null || lastBeatAt === seenBeat.current) return;
    seenBeat.current = lastBeatAt;
    onBeatRef.current?.();
  }, [lastBeatAt]);

  return (
    <span className={styles.timer}>
      <svg
        className={countdown?.beating ? `${styles.heart} ${styles.beating}` : styles.heart}
        data-beating={countdown?.beating === true}
        width="14"
        height="14"
        viewBox="0 0 24 24"
        aria-hidden="true"
      >
        <path d="M12 21s-7.5-4.6-9.6-9.3C.9 8.2 3 4.5 6.6 4.5c2.1 0 3.6 1.2 5.4 3.2 1.8-2 3.3-3.2 5.4-3.2 3.6 0 5.7 3.7 4.2 7.2C19.5 16.4 12 21 12 21Z" />
      </svg>
      <span role="timer" className={styles.count}>
        {countdown === null ? "—" : formatCountdown(countdown.remainingMs)}
      </span>
      {title ? (
        <span className={styles.title} title={description ?? undefined}>
          / {title}
          {description ? <span className="visually-hidden"> ({description})</span> : null}
        </span>
      ) : null}
    </span>
  );
}
