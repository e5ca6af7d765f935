import { type Address, getAddress, type Hex } from "viem";
import type { LayerDeployment } from "../relayer/types.ts";
import { priceFeedsAdapterAbi } from "./abi.ts";
import type { ChainClients } from "./chain-clients.ts";
import { bytes32ToFeedId, feedIdToBytes32, storedDecimalsOf, storedToNumber } from "./feed-values.ts";

/**
 * Writes to a chain's adapters, read back from their ValueUpdate events: whoever sent them (the
 * relayer, or a visitor's wallet pushing a manual update). Both adapter types emit the same event,
 * so one eth_getLogs over every adapter address of the chain reads a block range.
 */

/** One transaction's writes to one layer. */
export interface LayerWrite {
  layerId: string;
  txHash: Hex;
  blockNumber: number;
  /** Block time of the write, epoch ms (the events' updatedAt). */
  timestamp: number;
  /** The account that sent the transaction (checksummed). */
  from: Address;
  /** Feed id → the value written, human units. */
  values: Record<string, number>;
}

const VALUE_UPDATE = priceFeedsAdapterAbi.find(
  (item) => item.type === "event" && item.name === "ValueUpdate",
) as Extract<(typeof priceFeedsAdapterAbi)[number], { type: "event"; name: "ValueUpdate" }>;

/**
 * Every write to `deployments` (all on the chain of `clients`) in blocks fromBlock..toBlock
 * inclusive, oldest first. `feedIdsOf` names the bytes32 ids; an id it does not list is decoded
 * from its bytes (ids longer than 32 bytes are cut on chain and cannot be restored).
 */
export async function readLayerWrites(
  clients: Pick<ChainClients, "public">,
  deployments: readonly LayerDeployment[],
  feedIdsOf: (layerId: string) => readonly string[],
  fromBlock: bigint,
  toBlock: bigint,
): Promise<LayerWrite[]> {
  if (deployments.length === 0 || fromBlock > toBlock) return [];
  const byAddress = new Map(
    deployments.map((deployment) => [deployment.adapterAddress.toLowerCase(), deployment]),
  );
  const logs = await clients.public.getLogs({
    address: deployments.map((deployment) => deployment.adapterAddress),
    event: VALUE_UPDATE,
    fromBlock,
    toBlock,
  });
  const writes = new Map<string, Omit<LayerWrite, "from">>();
  const names = new Map<string, Map<Hex, string>>();
  for (const log of logs) {
    const deployment = byAddress.get(log.address.toLowerCase());
    const { dataFeedId, value, updatedAt } = log.args;
    if (!deployment || !log.transactionHash || log.blockNumber === null) continue;
    if (dataFeedId === undefined || value === undefined || updatedAt === undefined) continue;
    const { layerId } = deployment;
    let known = names.get(layerId);
    if (!known) {
      known = new Map(feedIdsOf(layerId).map((feedId) => [feedIdToBytes32(feedId), feedId]));
      names.set(layerId, known);
    }
    const feedId = known.get(dataFeedId) ?? bytes32ToFeedId(dataFeedId);
    const key = `${log.transactionHash}\u0000${layerId}`;
    let write = writes.get(key);
    if (!write) {
      write = {
        layerId,
        txHash: log.transactionHash,
        blockNumber: Number(log.blockNumber),
        timestamp: Number(updatedAt) * 1000,
        values: {},
      };
      writes.set(key, write);
    }
    write.values[feedId] = storedToNumber(value, storedDecimalsOf(feedId));
  }
  if (writes.size === 0) return [];
  // Logs do not carry the sender: one eth_getTransactionByHash per transaction (the clients batch
  // concurrent requests into one HTTP round trip).
  const hashes = [...new Set([...writes.values()].map((write) => write.txHash))];
  const senders = new Map(
    await Promise.all(
      hashes.map(
        async (hash) => [hash, getAddress((await clients.public.getTransaction({ hash })).from)] as const,
      ),
    ),
  );
  return [...writes.values()].map((write) => ({ ...write, from: senders.get(write.txHash) as Address }));
}
