import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { feedChartPointSchema, onChainUpdatesSchema, toChartPoints } from "./on-chain-updates.ts";

describe("on-chain-updates", () => {
  it("CALL-12 DATA-42 reads chart points (timestamp, value, txHash) from the onChainUpdates field", () => {
    const response = onChainUpdatesSchema.parse({
      onChainUpdates: [
        { timestamp: 1725358781000, value: "2507.5540574", txHash: "0xabc" },
        { timestamp: 1725362381000, value: "2510", txHash: "0xdef" },
      ],
    });
    const points = toChartPoints(response);
    expect(points).toEqual([
      { timestamp: 1725358781000, value: 2507.5540574, txHash: "0xabc" },
      { timestamp: 1725362381000, value: 2510, txHash: "0xdef" },
    ]);
    for (const point of points) expect(feedChartPointSchema.parse(point)).toEqual(point);
  });

  it("CALL-12 rejects a response without onChainUpdates, but not one with an odd entry", () => {
    expect(onChainUpdatesSchema.safeParse({ updates: [] }).success).toBe(false);
    expect(onChainUpdatesSchema.safeParse({ onChainUpdates: "none" }).success).toBe(false);
    // An odd entry is dropped by toChartPoints (FILTER-32), not by rejecting the response.
    expect(
      onChainUpdatesSchema.safeParse({
        onChainUpdates: [{ timestamp: "1725358781000", value: "1", txHash: "0x1" }],
      }).success,
    ).toBe(true);
  });

  it("FILTER-32 DATA-42 drops points without a valid timestamp or a numeric value", () => {
    const points = toChartPoints({
      onChainUpdates: [
        { timestamp: 1725358781000, value: "1.5", txHash: "0x1" },
        { timestamp: -5, value: "1.7", txHash: "0x3" },
        { timestamp: Number.NaN, value: "1.8", txHash: "0x4" },
        { timestamp: 1725358782000, value: "", txHash: "0x5" },
        { timestamp: 1725358783000, value: "error", txHash: "0x6" },
        { timestamp: 1725358784000, value: "0x10", txHash: "0x7" },
        { timestamp: 1725358785000, value: "1e400", txHash: "0x8" },
        { timestamp: 1725358786000, value: "0", txHash: "0x9" },
      ],
    });
    expect(points.map((point) => point.txHash)).toEqual(["0x1", "0x9"]);
    expect(points[1]?.value).toBe(0);
  });

  it("FILTER-32 only ever yields finite values at non-negative finite timestamps", () => {
    const update = fc.record({
      timestamp: fc.double(),
      value: fc.oneof(fc.string(), fc.double().map(String)),
      txHash: fc.string(),
    });
    fc.assert(
      fc.property(fc.array(update), (onChainUpdates) => {
        for (const point of toChartPoints({ onChainUpdates })) {
          expect(Number.isFinite(point.value)).toBe(true);
          expect(point.timestamp).toBeGreaterThanOrEqual(0);
          expect(Number.isFinite(point.timestamp)).toBe(true);
        }
      }),
    );
  });
});
