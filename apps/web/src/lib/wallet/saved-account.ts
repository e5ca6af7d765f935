import { WALLET_ACCOUNT_KEY } from "@oracle-explorer/core/constants";
import { readLocal, writeLocal } from "../storage.ts";

/**
 * The remembered wallet account (local storage "metamask_account", CONST-50): written when a
 * wallet connects or switches account, read once on load to reconnect without a prompt, and
 * removed when the wallet no longer authorises it or disconnects.
 */

export function readSavedAccount(): string | null {
  return readLocal(WALLET_ACCOUNT_KEY)?.trim() || null;
}

export function saveAccount(account: string): void {
  writeLocal(WALLET_ACCOUNT_KEY, account);
}

export function forgetSavedAccount(): void {
  // Like lib/storage: an unusable storage (private mode, sandbox) simply keeps nothing.
  try {
    window.localStorage.removeItem(WALLET_ACCOUNT_KEY);
  } catch {
    // Nothing to forget.
  }
}
