import { z } from "zod";

/**
 * Response schema of the api's live-data verification (issue 13, "Verify live data"): the latest
 * signed packages of one feed, each signer recovered from its signature and matched against the
 * data service's registered nodes, with every check's result and the median of what passed.
 */

const address = z.string().regex(/^0x[0-9a-fA-F]{40}$/);
const hex = z.string().regex(/^0x([0-9a-fA-F]{2})*$/);

/** The checks every package goes through, in the order the panel shows them. */
export const VERIFICATION_CHECK_IDS = ["signature", "registered", "fresh", "unique"] as const;
export type VerificationCheckId = (typeof VERIFICATION_CHECK_IDS)[number];

export const verificationCheckView = z
  .object({
    id: z.enum(VERIFICATION_CHECK_IDS).meta({
      description:
        "signature: the signature recovers to the signer the package claims; registered: that signer " +
        "is a registered node of the data service; fresh: signed at most 3 minutes ago (what an " +
        "adapter accepts); unique: the signer's first package of the answer (a signer counts once)",
    }),
    pass: z.boolean(),
    /** Why it passed or failed, in words a visitor reads. */
    text: z.string(),
  })
  .meta({ id: "VerificationCheck", description: "One check of one signed package." });
export type VerificationCheckView = z.infer<typeof verificationCheckView>;

export const verifiedPackageView = z
  .object({
    dataPackageId: z.string(),
    timestamp: z.number().meta({ description: "When the package was signed, epoch ms" }),
    value: z
      .number()
      .nullable()
      .meta({ description: "The package's value of the feed, human units; null when not numeric" }),
    claimedSigner: z
      .string()
      .nullable()
      .meta({ description: "The signer address the gateway names (signerAddress), as sent" }),
    recoveredSigner: address
      .nullable()
      .meta({ description: "The address the signature recovers to (checksummed); null when it cannot" }),
    signableHash: hex
      .nullable()
      .meta({ description: "keccak256 of the package's signed bytes: the digest the node signed" }),
    signature: hex.nullable().meta({ description: "The 65-byte signature r‖s‖v, hex" }),
    node: z
      .object({ name: z.string(), key: z.string() })
      .nullable()
      .meta({ description: "The registered node of this data service the recovered signer is; null: none" }),
    checks: z.array(verificationCheckView),
    /** Every check passed: the package counts towards the median and the signer count. */
    valid: z.boolean(),
  })
  .meta({ id: "VerifiedPackage", description: "One signed package, its recovered signer and its checks." });
export type VerifiedPackageView = z.infer<typeof verifiedPackageView>;

export const verificationView = z
  .object({
    feedId: z.string(),
    dataServiceId: z.string(),
    dataServiceName: z.string(),
    checkedAt: z.number().meta({ description: "When the api ran the checks, epoch ms" }),
    maxAgeMs: z.number().meta({ description: "How old a package may be to pass the fresh check" }),
    steps: z.array(z.string()).meta({ description: "What the api did, step by step, in words" }),
    packages: z.array(verifiedPackageView).meta({ description: "In the gateway's order" }),
    median: z
      .number()
      .nullable()
      .meta({ description: "Median of the valid packages' values (what an adapter would store)" }),
    uniqueSigners: z.number().int().meta({ description: "Unique registered signers of valid packages" }),
    registeredNodes: z
      .number()
      .int()
      .meta({ description: "Nodes of the data service with an EVM address in the oracle registry" }),
    // CONST-37: the adapters' getUniqueSignersThreshold.
    requiredSigners: z
      .number()
      .int()
      .meta({
        description:
          "Unique signers an on-chain adapter requires (the registry and manifests name no threshold; " +
          "this is the adapters' getUniqueSignersThreshold)",
      }),
    verdict: z.object({
      status: z.enum(["verified", "partial", "failed"]).meta({
        description:
          "verified: every package passed and enough unique signers; partial: enough unique signers, " +
          "but some packages failed a check; failed: too few unique registered signers",
      }),
      text: z.string(),
    }),
  })
  .meta({
    id: "Verification",
    description: "The latest signed packages of a feed, verified against the oracle registry. Never cached.",
  });
export type VerificationView = z.infer<typeof verificationView>;
