import { useEffect, useState } from "react";

type Listener = (now: number) => void;

interface Clock {
  readonly listeners: Set<Listener>;
  readonly timer: ReturnType<typeof setInterval>;
}

/**
 * One timer per interval for the whole page: a feeds page shows up to 64 heartbeat countdowns,
 * and one interval each meant 64 timer tasks and 64 renders a second. Listeners called from one
 * task are batched by React into a single render.
 */
const clocks = new Map<number, Clock>();

function subscribe(intervalMs: number, listener: Listener): () => void {
  let clock = clocks.get(intervalMs);
  if (clock === undefined) {
    const listeners = new Set<Listener>();
    const timer = setInterval(() => {
      const now = Date.now();
      for (const notify of listeners) notify(now);
    }, intervalMs);
    clock = { listeners, timer };
    clocks.set(intervalMs, clock);
  }
  const { listeners, timer } = clock;
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    clearInterval(timer);
    clocks.delete(intervalMs);
  };
}

/** The current time, refreshed every `intervalMs` while the component is mounted. */
export function useNow(intervalMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => subscribe(intervalMs, setNow), [intervalMs]);
  return now;
}
