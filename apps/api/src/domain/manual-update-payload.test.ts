import type { SignedDataPackage as GatewayPackage } from "@oracle-explorer/core/schemas";
import { DataPackage, NumericDataPoint } from "@redstone-finance/protocol";
import { getAddress, toHex } from "viem";
import { mnemonicToAccount } from "viem/accounts";
import { describe, expect, it } from "vitest";
import {
  encodeUpdateCall,
  expiryOf,
  medianValue,
  PackageSelectionError,
  pointValue,
  selectSignedPackages,
  updateCallKind,
  withRedstonePayload,
} from "./manual-update-payload.ts";

const MNEMONIC = "test test test test test test test test test test test junk";
const keys = [0, 1, 2, 3, 4].map((addressIndex) => {
  const account = mnemonicToAccount(MNEMONIC, { addressIndex });
  const privateKey = account.getHdKey().privateKey;
  if (!privateKey) throw new Error("no private key");
  return { address: account.address, privateKey: toHex(privateKey) };
});
const sortedAddresses = keys.map((key) => key.address.toLowerCase()).sort();
const T = 1_725_358_780_000;

/** A package as the gateway serves it, really signed by dev key `signer`. */
function pkg(signer: number, feedId: string, value: number, timestamp = T): GatewayPackage {
  const key = keys[signer];
  if (!key) throw new Error(`no key ${signer}`);
  const signed = new DataPackage(
    [new NumericDataPoint({ dataFeedId: feedId, value })],
    timestamp,
    feedId,
  ).sign(key.privateKey);
  const plain = signed.toObj();
  return {
    timestampMilliseconds: timestamp,
    signature: plain.signature,
    signerAddress: key.address,
    dataPackageId: feedId,
    dataPoints: [{ dataFeedId: feedId, value }],
  };
}

describe("selectSignedPackages (CALL-17, CONST-37)", () => {
  it("picks 3 unique signers of one round, sorted by address, with every requested feed", () => {
    const response = {
      ETH: [0, 1, 2, 3, 4].map((i) => pkg(i, "ETH", 2500 + i)),
      BTC: [0, 1, 2, 3, 4].map((i) => pkg(i, "BTC", 60_000 + i)),
    };
    const selected = selectSignedPackages(response, ["ETH", "BTC"]);
    expect(selected.timestamp).toBe(T);
    expect(selected.signers.map((s) => s.toLowerCase())).toEqual(sortedAddresses.slice(0, 3));
    expect(selected.signers.every((s) => s === getAddress(s))).toBe(true);
    expect(selected.signed).toHaveLength(6);
    expect(selected.byFeed.get("BTC")?.map((p) => p.signerAddress.toLowerCase())).toEqual(
      sortedAddresses.slice(0, 3),
    );
  });

  it("takes the newest round that has 3 signers, all packages of one timestamp", () => {
    const response = {
      ETH: [
        pkg(0, "ETH", 1, T + 10_000),
        pkg(1, "ETH", 1, T + 10_000),
        ...[2, 3, 4].map((i) => pkg(i, "ETH", 1)),
      ],
    };
    const selected = selectSignedPackages(response, ["ETH"]);
    expect(selected.timestamp).toBe(T);
    expect(selected.byFeed.get("ETH")?.every((p) => p.timestampMilliseconds === T)).toBe(true);
  });

  it("counts a signer only when it signed every feed, once, with a signature that is its own", () => {
    const forged = { ...pkg(3, "ETH", 1), signerAddress: keys[4]?.address ?? "" };
    const response = {
      ETH: [pkg(0, "ETH", 1), pkg(0, "ETH", 1), pkg(1, "ETH", 1), pkg(2, "ETH", 1), forged],
      BTC: [pkg(0, "BTC", 1), pkg(1, "BTC", 1), pkg(3, "BTC", 1), pkg(4, "BTC", 1)],
    };
    // ETH: signers 0, 1, 2 (3's package is forged as 4's); BTC lacks 2: only 0 and 1 qualify.
    expect(() => selectSignedPackages(response, ["ETH", "BTC"])).toThrow(PackageSelectionError);
    expect(() => selectSignedPackages(response, ["ETH", "BTC"])).toThrow(/fewer than 3 unique signers/);
    expect(selectSignedPackages(response, ["ETH"]).signers).toHaveLength(3);
  });

  it("skips a signer the data service does not register (its adapter would revert), and a bad signature", () => {
    const badSignature = { ...pkg(1, "ETH", 1), signature: pkg(4, "ETH", 1).signature };
    const response = {
      ETH: [pkg(0, "ETH", 1), badSignature, pkg(2, "ETH", 1), pkg(3, "ETH", 1), pkg(4, "ETH", 1)],
    };
    const registered = new Set([0, 1, 2, 3].map((i) => keys[i]?.address.toLowerCase() ?? ""));
    const selected = selectSignedPackages(response, ["ETH"], 3, registered);
    const expected = [0, 2, 3].map((i) => keys[i]?.address.toLowerCase()).sort();
    expect(selected.signers.map((s) => s.toLowerCase())).toEqual(expected);
    expect(() =>
      selectSignedPackages(response, ["ETH"], 3, new Set(expected.slice(0, 2) as string[])),
    ).toThrow(PackageSelectionError);
  });

  it("names missing feeds", () => {
    expect(() =>
      selectSignedPackages({ ETH: [0, 1, 2].map((i) => pkg(i, "ETH", 1)) }, ["ETH", "BTC"]),
    ).toThrow("no signed packages for BTC");
  });
});

describe("values, calldata and expiry", () => {
  it("the value is the median of the chosen packages; base64 values are integers with decimals", () => {
    expect(medianValue([pkg(0, "ETH", 3), pkg(1, "ETH", 1), pkg(2, "ETH", 2)], "ETH")).toBe(2);
    const base64 = Buffer.from("0000000000000000000000000000000000000000000000000000003b9aca00", "hex");
    expect(pointValue({ value: base64.toString("base64") })).toBe(10);
    expect(pointValue({ value: base64.toString("base64"), decimals: 9 })).toBe(1);
  });

  it("UPDATE-10 encodes the adapter's update call and appends the RedStone payload", () => {
    expect(updateCallKind("price-feeds")).toBe("price-feeds");
    expect(updateCallKind("fast-multi-feed")).toBe("multi-feed");
    expect(updateCallKind("mento")).toBeNull();
    const priceFeeds = encodeUpdateCall("price-feeds", ["ETH", "BTC"], T);
    expect(priceFeeds).toBe(`0xc14c9204${T.toString(16).padStart(64, "0")}`);
    const multi = encodeUpdateCall("multi-feed", ["ETH"], T);
    expect(multi.startsWith("0xb7a16251")).toBe(true);
    expect(multi).toContain("4554480000000000000000000000000000000000000000000000000000000000");
    const selected = selectSignedPackages({ ETH: [0, 1, 2].map((i) => pkg(i, "ETH", 2500)) }, ["ETH"]);
    const data = withRedstonePayload(multi, selected.signed);
    expect(data.startsWith(multi)).toBe(true);
    // …3 packages (2 bytes), empty metadata (3 bytes of length), the marker.
    expect(data.endsWith("0003000000000002ed57011e0000")).toBe(true);
  });

  it("packages expire 3 minutes after their second", () => {
    expect(expiryOf(T)).toBe(T + 180_000);
    expect(expiryOf(T + 999)).toBe(T + 180_000);
  });
});
