import { describe, expect, it } from "vitest";
import {
  type DataPackagesResponse,
  dataPackagesResponseSchema,
  extractFeedMetadata,
} from "./data-packages.ts";

/** One signer entry of the real primary-prod sample (contract f), with a second signer added. */
function signed(sourceMetadata: unknown, timestampMilliseconds = 1719856900000) {
  return {
    timestampMilliseconds,
    signature: "amrZXlANgIX66hOpKJ9X4mNahSfa5CKpP03mLJoQ7K4gFosh/9GQp+MmJcl3M/B9hHTlZRA6D802x+gZbeUvzRs=",
    isSignatureValid: true,
    dataPoints: [
      {
        dataFeedId: "USDtb_PoR",
        value: 1.03280834076226,
        metadata:
          sourceMetadata === undefined
            ? { value: "1.0328" }
            : { value: "1.0328", sourceMetadata, nodeLabel: "main" },
      },
    ],
    dataServiceId: "redstone-primary-prod",
    dataFeedId: "USDtb_PoR",
    dataPackageId: "USDtb_PoR",
    signerAddress: "0x51Ce04Be4b3E32572C4Ec9135221d0691Ba7d202",
  };
}

const reserves = {
  "accountable-usdtb": {
    value: "1.0328",
    intermediateValues: { usdt_CoinbaseWallet: "1000000", usdc_KomainuWallet: "250000" },
    tradeInfo: { bidPrice: 1, askPrice: 1.01, volumeInUsd: 10 },
    slippage: [{ slippageAsPercent: "0.711506", direction: "buy", simulationValueInUsd: "10000" }],
  },
  "binance-usdt": { value: "error" },
};

function response(entries: unknown[]): DataPackagesResponse {
  return dataPackagesResponseSchema.parse({ USDtb_PoR: entries });
}

describe("gateway data packages", () => {
  it("CALL-14 takes timestampMilliseconds and each source's value and intermediateValues from the first entry", () => {
    const metadata = extractFeedMetadata(response([signed(reserves), signed({}, 1)]), "USDtb_PoR");
    expect(metadata).toEqual({
      timestampMilliseconds: 1719856900000,
      sources: {
        "accountable-usdtb": {
          value: "1.0328",
          intermediateValues: { usdt_CoinbaseWallet: "1000000", usdc_KomainuWallet: "250000" },
        },
        "binance-usdt": { value: "error" },
      },
    });
  });

  it("CALL-15 falls back to the second entry when the first has no source metadata", () => {
    const fromSecond = extractFeedMetadata(
      response([signed(undefined), signed(reserves, 1719856910000)]),
      "USDtb_PoR",
    );
    expect(fromSecond?.timestampMilliseconds).toBe(1719856910000);
    expect(fromSecond?.sources["accountable-usdtb"]?.intermediateValues?.usdt_CoinbaseWallet).toBe("1000000");
    const emptyFirst = extractFeedMetadata(response([signed({}), signed(reserves, 7)]), "USDtb_PoR");
    expect(emptyFirst?.timestampMilliseconds).toBe(7);
  });

  it("CALL-15 gives null when neither of the first two entries has metadata, or the feed is absent", () => {
    expect(
      extractFeedMetadata(response([signed(undefined), signed({}), signed(reserves)]), "USDtb_PoR"),
    ).toBeNull();
    expect(extractFeedMetadata(response([signed(reserves)]), "ETH")).toBeNull();
    expect(extractFeedMetadata(response([]), "USDtb_PoR")).toBeNull();
  });

  it("CALL-14 rejects packages without data points, with numeric intermediate values or a text timestamp", () => {
    expect(
      dataPackagesResponseSchema.safeParse({ ETH: [{ ...signed(reserves), dataPoints: [] }] }).success,
    ).toBe(false);
    const badValues = { src: { intermediateValues: { usdt_CoinbaseWallet: 1000000 } } };
    expect(dataPackagesResponseSchema.safeParse({ ETH: [signed(badValues)] }).success).toBe(false);
    expect(
      dataPackagesResponseSchema.safeParse({ ETH: [{ ...signed(reserves), timestampMilliseconds: "1" }] })
        .success,
    ).toBe(false);
  });
});
