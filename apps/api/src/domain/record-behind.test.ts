import { describe, expect, it } from "vitest";
import { RECORD_BEHIND_MS, recordBehind } from "./incidents.ts";

const NOW = Date.UTC(2026, 10, 27, 9, 0, 0);
const service = (lastRoundAt: number | null, intervalMs = 10_000) => ({
  roster: { intervalMs },
  lastRoundAt,
});

describe("the status page's record lag (issue 29)", () => {
  it("INCIDENT-API-06 a record whose newest round is an hour old is behind; one a few rounds old is current", () => {
    // The settled round is a round or two behind the latest: that is "now".
    expect(recordBehind([service(NOW - 30_000), service(NOW - 70_000, 60_000)], NOW)).toBeNull();
    // The indexer was stopped an hour: even the newest service's round is an hour old.
    expect(recordBehind([service(NOW - 61 * 60_000), service(NOW - 60 * 60_000)], NOW)).toBe(
      NOW - 60 * 60_000,
    );
    // Just past the 5 minutes for a 10 s service; a 1 min service gets 10 of its rounds.
    expect(recordBehind([service(NOW - RECORD_BEHIND_MS - 1)], NOW)).toBe(NOW - RECORD_BEHIND_MS - 1);
    expect(recordBehind([service(NOW - 8 * 60_000, 60_000)], NOW)).toBeNull();
    // Nothing recorded yet is the "No record yet" state, not a lag.
    expect(recordBehind([service(null)], NOW)).toBeNull();
  });
});
