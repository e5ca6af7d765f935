import type { EIP1193Provider } from "viem";

/**
 * Browser wallets as the page sees them: an EIP-1193 provider (window.ethereum, or one announced
 * through EIP-6963's events when several wallets are installed).
 */

export type WalletProvider = EIP1193Provider & { isMetaMask?: true };

/** EIP-6963: what a wallet announces about itself. */
export interface WalletProviderInfo {
  uuid: string;
  name: string;
  /** A data: URI. */
  icon: string;
  /** Reverse DNS of the wallet, e.g. "io.metamask". */
  rdns: string;
}

export interface WalletProviderDetail {
  info: WalletProviderInfo;
  provider: WalletProvider;
}

declare global {
  interface Window {
    ethereum?: WalletProvider;
  }
}

/**
 * EIP-6963 discovery: asks every installed wallet to announce itself and returns those that
 * answered. Wallets answer the request event synchronously, from their content script, so one
 * request finds every wallet already injected; a wallet announcing twice is kept once.
 */
export function discoverWallets(target: Window): WalletProviderDetail[] {
  const found = new Map<string, WalletProviderDetail>();
  const onAnnounce = (event: Event) => {
    const detail = (event as CustomEvent<WalletProviderDetail | undefined>).detail;
    if (detail?.info?.uuid && typeof detail.provider?.request === "function") {
      found.set(detail.info.uuid, detail);
    }
  };
  target.addEventListener("eip6963:announceProvider", onAnnounce);
  target.dispatchEvent(new Event("eip6963:requestProvider"));
  target.removeEventListener("eip6963:announceProvider", onAnnounce);
  return [...found.values()];
}

/** MetaMask first (the spec's wallet), then the order the wallets announced themselves in. */
export function preferredWallet(wallets: readonly WalletProviderDetail[]): WalletProviderDetail | undefined {
  return wallets.find((wallet) => wallet.info.rdns.startsWith("io.metamask")) ?? wallets[0];
}
