/** The wallet's messages, verbatim from the spec's error catalogue, and how wallet errors read. */

/** ERROR-24. */
export const NO_ACCOUNTS_AUTHORIZED = "No accounts authorized";
/** ERROR-25. */
export const FAILED_TO_CONNECT = "Failed to connect to MetaMask";
/** ERROR-26. */
export const METAMASK_NOT_INSTALLED = "MetaMask is not installed. Please install MetaMask to continue.";
/** ERROR-26 (decision): where the download link points. */
export const METAMASK_DOWNLOAD_URL = "https://metamask.io/download/";
/** ERROR-28. */
export const REJECTED_BY_USER = "Transaction was rejected by user";
/** ERROR-29's last resort. */
export const UNKNOWN_ERROR = "Unknown error";
/** ERROR-33: the title of a wallet error raised outside an update. */
export const METAMASK_ERROR_TITLE = "MetaMask Error";

/** EIP-1193: the user rejected the request. */
export const USER_REJECTED_CODE = 4001;
/** EIP-3326: the wallet does not know the chain it was asked to switch to. */
export const UNRECOGNIZED_CHAIN_CODE = 4902;

/** A failed connect, carrying the ERROR-24 or ERROR-25 message (and the wallet's error as cause). */
export class WalletConnectError extends Error {
  override name = "WalletConnectError";
}

type ErrorLike = { code?: unknown; message?: unknown; data?: unknown; cause?: unknown };

/** The error and the errors it wraps (cause), outermost first; a cycle or a deep chain stops at 8. */
function errorChain(error: unknown): ErrorLike[] {
  const chain: ErrorLike[] = [];
  let current: unknown = error;
  while (current !== null && typeof current === "object" && chain.length < 8 && !chain.includes(current)) {
    chain.push(current as ErrorLike);
    current = (current as ErrorLike).cause;
  }
  return chain;
}

const text = (value: unknown): string | null =>
  typeof value === "string" && value.trim() !== "" ? value.trim() : null;

/** The EIP-1193 error code anywhere in the chain, if any. */
export function walletErrorCode(error: unknown): number | null {
  for (const link of errorChain(error)) if (typeof link.code === "number") return link.code;
  return null;
}

/**
 * ERROR-28, ERROR-29: code 4001 (anywhere in the cause chain) reads "Transaction was rejected by
 * user"; otherwise the error's data message (the reason a node gives, e.g. "execution reverted:
 * …"), else its message, else "Unknown error". `rejected` replaces the 4001 text for a request
 * that is not a transaction (a network switch).
 */
export function walletErrorMessage(error: unknown, rejected: string = REJECTED_BY_USER): string {
  if (typeof error === "string") return text(error) ?? UNKNOWN_ERROR;
  const chain = errorChain(error);
  if (chain.some((link) => link.code === USER_REJECTED_CODE)) return rejected;
  for (const link of chain) {
    const data = link.data;
    const message = data !== null && typeof data === "object" ? text((data as ErrorLike).message) : null;
    if (message) return message;
  }
  for (const link of chain) {
    const message = text(link.message);
    if (message) return message;
  }
  return UNKNOWN_ERROR;
}
