import { afterEach, describe, expect, it, vi } from "vitest";
import { createFakeWallet, installFakeWallet, TEST_ACCOUNT } from "../../../lib/wallet/fake-wallet.ts";
import { createWalletConnector } from "../../../lib/wallet/wallet-connector.ts";
import { mockApi } from "../../../test/mock-api.ts";
import { manualUpdatePath } from "./get-manual-update.ts";
import { ADAPTER, feedDetail, manualUpdateAnswer, UPDATE_PATH } from "./manual-update-fixture.tsx";
import { runManualUpdate, type UpdateWallet } from "./run-manual-update.ts";

/** A wallet on chain 1 that records what it is asked; its receipt says `status`. */
function recordingWallet(status = "0x1", chainId = 1, adapterDeployed = true) {
  const sent: unknown[] = [];
  const wallet: UpdateWallet = {
    chainId: async () => chainId,
    hasCode: vi.fn(async () => adapterDeployed),
    sendTransaction: vi.fn(async (transaction) => {
      sent.push(transaction);
      return "0xabc" as const;
    }),
    waitForReceipt: vi.fn(async () => ({ status }) as never),
  };
  return { wallet, sent };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("runManualUpdate", () => {
  it("sends nothing when the wallet's network holds no adapter at that address (same chain id, other network)", async () => {
    mockApi({ [UPDATE_PATH]: manualUpdateAnswer() });
    const { wallet, sent } = recordingWallet("0x1", 1, false);
    await expect(runManualUpdate({ detail: feedDetail(), account: TEST_ACCOUNT, wallet })).rejects.toThrow(
      /There is no adapter contract at 0x[0-9a-fA-F]{40} on your wallet's network \(chain 1\)/,
    );
    expect(wallet.hasCode).toHaveBeenCalledWith(ADAPTER);
    expect(sent).toEqual([]);
  });

  it("UPDATE-09 CALL-17 asks the api (GET) for the feed's layer update carrying 3 unique signers", async () => {
    const fetchMock = mockApi({ [UPDATE_PATH]: manualUpdateAnswer() });
    const { wallet } = recordingWallet();
    await runManualUpdate({ detail: feedDetail(), account: TEST_ACCOUNT, wallet });
    expect(manualUpdatePath(feedDetail().feed)).toBe(
      "/feeds/ethereum-mainnet/eth/manual-update?layer=ethereumMultiFeed",
    );
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/v1/feeds/ethereum-mainnet/eth/manual-update?layer=ethereumMultiFeed");
    expect(init.method ?? "GET").toBe("GET");

    // An answer with two unique signers (one signed twice) is refused before the wallet is asked.
    const twice = "0x1111111111111111111111111111111111111111";
    mockApi({
      [UPDATE_PATH]: manualUpdateAnswer({
        signers: [twice, twice.toUpperCase().replace("0X", "0x"), ADAPTER],
      }),
    });
    const refused = recordingWallet();
    await expect(
      runManualUpdate({ detail: feedDetail(), account: TEST_ACCOUNT, wallet: refused.wallet }),
    ).rejects.toThrow("carries 2 unique signers, 3 needed");
    expect(refused.sent).toEqual([]);
  });

  it("UPDATE-10 UPDATE-11 sends the api's calldata to the feed's adapter, from the connected account, nothing more", async () => {
    const { wallet, sent } = recordingWallet();
    const hash = await runManualUpdate({
      detail: feedDetail(),
      account: TEST_ACCOUNT,
      wallet,
      fetchUpdate: async () => manualUpdateAnswer({ data: "0xc14c9204cafe" }),
    });
    expect(hash).toBe("0xabc");
    // No gas, price, value, nonce or sponsor: the user's wallet sets those and the user pays.
    expect(sent).toEqual([{ from: TEST_ACCOUNT, to: ADAPTER, data: "0xc14c9204cafe" }]);
  });

  it("UPDATE-08 without a feed token fails with 'Feed token is not defined' before any call", async () => {
    const fetchUpdate = vi.fn();
    for (const overrides of [{ routeToken: "" }, { feed: "  " }]) {
      const { wallet, sent } = recordingWallet();
      await expect(
        runManualUpdate({ detail: feedDetail(overrides), account: TEST_ACCOUNT, wallet, fetchUpdate }),
      ).rejects.toThrow("Feed token is not defined");
      expect(sent).toEqual([]);
    }
    expect(fetchUpdate).not.toHaveBeenCalled();
  });

  it("UPDATE-17 ERROR-30 a receipt whose status is not 1 throws 'Transaction failed'", async () => {
    for (const status of ["0x0", "0x", null]) {
      const { wallet } = recordingWallet(status as string);
      await expect(
        runManualUpdate({
          detail: feedDetail(),
          account: TEST_ACCOUNT,
          wallet,
          fetchUpdate: async () => manualUpdateAnswer(),
        }),
      ).rejects.toThrow(/^Transaction failed$/);
    }
  });

  it("refuses to send while the wallet is on another chain, or for an answer about another chain", async () => {
    const wrongWallet = recordingWallet("0x1", 42161);
    await expect(
      runManualUpdate({
        detail: feedDetail(),
        account: TEST_ACCOUNT,
        wallet: wrongWallet.wallet,
        fetchUpdate: async () => manualUpdateAnswer(),
      }),
    ).rejects.toThrow("Wrong MetaMask network");
    expect(wrongWallet.sent).toEqual([]);
    const { wallet, sent } = recordingWallet();
    await expect(
      runManualUpdate({
        detail: feedDetail(),
        account: TEST_ACCOUNT,
        wallet,
        fetchUpdate: async () => manualUpdateAnswer({ chainId: 42161 }),
      }),
    ).rejects.toThrow("is for chain 42161, not 1");
    expect(sent).toEqual([]);
  });

  it("UPDATE-02 CALL-50 CALL-36 an update's only write is the wallet's eth_sendTransaction; every api call is a GET", async () => {
    const fake = createFakeWallet({ chainId: 1 });
    const uninstall = installFakeWallet(fake);
    const connector = createWalletConnector(window);
    try {
      const fetchMock = mockApi({ [UPDATE_PATH]: manualUpdateAnswer() });
      const account = await connector.connect();
      await runManualUpdate({ detail: feedDetail(), account, wallet: connector });
      const reads = new Set([
        "eth_requestAccounts",
        "eth_accounts",
        "eth_chainId",
        // The adapter-exists check before sending (a read).
        "eth_getCode",
        "eth_getTransactionReceipt",
      ]);
      expect(fake.methods().filter((method) => !reads.has(method))).toEqual(["eth_sendTransaction"]);
      expect(fake.calls.find((call) => call.method === "eth_sendTransaction")?.params).toEqual([
        { from: TEST_ACCOUNT, to: ADAPTER, data: manualUpdateAnswer().data },
      ]);
      for (const [, init] of fetchMock.mock.calls as unknown as [string, RequestInit | undefined][]) {
        expect(init?.method ?? "GET").toBe("GET");
      }
    } finally {
      connector.destroy();
      uninstall();
    }
  });
});
