import type { VerificationView, VerifiedPackageView } from "@oracle-explorer/core/api-views";

/** Test support: a verification as the api answers it, for the devnet's ETH on primary-prod. */

export const T = Date.UTC(2026, 10, 22, 3, 30, 0);
export const NODE_ADDRESSES = [
  "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266",
  "0x70997970C51812dc3A010C7d01b50e0d17dc79C8",
  "0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC",
] as const;
const NODE_NAMES = [
  "redstone-primary-prod-altair",
  "redstone-primary-prod-wayfarer",
  "redstone-primary-prod-morpheus",
];

const passing = (address: string): VerifiedPackageView["checks"] => [
  {
    id: "signature",
    pass: true,
    text: `Recovers to the claimed signer ${address.slice(0, 6)}...${address.slice(-4)}`,
  },
  { id: "registered", pass: true, text: "a registered node of redstone-primary-prod" },
  { id: "fresh", pass: true, text: "Signed 4 s ago" },
  { id: "unique", pass: true, text: "The signer's only package here" },
];

export function signedPackage(index: number, value: number): VerifiedPackageView {
  const address = NODE_ADDRESSES[index] ?? NODE_ADDRESSES[0];
  return {
    dataPackageId: "ETH",
    timestamp: T,
    value,
    claimedSigner: address,
    recoveredSigner: address,
    signableHash: `0x${"ab".repeat(32)}`,
    signature: `0x${"cd".repeat(65)}`,
    node: { name: NODE_NAMES[index] ?? "node", key: `key-${index}` },
    checks: passing(address),
    valid: true,
  };
}

/** A package whose value was changed after signing: it recovers to an unknown address. */
export function tamperedPackage(): VerifiedPackageView {
  const recovered = "0x1234567890abcdef1234567890ABCDEF12345678";
  return {
    ...signedPackage(1, 9999),
    recoveredSigner: recovered,
    node: null,
    checks: [
      {
        id: "signature",
        pass: false,
        text: "Recovers to 0x1234...5678, not the claimed signer 0x7099...79C8",
      },
      { id: "registered", pass: false, text: "0x1234...5678 is not a registered node of this service" },
      { id: "fresh", pass: true, text: "Signed 4 s ago" },
      { id: "unique", pass: true, text: "The signer's only package here" },
    ],
    valid: false,
  };
}

export function verification(overrides: Partial<VerificationView> = {}): VerificationView {
  return {
    feedId: "ETH",
    dataServiceId: "redstone-primary-prod",
    dataServiceName: "RedStone Primary Prod",
    checkedAt: T + 4_000,
    maxAgeMs: 180_000,
    steps: ["Fetched the latest signed packages of ETH.", "Recovered each signer."],
    packages: [signedPackage(0, 2690.5), signedPackage(1, 2691.5), signedPackage(2, 2692.5)],
    median: 2691.5,
    uniqueSigners: 3,
    registeredNodes: 5,
    requiredSigners: 3,
    verdict: {
      status: "verified",
      text: "Verified: every package passed every check; 3 unique registered signers, 3 required.",
    },
    ...overrides,
  };
}
