import { describe, expect, it } from "vitest";
import type { PorBalances } from "../proof-of-reserve/por-maths.ts";
import { parsePorIntermediateValues, porPayloadSchema } from "./proof-of-reserve.ts";

/** Captured-style PoR metadata: one key per holder/asset pair, in the canonical "<asset>_<Holder>" layout. */
const captured = {
  intermediateValues: {
    usdt_CoinbaseWallet: "120000000000000",
    usdc_CoinbaseWallet: "30000000000000",
    buidl_CoinbaseSecondWallet: "50000000000000",
    buidlI_KomainuWallet: "25000000000000",
    usdt_ZodiaWallet: "10000000000000",
    usdc_CopperWallet: "0x12a05f200",
    usdt_MintingContract: "1000.5",
  },
  usdtbAimValue: "1500000000",
  usdtbTotalSupply: "240000000000000000000000000",
  porValue: 1.0204,
};

describe("proof of reserve", () => {
  it("POR-01 reads intermediateValues, usdtbAimValue, usdtbTotalSupply and porValue as numbers or decimal text", () => {
    const data = porPayloadSchema.parse(captured);
    expect(data.usdtbTotalSupply).toBe("240000000000000000000000000");
    expect(data.porValue).toBe(1.0204);
    expect(data.intermediateValues.usdt_MintingContract).toBe("1000.5");
  });

  it("POR-01 rejects data without porValue or with a non-numeric figure", () => {
    const { porValue: _omitted, ...noPor } = captured;
    expect(porPayloadSchema.safeParse(noPor).success).toBe(false);
    expect(porPayloadSchema.safeParse({ ...captured, usdtbAimValue: "n/a" }).success).toBe(false);
    expect(
      porPayloadSchema.safeParse({ ...captured, intermediateValues: { usdt_CoinbaseWallet: 1 } }).success,
    ).toBe(false);
  });

  it("POR-13 maps the captured intermediateValues to holder → asset → balance", () => {
    const parsed = parsePorIntermediateValues(captured.intermediateValues);
    expect(parsed).toEqual({
      balances: {
        CoinbaseWallet: { usdt: "120000000000000", usdc: "30000000000000" },
        CoinbaseSecondWallet: { buidl: "50000000000000" },
        KomainuWallet: { buidlI: "25000000000000" },
        ZodiaWallet: { usdt: "10000000000000" },
        CopperWallet: { usdc: "0x12a05f200" },
      },
      // Not a raw integer: the maths would read it as 0, so it is reported instead (POR-05).
      ignoredKeys: ["usdt_MintingContract"],
    });
    // The parsed balances feed proof-of-reserve/'s maths as they are.
    const forMaths: PorBalances = parsed.balances;
    expect(forMaths.KomainuWallet?.buidlI).toBe("25000000000000");
  });

  it('POR-13 also reads "<holder>.<asset>" keys in any case, and tells buidl from buidlI', () => {
    const { balances } = parsePorIntermediateValues({
      "coinbasewallet.USDT": "1",
      "KOMAINUWALLET.buidli": "2",
      "KomainuWallet.buidl": "3",
      BUIDLI_zodiawallet: "4",
    });
    expect(balances).toEqual({
      CoinbaseWallet: { usdt: "1" },
      KomainuWallet: { buidlI: "2", buidl: "3" },
      ZodiaWallet: { buidlI: "4" },
    });
  });

  it("POR-13 reports keys that name no holder/asset pair or hold no decimal balance", () => {
    const parsed = parsePorIntermediateValues({
      usdt_CoinbaseWallet: "7",
      usdt_usdc: "1",
      CoinbaseWallet_CopperWallet: "1",
      dai_CoinbaseWallet: "1",
      usdc_UnknownWallet: "1",
      usdc_CopperWallet: "lots",
      total: "9",
    });
    expect(parsed.balances).toEqual({ CoinbaseWallet: { usdt: "7" } });
    expect(parsed.ignoredKeys).toEqual([
      "usdt_usdc",
      "CoinbaseWallet_CopperWallet",
      "dai_CoinbaseWallet",
      "usdc_UnknownWallet",
      "usdc_CopperWallet",
      "total",
    ]);
  });
});
