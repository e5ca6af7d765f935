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

/**
 * Session storage that never throws. Unlike the local-storage helpers these only warn on each
 * failure (the error catalogue: disclaimer storage errors are a console warning, no message).
 */
export function readSession(key: string): string | null {
  try {
    return window.sessionStorage.getItem(key);
  } catch (error) {
    console.warn(`session storage: could not read "${key}"`, error);
    return null;
  }
}

export function writeSession(key: string, value: string): void {
  try {
    window.sessionStorage.setItem(key, value);
  } catch (error) {
    console.warn(`session storage: could not write "${key}"`, error);
  }
}
