import type { Hex, RpcTransactionReceipt } from "viem";
import type { WalletProvider } from "./eip1193.ts";

export interface ReceiptWaitOptions {
  signal?: AbortSignal;
  /** Pause between two eth_getTransactionReceipt calls (default 1 s). */
  pollMs?: number;
  /** Give up after this long (default 10 min). */
  timeoutMs?: number;
}

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      // The signal outlives many polls: each one leaves no listener behind.
      signal?.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    signal?.addEventListener("abort", onAbort, { once: true });
  });

/**
 * A transaction's receipt, asked of the wallet (eth_getTransactionReceipt, UPDATE-26) until it is
 * mined: the page reads no chain itself, and the wallet knows the network the transaction went to.
 */
export async function pollReceipt(
  wallet: WalletProvider,
  hash: Hex,
  { signal, pollMs = 1_000, timeoutMs = 10 * 60_000 }: ReceiptWaitOptions = {},
): Promise<RpcTransactionReceipt> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    signal?.throwIfAborted();
    const receipt = await wallet.request({ method: "eth_getTransactionReceipt", params: [hash] });
    if (receipt) return receipt;
    if (Date.now() >= deadline) {
      throw new Error(`Transaction ${hash} was not mined within ${Math.round(timeoutMs / 60_000)} min`);
    }
    await sleep(pollMs, signal);
  }
}
