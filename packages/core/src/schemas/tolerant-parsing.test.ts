import { describe, expect, it } from "vitest";
import { parseFeedsAnswers } from "./feeds-answers.ts";
import { onChainUpdatesSchema, toChartPoints } from "./on-chain-updates.ts";
import { parseRelayerSchema } from "./relayer-manifest.ts";

const layer = (id: number) => ({
  chain: { name: "ethereum", id },
  adapterContract: "0xabc",
  dataServiceId: "redstone-primary-prod",
  updateTriggers: { deviationPercentage: 0.5 },
  priceFeeds: { ETH: "0xfeed" },
});

describe("tolerant parsing of upstream payloads", () => {
  it("CALL-03 one malformed layer is dropped and reported, the others survive", () => {
    const result = parseRelayerSchema({
      standard: { good: layer(1), broken: { ...layer(1), chain: { name: "x", id: true } } },
      multifeed: { alsoGood: layer(8453) },
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(Object.keys(result.data.schema.standard)).toEqual(["good"]);
    expect(Object.keys(result.data.schema.multifeed)).toEqual(["alsoGood"]);
    expect(result.data.schema.nonEvm).toEqual({});
    expect(result.data.rejected).toHaveLength(1);
    expect(result.data.rejected[0]).toMatchObject({ group: "standard", layerId: "broken" });
    expect(result.data.rejected[0]?.error).toContain("chain.id");
  });

  it("CALL-03 a payload without its groups fails with a readable reason", () => {
    expect(parseRelayerSchema(null)).toMatchObject({ ok: false });
    const missing = parseRelayerSchema({ standard: {} });
    expect(missing.ok).toBe(false);
    if (!missing.ok) expect(missing.error).toContain("multifeed");
  });

  it("CALL-04 DATA-49 one bad answer costs only its own feed", () => {
    const result = parseFeedsAnswers({
      zkLinkMultiFeed: {
        ETH: { timestamp: "2024-09-03T10:19:41Z", value: "2507.5540574" },
        USDC: { timestamp: "2024-09-03T07:31:53Z", value: null },
      },
      weird: "not an object",
      bnbBnb: { BNB: { timestamp: "2024-09-03T11:03:23Z", value: "534.25" } },
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(Object.keys(result.data.answers.zkLinkMultiFeed ?? {})).toEqual(["ETH"]);
    expect(result.data.answers.bnbBnb?.BNB?.value).toBe("534.25");
    expect(result.data.dropped).toBe(2);
  });

  it("FILTER-32 CALL-12 one unusable on-chain update drops only that point", () => {
    const response = onChainUpdatesSchema.parse({
      onChainUpdates: [
        { timestamp: 1725358781000, value: "2507.55", txHash: "0x1" },
        { timestamp: null, value: "2500", txHash: "0x2" },
        { timestamp: 1725358791000, value: 2508, txHash: "0x3" },
        { timestamp: 1725358801000, value: "lots", txHash: "0x4" },
        "garbage",
      ],
    });
    expect(toChartPoints(response)).toEqual([
      { timestamp: 1725358781000, value: 2507.55, txHash: "0x1" },
      { timestamp: 1725358791000, value: 2508, txHash: "0x3" },
    ]);
  });
});
