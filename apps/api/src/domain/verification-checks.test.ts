import { verificationView } from "@oracle-explorer/core/api-views";
import type { SignedDataPackage as GatewayPackage, OracleNode } from "@oracle-explorer/core/schemas";
import { medianOf as median } from "@oracle-explorer/core/verification";
import { DataPackage, NumericDataPoint } from "@redstone-finance/protocol";
import { keccak256, toHex } from "viem";
import { mnemonicToAccount } from "viem/accounts";
import { describe, expect, it } from "vitest";
import { verifyPackages } from "./verification-checks.ts";

const MNEMONIC = "test test test test test test test test test test test junk";
const keys = [0, 1, 2, 3, 4, 5, 6].map((addressIndex) => {
  const account = mnemonicToAccount(MNEMONIC, { addressIndex });
  const privateKey = account.getHdKey().privateKey;
  if (!privateKey) throw new Error("no private key");
  return { address: account.address, privateKey: toHex(privateKey) };
});
const key = (index: number) => {
  const found = keys[index];
  if (!found) throw new Error(`no key ${index}`);
  return found;
};
const SERVICE = "redstone-primary-prod";
const T = 1_795_318_200_000;

/** Dev keys 0..4 are the service's nodes; 5 is a node of another service; 6 is nobody's. */
const nodes: OracleNode[] = [
  ...[0, 1, 2, 3, 4].map((i) => node(`prod-node-${i}`, key(i).address, SERVICE)),
  node("demo-node", key(5).address, "redstone-primary-demo"),
  { ...node("coming-soon", "", SERVICE), evmAddress: false },
];

function node(name: string, evmAddress: string, dataServiceId: string): OracleNode {
  return { key: `key-${name}`, name, logo: "", description: "", evmAddress, url: null, dataServiceId };
}

/** A package as the gateway serves it, really signed by dev key `signer`. */
function pkg(signer: number, value: number, timestamp = T): GatewayPackage {
  const signed = new DataPackage([new NumericDataPoint({ dataFeedId: "ETH", value })], timestamp, "ETH").sign(
    key(signer).privateKey,
  );
  return {
    timestampMilliseconds: timestamp,
    signature: signed.toObj().signature,
    signerAddress: key(signer).address,
    dataPackageId: "ETH",
    dataPoints: [{ dataFeedId: "ETH", value }],
  };
}

function verify(packages: GatewayPackage[], now = T + 5_000) {
  const view = verifyPackages({
    feedId: "ETH",
    dataServiceId: SERVICE,
    dataServiceName: "RedStone Primary Prod",
    packages,
    nodes,
    now,
  });
  // What the route serves must satisfy the published schema.
  return verificationView.parse(view);
}

const checkOf = (view: ReturnType<typeof verify>, index: number, id: string) =>
  view.packages[index]?.checks.find((entry) => entry.id === id);

describe("verify live data: recovering signers and checking packages", () => {
  it("verify: five registered nodes' packages pass every check, with their node names and the median", () => {
    const view = verify([0, 1, 2, 3, 4].map((i) => pkg(i, 2500 + i)));
    expect(view.packages.map((p) => p.node?.name)).toEqual([0, 1, 2, 3, 4].map((i) => `prod-node-${i}`));
    expect(view.packages.every((p) => p.valid && p.recoveredSigner === p.claimedSigner)).toBe(true);
    expect(view.median).toBe(2502);
    expect(view).toMatchObject({ uniqueSigners: 5, registeredNodes: 5, requiredSigners: 3 });
    expect(view.verdict.status).toBe("verified");
    expect(view.verdict.text).toBe(
      "Verified: every package passed every check; 5 unique registered signers, 3 required.",
    );
    expect(view.steps).toHaveLength(6);
  });

  it("verify: the signable hash is keccak256 of the package's signed bytes, the digest the node signed", () => {
    const view = verify([pkg(0, 2500)]);
    const bytes = new DataPackage(
      [new NumericDataPoint({ dataFeedId: "ETH", value: 2500 })],
      T,
      "ETH",
    ).toBytes();
    expect(view.packages[0]?.signableHash).toBe(keccak256(bytes));
    expect(view.packages[0]?.signature).toMatch(/^0x[0-9a-f]{130}$/);
  });

  it("verify: a tampered package fails the signature check and does not count", () => {
    // The value was changed after signing: the signature now recovers to some other address.
    const tampered = { ...pkg(1, 2501), dataPoints: [{ dataFeedId: "ETH", value: 9999 }] };
    const view = verify([pkg(0, 2500), tampered, pkg(2, 2502), pkg(3, 2503)]);
    const signature = checkOf(view, 1, "signature");
    expect(signature?.pass).toBe(false);
    expect(signature?.text).toMatch(
      /^Recovers to 0x[0-9a-fA-F]{4}\.\.\.[0-9a-fA-F]{4}, not the claimed signer 0x7099\.\.\.79C8$/,
    );
    expect(checkOf(view, 1, "registered")).toMatchObject({ pass: false });
    expect(checkOf(view, 1, "registered")?.text).toContain("is not a registered node of this service");
    expect(view.packages[1]).toMatchObject({ valid: false, node: null });
    expect(view.packages[1]?.recoveredSigner).not.toBe(key(1).address);
    // The tampered value stays out of the median.
    expect(view.median).toBe(2502);
    expect(view.uniqueSigners).toBe(3);
    expect(view.verdict).toEqual({
      status: "partial",
      text: "Enough signers (3 unique registered signers, 3 required), but 1 of 4 packages failed a check.",
    });
  });

  it("verify: a package signed by an outsider but claiming a node's address fails signature and registration", () => {
    const forged = { ...pkg(6, 1), signerAddress: key(0).address };
    const view = verify([forged, pkg(1, 2501), pkg(2, 2502)]);
    expect(checkOf(view, 0, "signature")?.text).toBe(
      "Recovers to 0x976E...0aa9, not the claimed signer 0xf39F...2266",
    );
    expect(checkOf(view, 0, "registered")?.text).toBe(
      "0x976E...0aa9 is not a registered node of this service",
    );
    expect(view.verdict).toEqual({
      status: "failed",
      text: "Not verified: 2 unique registered signers, 3 required.",
    });
  });

  it("verify: an honest signer of another data service is named, but is not registered here", () => {
    const view = verify([pkg(5, 1)]);
    expect(checkOf(view, 0, "signature")?.pass).toBe(true);
    expect(checkOf(view, 0, "registered")).toEqual({
      id: "registered",
      pass: false,
      text: "0x9965...A4dc is not a registered node of this service (it is demo-node of redstone-primary-demo)",
    });
  });

  it("verify: a package older than 3 min, or over 1 min ahead, fails the fresh check", () => {
    const stale = verify([pkg(0, 1)], T + 4 * 60_000);
    expect(checkOf(stale, 0, "fresh")).toEqual({
      id: "fresh",
      pass: false,
      text: "Signed 4 min ago, older than the 3 min an adapter accepts",
    });
    expect(checkOf(verify([pkg(0, 1)], T + 3 * 60_000), 0, "fresh")?.pass).toBe(true);
    expect(checkOf(verify([pkg(0, 1)], T - 2 * 60_000), 0, "fresh")?.text).toBe(
      "Signed 2 min in the future; at most 1 min ahead is accepted",
    );
  });

  it("verify: a signer's second package fails the one-package-per-signer check and counts once", () => {
    const view = verify([pkg(0, 1), pkg(1, 2), pkg(0, 3)]);
    expect(view.packages.map((p) => checkOf(view, view.packages.indexOf(p), "unique")?.pass)).toEqual([
      true,
      true,
      false,
    ]);
    expect(view.uniqueSigners).toBe(2);
    expect(view.median).toBe(1.5);
  });

  it("verify: an unreadable signature fails with the reason, and no packages at all is a failed verdict", () => {
    const broken = { ...pkg(0, 1), signature: "AAAA" };
    const view = verify([broken]);
    expect(view.packages[0]).toMatchObject({ recoveredSigner: null, signature: null, valid: false });
    expect(checkOf(view, 0, "signature")?.text).toMatch(/^The signature cannot be recovered: /);
    expect(checkOf(view, 0, "unique")?.pass).toBe(false);

    expect(verify([]).verdict).toEqual({
      status: "failed",
      text: "The gateway has no signed packages of ETH from RedStone Primary Prod.",
    });
    expect(verify([]).median).toBeNull();
  });

  it("verify: the median of an even count is the mean of the middle two", () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([7])).toBe(7);
    expect(median([])).toBeNull();
  });
});
