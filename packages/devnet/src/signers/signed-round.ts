import { DataPackage, NumericDataPoint, SignedDataPackage } from "@redstone-finance/protocol";
import { bytesToHex } from "viem";
import { sign } from "viem/accounts";
import type { WorldDataService } from "../world/types.ts";
import {
  driftedValue,
  HONEST_BEHAVIOUR,
  type NodeBehaviour,
  nodeBehaviourAt,
  UNREGISTERED_SIGNER_KEY,
} from "./node-behaviour.ts";
import { roundFeeds } from "./round-feeds.ts";
import { signersOf } from "./signer-keys.ts";
import {
  ALL_FEEDS_PACKAGE_ID,
  type RoundDataPoint,
  type RoundFeed,
  type RoundPackage,
  type RoundSigner,
  type SignedRound,
  type SignRoundInput,
} from "./types.ts";

/** Interval used when a service names none (the gateway's 10 s grid). */
const DEFAULT_INTERVAL_MS = 10_000;

export function intervalOf(service: WorldDataService): number {
  return service.interval > 0 ? service.interval : DEFAULT_INTERVAL_MS;
}

/** The start of the grid slot holding `t`: round timestamps are multiples of the interval. */
export function gridSlot(t: number, interval: number): number {
  return Math.floor(t / interval) * interval;
}

function findDataService(input: Pick<SignRoundInput, "world" | "dataServiceId">): WorldDataService {
  const service = input.world.dataServices.find((candidate) => candidate.id === input.dataServiceId);
  if (!service) throw new Error(`devnet signers: unknown data service ${input.dataServiceId}`);
  return service;
}

function dataPointOf(feed: RoundFeed): RoundDataPoint {
  return feed.decimals === undefined
    ? { dataFeedId: feed.dataFeedId, value: feed.value }
    : { dataFeedId: feed.dataFeedId, value: feed.value, decimals: feed.decimals };
}

/** A package's bytes and the hash its signers sign. */
interface Signable {
  dataPackage: DataPackage;
  hash: `0x${string}`;
}

function signableOf(packageId: string, dataPoints: readonly RoundDataPoint[], timestamp: number): Signable {
  const dataPackage = new DataPackage(
    dataPoints.map((point) => new NumericDataPoint(point)),
    timestamp,
    packageId,
  );
  return { dataPackage, hash: bytesToHex(dataPackage.getSignableHash()) };
}

/**
 * One package id signed by the given signers. Honest signers sign the same bytes, so their hash is
 * computed once and each signs the digest; a drifting signer signs its own values (its own bytes
 * and hash); the bad-signature signer of this package signs its honest bytes with a key no world
 * registers, still naming itself. Signatures are RFC 6979 deterministic: the same round always
 * signs to the same bytes.
 *
 * viem's sign() is async in name only: it signs before returning its promise. So the signing
 * work happens in this call, where presign() spends it, and the promise only carries the result.
 */
function signPackage(
  packageId: string,
  feeds: readonly RoundFeed[],
  timestamp: number,
  signers: readonly RoundSigner[],
  behaviourOf: (signer: RoundSigner) => NodeBehaviour,
): Promise<RoundPackage[]> {
  const honestPoints = feeds.map(dataPointOf);
  let honest: Signable | null = null;
  return Promise.all(
    signers.map(async (signer) => {
      const behaviour = behaviourOf(signer);
      const dataPoints =
        behaviour.driftBp === 0
          ? honestPoints
          : honestPoints.map((point) => ({ ...point, value: driftedValue(point.value, behaviour.driftBp) }));
      let signable: Signable;
      if (dataPoints === honestPoints) {
        honest ??= signableOf(packageId, honestPoints, timestamp);
        signable = honest;
      } else {
        signable = signableOf(packageId, dataPoints, timestamp);
      }
      const privateKey =
        behaviour.badSignatureFeed === packageId ? UNREGISTERED_SIGNER_KEY : signer.privateKey;
      const signature = await sign({ hash: signable.hash, privateKey, to: "hex" });
      return {
        dataPackageId: packageId,
        timestampMilliseconds: timestamp,
        // toObj() gives the gateway's encoding of the signature: base64 of r‖s‖v.
        signature: new SignedDataPackage(signable.dataPackage, signature).toObj().signature,
        signerAddress: signer.evmAddress,
        dataPoints,
      };
    }),
  );
}

const NO_PACKAGES: Promise<readonly RoundPackage[]> = Promise.resolve([]);

/**
 * A round whose values, show-metadata and node behaviour (input.misbehaviour) are fixed now, at
 * its grid timestamp, and whose packages are signed on first request and cached for the round's life. Signing every package
 * of a 150-feed service costs ~0.6 s of CPU per round; doing it only when asked keeps an idle
 * devnet idle and lets latest-by-data-feeds sign just the feeds it returns.
 */
export function prepareRound(input: SignRoundInput): SignedRound {
  const service = findDataService(input);
  const interval = intervalOf(service);
  const timestamp = gridSlot(input.timestamp, interval);
  const signers = signersOf(service);
  const feeds = roundFeeds(input.world, input.market, service, timestamp);
  const feedById = new Map(feeds.map((feed) => [feed.dataFeedId, feed]));
  const feedIds = [...feedById.keys()];
  const behaviours = new Map(
    signers.map((signer) => [
      signer.evmAddress.toLowerCase(),
      nodeBehaviourAt(service.id, signer.position, timestamp, input.misbehaviour, feedIds),
    ]),
  );
  const behaviourOf = (address: string) => behaviours.get(address.toLowerCase()) ?? HONEST_BEHAVIOUR;
  const signing = signers.filter((signer) => !behaviourOf(signer.evmAddress).offline);
  const signerBehaviour = (signer: RoundSigner) => behaviourOf(signer.evmAddress);
  const packageIds = feeds.length > 0 ? [...feedById.keys(), ALL_FEEDS_PACKAGE_ID] : [];
  const signed = new Map<string, Promise<readonly RoundPackage[]>>();
  // Kept apart from `signed`: the network warms the next round with what was asked for, and
  // counting its own warm-up as demand would keep an unwatched devnet signing forever.
  const requested = new Set<string>();

  function feedsOfPackage(packageId: string): readonly RoundFeed[] | null {
    if (packageId === ALL_FEEDS_PACKAGE_ID) return feeds.length > 0 ? feeds : null;
    const feed = feedById.get(packageId);
    return feed ? [feed] : null;
  }

  function signOnce(packageId: string): Promise<readonly RoundPackage[]> {
    const cached = signed.get(packageId);
    if (cached) return cached;
    const packageFeeds = feedsOfPackage(packageId);
    if (!packageFeeds) return NO_PACKAGES;
    const result =
      signing.length > 0
        ? signPackage(packageId, packageFeeds, timestamp, signing, signerBehaviour)
        : NO_PACKAGES;
    // A presigned package nobody asks for must not fail as an unhandled rejection; whoever asks
    // for it later still gets the error.
    result.catch(() => undefined);
    signed.set(packageId, result);
    return result;
  }

  return {
    dataServiceId: service.id,
    timestamp,
    interval,
    feeds,
    signers,
    packageIds,
    feed: (dataFeedId) => feedById.get(dataFeedId),
    behaviourOf,
    packages(packageId) {
      if (feedsOfPackage(packageId)) requested.add(packageId);
      return signOnce(packageId);
    },
    presign(ids = packageIds) {
      let count = 0;
      for (const packageId of ids) {
        if (signed.has(packageId) || !feedsOfPackage(packageId)) continue;
        signOnce(packageId);
        count++;
      }
      return count;
    },
    signedPackageIds: () => [...signed.keys()],
    requestedPackageIds: () => [...requested],
  };
}
