import type { DataPackagesResponse } from "@oracle-explorer/core/schemas";
import { describe, expect, it } from "vitest";
import { observeRound, type PackageChecks } from "./observe-round.ts";

type Pkg = DataPackagesResponse[string][number];

const R = 1_767_225_600_000; // a round on the 10 s grid
const NODES = ["0xa", "0xb", "0xc", "0xd"];

const pkg = (signer: string, timestamp: number, feed: string, value: number, signature = "ok"): Pkg => ({
  dataPackageId: feed,
  timestampMilliseconds: timestamp,
  signature,
  signerAddress: signer.toUpperCase().replace("0X", "0x"),
  dataPoints: [{ dataFeedId: feed, value }],
});

/** A fake recovery: a package signed "bad" recovers to another address. */
const checks: PackageChecks = {
  recover: (p) => (p.signature === "bad" ? "0xffff" : p.signerAddress),
  valueOf: (point) => (typeof point.value === "number" ? point.value : Number.NaN),
};

function answerOf(packages: Pkg[]): DataPackagesResponse {
  const answer: DataPackagesResponse = {};
  for (const p of packages) answer[p.dataPackageId] = [...(answer[p.dataPackageId] ?? []), p];
  return answer;
}

describe("one gateway answer as the store records it", () => {
  it("medians over this round's valid values; a drifting node's deviation in basis points", () => {
    const observed = observeRound({
      serviceId: "s",
      intervalMs: 10_000,
      nodes: NODES,
      answer: answerOf([
        pkg("0xa", R, "ETH", 100),
        pkg("0xb", R, "ETH", 100),
        pkg("0xc", R, "ETH", 100.4), // 40 bp off
        pkg("0xd", R, "ETH", 100),
      ]),
      seenAt: R + 1_500,
      live: true,
      earlierMedians: () => undefined,
      checks,
    });
    expect(observed?.medians.get("ETH")).toBe(100);
    const c = observed?.observation.packages.find((p) => p.node === "0xc");
    expect(c?.deviationsBp.get("ETH")).toBeCloseTo(40, 6);
    expect(observed?.observation).toMatchObject({ roundTs: R, live: true, registeredNodes: NODES });
  });

  it("a late node's package belongs to its own round and is measured against that round's median", () => {
    const observed = observeRound({
      serviceId: "s",
      intervalMs: 10_000,
      nodes: NODES,
      answer: answerOf([
        pkg("0xa", R, "ETH", 200),
        pkg("0xb", R, "ETH", 200),
        pkg("0xc", R - 10_000, "ETH", 101),
      ]),
      seenAt: R + 1_500,
      live: true,
      earlierMedians: (round) => (round === R - 10_000 ? new Map([["ETH", 100]]) : undefined),
      checks,
    });
    const late = observed?.observation.packages.find((p) => p.node === "0xc");
    expect(late).toMatchObject({ roundTs: R - 10_000, feeds: 1 });
    expect(late?.deviationsBp.get("ETH")).toBeCloseTo(100, 6);
    // The late value stays out of this round's median.
    expect(observed?.medians.get("ETH")).toBe(200);
    expect(observed?.observation.packages.map((p) => p.node).sort()).toEqual(["0xa", "0xb", "0xc"]);
  });

  it("a package whose signature recovers to another address is named, and its value left out", () => {
    const observed = observeRound({
      serviceId: "s",
      intervalMs: 10_000,
      nodes: NODES,
      answer: answerOf([
        pkg("0xa", R, "ETH", 100),
        pkg("0xb", R, "ETH", 100),
        pkg("0xd", R, "ETH", 1_000, "bad"),
        pkg("0xd", R, "BTC", 50),
      ]),
      seenAt: R + 1_500,
      live: true,
      earlierMedians: () => undefined,
      checks,
    });
    const d = observed?.observation.packages.find((p) => p.node === "0xd");
    expect(d).toMatchObject({ feeds: 1, invalidFeeds: ["ETH"] });
    expect(d?.deviationsBp.has("ETH")).toBe(false);
    expect(observed?.medians.get("ETH")).toBe(100);
  });

  it("a signer the registry does not list for the service is not one of its nodes; no packages → null", () => {
    const stranger = observeRound({
      serviceId: "s",
      intervalMs: 10_000,
      nodes: NODES,
      answer: answerOf([pkg("0x99", R, "ETH", 100)]),
      seenAt: R,
      live: true,
      earlierMedians: () => undefined,
      checks,
    });
    expect(stranger).toBeNull();
  });
});
