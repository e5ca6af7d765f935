import { type Abi, BaseError, decodeErrorResult, type Hex, isHex } from "viem";

/** Revert data somewhere in a viem error's cause chain (RPC errors carry it as `data`). */
function revertData(error: BaseError): Hex | null {
  let found: Hex | null = null;
  error.walk((cause) => {
    const data = (cause as { data?: unknown }).data;
    const candidate = typeof data === "string" ? data : (data as { data?: unknown } | undefined)?.data;
    if (typeof candidate === "string" && isHex(candidate) && candidate.length >= 10) {
      found = candidate;
      return true;
    }
    return false;
  });
  return found;
}

/**
 * A readable reason for a failed call or transaction: the adapter's custom error with its
 * arguments ("InsufficientNumberOfUniqueSigners(2, 3)") when the revert data decodes, else viem's
 * short message.
 */
export function revertReason(error: unknown, abi: Abi): string {
  if (!(error instanceof BaseError)) return error instanceof Error ? error.message : String(error);
  const data = revertData(error);
  if (data) {
    try {
      const decoded = decodeErrorResult({ abi, data });
      return `${decoded.errorName}(${(decoded.args ?? []).map(String).join(", ")})`;
    } catch {
      // Not one of the adapter's errors: fall through to viem's own message.
    }
  }
  return error.shortMessage;
}
