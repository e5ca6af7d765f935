import { z } from "zod";
import { MANUAL_UPDATE_UNIQUE_SIGNERS } from "../constants.ts";

/** Response schemas (view models) of the api's manual-update resources; types are inferred from them. */

const address = z.string().regex(/^0x[0-9a-fA-F]{40}$/);

/**
 * UPDATE-09, UPDATE-10: everything a browser wallet needs to push a fresh signed price on chain.
 * The wallet sends `eth_sendTransaction({ from: <the visitor's account>, to, data })` on `chainId`;
 * the api names no sender, relayer or sponsor (UPDATE-11): the visitor pays the gas.
 */
export const manualUpdateView = z
  .object({
    layerId: z.string(),
    feedId: z.string(),
    chainId: z.number().int().meta({ description: "The EVM chain the wallet must be on" }),
    to: address.meta({ description: "The layer's adapter contract (checksummed)" }),
    data: z
      .string()
      .regex(/^0x([0-9a-fA-F]{2})*$/)
      .meta({
        description:
          "Calldata: the adapter's update call (price-feeds: updateDataFeedsValues(dataPackagesTimestamp), " +
          "writing every feed of the layer; multi-feed: updateDataFeedsValuesPartial([feedId])) followed " +
          "by the RedStone payload of the signed packages",
      }),
    dataServiceId: z.string().meta({ description: "The data service whose nodes signed the packages" }),
    dataPackagesTimestamp: z.number().meta({ description: "Time of the signed packages, epoch ms" }),
    // CONST-37: as many as the adapters' unique-signers threshold.
    signers: z
      .array(address)
      .length(MANUAL_UPDATE_UNIQUE_SIGNERS)
      .meta({ description: "The unique signers whose packages the payload carries" }),
    value: z.number().meta({ description: "The median signed value of the feed, human units" }),
    expiresAt: z.number().meta({
      description:
        "Epoch ms after which the packages are too old for the adapter's 3-minute timestamp check: " +
        "a transaction mined later reverts",
    }),
  })
  .meta({
    id: "ManualUpdate",
    description: "A ready manual-update transaction for the visitor's own wallet. Never cache it.",
  });
export type ManualUpdate = z.infer<typeof manualUpdateView>;
