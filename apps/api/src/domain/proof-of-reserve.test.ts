import type { DataPackagesResponse, SignedDataPackage } from "@oracle-explorer/core/schemas";
import { describe, expect, it } from "vitest";
import { UpstreamError } from "../upstream/upstream-error.ts";
import { proofOfReserveFigures } from "./proof-of-reserve.ts";

const FEED = "USDtb_POR";

function pkg(
  intermediateValues: Record<string, string> | undefined,
  value: number | string = 1.02,
): SignedDataPackage {
  return {
    timestampMilliseconds: 1_700_000_000_000,
    signature: "sig",
    signerAddress: "0x0",
    dataPackageId: FEED,
    dataPoints: [
      {
        dataFeedId: FEED,
        value,
        metadata: {
          value: String(value),
          sourceMetadata: intermediateValues
            ? { "accountable-usdtb": { value: String(value), intermediateValues } }
            : {},
        },
      },
    ],
  };
}

const VALUES = {
  usdt_CoinbaseWallet: "1000000", // 1 USDT
  usdc_CoinbaseSecondWallet: "2000000",
  buidl_MintingContract: "500000000", // 500
  "KomainuWallet.buidlI": "0x0f4240", // 1, hex, the other layout
  usdtbTotalSupply: "490000000000000000000", // 490, 18 decimals
  usdtbAimValue: "7000000",
  somethingElse: "12",
};

describe("proofOfReserveFigures", () => {
  it("POR-13 POR-04 POR-05 POR-08 reads balances, supply and assets in motion from intermediateValues", () => {
    const figures = proofOfReserveFigures({ [FEED]: [pkg(VALUES)] } as DataPackagesResponse, FEED);
    expect(figures.grandTotal).toBe(504);
    expect(figures.totalSupply).toBe(490);
    expect(figures.assetsInMotion).toBe(7);
    expect(figures.custodianDistribution.find((c) => c.custodian === "Coinbase")?.value).toBe(3);
    expect(figures.ignoredKeys).toEqual(["somethingElse"]);
    expect(figures.smallValueWarnings).toEqual({ assetDistribution: true, custodianDistribution: true });
  });

  it("POR-02 takes the ratio from the signed value, or from a porValue intermediate value", () => {
    expect(proofOfReserveFigures({ [FEED]: [pkg(VALUES, 1.0286)] }, FEED).ratioPercent).toBeCloseTo(
      102.86,
      9,
    );
    const withRatio = { ...VALUES, porValue: "0.99" };
    expect(proofOfReserveFigures({ [FEED]: [pkg(withRatio, 5)] }, FEED).ratioPercent).toBeCloseTo(99, 9);
    expect(proofOfReserveFigures({ [FEED]: [pkg(VALUES, "n/a")] }, FEED).ratioPercent).toBeNull();
  });

  it("CALL-15 falls back to the second signer's package when the first has no metadata", () => {
    const figures = proofOfReserveFigures({ [FEED]: [pkg(undefined), pkg(VALUES)] }, FEED);
    expect(figures.grandTotal).toBe(504);
  });

  it("POR-17 an answer without the feed or its intermediateValues is a malformed upstream answer", () => {
    for (const response of [{}, { [FEED]: [pkg(undefined)] }] as DataPackagesResponse[]) {
      try {
        proofOfReserveFigures(response, FEED);
        expect.unreachable();
      } catch (error) {
        expect(error).toBeInstanceOf(UpstreamError);
        expect(error).toMatchObject({ upstream: "oracle gateway", failure: "malformed" });
      }
    }
  });
});
