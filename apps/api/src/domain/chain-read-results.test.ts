import type { FeedRow } from "@oracle-explorer/core/feeds";
import { afterEach, describe, expect, it, vi } from "vitest";
import { resultsOfMulticall } from "./chain-reads.ts";

afterEach(() => vi.restoreAllMocks());

const row = (feedId: string) => ({ feedId, decimals: 8 }) as unknown as FeedRow;

describe("on-chain read results", () => {
  it("ERROR-02 a failed feed timestamp read is logged once and loses only the time", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const eth = row("ETH");
    const btc = row("BTC");
    const results = resultsOfMulticall(
      1,
      [eth, btc],
      [
        { status: "success", result: 270_485_881_616n },
        { status: "failure", error: new Error("reverted") },
        { status: "success", result: 9_000_000_000_000n },
        { status: "failure", error: new Error("reverted") },
      ],
    );
    expect(results.get(eth)).toEqual({ value: 2704.85881616, timestamp: null, status: "read" });
    expect(results.get(btc)?.value).toBe(90_000);
    expect(warn).toHaveBeenCalledOnce();
    expect(warn).toHaveBeenCalledWith("api: chain 1: 2 feed timestamp read(s) failed; relayed times kept");
  });

  it("CALL-05 a failed value read is that row's failure; a full answer logs nothing", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const eth = row("ETH");
    const usdc = row("USDC");
    const results = resultsOfMulticall(
      1,
      [eth, usdc],
      [
        { status: "failure", error: new Error("no such feed") },
        { status: "success", result: 0n },
        { status: "success", result: 100_000_000n },
        { status: "success", result: 1_795_314_487n },
      ],
    );
    expect(results.get(eth)).toEqual({ value: null, timestamp: null, status: "failed" });
    expect(results.get(usdc)).toEqual({ value: 1, timestamp: 1_795_314_487_000, status: "read" });
    expect(warn).not.toHaveBeenCalled();
  });
});
