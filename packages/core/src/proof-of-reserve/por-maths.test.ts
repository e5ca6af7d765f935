import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  assetDistribution,
  assetsInMotionAmount,
  collateralizationRatioPercent,
  custodianDistribution,
  custodianTables,
  grandTotal,
  type PorBalances,
  type PorData,
  summariseProofOfReserve,
  totalSupplyAmount,
} from "./por-maths.ts";

/** Raw 6-decimal text of a whole-dollar amount. */
const usd = (dollars: number) => `${dollars}000000`;

const balances: PorBalances = {
  CoinbaseWallet: { usdt: usd(1_000), usdc: usd(200), buidl: "0", buidlI: "0" },
  CoinbaseSecondWallet: { usdt: usd(500), usdc: "0", buidl: usd(30), buidlI: "0" },
  KomainuWallet: { usdt: usd(40), usdc: "0", buidl: "0", buidlI: "0" },
  ZodiaWallet: { usdt: "0", usdc: usd(7), buidl: "0", buidlI: "0" },
  CopperWallet: { usdt: usd(3), usdc: "0", buidl: "0", buidlI: usd(2_000) },
  MintingContract: { usdt: usd(1), usdc: usd(1), buidl: "0", buidlI: "0" },
};

describe("proof-of-reserve maths", () => {
  it("POR-02 the ratio is porValue × 100", () => {
    expect(collateralizationRatioPercent(1.0123)).toBeCloseTo(101.23, 10);
    expect(collateralizationRatioPercent("0.98")).toBeCloseTo(98, 10);
  });

  it("POR-02 a missing or garbage porValue gives no ratio", () => {
    for (const value of [null, undefined, "", "abc", Number.NaN, -1]) {
      expect(collateralizationRatioPercent(value)).toBeNull();
    }
  });

  it("POR-04 the total supply reads with 18 decimals", () => {
    expect(totalSupplyAmount("1500000000000000000000000")).toBe(1_500_000);
    expect(totalSupplyAmount("not a number")).toBe(0);
  });

  it("POR-08 assets in motion read usdtbAimValue with 6 decimals", () => {
    expect(assetsInMotionAmount("2500000")).toBe(2.5);
  });

  it("POR-03 the grand total sums every holder's balance over every asset", () => {
    expect(grandTotal(balances)).toBe(1_000 + 200 + 500 + 30 + 40 + 7 + 3 + 2_000 + 1 + 1);
  });

  it("POR-03 the grand total is exact where float division of each balance would drift", () => {
    const tiny: PorBalances = {
      CoinbaseWallet: { usdt: "100000", usdc: "200000" },
      KomainuWallet: { usdt: "123456789012345678901" },
    };
    expect(grandTotal(tiny)).toBe(Number("123456789012345.979001"));
  });

  it("POR-06 POR-12 asset distribution totals each asset over all holders, in label order", () => {
    expect(assetDistribution(balances)).toEqual([
      { asset: "usdt", label: "USDT", value: 1_544 },
      { asset: "usdc", label: "USDC", value: 208 },
      { asset: "buidl", label: "BUIDL", value: 30 },
      { asset: "buidlI", label: "BUIDL-I", value: 2_000 },
    ]);
  });

  it("POR-07 POR-11 custodian distribution totals each custodian, Coinbase wallets summed", () => {
    expect(custodianDistribution(balances)).toEqual([
      { custodian: "Coinbase", value: 1_730 },
      { custodian: "Komainu", value: 40 },
      { custodian: "Zodia", value: 7 },
      { custodian: "Copper", value: 2_003 },
      { custodian: "Mint & Redeem Contract", value: 2 },
    ]);
  });

  it("POR-09 POR-10 one table per custodian, one row per asset with its balance", () => {
    const tables = custodianTables(balances);
    expect(tables.map((table) => table.custodian)).toEqual([
      "Coinbase",
      "Komainu",
      "Zodia",
      "Copper",
      "Mint & Redeem Contract",
    ]);
    expect(tables[0]).toEqual({
      custodian: "Coinbase",
      rows: [
        { asset: "usdt", label: "USDT", value: 1_500 },
        { asset: "usdc", label: "USDC", value: 200 },
        { asset: "buidl", label: "BUIDL", value: 30 },
        { asset: "buidlI", label: "BUIDL-I", value: 0 },
      ],
      total: 1_730,
    });
  });

  it("POR-03 POR-06 POR-07 garbage balances and missing holders read as 0 and never throw", () => {
    const messy = {
      CoinbaseWallet: { usdt: "abc", usdc: -5, buidl: null, buidlI: usd(1) },
      KomainuWallet: null,
      ZodiaWallet: "oops",
      UnknownWallet: { usdt: usd(999) },
      CopperWallet: { dai: usd(999) },
    } as unknown as PorBalances;
    expect(grandTotal(messy)).toBe(1);
    expect(assetDistribution(messy).map((entry) => entry.value)).toEqual([0, 0, 0, 1]);
    expect(custodianDistribution(messy).map((entry) => entry.value)).toEqual([1, 0, 0, 0, 0]);
    expect(grandTotal({})).toBe(0);
    expect(grandTotal(null as unknown as PorBalances)).toBe(0);
  });

  it("POR-01 POR-02 POR-03 POR-04 POR-08 summarises one response for the dashboard", () => {
    const data: PorData = {
      balances,
      usdtbAimValue: usd(12),
      usdtbTotalSupply: `3781${"0".repeat(18)}`,
      porValue: 1.0001,
    };
    const summary = summariseProofOfReserve(data);
    expect(summary.grandTotal).toBe(3_782);
    expect(summary.totalSupply).toBe(3_781);
    expect(summary.assetsInMotion).toBe(12);
    expect(summary.ratioPercent).toBeCloseTo(100.01, 10);
    expect(summary.custodianTables).toHaveLength(5);
  });

  it("POR-03 POR-06 POR-07 the grand total equals the sum of either distribution, for any balances", () => {
    const raw = fc.bigInt({ min: 0n, max: 10n ** 13n }).map(String);
    const holder = fc.record({ usdt: raw, usdc: raw, buidl: raw, buidlI: raw }, { requiredKeys: [] });
    const anyBalances = fc.record(
      {
        CoinbaseWallet: holder,
        CoinbaseSecondWallet: holder,
        KomainuWallet: holder,
        ZodiaWallet: holder,
        CopperWallet: holder,
        MintingContract: holder,
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(anyBalances, (input) => {
        // Whole micro-dollar sums below 2^53 stay exact, so equality can be strict.
        const micro = (value: number) => Math.round(value * 1e6);
        const total = micro(grandTotal(input));
        expect(assetDistribution(input).reduce((sum, entry) => sum + micro(entry.value), 0)).toBe(total);
        expect(custodianDistribution(input).reduce((sum, entry) => sum + micro(entry.value), 0)).toBe(total);
      }),
    );
  });
});
