import { describe, expect, it } from "vitest";
import {
  dayStart,
  quietStatus,
  STALE_NOW,
  STATUS_NOW,
  statusView,
  strip,
} from "../../test/incidents-fixture.ts";
import {
  dayBarLabel,
  dayTone,
  feedsFigure,
  nodesFigure,
  recordStartNote,
  serviceFigure,
  splitQuietStrips,
  statusHeadline,
  stripSummary,
} from "./status-model.ts";

describe("status page: its words (issue 29)", () => {
  it("says the network's state in words for each state, with what is ongoing", () => {
    expect(statusHeadline(statusView())).toEqual({
      state: "outage",
      title: "Outage",
      detail: "2 incidents ongoing: 1 critical, 1 major.",
    });
    expect(statusHeadline(statusView({ state: "degraded", ongoing: [STALE_NOW] }))).toEqual({
      state: "degraded",
      title: "Degraded performance",
      detail: "1 incident ongoing: 1 major.",
    });
    expect(statusHeadline(quietStatus())).toEqual({
      state: "ok",
      title: "All systems operational",
      detail: "No incident is ongoing.",
    });
  });

  it("does not call a network with no record operational", () => {
    expect(statusHeadline(quietStatus({ recordFrom: null }))).toMatchObject({
      state: "unknown",
      title: "No record yet",
    });
  });

  it("does not call the network operational from a record that lags an hour behind", () => {
    const behind = quietStatus({ recordBehind: STATUS_NOW - 65 * 60_000, generatedAt: STATUS_NOW });
    expect(statusHeadline(behind)).toEqual({
      state: "unknown",
      title: "The record is behind",
      detail:
        "The indexer's newest round is 1 h 5 min old: what this page shows is as of then, until it catches up.",
    });
    // An incident recorded as ongoing still sets the state; the lag is said beside it.
    expect(
      statusHeadline(statusView({ recordBehind: STATUS_NOW - 10 * 60_000, generatedAt: STATUS_NOW })),
    ).toMatchObject({
      state: "outage",
      detail: expect.stringMatching(
        /^2 incidents ongoing: 1 critical, 1 major\. The indexer's newest round is 10 min old/,
      ),
    });
  });

  it("says the figures of now: feeds fresh or stale, nodes signing", () => {
    expect(feedsFigure({ total: 42, stale: 0 })).toEqual({ text: "All 42 feeds fresh", ok: true });
    expect(feedsFigure({ total: 42, stale: 3 })).toEqual({ text: "3 of 42 feeds stale", ok: false });
    expect(feedsFigure({ total: 0, stale: 0 }).text).toBe("No push feed followed yet");
    expect(nodesFigure({ total: 5, signing: 5 })).toEqual({ text: "5 of 5 nodes signing", ok: true });
    expect(nodesFigure({ total: 5, signing: 2 })).toEqual({ text: "2 of 5 nodes signing", ok: false });
    // The indexer has read no round yet: nobody is known to sign or not.
    expect(nodesFigure({ total: 5, signing: 0 }, [{ signers: null }, { signers: null }]).text).toBe(
      "No round recorded yet",
    );
  });

  it("measures each data service's signers against its threshold", () => {
    const [below, above] = statusView().services;
    expect(below && serviceFigure(below)).toEqual({
      text: "2 of 5 signed, threshold 3",
      ok: false,
      state: "Below threshold",
    });
    expect(above && serviceFigure(above)).toMatchObject({ ok: true, state: "Above threshold" });
    expect(
      serviceFigure({
        serviceId: "x",
        name: "X",
        href: null,
        signers: null,
        threshold: 3,
        nodes: 5,
        lastRoundAt: null,
      }),
    ).toMatchObject({ text: "No round recorded yet", state: "No record" });
  });

  it("names each day's bar: its count and worst severity, a clean day, or a day with no record", () => {
    const day = { day: dayStart(0), worst: null, incidents: 0, recorded: true };
    expect(dayBarLabel({ ...day, worst: "major", incidents: 2 })).toBe("Nov 25: 2 incidents, worst major");
    expect(dayBarLabel({ ...day, worst: "minor", incidents: 1 })).toBe("Nov 25: 1 incident, worst minor");
    expect(dayBarLabel(day)).toBe("Nov 25: no incidents");
    expect(dayBarLabel({ ...day, recorded: false })).toBe("Nov 25: no record");
    expect(dayBarLabel({ ...day, recorded: false, worst: "critical", incidents: 1 })).toBe(
      "Nov 25: 1 incident, worst critical (partly recorded)",
    );
  });

  it("colours a bar by its worst severity, a clean day green and an unrecorded one grey", () => {
    const day = { day: dayStart(0), worst: null, incidents: 0, recorded: true };
    expect(dayTone({ ...day, worst: "critical", incidents: 1 })).toBe("critical");
    expect(dayTone(day)).toBe("clear");
    expect(dayTone({ ...day, recorded: false })).toBe("unrecorded");
  });

  it("sums up a strip's week when no bar is picked", () => {
    const [primary, avalanche] = statusView().serviceStrips;
    expect(primary && stripSummary(primary)).toBe("7 incidents");
    expect(avalanche && stripSummary(avalanche)).toBe("No incidents");
  });

  it("says once where the record begins when it is younger than the week", () => {
    expect(recordStartNote(statusView())).toBe(
      "The record begins on Nov 19, 14:00:00 UTC: days before it have no record (grey).",
    );
    expect(recordStartNote(statusView({ recordFrom: dayStart(8) }))).toBeNull();
    expect(recordStartNote(statusView({ recordFrom: null }))).toBeNull();
  });

  it("keeps a long group's strips with a major or critical day in view, the rest behind a toggle", () => {
    const chains = Array.from({ length: 12 }, (_, index) =>
      strip(
        `network:${index}`,
        `Chain ${index}`,
        index === 3
          ? { 0: { worst: "major", incidents: 1 } }
          : index === 4
            ? { 1: { worst: "minor", incidents: 9 } }
            : {},
      ),
    );
    const { shown, quiet } = splitQuietStrips(chains);
    expect(shown.map((chain) => chain.name)).toEqual(["Chain 3"]);
    expect(quiet).toHaveLength(11);
    // A short group is shown whole, quiet or not.
    expect(splitQuietStrips(chains.slice(0, 8)).quiet).toEqual([]);
  });
});
