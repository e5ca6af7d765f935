/**
 * Browser storage that never throws. Private modes, sandboxed frames and full quotas make
 * localStorage throw; the app then keeps state in memory and says so once (ERROR-23).
 */
export const STORAGE_UNSUPPORTED_MESSAGE = "Local storage is not supported by current environment";

let warned = false;

function warnOnce(): void {
  if (warned) return;
  warned = true;
  console.warn(STORAGE_UNSUPPORTED_MESSAGE);
}

export function readLocal(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    warnOnce();
    return null;
  }
}

export function writeLocal(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    warnOnce();
  }
}

/** For tests: lets the one-time warning fire again. */
export function resetStorageWarning(): void {
  warned = false;
}
