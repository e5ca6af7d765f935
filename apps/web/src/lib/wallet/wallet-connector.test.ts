import { WALLET_ACCOUNT_KEY } from "@oracle-explorer/core/constants";
import { afterEach, describe, expect, it } from "vitest";
import {
  createFakeWallet,
  type FakeWalletOptions,
  installFakeWallet,
  OTHER_ACCOUNT,
  TEST_ACCOUNT,
} from "./fake-wallet.ts";
import {
  createWalletConnector,
  WALLET_STATUSES,
  type WalletConnector,
  type WalletStatus,
} from "./wallet-connector.ts";
import { FAILED_TO_CONNECT, NO_ACCOUNTS_AUTHORIZED, WalletConnectError } from "./wallet-errors.ts";

const ADAPTER = "0xE9061F92bA9A3D9ef3f4eb8456ac9E552B3Ff5C8";
const cleanups: (() => void)[] = [];

afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

/** A fake wallet installed as window.ethereum and a connector over it (destroyed after the test). */
async function setup(options: FakeWalletOptions = {}, { announce = false } = {}) {
  const wallet = createFakeWallet(options);
  cleanups.push(installFakeWallet(wallet, { announce }));
  const connector = createWalletConnector(window);
  cleanups.push(() => connector.destroy());
  await connector.ready;
  return { wallet, connector };
}

/** Every status the connector reports from now on. */
function statusesOf(connector: WalletConnector): WalletStatus[] {
  const seen: WalletStatus[] = [connector.getState().status];
  connector.subscribe(() => seen.push(connector.getState().status));
  return seen;
}

describe("wallet connector", () => {
  it("UPDATE-19 has exactly four states and reports no other", async () => {
    expect(WALLET_STATUSES).toEqual(["not-installed", "disconnected", "connecting", "connected"]);
    const none = createWalletConnector(window);
    cleanups.push(() => none.destroy());
    const { wallet, connector } = await setup();
    const seen = statusesOf(connector);
    await connector.connect();
    wallet.changeAccounts([]);
    await expect.poll(() => connector.getState().status).toBe("disconnected");
    expect(seen).toEqual(["disconnected", "connecting", "connected", "disconnected"]);
    expect(new Set([none.getState().status, ...seen])).toEqual(new Set(WALLET_STATUSES));
  });

  it("UPDATE-20 is not installed when the page has no injected wallet", async () => {
    const connector = createWalletConnector(window);
    cleanups.push(() => connector.destroy());
    await connector.ready;
    expect(connector.getState()).toEqual({
      status: "not-installed",
      account: null,
      chainId: null,
      walletName: null,
    });
  });

  it("UPDATE-21 CONST-50 connecting calls eth_requestAccounts while connecting, then saves the connected account", async () => {
    const { wallet, connector } = await setup({ chainId: 42161 });
    expect(connector.getState().status).toBe("disconnected");
    const request = wallet.provider.request;
    let statusDuringRequest: WalletStatus | undefined;
    wallet.provider.request = (async (args: { method: string }) => {
      if (args.method === "eth_requestAccounts") statusDuringRequest = connector.getState().status;
      return request(args as never);
    }) as typeof request;
    await expect(connector.connect()).resolves.toBe(TEST_ACCOUNT);
    expect(statusDuringRequest).toBe("connecting");
    expect(connector.getState()).toEqual({
      status: "connected",
      account: TEST_ACCOUNT,
      chainId: 42161,
      walletName: "MetaMask",
    });
    expect(localStorage.getItem(WALLET_ACCOUNT_KEY)).toBe(TEST_ACCOUNT);
    expect(wallet.methods()).not.toContain("wallet_requestPermissions");
  });

  it("UPDATE-22 CONST-50 reconnects a saved account without a prompt while eth_accounts lists it", async () => {
    localStorage.setItem(WALLET_ACCOUNT_KEY, TEST_ACCOUNT);
    const { wallet, connector } = await setup({ authorised: [TEST_ACCOUNT], chainId: 1 });
    expect(connector.getState()).toMatchObject({ status: "connected", account: TEST_ACCOUNT, chainId: 1 });
    expect(wallet.methods()).toContain("eth_accounts");
    expect(wallet.methods()).not.toContain("eth_requestAccounts");
    expect(localStorage.getItem(WALLET_ACCOUNT_KEY)).toBe(TEST_ACCOUNT);
  });

  it("UPDATE-23 forgets a saved account that eth_accounts no longer lists and stays disconnected", async () => {
    localStorage.setItem(WALLET_ACCOUNT_KEY, OTHER_ACCOUNT);
    const { wallet, connector } = await setup({ authorised: [TEST_ACCOUNT] });
    expect(connector.getState().status).toBe("disconnected");
    expect(localStorage.getItem(WALLET_ACCOUNT_KEY)).toBeNull();
    expect(wallet.methods()).not.toContain("eth_requestAccounts");

    localStorage.setItem(WALLET_ACCOUNT_KEY, TEST_ACCOUNT);
    const { connector: locked } = await setup({ authorised: [] });
    expect(locked.getState().status).toBe("disconnected");
    expect(localStorage.getItem(WALLET_ACCOUNT_KEY)).toBeNull();
  });

  it("UPDATE-24 an accountsChanged with no accounts disconnects and forgets the account; another account is saved", async () => {
    const { wallet, connector } = await setup();
    await connector.connect();
    wallet.changeAccounts([OTHER_ACCOUNT]);
    await expect.poll(() => connector.getState().account).toBe(OTHER_ACCOUNT);
    expect(localStorage.getItem(WALLET_ACCOUNT_KEY)).toBe(OTHER_ACCOUNT);
    wallet.changeAccounts([]);
    await expect.poll(() => connector.getState().status).toBe("disconnected");
    expect(connector.getState().account).toBeNull();
    expect(localStorage.getItem(WALLET_ACCOUNT_KEY)).toBeNull();
  });

  it("UPDATE-25 a chainChanged event, or a switch the connector asks for, updates the network", async () => {
    const { wallet, connector } = await setup({ chainId: 1 });
    await connector.connect();
    wallet.changeChain(42161);
    await expect.poll(() => connector.getState().chainId).toBe(42161);
    await connector.switchChain(11155111);
    expect(connector.getState().chainId).toBe(11155111);
    expect(wallet.calls).toContainEqual({
      method: "wallet_switchEthereumChain",
      params: [{ chainId: "0xaa36a7" }],
    });
  });

  it("UPDATE-26 CALL-36 asks the wallet only for accounts, its chain, the send and the receipt", async () => {
    const { wallet, connector } = await setup({ chainId: 1, pendingPolls: 2 });
    const account = await connector.connect();
    expect(await connector.chainId()).toBe(1);
    const hash = await connector.sendTransaction({ from: account, to: ADAPTER, data: "0xb7a16251" });
    const receipt = await connector.waitForReceipt(hash, { pollMs: 1 });
    expect(receipt.status).toBe("0x1");
    const allowed = [
      "eth_requestAccounts",
      "eth_accounts",
      "eth_chainId",
      "eth_sendTransaction",
      "eth_getTransactionReceipt",
    ];
    expect(wallet.methods().filter((method) => !allowed.includes(method))).toEqual([]);
    expect(wallet.methods()).toEqual(expect.arrayContaining(["eth_requestAccounts", "eth_sendTransaction"]));
    // Exactly to, from and data: no gas, fee, value or sponsor of the app's choosing.
    expect(wallet.calls.filter((call) => call.method === "eth_sendTransaction")).toEqual([
      { method: "eth_sendTransaction", params: [{ from: TEST_ACCOUNT, to: ADAPTER, data: "0xb7a16251" }] },
    ]);
    expect(wallet.calls.filter((call) => call.method === "eth_getTransactionReceipt")).toHaveLength(3);
  });

  it("waits for a receipt until aborted", async () => {
    const { connector } = await setup({ pendingPolls: 1_000 });
    const account = await connector.connect();
    const hash = await connector.sendTransaction({ from: account, to: ADAPTER, data: "0x" });
    const stop = new AbortController();
    const waiting = connector.waitForReceipt(hash, { pollMs: 5, signal: stop.signal });
    stop.abort(new Error("closed"));
    await expect(waiting).rejects.toThrow("closed");
    await expect(connector.waitForReceipt(hash, { pollMs: 1, timeoutMs: 5 })).rejects.toThrow(/not mined/);
  });

  it("ERROR-24 a connect answered with no accounts fails with the spec's message and connects nothing", async () => {
    const { connector } = await setup({ onRequestAccounts: "empty" });
    const failure = connector.connect();
    await expect(failure).rejects.toBeInstanceOf(WalletConnectError);
    await expect(failure).rejects.toThrow(NO_ACCOUNTS_AUTHORIZED);
    expect(connector.getState().status).toBe("disconnected");
    expect(localStorage.getItem(WALLET_ACCOUNT_KEY)).toBeNull();
  });

  it("ERROR-25 a rejected or failing connect fails with 'Failed to connect to MetaMask'", async () => {
    for (const onRequestAccounts of ["reject", "fail"] as const) {
      const { connector } = await setup({ onRequestAccounts });
      await expect(connector.connect()).rejects.toThrow(FAILED_TO_CONNECT);
      expect(connector.getState().status).toBe("disconnected");
    }
  });

  it("finds the wallet through EIP-6963 before window.ethereum", async () => {
    const announced = createFakeWallet();
    cleanups.push(installFakeWallet(announced, { announce: true }));
    const other = createFakeWallet();
    window.ethereum = other.provider;
    const connector = createWalletConnector(window);
    cleanups.push(() => connector.destroy());
    await connector.connect();
    expect(announced.methods()).toContain("eth_requestAccounts");
    expect(other.methods()).toEqual([]);
  });
});
