import {
  createPublicClient,
  createTestClient,
  createWalletClient,
  defineChain,
  http,
  parseEther,
  publicActions,
} from "viem";
import { privateKeyToAccount } from "viem/accounts";
import { devKey } from "../world/dev-keys.ts";
import { MULTICALL3_ADDRESS } from "./abi.ts";
import { loadArtifact } from "./artifacts.ts";

/**
 * The account that deploys the adapters and sends the relayer's updates: a funded dev account
 * that is none of the signer nodes' keys (dev keys 0..14 sign for the four data services).
 */
export const RELAYER_KEY_INDEX = 19;

const POLLING_MS = 50;

/** viem clients of one local chain; sends go through `serial` so nonces never collide. */
export function createChainClients(input: { chainId: number; name: string; rpcUrl: string }) {
  const chain = defineChain({
    id: input.chainId,
    name: input.name,
    nativeCurrency: { name: "Ether", symbol: "ETH", decimals: 18 },
    rpcUrls: { default: { http: [input.rpcUrl] } },
    contracts: { multicall3: { address: MULTICALL3_ADDRESS } },
  });
  // Batching folds concurrent requests (code checks, receipts) into one HTTP round trip.
  const transport = http(input.rpcUrl, { batch: true, retryCount: 1, timeout: 15_000 });
  const account = privateKeyToAccount(devKey(RELAYER_KEY_INDEX).privateKey);
  const publicClient = createPublicClient({ chain, transport, pollingInterval: POLLING_MS });
  const wallet = createWalletClient({ chain, transport, account, pollingInterval: POLLING_MS }).extend(
    publicActions,
  );
  const test = createTestClient({ chain, transport, mode: "anvil", pollingInterval: POLLING_MS });
  let queue: Promise<unknown> = Promise.resolve();
  const serial = <T>(task: () => Promise<T>): Promise<T> => {
    const result = queue.then(task, task);
    queue = result.catch(() => {});
    return result;
  };
  return { chain, account, public: publicClient, wallet, test, serial };
}

export type ChainClients = ReturnType<typeof createChainClients>;

/**
 * Makes a fresh or restored chain ready: funds the relayer account and installs the Multicall3
 * runtime code at its canonical address. Both are idempotent, so a restart repeats them safely.
 */
export async function prepareChain(clients: ChainClients): Promise<void> {
  await Promise.all([
    clients.test.setBalance({ address: clients.account.address, value: parseEther("1000000") }),
    clients.test.setCode({
      address: MULTICALL3_ADDRESS,
      bytecode: loadArtifact("Multicall3").deployedBytecode,
    }),
  ]);
}

/**
 * The devnet's clock is the chains' clock: the next block gets `now` (s) when the chain lags
 * behind it. With a wall clock this changes nothing; with a clock a test drives forward, signed
 * packages stay within the adapters' 3-minute window of the block time.
 */
export async function alignBlockTime(clients: ChainClients, nowMs: number): Promise<void> {
  const target = BigInt(Math.floor(nowMs / 1000));
  const latest = await clients.public.getBlock({ blockTag: "latest" });
  if (target > latest.timestamp) await clients.test.setNextBlockTimestamp({ timestamp: target });
}
