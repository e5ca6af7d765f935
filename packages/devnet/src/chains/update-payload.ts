import { RedstonePayload, SignedDataPackage } from "@redstone-finance/protocol";
import { encodeFunctionData, type Hex } from "viem";
import type { RoundSigner, SignedRound } from "../signers/types.ts";
import { multiFeedAdapterAbi, priceFeedsAdapterAbi } from "./abi.ts";
import { feedIdToBytes32 } from "./feed-values.ts";
import type { AdapterType } from "./layer-plan.ts";

/**
 * The update transaction's calldata: the adapter's update function, ABI-encoded, followed by the
 * RedStone payload (signed packages, unsigned metadata, marker) as the evm-connector appends it.
 */

/** Unique signers an adapter requires per value, as the real adapters. */
const UNIQUE_SIGNERS_THRESHOLD = 3;

/**
 * `count` distinct authorised signers of a round. The choice rotates with the round, so every
 * node's signatures reach the chain over time, yet stays deterministic for a given round. Like a
 * relayer reading the gateway, it leaves out nodes whose packages it would not have or could not
 * use this round: offline, late, or with a bad signature on one of its packages (the adapter would
 * revert). A drifting node is kept: the adapter's median of 3 stays the honest value.
 */
export function pickSigners(
  round: SignedRound,
  authorised: readonly string[],
  count = UNIQUE_SIGNERS_THRESHOLD,
): RoundSigner[] {
  const allowed = new Set(authorised.map((address) => address.toLowerCase()));
  const candidates = round.signers.filter((signer) => {
    const behaviour = round.behaviourOf(signer.evmAddress);
    const usable = !behaviour.offline && behaviour.lateBy === 0 && !behaviour.badSignature;
    return usable && allowed.has(signer.evmAddress.toLowerCase());
  });
  if (candidates.length < count) {
    throw new Error(
      `${round.dataServiceId} has ${candidates.length} authorised signer(s) in round ${round.timestamp}, ${count} needed`,
    );
  }
  const offset = Math.floor(round.timestamp / 10_000) % candidates.length;
  return candidates
    .map((_, index) => candidates[(offset + index) % candidates.length] as RoundSigner)
    .slice(0, count);
}

/** One package per feed and signer, as the gateway serves them (per-feed packages, not ___ALL_FEEDS___). */
export async function signedPackagesFor(
  round: SignedRound,
  feedIds: readonly string[],
  signerAddresses: readonly string[],
): Promise<SignedDataPackage[]> {
  const wanted = new Set(signerAddresses.map((address) => address.toLowerCase()));
  const result: SignedDataPackage[] = [];
  for (const feedId of feedIds) {
    const packages = (await round.packages(feedId)).filter((entry) =>
      wanted.has(entry.signerAddress.toLowerCase()),
    );
    if (packages.length < wanted.size) {
      throw new Error(`round ${round.timestamp} of ${round.dataServiceId} has no signed value for ${feedId}`);
    }
    for (const entry of packages) {
      result.push(
        SignedDataPackage.fromObj({
          dataPackageId: entry.dataPackageId,
          timestampMilliseconds: entry.timestampMilliseconds,
          signature: entry.signature,
          dataPoints: entry.dataPoints.map((point) => ({ ...point })),
        }),
      );
    }
  }
  return result;
}

/** The update function's calldata without payload: price-feeds layers write all their feeds, multi-feed ones the given ids. */
export function encodeUpdateCall(
  adapterType: AdapterType,
  feedIds: readonly string[],
  dataPackagesTimestamp: number,
): Hex {
  return adapterType === "price-feeds"
    ? encodeFunctionData({
        abi: priceFeedsAdapterAbi,
        functionName: "updateDataFeedsValues",
        args: [BigInt(dataPackagesTimestamp)],
      })
    : encodeFunctionData({
        abi: multiFeedAdapterAbi,
        functionName: "updateDataFeedsValuesPartial",
        args: [feedIds.map(feedIdToBytes32)],
      });
}

/** Calldata with the RedStone payload appended (empty unsigned metadata). */
export function withRedstonePayload(calldata: Hex, packages: readonly SignedDataPackage[]): Hex {
  return `${calldata}${RedstonePayload.prepare([...packages], "")}`;
}
