import { useSyncExternalStore } from "react";
import type { WalletConnector, WalletState } from "./wallet-connector.ts";

/** The wallet's state, re-rendering on every change (connect, account or chain change, disconnect). */
export function useWallet(connector: WalletConnector): WalletState {
  return useSyncExternalStore(connector.subscribe, connector.getState, connector.getState);
}
