import { z } from "zod";

/**
 * Response schema of a feed's raw signed packages (issue 30, "Verification in the browser"): the
 * oracle gateway's latest packages of one feed with every signed field exactly as the gateway
 * sent it, and the data service's registered nodes, so a browser can rebuild each package's
 * signed bytes, recover its signer itself and match it, without trusting the api's verdict.
 */

/**
 * One data point's signed fields as the gateway gave them. The protocol signs a number value as
 * an integer of `decimals` (default 8) in `valueByteSize` bytes (default 32), and a string value
 * as the bytes its base64 encodes; `metadata` is never signed and is left out.
 */
export const rawDataPointView = z
  .object({
    dataFeedId: z.string(),
    value: z.union([z.number(), z.string()]).meta({ description: "A number (human units) or base64 bytes" }),
    decimals: z.number().optional().meta({ description: "As the gateway sent it; absent: 8" }),
    valueByteSize: z.number().optional().meta({ description: "As the gateway sent it; absent: 32" }),
  })
  .meta({ id: "RawDataPoint", description: "A data point's signed fields, as received" });
export type RawDataPointView = z.infer<typeof rawDataPointView>;

export const rawSignedPackageView = z
  .object({
    dataPackageId: z.string(),
    timestampMilliseconds: z.number().meta({ description: "Epoch ms, as received (signed as 6 bytes)" }),
    signerAddress: z.string().meta({ description: "The signer the gateway names, as received (not signed)" }),
    signature: z.string().meta({ description: "As received: base64 of the 65-byte signature r‖s‖v" }),
    dataPoints: z
      .array(rawDataPointView)
      .meta({ description: "In the gateway's order (the protocol sorts them)" }),
  })
  .meta({
    id: "RawSignedPackage",
    description: "One signed package, its signed fields as the gateway sent them",
  });
export type RawSignedPackageView = z.infer<typeof rawSignedPackageView>;

export const registeredNodeView = z
  .object({
    name: z.string(),
    evmAddress: z.string().regex(/^0x[0-9a-fA-F]{40}$/),
  })
  .meta({ id: "RegisteredNode", description: "A node of the data service in the oracle registry" });
export type RegisteredNodeView = z.infer<typeof registeredNodeView>;

export const signedPackagesView = z
  .object({
    feedId: z.string(),
    dataServiceId: z.string(),
    dataServiceName: z.string(),
    checkedAt: z.number().meta({ description: "When the api read the packages, epoch ms" }),
    packages: z.array(rawSignedPackageView).meta({ description: "In the gateway's order, one per signer" }),
    nodes: z.array(registeredNodeView).meta({
      description: "The data service's registered nodes with an EVM address (the oracle registry)",
    }),
    // CONST-37: the adapters' getUniqueSignersThreshold, as in the verification.
    requiredSigners: z.number().int().meta({ description: "Unique signers an on-chain adapter requires" }),
  })
  .meta({
    id: "SignedPackages",
    description:
      "The latest signed packages of a feed exactly as the oracle gateway sent them, and the data " +
      "service's registered nodes, to verify in a browser. Never cached.",
  });
export type SignedPackagesView = z.infer<typeof signedPackagesView>;
