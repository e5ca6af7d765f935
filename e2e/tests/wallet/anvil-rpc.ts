/**
 * JSON-RPC to the devnet's local anvil chains, from the test process (the page cannot reach them:
 * its CSP allows its own origin only, as a real wallet's RPC traffic is the extension's, not the page's).
 */

/** The journeys' stack (playwright.config.ts): api on E2E_PORT, anvil chains from E2E_PORT + 100. */
const port = Number(process.env.E2E_PORT ?? 8877);
const DEVNET_CHAIN_IDS = [1, 42161, 11155111];

/** The RPC URL of a local chain, in the devnet's default order (DEVNET_CHAINS unset). */
export function anvilRpcUrl(chainId: number): string {
  const index = DEVNET_CHAIN_IDS.indexOf(chainId);
  if (index < 0) throw new Error(`chain ${chainId} is not a devnet chain`);
  return `http://127.0.0.1:${port + 100 + index}`;
}

export interface RpcError {
  code: number;
  message: string;
  data?: unknown;
}

export class RpcFailure extends Error {
  constructor(readonly error: RpcError) {
    super(error.message);
  }
}

let nextId = 1;

export async function rpc<T = unknown>(url: string, method: string, params: unknown[] = []): Promise<T> {
  const response = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ jsonrpc: "2.0", id: nextId++, method, params }),
  });
  const body = (await response.json()) as { result?: T; error?: RpcError };
  if (body.error) throw new RpcFailure(body.error);
  return body.result as T;
}

/** Anvil's development accounts (mnemonic "test … junk"), unlocked on every devnet chain. */
export const DEV_ACCOUNTS = {
  /** m/44'/60'/0'/0/9: none of the devnet's signer nodes, relayer or deployer sends from it. */
  visitor: "0xa0Ee7A142d267C1f36714E4a8F75612F20a79720",
  /** m/44'/60'/0'/0/8: "another visitor" who pushes a round first. */
  otherVisitor: "0x23618e81E3f5cdF7f54C3d65f7FBc0aBf5B21E8f",
} as const;

/** A feed id as the adapters key it: its UTF-8 bytes, right-padded to 32 bytes (hex, no 0x). */
const feedIdWord = (feedId: string) => Buffer.from(feedId, "utf8").toString("hex").padEnd(64, "0");

/** getValueForDataFeed(bytes32) of a RedStone adapter: the stored value (8 decimals) of a feed. */
export async function readFeedValue(url: string, adapter: string, feedId: string): Promise<bigint> {
  // 0x44e02982 = the first 4 bytes of keccak256("getValueForDataFeed(bytes32)").
  const data = `0x44e02982${feedIdWord(feedId)}`;
  return BigInt(await rpc<string>(url, "eth_call", [{ to: adapter, data }, "latest"]));
}

/** getLastUpdateDetails(bytes32) of a multi-feed adapter: the signed packages' time (ms) of the feed's last write. */
export async function readLastDataTimestamp(url: string, adapter: string, feedId: string): Promise<number> {
  // 0xfb2eeb3b = the first 4 bytes of keccak256("getLastUpdateDetails(bytes32)").
  const data = `0xfb2eeb3b${feedIdWord(feedId)}`;
  const result = await rpc<string>(url, "eth_call", [{ to: adapter, data }, "latest"]);
  return Number(BigInt(`0x${result.slice(2, 66)}`));
}

export interface Receipt {
  status: string;
  transactionHash: string;
  from: string;
  to: string;
}

export const receiptOf = (url: string, hash: string) =>
  rpc<Receipt | null>(url, "eth_getTransactionReceipt", [hash]);

/** The receipt once the transaction is mined (a chain under load may take a block or two). */
export async function minedReceipt(url: string, hash: string, timeoutMs = 15_000): Promise<Receipt | null> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const receipt = await receiptOf(url, hash);
    if (receipt || Date.now() > deadline) return receipt;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
