import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { parseUpstream } from "./parse.ts";
import { relayerManifestSchema, relayerSchemaSchema } from "./relayer-manifest.ts";

const layer = {
  chain: { name: "base", id: 8453 },
  updateTriggers: { deviationPercentage: 0.5 },
  adapterContract: "0xb81131B6368b3F0a83af09dB4E39Ac23DA96C2Db",
  dataServiceId: "redstone-primary-prod",
  priceFeeds: { PUFFER: { priceFeedAddress: "0x85C4F855Bc0609D2584405819EdAEa3aDAbfE97D" } },
};

describe("parseUpstream", () => {
  it("CALL-03 returns the parsed data when the payload is valid", () => {
    const result = parseUpstream(
      relayerSchemaSchema,
      { standard: {}, multifeed: { baseMultiFeed: layer } },
      "relayer schema",
    );
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.data.multifeed.baseMultiFeed?.chain.id).toBe(8453);
  });

  it("CALL-03 names the payload and the path of a wrongly typed field", () => {
    const broken = {
      standard: {},
      multifeed: { baseMultiFeed: { ...layer, chain: { name: "base", id: true } } },
    };
    expect(parseUpstream(relayerSchemaSchema, broken, "relayer schema")).toEqual({
      ok: false,
      error:
        "relayer schema: multifeed.baseMultiFeed.chain.id: Invalid input: expected number or string, received boolean",
    });
  });

  it("DATA-18 reports the deepest failing option of a union, not that the value is not text", () => {
    const broken = { ...layer, priceFeeds: { PUFFER: { priceFeedAddress: 5 } } };
    const result = parseUpstream(relayerManifestSchema, broken, "manifest");
    expect(result).toEqual({
      ok: false,
      error: "manifest: priceFeeds.PUFFER.priceFeedAddress: Invalid input: expected string, received number",
    });
  });

  it("CALL-03 lists the first three issues and counts the rest", () => {
    const result = parseUpstream(z.array(z.number()), ["a", "b", "c", "d", "e"], "numbers");
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error).toBe(
        "numbers: 0: Invalid input: expected number, received string; 1: Invalid input: expected number, received string; " +
          "2: Invalid input: expected number, received string (+2 more)",
      );
    }
  });

  it("CALL-03 names the root when the whole payload has the wrong type", () => {
    expect(parseUpstream(relayerSchemaSchema, "<html>", "relayer schema")).toEqual({
      ok: false,
      error: "relayer schema: (root): Invalid input: expected object, received string",
    });
  });

  it("CALL-03 never throws, whatever the payload or a schema transform does", () => {
    const throwing = z.string().transform(() => {
      throw new Error("boom");
    });
    expect(parseUpstream(throwing, "x", "odd")).toEqual({ ok: false, error: "odd: boom" });
    fc.assert(
      fc.property(fc.jsonValue(), (payload) => {
        const result = parseUpstream(relayerSchemaSchema, payload, "relayer schema");
        if (!result.ok) expect(result.error.startsWith("relayer schema: ")).toBe(true);
      }),
    );
  });
});
