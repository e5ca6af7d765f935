import { describe, expect, it } from "vitest";
import { dayStart, ENDED, SIGNERS_NOW, STALE_NOW, STATUS_NOW } from "../../test/incidents-fixture.ts";
import { incidentDays, ongoingIncidents, severityCounts } from "./incident-days.ts";
import { incidentTimes } from "./incident-times.ts";

describe("incident lists: order and days (issue 29)", () => {
  it("lists ongoing incidents worst first, whatever the order they came in", () => {
    const ongoing = ongoingIncidents([...ENDED, STALE_NOW, SIGNERS_NOW]);
    expect(ongoing.map((incident) => incident.severity)).toEqual(["critical", "major"]);
  });

  it("groups ended incidents by the UTC day they started, newest day first, minor ones set apart", () => {
    const days = incidentDays([STALE_NOW, ...ENDED, SIGNERS_NOW]);
    expect(days.map((day) => [day.label, day.shown.length, day.minor.length])).toEqual([
      ["Nov 25", 0, 3],
      ["Nov 24", 1, 0],
      ["Nov 23", 0, 1],
    ]);
    expect(days[0]?.day).toBe(dayStart(0));
    // Newest first within a day.
    expect(days[0]?.minor.map((incident) => incident.id)).toEqual([
      "node-missing:c",
      "node-missing:b",
      "node-missing:a",
    ]);
  });

  it("counts severities worst first, leaving out those with none", () => {
    expect(severityCounts([STALE_NOW, SIGNERS_NOW, ...ENDED])).toBe("1 critical, 2 major, 4 minor");
    expect(severityCounts([])).toBe("");
  });

  it("says when an incident started, how long ago, and for an ended one its span and length, in UTC", () => {
    expect(incidentTimes(SIGNERS_NOW, STATUS_NOW)).toEqual({
      ago: "12 minutes ago",
      startedAt: "Nov 25, 12:48:00 UTC",
      span: null,
      lasted: null,
    });
    expect(incidentTimes(ENDED[3] as (typeof ENDED)[number], STATUS_NOW)).toEqual({
      ago: "1 day ago",
      startedAt: "Nov 24, 08:00:00 UTC",
      span: "08:00:00 – 09:12:00 UTC",
      lasted: "1 h 12 min",
    });
  });
});
