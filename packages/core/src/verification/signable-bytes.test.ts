import { readFileSync } from "node:fs";
import {
  DataPackage,
  DataPoint,
  type DataPointPlainObj,
  NumericDataPoint,
  SignedDataPackage,
} from "@redstone-finance/protocol";
import fc from "fast-check";
import { bytesToHex, getAddress, toHex } from "viem";
import { mnemonicToAccount } from "viem/accounts";
import { describe, expect, it } from "vitest";
import type { RawSignedPackageView } from "../api-views/signed-packages.ts";
import { parseSignature, recoverPackageSigner } from "./package-signature.ts";
import { base64Bytes, signableBytes, signableHash } from "./signable-bytes.ts";

/**
 * The browser's port against @redstone-finance/protocol itself: for every package, the signed
 * bytes' hash, the signature as r‖s‖v and the recovered signer must be the library's, and a
 * package the library refuses must be refused here too.
 */

/**
 * Real packages: redstone-primary-prod's whole answer of 2024-07-01 (645 packages, 129 package
 * ids, five signers; a multi-feed package, __FRAXTAL__, and USDC.DAI with 14 decimals), copied
 * from the RedStone monorepo's packages/protocol/test/primary-prod-data-packages.json at commit
 * b9dea4ff (the commit ../shared/fixtures copies from), with the unsigned metadata left out.
 */
export const RECORDED: Record<string, RawSignedPackageView[]> = JSON.parse(
  readFileSync(new URL("./fixtures/primary-prod-packages-2024-07-01.json", import.meta.url), "utf8"),
);
const recorded = Object.values(RECORDED).flat();

/** What the protocol library makes of a package, as the api asks it (apps/api toSigned). */
function library(pkg: RawSignedPackageView) {
  try {
    const signed = SignedDataPackage.fromObj({
      dataPackageId: pkg.dataPackageId,
      timestampMilliseconds: pkg.timestampMilliseconds,
      signature: pkg.signature,
      dataPoints: pkg.dataPoints.map((point) => ({ ...point }) as DataPointPlainObj),
    });
    return {
      hash: bytesToHex(signed.dataPackage.getSignableHash()),
      signature: signed.serializeSignatureToHex(),
      recovered: getAddress(signed.recoverSignerAddress()),
    };
  } catch {
    // The two curve libraries word their refusals differently; that both refuse is what counts.
    return { refused: true };
  }
}

/** What the browser's port makes of it. */
async function browser(pkg: RawSignedPackageView) {
  const recovery = await recoverPackageSigner(pkg);
  return recovery.recovered === null
    ? { refused: true, error: recovery.error }
    : { hash: recovery.signableHash, signature: recovery.signature, recovered: recovery.recovered };
}

const MNEMONIC = "test test test test test test test test test test test junk";
const KEY = toHex(mnemonicToAccount(MNEMONIC).getHdKey().privateKey as Uint8Array);
const SIGNER = mnemonicToAccount(MNEMONIC).address;
const T = 1_795_318_200_000;

/** A package signed by the library, in the gateway's shape. */
function signedBy(points: DataPoint[], plain: RawSignedPackageView["dataPoints"], timestamp = T, id = "X") {
  const signed = new DataPackage(points, timestamp, id).sign(KEY);
  return {
    dataPackageId: id,
    timestampMilliseconds: timestamp,
    signerAddress: SIGNER,
    signature: signed.toObj().signature,
    dataPoints: plain,
  } satisfies RawSignedPackageView;
}

const numeric = (point: { dataFeedId: string; value: number; decimals?: number; valueByteSize?: number }) =>
  signedBy([new NumericDataPoint(point)], [point]);

const flipByte = (base64: string, index: number) => {
  const bytes = base64Bytes(base64);
  bytes[index] = (bytes[index] as number) ^ 0x01;
  return Buffer.from(bytes).toString("base64");
};

describe("signed bytes and signers rebuilt in the browser, against the protocol library", () => {
  it("VERIFY-BROWSER-01 every recorded primary-prod package: the signable hash, the signature and the recovered signer are the library's", async () => {
    expect(recorded).toHaveLength(645);
    for (const pkg of recorded) {
      const expected = library(pkg);
      expect(expected.recovered, `${pkg.dataPackageId} is a valid package`).toBe(pkg.signerAddress);
      expect(await browser(pkg), `${pkg.dataPackageId} by ${pkg.signerAddress}`).toEqual(expected);
    }
  });

  it("VERIFY-BROWSER-02 the multi-feed package sorts its data points by bytes32 id as the library does, whatever order they arrive in", async () => {
    const [fraxtal] = RECORDED.__FRAXTAL__ ?? [];
    if (!fraxtal) throw new Error("no __FRAXTAL__ package");
    expect(fraxtal.dataPoints.length).toBeGreaterThan(1);
    const shuffled = { ...fraxtal, dataPoints: [...fraxtal.dataPoints].reverse() };
    expect(signableHash(shuffled)).toBe(signableHash(fraxtal));
    expect(await browser(shuffled)).toEqual(library(fraxtal));
    // Layout: per point a 32-byte id and a 32-byte value, then 6 + 4 + 3 bytes.
    expect(signableBytes(fraxtal)).toHaveLength(fraxtal.dataPoints.length * 64 + 13);
  });

  it("VERIFY-BROWSER-03 an altered signature, value or timestamp no longer recovers to the claimed signer", async () => {
    const pkg = recorded[0] as RawSignedPackageView;
    for (const index of [0, 31, 40, 63]) {
      const altered = { ...pkg, signature: flipByte(pkg.signature, index) };
      const result = await browser(altered);
      expect(result, `byte ${index}`).toMatchObject(library(altered));
      expect(result.recovered, `byte ${index}`).not.toBe(pkg.signerAddress);
    }
    const point = pkg.dataPoints[0] as RawSignedPackageView["dataPoints"][number];
    const revalued = { ...pkg, dataPoints: [{ ...point, value: (point.value as number) * 1.01 }] };
    const retimed = { ...pkg, timestampMilliseconds: pkg.timestampMilliseconds + 10_000 };
    for (const changed of [revalued, retimed]) {
      const result = await browser(changed);
      expect(result).toEqual(library(changed));
      expect(result.recovered).not.toBe(pkg.signerAddress);
    }
  });

  it("VERIFY-BROWSER-04 numeric values: decimals, value byte sizes, 1e21 and above, tiny, zero and -0 serialise as the library's NumericDataPoint", async () => {
    const cases = [
      { dataFeedId: "ETH", value: 2691.123456789 },
      { dataFeedId: "ETH", value: 0.9999670702449966, decimals: 14 },
      { dataFeedId: "ETH", value: 1234.5, decimals: 0 },
      { dataFeedId: "ETH", value: 1234.5, decimals: 18, valueByteSize: 16 },
      { dataFeedId: "ETH", value: 7, valueByteSize: 8 },
      { dataFeedId: "ETH", value: 2 ** 70 },
      { dataFeedId: "ETH", value: 1.2345678901234566e25, decimals: 2 },
      { dataFeedId: "ETH", value: 1e-9 },
      { dataFeedId: "ETH", value: 0 },
      { dataFeedId: "ETH", value: -0 },
      { dataFeedId: "a fairly long feed id of 40 characters", value: 1 },
      { dataFeedId: `0x${"ab".repeat(20)}`, value: 1 },
      { dataFeedId: "€UR", value: 1.1 },
    ];
    for (const point of cases) {
      const pkg = numeric(point);
      const result = await browser(pkg);
      expect(result, JSON.stringify(point)).toEqual(library(pkg));
      expect(result.recovered).toBe(SIGNER);
    }
  });

  it("VERIFY-BROWSER-05 any numeric data point hashes as the library's, or both refuse it", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.double({ noNaN: true, min: 0, max: 1e30 }), fc.integer({ min: 0, max: 2 ** 53 })),
        fc.option(fc.integer({ min: 0, max: 20 }), { nil: undefined }),
        fc.option(fc.integer({ min: 1, max: 32 }), { nil: undefined }),
        async (value, decimals, valueByteSize) => {
          const point = {
            dataFeedId: "BTC",
            value,
            ...(decimals === undefined ? {} : { decimals }),
            ...(valueByteSize === undefined ? {} : { valueByteSize }),
          };
          let expected: string;
          try {
            expected = bytesToHex(new DataPackage([new NumericDataPoint(point)], T, "BTC").getSignableHash());
          } catch {
            expect(() => signableHash({ dataPoints: [point], timestampMilliseconds: T })).toThrow();
            return;
          }
          expect(signableHash({ dataPoints: [point], timestampMilliseconds: T })).toBe(expected);
        },
      ),
      { numRuns: 300 },
    );
  });

  it("VERIFY-BROWSER-06 base64 values are signed as their raw bytes; 64-byte (EIP-2098) and v 0/1 signatures recover as the library's", async () => {
    const bytes = Uint8Array.from([1, 2, 3, 4, 250, 251]);
    const raw = signedBy(
      [new DataPoint("PACKED", bytes), new DataPoint("OTHER", Uint8Array.from([9, 9, 9, 9, 9, 9]))],
      [
        { dataFeedId: "PACKED", value: Buffer.from(bytes).toString("base64") },
        { dataFeedId: "OTHER", value: "CQkJCQkJ" },
      ],
    );
    expect(await browser(raw)).toEqual(library(raw));
    expect((await browser(raw)).recovered).toBe(SIGNER);

    const pkg = numeric({ dataFeedId: "ETH", value: 3000 });
    const full = base64Bytes(pkg.signature);
    const yParity = (full[64] as number) - 27;
    const compact = full.slice(0, 64);
    compact[32] = (compact[32] as number) | (yParity << 7);
    const recid = Uint8Array.from([...full.slice(0, 64), yParity]);
    for (const signature of [
      Buffer.from(compact).toString("base64"),
      Buffer.from(recid).toString("base64"),
    ]) {
      const variant = { ...pkg, signature };
      expect(await browser(variant)).toEqual(library(variant));
      expect((await browser(variant)).recovered).toBe(SIGNER);
    }
  });

  it("VERIFY-BROWSER-07 what the library refuses is refused here: v 29, a high s, an empty or short signature, duplicate ids, a negative value, overflow, mixed sizes, a 32-byte id", async () => {
    const pkg = numeric({ dataFeedId: "ETH", value: 3000 });
    const full = base64Bytes(pkg.signature);
    const withV = (v: number) => Buffer.from(Uint8Array.from([...full.slice(0, 64), v])).toString("base64");
    // The twin signature (n - s, other parity) recovers to the same key: only the low-s rule refuses it.
    const n = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n;
    const highS = Uint8Array.from([
      ...full.slice(0, 32),
      ...Buffer.from((n - BigInt(bytesToHex(full.slice(32, 64)))).toString(16).padStart(64, "0"), "hex"),
      (full[64] as number) === 27 ? 28 : 27,
    ]);
    const refused: RawSignedPackageView[] = [
      { ...pkg, signature: withV(29) },
      { ...pkg, signature: Buffer.from(highS).toString("base64") },
      { ...pkg, signature: "" },
      { ...pkg, signature: Buffer.from(full.slice(0, 40)).toString("base64") },
      {
        ...pkg,
        dataPoints: [
          { dataFeedId: "ETH", value: 1 },
          { dataFeedId: "ETH", value: 2 },
        ],
      },
      { ...pkg, dataPoints: [{ dataFeedId: "ETH", value: -1 }] },
      { ...pkg, dataPoints: [{ dataFeedId: "ETH", value: 70_000, valueByteSize: 2 }] },
      { ...pkg, dataPoints: [{ dataFeedId: "ETH", value: 1, valueByteSize: 33 }] },
      {
        ...pkg,
        dataPoints: [
          { dataFeedId: "ETH", value: 1 },
          { dataFeedId: "BTC", value: 1, valueByteSize: 8 },
        ],
      },
      { ...pkg, dataPoints: [{ dataFeedId: "€€€€€€€€€€€", value: 1 }] },
    ];
    for (const bad of refused) {
      const expected = library(bad);
      const result = await browser(bad);
      expect(expected, JSON.stringify(bad)).toEqual({ refused: true });
      expect(result, JSON.stringify(bad)).toEqual({ refused: true, error: expect.any(String) });
    }
  });

  it("VERIFY-BROWSER-08 the signature reads as joinSignature writes it: r‖s‖v hex, v 27 or 28", () => {
    const pkg = recorded[0] as RawSignedPackageView;
    const signature = parseSignature(pkg.signature);
    expect(signature).toMatch(/^0x[0-9a-f]{128}(1b|1c)$/);
    expect(signature).toBe(library(pkg).signature);
    expect(() => parseSignature("not*base64")).toThrow('"*" is not a base64 character');
  });
});
