import { act, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { HeartbeatTimer } from "./heartbeat-timer.tsx";

/** arbitrumPremia's morning burst (2024 recording): 07:55, 07:59:30, 07:59:40, 07:59:50 UTC. */
const at = (time: string) => Date.parse(`2024-09-03T${time}Z`);
const RUNS = [at("07:55:00"), at("07:59:30"), at("07:59:40")];
const TEXT = "Daily at 07:55, 07:59:30, 07:59:40 and 07:59:50 UTC";
const beating = () => document.querySelector("[data-beating='true']") !== null;

describe("HeartbeatTimer on a cron schedule", () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: at("07:54:57") });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("FEED-18 FEED-19 FEED-20 counts down to each scheduled run in turn and beats at each", () => {
    const onBeat = vi.fn();
    render(
      <HeartbeatTimer
        nextBeatAt={RUNS[0] ?? null}
        runs={RUNS}
        title="4× daily"
        description={TEXT}
        onBeat={onBeat}
      />,
    );
    const timer = screen.getByRole("timer");
    expect(timer).toHaveTextContent("00:00:03");

    // At 07:55 the heart beats and the timer steps to 07:59:30, not to a 6 h mean period.
    act(() => vi.advanceTimersByTime(3_000));
    expect(timer).toHaveTextContent("00:04:30");
    expect(beating()).toBe(true);
    expect(onBeat).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(2_000));
    expect(beating()).toBe(false);

    act(() => vi.advanceTimersByTime(268_000));
    expect(timer).toHaveTextContent("00:00:10");
    expect(onBeat).toHaveBeenCalledTimes(2);

    // The last listed run: the timer rests at zero until the page brings the next runs.
    act(() => vi.advanceTimersByTime(10_000));
    expect(timer).toHaveTextContent("00:00:00");
    expect(onBeat).toHaveBeenCalledTimes(3);
    act(() => vi.advanceTimersByTime(60_000));
    expect(timer).toHaveTextContent("00:00:00");
    expect(onBeat).toHaveBeenCalledTimes(3);
  });

  it("FEEDS-12 shows the cadence, with the schedule in words as its tooltip and for screen readers", () => {
    render(<HeartbeatTimer nextBeatAt={RUNS[0] ?? null} runs={RUNS} title="4× daily" description={TEXT} />);
    const label = screen.getByTitle(TEXT);
    expect(label).toHaveTextContent(`/ 4× daily (${TEXT})`);
    expect(label.querySelector(".visually-hidden")).toHaveTextContent(TEXT);
  });

  it("FEEDS-12 ERROR-18 an invalid cron has no countdown, only its title", () => {
    render(<HeartbeatTimer nextBeatAt={null} runs={[]} title="Invalid cron" />);
    expect(screen.getByRole("timer")).toHaveTextContent("—");
    expect(screen.getByText("/ Invalid cron")).toBeInTheDocument();
  });
});
