import type { SignedPackagesView, VerificationView } from "@oracle-explorer/core/api-views";
import { verification } from "./verification-fixture.ts";

/**
 * Test support: real signed packages for the browser's own recovery. redstone-primary-prod's five
 * ETH packages of 2024-07-01 09:21:40 UTC, as its gateway served them (RedStone monorepo
 * packages/protocol/test/primary-prod-data-packages.json; the whole answer is
 * packages/core/src/verification/fixtures), with the api's verification of the same packages.
 * Their round is in the past: a test runs with the clock at RECORDED_NOW so they are fresh.
 */

export const RECORDED_ROUND = 1_719_856_900_000;
export const RECORDED_NOW = RECORDED_ROUND + 4_000;

const SIGNED = [
  {
    node: "redstone-primary-prod-morpheus",
    signerAddress: "0x51Ce04Be4b3E32572C4Ec9135221d0691Ba7d202",
    signature: "nPWsbIZQSdWWHk8ehWr6est0iURU6ev40l1sMy7B2vwmp6sUcK/aG9KXSl5MsjkyD2u3O5EvpmNvnN+DN4t50hw=",
    value: 3486.563328645609,
    hash: "0x0bb6bbb9598d2e957f7a1bdca0744fd97ce9763cf315c2f2b568d5d41dfce588",
  },
  {
    node: "redstone-primary-prod-altair",
    signerAddress: "0x8BB8F32Df04c8b654987DAaeD53D6B6091e3B774",
    signature: "W4Ay5Zfp6yCypv5jqEAK2YmPwbieq3sxAur8eWDNcbgfl0PzcU9UFSI5x6MgjPaLqDriEMZk+f1RQR0m/FwEZRs=",
    value: 3486.9628397451065,
    hash: "0xe77a7dc0b5f6f1609e351efc6797c1d676f643ea2fb1df8c159b93ab06ad73e8",
  },
  {
    node: "redstone-primary-prod-node-5",
    signerAddress: "0x9c5AE89C4Af6aA32cE58588DBaF90d18a855B6de",
    signature: "Uudqk0SpKu7lJ5ZUJ000OhELDeMfwNk0CZ8Zv++Ignx16zJMQ/Z+3v1/7bk+vDXZIrsPPVoJtVuvtyZvflKWVhw=",
    value: 3486.9520348507745,
    hash: "0xee1c322d323b126102e8c0dbe42e9a455fea1ed2b42301bd33c05e3059ec40e9",
  },
  {
    node: "redstone-primary-prod-ciri",
    signerAddress: "0xDD682daEC5A90dD295d14DA4b0bec9281017b5bE",
    signature: "T56yldWPF/GMx5awBbL6dcAk43L8oEOpFDxpf+xFOm9zGF/UGgPTVogsTxgm6g4O2jEXruQGe/k1zUNJgEDErhs=",
    value: 3486.79,
    hash: "0xd85c03fe1a71c9672291627914d331f90251a213889b37bbfdae5a1d4fa7e17f",
  },
  {
    node: "redstone-primary-prod-wayfarer",
    signerAddress: "0xdEB22f54738d54976C4c0fe5ce6d408E40d88499",
    signature: "WzXfacZgOzIQP1Ek3CbDpNs42xfpcHOglQ2p13l0Y6Q0+4gtv62fwwco/bzxI62PUuSS9yRpU4FKDDkd09mb9Rw=",
    value: 3486.9520348507745,
    hash: "0xee1c322d323b126102e8c0dbe42e9a455fea1ed2b42301bd33c05e3059ec40e9",
  },
] as const;

/** The raw packages answer (`GET /tokens/ETH/packages`), with primary-prod's recorded registry nodes. */
export function recordedPackages(overrides: Partial<SignedPackagesView> = {}): SignedPackagesView {
  return {
    feedId: "ETH",
    dataServiceId: "redstone-primary-prod",
    dataServiceName: "RedStone Primary Prod",
    checkedAt: RECORDED_NOW,
    packages: SIGNED.map(({ signerAddress, signature, value }) => ({
      dataPackageId: "ETH",
      timestampMilliseconds: RECORDED_ROUND,
      signerAddress,
      signature,
      dataPoints: [{ dataFeedId: "ETH", value }],
    })),
    nodes: SIGNED.map(({ node, signerAddress }) => ({ name: node, evmAddress: signerAddress })),
    requiredSigners: 3,
    ...overrides,
  };
}

/** The api's verification of the same five packages: every one valid. */
export function recordedVerification(): VerificationView {
  const template = verification().packages[0];
  if (!template) throw new Error("the verification fixture has no package");
  return verification({
    checkedAt: RECORDED_NOW,
    packages: SIGNED.map(({ node, signerAddress, value, hash }, index) => ({
      ...template,
      timestamp: RECORDED_ROUND,
      value,
      claimedSigner: signerAddress,
      recoveredSigner: signerAddress,
      signableHash: hash,
      node: { name: node, key: `key-${index}` },
    })),
    median: 3486.9520348507745,
    uniqueSigners: 5,
    registeredNodes: 5,
    verdict: {
      status: "verified",
      text: "Verified: every package passed every check; 5 unique registered signers, 3 required.",
    },
  });
}

/** A base64 signature with one byte of s flipped (it still recovers, to another key): what a tampering proxy would send. */
export function flipSignatureByte(signature: string, index = 40): string {
  const bytes = Uint8Array.from(atob(signature), (char) => char.charCodeAt(0));
  bytes[index] = (bytes[index] as number) ^ 0x01;
  return btoa(String.fromCharCode(...bytes));
}
