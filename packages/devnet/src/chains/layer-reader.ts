import type { ContractFunctionParameters } from "viem";
import type { FeedChainState, LayerDeployment } from "../relayer/types.ts";
import { multiFeedAdapterAbi, priceFeedsAdapterAbi } from "./abi.ts";
import type { ChainClients } from "./chain-clients.ts";
import { feedIdToBytes32, storedDecimalsOf, storedToNumber } from "./feed-values.ts";

/** A feed's on-chain state with the data packages time of its last write (ms), which the relayer needs to avoid resending a round. */
export interface LayerFeedState extends FeedChainState {
  dataTimestamp: number | null;
}

const NEVER_WRITTEN: LayerFeedState = { value: null, timestamp: null, dataTimestamp: null };

function stateOf(feedId: string, value: bigint, blockSeconds: bigint, dataMs: bigint): LayerFeedState {
  // A zero block time means the feed was never written (the adapters start empty).
  if (blockSeconds === 0n) return NEVER_WRITTEN;
  return {
    value: storedToNumber(value, storedDecimalsOf(feedId)),
    timestamp: Number(blockSeconds) * 1000,
    dataTimestamp: Number(dataMs),
  };
}

async function readPriceFeedsLayer(
  clients: ChainClients,
  address: `0x${string}`,
  feedIds: readonly string[],
): Promise<Record<string, LayerFeedState>> {
  const calls: ContractFunctionParameters<typeof priceFeedsAdapterAbi>[] = [
    { address, abi: priceFeedsAdapterAbi, functionName: "getBlockTimestampFromLatestUpdate" },
    { address, abi: priceFeedsAdapterAbi, functionName: "getDataTimestampFromLatestUpdate" },
    ...feedIds.map((feedId) => ({
      address,
      abi: priceFeedsAdapterAbi,
      functionName: "getValueForDataFeed" as const,
      args: [feedIdToBytes32(feedId)] as const,
    })),
  ];
  const [blockTime, dataTime, ...values] = await clients.public.multicall({
    allowFailure: true,
    contracts: calls,
  });
  const result: Record<string, LayerFeedState> = {};
  feedIds.forEach((feedId, index) => {
    const value = values[index];
    result[feedId] =
      blockTime?.status === "success" && dataTime?.status === "success" && value?.status === "success"
        ? stateOf(feedId, value.result as bigint, blockTime.result as bigint, dataTime.result as bigint)
        : NEVER_WRITTEN;
  });
  return result;
}

async function readMultiFeedLayer(
  clients: ChainClients,
  address: `0x${string}`,
  feedIds: readonly string[],
): Promise<Record<string, LayerFeedState>> {
  const details = await clients.public.multicall({
    allowFailure: true,
    contracts: feedIds.map(
      (feedId) =>
        ({
          address,
          abi: multiFeedAdapterAbi,
          functionName: "getLastUpdateDetails",
          args: [feedIdToBytes32(feedId)],
        }) as const,
    ),
  });
  const result: Record<string, LayerFeedState> = {};
  feedIds.forEach((feedId, index) => {
    const entry = details[index];
    if (entry?.status !== "success") {
      result[feedId] = NEVER_WRITTEN;
      return;
    }
    const [dataMs, blockSeconds, value] = entry.result;
    result[feedId] = stateOf(feedId, value, blockSeconds, dataMs);
  });
  return result;
}

/** Every feed's value and last write of a layer, in one eth_call through Multicall3. */
export function readLayerState(
  clients: ChainClients,
  deployment: LayerDeployment,
  feedIds: readonly string[],
): Promise<Record<string, LayerFeedState>> {
  return deployment.adapterType === "price-feeds"
    ? readPriceFeedsLayer(clients, deployment.adapterAddress, feedIds)
    : readMultiFeedLayer(clients, deployment.adapterAddress, feedIds);
}
