import { permawebTxView } from "@oracle-explorer/core/api-views";
import { describe, expect, it } from "vitest";
import { useApiHarness } from "../../test/use-api-harness.ts";

const h = useApiHarness(["permaweb", "api"]);
const PRIMARY = "redstone-primary-prod";

/** A permawebTx of ETH's Recent updates, at least `ageMs` old. */
async function txOlderThan(ageMs: number): Promise<{ tx: string; timestamp: number }> {
  const to = Date.now() - ageMs;
  const body = (await h.json(`/api/v1/tokens/ETH/history?provider=${PRIMARY}&limit=1&to=${to}`)) as {
    points: { permawebTx: string; timestamp: number }[];
  };
  const point = body.points[0];
  if (!point) throw new Error("no history point");
  return { tx: point.permawebTx, timestamp: point.timestamp };
}

describe("GET /api/v1/permaweb/{tx}", () => {
  it("TOKEN-18 CALL-35 gives the block time of a mined update's storage transaction and a viewer link", async () => {
    const { tx, timestamp } = await txOlderThan(2 * 60 * 60_000);
    const response = await h.request(`/api/v1/permaweb/${tx}`);
    expect(response.headers.get("cache-control")).toBe("public, max-age=86400");
    const body = permawebTxView.parse(await response.json());
    expect(body).toMatchObject({ tx, status: "mined", url: `https://viewblock.io/arweave/tx/${tx}` });
    // The block lands after the update's bundle closes, and before now.
    expect(body.blockTime).toBeGreaterThan(timestamp);
    expect(body.blockTime).toBeLessThan(Date.now());
    expect(body.blockHeight).toBeGreaterThan(0);
  });

  it("TOKEN-18 a transaction not yet in a block is pending; one the gateway never saw is unknown", async () => {
    const { tx } = await txOlderThan(0);
    const pending = permawebTxView.parse(await h.json(`/api/v1/permaweb/${tx}`));
    expect(pending).toMatchObject({ status: "pending", blockTime: null, blockHeight: null });
    const unknown = permawebTxView.parse(await h.json("/api/v1/permaweb/no-such-transaction"));
    expect(unknown).toMatchObject({ status: "unknown", blockTime: null });
  });

  it("rejects an id with characters a transaction id never has", async () => {
    const response = await h.request("/api/v1/permaweb/abc%2F..%2Fblock");
    expect(response.status).toBe(400);
  });

  it("ERROR-07 a failing gateway is an upstream error naming it, not a crash", async () => {
    await h.fault("permaweb", "error");
    const response = await h.request("/api/v1/permaweb/AAABmqY3yACm1p9x0cQ2xWQhQ3q9l9H4bq2m4xXGk6s");
    expect(response.status).toBe(502);
    expect(await response.json()).toMatchObject({ error: "upstream_failed", upstream: "permaweb" });
  });
});
