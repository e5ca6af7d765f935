import { type Address, defineChain, type Hex, numberToHex, type RpcTransactionReceipt } from "viem";
import { type Connector, createConfig, custom, injected } from "wagmi";
import { connect as connectWallet, getConnection, reconnect, watchConnection } from "wagmi/actions";
import { discoverWallets, preferredWallet, type WalletProvider } from "./eip1193.ts";
import { pollReceipt, type ReceiptWaitOptions } from "./receipts.ts";
import { forgetSavedAccount, readSavedAccount, saveAccount } from "./saved-account.ts";
import {
  FAILED_TO_CONNECT,
  METAMASK_NOT_INSTALLED,
  NO_ACCOUNTS_AUTHORIZED,
  WalletConnectError,
} from "./wallet-errors.ts";

/** UPDATE-19: the wallet connector's four states. */
export const WALLET_STATUSES = ["not-installed", "disconnected", "connecting", "connected"] as const;
export type WalletStatus = (typeof WALLET_STATUSES)[number];

export interface WalletState {
  status: WalletStatus;
  /** The connected account (checksummed); null unless connected. */
  account: Address | null;
  /** The chain the wallet is on; null unless connected. */
  chainId: number | null;
  /** The wallet's own name ("MetaMask"); null when none is installed. */
  walletName: string | null;
}

export interface WalletConnector {
  getState(): WalletState;
  subscribe(listener: () => void): () => void;
  /** Settles once the remembered account was reconnected or forgotten (UPDATE-22, UPDATE-23). */
  readonly ready: Promise<void>;
  /** UPDATE-21: eth_requestAccounts; fails with a WalletConnectError (ERROR-24, ERROR-25). */
  connect(): Promise<Address>;
  /** Asks the wallet to switch network (the ERROR-27 alert's button). */
  switchChain(chainId: number): Promise<void>;
  /** The wallet's chain now (eth_chainId, UPDATE-26). */
  chainId(): Promise<number>;
  /**
   * Whether a contract lives at `address` on the wallet's network (eth_getCode): the update is not
   * sent to an address with no code, which is what a wallet on another network with the same chain
   * id (the devnet's local "mainnet" against the real one) would hold.
   */
  hasCode(address: Address): Promise<boolean>;
  /** CALL-36: eth_sendTransaction with exactly from, to and data; the wallet sets gas and fees. */
  sendTransaction(transaction: { from: Address; to: Address; data: Hex }): Promise<Hex>;
  /** Polls eth_getTransactionReceipt (UPDATE-26) until the transaction is mined. */
  waitForReceipt(hash: Hex, options?: ReceiptWaitOptions): Promise<RpcTransactionReceipt>;
  destroy(): void;
}

/**
 * wagmi needs one chain to build its config. The explorer never reads a chain through it (the
 * api reads chains; the wallet sends and reports), so its transport refuses every request.
 */
const WALLET_ONLY_CHAIN = defineChain({
  id: 1,
  name: "Ethereum",
  nativeCurrency: { name: "Ether", symbol: "ETH", decimals: 18 },
  rpcUrls: { default: { http: [] } },
});

/** The wagmi connector of the installed wallet: MetaMask or the first announced one (EIP-6963), else window.ethereum. */
function walletConnectorFn(target: Window) {
  const announced = preferredWallet(discoverWallets(target));
  // No shimDisconnect: connecting asks eth_requestAccounts (UPDATE-21), not wallet_requestPermissions.
  if (announced) {
    const { info, provider } = announced;
    return injected({
      shimDisconnect: false,
      target: { id: info.rdns, name: info.name, icon: info.icon, provider },
    });
  }
  if (!target.ethereum) return null;
  const name = target.ethereum.isMetaMask ? "MetaMask" : "Browser wallet";
  return injected({
    shimDisconnect: false,
    target: { id: "injected", name, provider: () => target.ethereum },
  });
}

/**
 * The browser wallet behind the manual update (spec section 4, "Wallet connector"): wagmi's
 * injected connector drives connecting, reconnecting and the EIP-1193 events (accountsChanged,
 * chainChanged, disconnect); this keeps the four states, the remembered account, and makes the
 * few requests the update needs straight to the wallet, so they are exactly those of CALL-36 and
 * UPDATE-26.
 */
export function createWalletConnector(target: Window = window): WalletConnector {
  const connectorFn = walletConnectorFn(target);
  const config = createConfig({
    chains: [WALLET_ONLY_CHAIN],
    connectors: connectorFn ? [connectorFn] : [],
    multiInjectedProviderDiscovery: false,
    // The remembered account is metamask_account alone; wagmi keeps nothing of its own.
    storage: null,
    transports: {
      [WALLET_ONLY_CHAIN.id]: custom({
        request: async () => {
          throw new Error("The explorer reads chains through its api, not through the wallet config");
        },
      }),
    },
  });
  const connector: Connector | undefined = config.connectors[0];
  const listeners = new Set<() => void>();
  let restoring = false;

  const compute = (): WalletState => {
    if (!connector) return { status: "not-installed", account: null, chainId: null, walletName: null };
    const walletName = connector.name;
    const connection = getConnection(config);
    if (restoring || connection.status === "connecting" || connection.status === "reconnecting") {
      return { status: "connecting", account: null, chainId: null, walletName };
    }
    if (connection.status === "connected" && connection.address) {
      return { status: "connected", account: connection.address, chainId: connection.chainId, walletName };
    }
    return { status: "disconnected", account: null, chainId: null, walletName };
  };

  let state = compute();
  const update = () => {
    const next = compute();
    const previous = state;
    if (
      next.status === previous.status &&
      next.account === previous.account &&
      next.chainId === previous.chainId
    ) {
      return;
    }
    state = next;
    if (next.status === "connected" && next.account && next.account !== previous.account) {
      saveAccount(next.account);
    }
    // UPDATE-24: the wallet dropped the connection (accountsChanged with no account, disconnect).
    if (previous.status === "connected" && next.status !== "connected") forgetSavedAccount();
    for (const listener of listeners) listener();
  };
  const unwatch = watchConnection(config, { onChange: update });

  const provider = async (): Promise<WalletProvider> => {
    const found = await (getConnection(config).connector ?? connector)?.getProvider();
    if (!found) throw new Error(METAMASK_NOT_INSTALLED);
    return found as WalletProvider;
  };

  // UPDATE-22, UPDATE-23: reconnect the remembered account only while eth_accounts lists it.
  const restore = async () => {
    const saved = readSavedAccount();
    if (!saved) return;
    if (!connector) {
      forgetSavedAccount();
      return;
    }
    restoring = true;
    update();
    try {
      const accounts = await connector.getAccounts();
      if (!accounts.some((account) => account.toLowerCase() === saved.toLowerCase())) {
        forgetSavedAccount();
        return;
      }
      const connections = await reconnect(config, { connectors: [connector] });
      if (connections.length === 0) forgetSavedAccount();
    } catch {
      forgetSavedAccount();
    } finally {
      restoring = false;
      update();
    }
  };

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    ready: restore(),

    async connect() {
      if (!connector) throw new WalletConnectError(METAMASK_NOT_INSTALLED);
      if (state.status === "connected" && state.account) return state.account;
      let accounts: readonly Address[];
      try {
        ({ accounts } = await connectWallet(config, { connector }));
      } catch (error) {
        throw new WalletConnectError(FAILED_TO_CONNECT, { cause: error });
      }
      const account = accounts[0];
      if (!account) {
        // ERROR-24: the wallet answered with no account; nothing is connected.
        config.setState((x) => ({ ...x, connections: new Map(), current: null, status: "disconnected" }));
        throw new WalletConnectError(NO_ACCOUNTS_AUTHORIZED);
      }
      return account;
    },

    async switchChain(chainId) {
      const wallet = await provider();
      await wallet.request({
        method: "wallet_switchEthereumChain",
        params: [{ chainId: numberToHex(chainId) }],
      });
      // Some wallets switch without a chainChanged event: read the chain back so the state follows.
      const current = Number(await wallet.request({ method: "eth_chainId" }));
      getConnection(config).connector?.onChainChanged(String(current));
    },

    async chainId() {
      return Number(await (await provider()).request({ method: "eth_chainId" }));
    },

    async hasCode(address) {
      const code = await (await provider()).request({ method: "eth_getCode", params: [address, "latest"] });
      return typeof code === "string" && code !== "0x" && code !== "0x0";
    },

    async sendTransaction({ from, to, data }) {
      return (await provider()).request({ method: "eth_sendTransaction", params: [{ from, to, data }] });
    },

    async waitForReceipt(hash, options) {
      return pollReceipt(await provider(), hash, options);
    },

    destroy() {
      unwatch();
      listeners.clear();
    },
  };
}

let shared: WalletConnector | null = null;

/** The page's one wallet connector, created on first use (when the update modal first opens). */
export function sharedWalletConnector(): WalletConnector {
  shared ??= createWalletConnector(window);
  return shared;
}

/** For tests: the next sharedWalletConnector() starts afresh (after a test changed window.ethereum). */
export function resetSharedWalletConnector(): void {
  shared?.destroy();
  shared = null;
}
