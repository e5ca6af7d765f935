import type { Address, Hex } from "viem";
import type { WalletProvider } from "./eip1193.ts";

/**
 * For tests: an EIP-1193 wallet in memory, the "mocked connector" the wallet and update tests
 * drive wagmi's real injected connector with. It records every request, answers like MetaMask
 * (errors are {code, message, data} objects) and emits accountsChanged / chainChanged on demand.
 */

export const TEST_ACCOUNT: Address = "0x70997970C51812DC3A010c7d44bC79B2dc4fAD09";
export const OTHER_ACCOUNT: Address = "0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC";

export interface FakeWalletOptions {
  /** Accounts the site is authorised for (eth_accounts); [] until a connect approves. */
  authorised?: Address[];
  chainId?: number;
  /** false: eth_getCode answers "0x", as on a network where the adapter does not exist. */
  adapterDeployed?: boolean;
  /** What eth_requestAccounts does. */
  onRequestAccounts?: "approve" | "reject" | "empty" | "fail";
  /** What eth_sendTransaction does: mined with status 1 or 0, rejected (4001), or a node error. */
  onSend?: "mine" | "revert" | "reject" | "node-error" | "plain-error";
  /** What wallet_switchEthereumChain does. */
  onSwitch?: "switch" | "reject" | "unknown-chain";
  /** eth_getTransactionReceipt answers null this many times before the receipt. */
  pendingPolls?: number;
  /** Keep eth_sendTransaction unanswered until release() (to look at the pending state). */
  holdSend?: boolean;
}

export interface RecordedCall {
  method: string;
  params?: unknown;
}

type Listener = (...args: unknown[]) => void;

const rpcError = (code: number, message: string, data?: unknown) =>
  Object.assign(new Error(message), { code, ...(data === undefined ? {} : { data }) });

export function createFakeWallet(options: FakeWalletOptions = {}) {
  const settings = {
    onRequestAccounts: "approve",
    onSend: "mine",
    onSwitch: "switch",
    pendingPolls: 0,
    holdSend: false,
    ...options,
  };
  let authorised = [...(options.authorised ?? [])];
  let chainId = options.chainId ?? 1;
  const calls: RecordedCall[] = [];
  const listeners = new Map<string, Set<Listener>>();
  const receipts = new Map<Hex, { status: Hex; polls: number }>();
  let sent = 0;
  let release: () => void = () => {};

  const emit = (event: string, payload: unknown) => {
    for (const listener of [...(listeners.get(event) ?? [])]) listener(payload);
  };

  async function handle(method: string, params: unknown): Promise<unknown> {
    switch (method) {
      case "eth_accounts":
        return [...authorised];
      case "eth_chainId":
        return `0x${chainId.toString(16)}`;
      case "eth_requestAccounts":
        if (settings.onRequestAccounts === "reject") throw rpcError(4001, "User rejected the request.");
        if (settings.onRequestAccounts === "fail") throw rpcError(-32002, "Request already pending");
        if (settings.onRequestAccounts === "empty") return [];
        if (authorised.length === 0) authorised = [TEST_ACCOUNT];
        return [...authorised];
      case "wallet_switchEthereumChain": {
        if (settings.onSwitch === "reject") throw rpcError(4001, "User rejected the request.");
        if (settings.onSwitch === "unknown-chain") throw rpcError(4902, "Unrecognized chain ID");
        const [{ chainId: next }] = params as [{ chainId: Hex }];
        chainId = Number(next);
        emit("chainChanged", next);
        return null;
      }
      case "eth_sendTransaction": {
        if (settings.holdSend) await new Promise<void>((resolve) => (release = resolve));
        if (settings.onSend === "reject") throw rpcError(4001, "MetaMask Tx Signature: User denied.");
        if (settings.onSend === "node-error") {
          throw rpcError(-32603, "Internal JSON-RPC error.", { message: "execution reverted: stale data" });
        }
        if (settings.onSend === "plain-error") throw rpcError(-32000, "insufficient funds for gas");
        sent += 1;
        const hash = `0x${sent.toString(16).padStart(64, "a")}` as Hex;
        receipts.set(hash, { status: settings.onSend === "revert" ? "0x0" : "0x1", polls: 0 });
        return hash;
      }
      case "eth_getCode":
        // Every address holds a contract unless the test says the network has none.
        return settings.adapterDeployed === false ? "0x" : "0x6080604052";
      case "eth_getTransactionReceipt": {
        const [hash] = params as [Hex];
        const entry = receipts.get(hash);
        if (!entry) return null;
        entry.polls += 1;
        if (entry.polls <= settings.pendingPolls) return null;
        return { transactionHash: hash, status: entry.status, blockNumber: "0x10", logs: [] };
      }
      default:
        throw rpcError(4200, `The method ${method} is not supported by this test wallet`);
    }
  }

  const provider = {
    isMetaMask: true,
    async request({ method, params }: { method: string; params?: unknown }) {
      calls.push(params === undefined ? { method } : { method, params });
      return handle(method, params);
    },
    on(event: string, listener: Listener) {
      const set = listeners.get(event) ?? new Set();
      set.add(listener);
      listeners.set(event, set);
    },
    removeListener(event: string, listener: Listener) {
      listeners.get(event)?.delete(listener);
    },
  } as unknown as WalletProvider;

  return {
    provider,
    calls,
    settings,
    methods: () => calls.map((call) => call.method),
    /** The wallet side: the user switches account (or locks the wallet: []). */
    changeAccounts(accounts: Address[]) {
      authorised = [...accounts];
      emit("accountsChanged", accounts);
    },
    /** The wallet side: the user picks another network. */
    changeChain(next: number) {
      chainId = next;
      emit("chainChanged", `0x${next.toString(16)}`);
    },
    /** Answers a held eth_sendTransaction. */
    releaseSend: () => release(),
    listenerCount: (event: string) => listeners.get(event)?.size ?? 0,
  };
}

export type FakeWallet = ReturnType<typeof createFakeWallet>;

/** Installs the wallet as window.ethereum and, optionally, as an EIP-6963 announcer; returns the uninstall. */
export function installFakeWallet(wallet: FakeWallet, { announce = false } = {}): () => void {
  window.ethereum = wallet.provider;
  const onRequest = () =>
    window.dispatchEvent(
      new CustomEvent("eip6963:announceProvider", {
        detail: Object.freeze({
          info: {
            uuid: "test-wallet",
            name: "MetaMask",
            icon: "data:image/svg+xml,<svg/>",
            rdns: "io.metamask",
          },
          provider: wallet.provider,
        }),
      }),
    );
  if (announce) window.addEventListener("eip6963:requestProvider", onRequest);
  return () => {
    window.removeEventListener("eip6963:requestProvider", onRequest);
    delete window.ethereum;
  };
}
