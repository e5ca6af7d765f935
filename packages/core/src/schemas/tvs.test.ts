import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { ClientTvsMap, HistoricalTvs, TvsClientRecord } from "../tvs/tvs-data.ts";
import {
  historicalTvsSchema,
  parseTvsSum,
  tvlPerClientSchema,
  tvsClientsSchema,
  tvsPerClientSchema,
  tvsSumSchema,
} from "./tvs.ts";

describe("TVS service shapes", () => {
  it("CALL-38 reads tvs-sum text as a plain number or a short $ form", () => {
    expect(parseTvsSum("8700000000")).toBe(8_700_000_000);
    expect(parseTvsSum("$8.70b")).toBe(8_700_000_000);
    expect(parseTvsSum(" $8.7B\n")).toBe(8_700_000_000);
    expect(parseTvsSum("1.25 m")).toBe(1_250_000);
    expect(parseTvsSum("350k")).toBe(350_000);
    expect(parseTvsSum("$1.1T")).toBe(1_100_000_000_000);
    expect(parseTvsSum("8,700,000,000.5")).toBe(8_700_000_000.5);
    expect(parseTvsSum('"8700000000"')).toBe(8_700_000_000);
    expect(parseTvsSum("8.7e9")).toBe(8_700_000_000);
  });

  it("CALL-38 gives null for text that is not a TVS amount", () => {
    for (const text of ["", "$", "abc", "-5", "8.7x", "1,5", "8,70,000", "NaN", "Infinity", "1e999"]) {
      expect(parseTvsSum(text)).toBeNull();
    }
  });

  it("CALL-38 reads back any whole amount written as plain text", () => {
    fc.assert(
      fc.property(fc.maxSafeNat(), (amount) => {
        expect(parseTvsSum(String(amount))).toBe(amount);
      }),
    );
  });

  it("CALL-38 the tvs-sum schema turns a number or amount text into a number and rejects the rest", () => {
    expect(tvsSumSchema.parse(8_700_000_000)).toBe(8_700_000_000);
    expect(tvsSumSchema.parse("$8.70b")).toBe(8_700_000_000);
    expect(tvsSumSchema.safeParse("soon").success).toBe(false);
    expect(tvsSumSchema.safeParse(-1).success).toBe(false);
    expect(tvsSumSchema.safeParse(null).success).toBe(false);
  });

  it("CALL-39 CALL-40 read tvs-per-client and tvl-per-client as client name → number", () => {
    expect(tvsPerClientSchema.parse({ Aave: 1.5e9, Venus: 2e8 })).toEqual({ Aave: 1.5e9, Venus: 2e8 });
    expect(tvlPerClientSchema.parse({ Aave: 3e9 })).toEqual({ Aave: 3e9 });
    expect(tvsPerClientSchema.safeParse({ Aave: "1.5b" }).success).toBe(false);
    expect(tvlPerClientSchema.safeParse({ Aave: null }).success).toBe(false);
  });

  it("CALL-41 reads historical-tvs as unix-second date → client id → value", () => {
    const history = historicalTvsSchema.parse({ "1725321600": { aave: 1.5e9, "parent#venus": 2e8 } });
    expect(history["1725321600"]?.["parent#venus"]).toBe(2e8);
    expect(historicalTvsSchema.safeParse({ "2024-09-03": { aave: 1 } }).success).toBe(false);
    expect(historicalTvsSchema.safeParse({ "1725321600": { aave: "1" } }).success).toBe(false);
  });

  it("CALL-42 reads clients as a list of {name, dl-id}, keeping dl-id as text", () => {
    expect(
      tvsClientsSchema.parse([
        { name: "Aave", "dl-id": "parent#aave" },
        { name: "Venus", "dl-id": 212 },
      ]),
    ).toEqual([
      { name: "Aave", "dl-id": "parent#aave" },
      { name: "Venus", "dl-id": "212" },
    ]);
    expect(tvsClientsSchema.safeParse([{ name: "Aave" }]).success).toBe(false);
  });

  it("TVS-38 the parsed shapes are the TVS dashboard's own types", () => {
    // Compile-time: each schema's output must be assignable to tvs/'s plain type.
    const perClient: ClientTvsMap = tvsPerClientSchema.parse({ Aave: 1 });
    const history: HistoricalTvs = historicalTvsSchema.parse({ "1725321600": { aave: 2 } });
    const clients: readonly TvsClientRecord[] = tvsClientsSchema.parse([{ name: "Aave", "dl-id": 1 }]);
    expect([perClient.Aave, history["1725321600"]?.aave, clients[0]?.["dl-id"]]).toEqual([1, 2, "1"]);
  });
});
