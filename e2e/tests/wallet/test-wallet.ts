import type { Page } from "@playwright/test";
import { anvilRpcUrl, type RpcError, RpcFailure, rpc } from "./anvil-rpc.ts";

/**
 * A browser wallet for journeys: an EIP-1193 provider injected into the page (window.ethereum,
 * and announced through EIP-6963) whose requests are answered here, in the test process, for one
 * of anvil's unlocked dev accounts on the devnet's local chains. It behaves like MetaMask where
 * the page can tell: accounts only after a connect, wallet_switchEthereumChain with a
 * chainChanged event, 4001 for a request the user refuses, and a transaction that would revert
 * is still sent when the user confirms it (MetaMask warns, then lets it through), so it is mined
 * with status 0.
 */

export interface TestWalletOptions {
  account: `0x${string}`;
  /** The network the wallet is on when the page opens. */
  chainId: number;
}

type Answer = { result: unknown } | { error: RpcError };

/** Gas for a transaction whose estimate fails (it will revert); MetaMask falls back to a fixed limit too. */
const FALLBACK_GAS = "0xf4240";

export class TestWallet {
  chainId: number;
  /** What the user answers the next transaction prompt. */
  nextConfirmation: "confirm" | "reject" = "confirm";
  /** Hashes of the transactions sent, oldest first. */
  readonly sent: string[] = [];
  /** Every request the page made, by method. */
  readonly requests: string[] = [];
  private connected = false;

  private constructor(
    private readonly page: Page,
    private readonly options: TestWalletOptions,
  ) {
    this.chainId = options.chainId;
  }

  /** Injects the wallet into every document the page loads from now on. */
  static async install(page: Page, options: TestWalletOptions): Promise<TestWallet> {
    const wallet = new TestWallet(page, options);
    await page.exposeFunction("__testWalletRequest", (method: string, params: unknown[]) =>
      wallet.answer(method, params),
    );
    await page.addInitScript(injectProvider);
    return wallet;
  }

  get rpcUrl(): string {
    return anvilRpcUrl(this.chainId);
  }

  /** The user picks another network in the wallet. */
  async changeNetwork(chainId: number): Promise<void> {
    this.chainId = chainId;
    await this.emit("chainChanged", `0x${chainId.toString(16)}`);
  }

  private emit(event: string, payload: unknown): Promise<void> {
    return this.page.evaluate(([name, value]) => window.__testWalletEmit?.(name, value), [
      event,
      payload,
    ] as const);
  }

  private async answer(method: string, params: unknown[]): Promise<Answer> {
    this.requests.push(method);
    try {
      return { result: await this.handle(method, params) };
    } catch (error) {
      if (error instanceof RpcFailure) return { error: error.error };
      return { error: { code: -32603, message: error instanceof Error ? error.message : String(error) } };
    }
  }

  private async handle(method: string, params: unknown[]): Promise<unknown> {
    const { account } = this.options;
    switch (method) {
      case "eth_requestAccounts":
        this.connected = true;
        return [account];
      case "eth_accounts":
        return this.connected ? [account] : [];
      case "eth_chainId":
        return `0x${this.chainId.toString(16)}`;
      case "wallet_switchEthereumChain": {
        const [{ chainId }] = params as [{ chainId: string }];
        anvilRpcUrl(Number(chainId)); // a chain the wallet does not know throws
        this.chainId = Number(chainId);
        await this.emit("chainChanged", chainId);
        return null;
      }
      case "eth_sendTransaction":
        return this.send(params[0] as { from: string; to: string; data: string });
      default:
        // Reads (receipts, blocks, calls) go to the chain the wallet is on.
        return rpc(this.rpcUrl, method, params);
    }
  }

  private async send(transaction: { from: string; to: string; data: string }): Promise<string> {
    if (this.nextConfirmation === "reject") {
      this.nextConfirmation = "confirm";
      throw new RpcFailure({
        code: 4001,
        message: "MetaMask Tx Signature: User denied transaction signature.",
      });
    }
    if (transaction.from.toLowerCase() !== this.options.account.toLowerCase()) {
      throw new RpcFailure({ code: 4100, message: "The requested account has not been authorized" });
    }
    const gas = await rpc<string>(this.rpcUrl, "eth_estimateGas", [transaction]).catch(() => FALLBACK_GAS);
    const hash = await rpc<string>(this.rpcUrl, "eth_sendTransaction", [{ ...transaction, gas }]);
    this.sent.push(hash);
    return hash;
  }
}

declare global {
  interface Window {
    __testWalletRequest?: (method: string, params: unknown[]) => Promise<Answer>;
    __testWalletEmit?: (event: string, payload: unknown) => void;
  }
}

/** Runs in the page before its own scripts (an init script is not subject to the page's CSP). */
function injectProvider() {
  const listeners = new Map<string, Set<(payload: unknown) => void>>();
  const provider = {
    isMetaMask: true,
    async request({ method, params }: { method: string; params?: unknown[] }) {
      const request = window.__testWalletRequest;
      if (!request) throw new Error("test wallet is not connected to the test");
      const answer = await request(method, params ?? []);
      if ("error" in answer) {
        throw Object.assign(new Error(answer.error.message), {
          code: answer.error.code,
          ...(answer.error.data === undefined ? {} : { data: answer.error.data }),
        });
      }
      return answer.result;
    },
    on(event: string, listener: (payload: unknown) => void) {
      const set = listeners.get(event) ?? new Set();
      set.add(listener);
      listeners.set(event, set);
    },
    removeListener(event: string, listener: (payload: unknown) => void) {
      listeners.get(event)?.delete(listener);
    },
  };
  window.__testWalletEmit = (event, payload) => {
    for (const listener of [...(listeners.get(event) ?? [])]) listener(payload);
  };
  Object.defineProperty(window, "ethereum", { value: provider, configurable: true });
  const announce = () =>
    window.dispatchEvent(
      new CustomEvent("eip6963:announceProvider", {
        detail: Object.freeze({
          info: {
            uuid: "7d2b3c4e-0000-4000-8000-00000000e2e0",
            name: "Test Wallet",
            icon: "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg'/%3E",
            rdns: "dev.oracle-explorer.test-wallet",
          },
          provider,
        }),
      }),
    );
  window.addEventListener("eip6963:requestProvider", announce);
  announce();
}
