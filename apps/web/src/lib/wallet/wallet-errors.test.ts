import { describe, expect, it } from "vitest";
import { REJECTED_BY_USER, UNKNOWN_ERROR, walletErrorCode, walletErrorMessage } from "./wallet-errors.ts";

describe("wallet error messages", () => {
  it("ERROR-28 code 4001 reads 'Transaction was rejected by user', also when wrapped", () => {
    expect(walletErrorMessage({ code: 4001, message: "MetaMask Tx Signature: User denied." })).toBe(
      REJECTED_BY_USER,
    );
    expect(REJECTED_BY_USER).toBe("Transaction was rejected by user");
    const wrapped = new Error("User rejected the request.", { cause: { code: 4001, message: "denied" } });
    expect(walletErrorMessage(wrapped)).toBe(REJECTED_BY_USER);
    expect(walletErrorCode(wrapped)).toBe(4001);
    expect(walletErrorMessage({ code: 4001 }, "Network switch was rejected")).toBe(
      "Network switch was rejected",
    );
  });

  it("ERROR-29 otherwise the data message, else the message, else 'Unknown error'", () => {
    expect(
      walletErrorMessage({
        code: -32603,
        message: "Internal JSON-RPC error.",
        data: { message: "execution reverted: stale data" },
      }),
    ).toBe("execution reverted: stale data");
    expect(walletErrorMessage({ code: -32000, message: "insufficient funds for gas" })).toBe(
      "insufficient funds for gas",
    );
    expect(walletErrorMessage(new Error("Transaction failed"))).toBe("Transaction failed");
    expect(walletErrorMessage({ code: -32000, message: "  ", data: { message: "" } })).toBe(UNKNOWN_ERROR);
    expect(walletErrorMessage({})).toBe("Unknown error");
    expect(walletErrorMessage(undefined)).toBe("Unknown error");
    expect(walletErrorMessage(null)).toBe("Unknown error");
    expect(walletErrorMessage("boom")).toBe("boom");
    // A cause cycle ends.
    const looped: { message?: string; cause?: unknown } = {};
    looped.cause = looped;
    expect(walletErrorMessage(looped)).toBe("Unknown error");
  });
});
