import { act, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { TEST_ACCOUNT } from "../../../lib/wallet/fake-wallet.ts";
import { ADAPTER, feedDetail, manualUpdateAnswer, renderPanel } from "./manual-update-fixture.tsx";
import { REFRESH_AFTER_SUCCESS_MS } from "./use-manual-update.ts";

const toasts = () => within(screen.getByRole("region", { name: "Notifications" }));

/** Opens the modal, connects the wallet (on the feed's chain unless told) and returns the dialog. */
async function connected(options: Parameters<typeof renderPanel>[0] = {}) {
  const rendered = renderPanel({ ...options, wallet: { chainId: 1, ...options.wallet } });
  const dialog = await rendered.open();
  await rendered.user.click(within(dialog).getByRole("button", { name: "Connect MetaMask" }));
  await expect
    .poll(() => within(dialog).getByRole("button", { name: "Update" }).getAttribute("aria-disabled"))
    .toBe("false");
  const clickUpdate = () => rendered.user.click(within(dialog).getByRole("button", { name: "Update" }));
  return { ...rendered, dialog, clickUpdate };
}

afterEach(() => {
  vi.useRealTimers();
});

describe("manual update: the transaction", () => {
  it("UPDATE-12 UPDATE-13 UPDATE-15 UPDATE-18 ERROR-31 pending, then success: status, no Update button, toast, page refresh", async () => {
    const { dialog, clickUpdate, wallet, onUpdated } = await connected({ wallet: { holdSend: true } });
    await clickUpdate();
    const status = within(dialog).getByRole("status");
    await expect.poll(() => status.textContent).toBe("Transaction in progress...");
    expect(within(dialog).queryByRole("button", { name: "Update" })).toBeNull();

    wallet?.releaseSend();
    expect(
      await within(dialog).findByText("Transaction successful! The feed will be updated shortly."),
    ).toBeVisible();
    expect(within(dialog).queryByRole("button", { name: "Update" })).toBeNull();
    const hash = wallet?.calls.find((call) => call.method === "eth_getTransactionReceipt")
      ?.params as string[];
    expect(within(dialog).getByRole("link", { name: /^0xaaaa/ })).toHaveAttribute(
      "href",
      `https://etherscan.io/tx/${hash[0]}`,
    );
    const toast = await toasts().findByRole("status");
    expect(toast).toHaveTextContent("Update Successful");
    expect(toast).toHaveTextContent("Feed ETH updated successfully");
    expect(onUpdated).toHaveBeenCalledWith(hash[0]);
    // CALL-36 from the page: the send carries the api's calldata, from the account, to the adapter.
    expect(wallet?.calls.find((call) => call.method === "eth_sendTransaction")).toEqual({
      method: "eth_sendTransaction",
      params: [{ from: TEST_ACCOUNT, to: ADAPTER, data: "0xb7a16251feed" }],
    });
  });

  it("UPDATE-14 UPDATE-15 UPDATE-18 ERROR-28 ERROR-32 a rejected transaction: 'Transaction failed', Update back, 'Update Failed' toast", async () => {
    const { dialog, clickUpdate, onUpdated } = await connected({ wallet: { onSend: "reject" } });
    await clickUpdate();
    expect(await within(dialog).findByText("Transaction failed")).toBeVisible();
    expect(within(dialog).getByText("Transaction was rejected by user")).toBeVisible();
    expect(within(dialog).getByRole("button", { name: "Update" })).toHaveAttribute("aria-disabled", "false");
    const toast = await toasts().findByRole("alert");
    expect(toast).toHaveTextContent("Update Failed");
    expect(toast).toHaveTextContent("Failed to update feed: Transaction was rejected by user");
    expect(onUpdated).not.toHaveBeenCalled();
  });

  it("UPDATE-17 ERROR-30 a mined transaction whose receipt status is not 1 failed", async () => {
    const { dialog, clickUpdate, onUpdated } = await connected({ wallet: { onSend: "revert" } });
    await clickUpdate();
    expect(await toasts().findByRole("alert")).toHaveTextContent("Failed to update feed: Transaction failed");
    expect(within(dialog).getByRole("status")).toHaveTextContent(/^Transaction failed$/);
    expect(onUpdated).not.toHaveBeenCalled();
  });

  it("ERROR-29 a node's error shows its data message, else its message", async () => {
    const first = await connected({ wallet: { onSend: "node-error" } });
    await first.clickUpdate();
    expect(await toasts().findByRole("alert")).toHaveTextContent(
      "Failed to update feed: execution reverted: stale data",
    );
    first.unmount();
    localStorage.clear();
    const second = await connected({ wallet: { onSend: "plain-error" } });
    await second.clickUpdate();
    expect(await within(second.dialog).findByText("insufficient funds for gas")).toBeVisible();
  });

  it("UPDATE-08 a feed without a token fails with 'Feed token is not defined' and sends nothing", async () => {
    const { dialog, clickUpdate, wallet, fetchMock } = await connected({
      detail: feedDetail({ routeToken: "" }),
    });
    await clickUpdate();
    expect(await within(dialog).findByText("Feed token is not defined")).toBeVisible();
    expect(await toasts().findByRole("alert")).toHaveTextContent(
      "Failed to update feed: Feed token is not defined",
    );
    expect(wallet?.methods()).not.toContain("eth_sendTransaction");
    expect(fetchMock.mock.calls.map(([url]) => String(url))).not.toContainEqual(
      expect.stringContaining("manual-update"),
    );
  });

  it("an api failure is the update's failure, with the api's message", async () => {
    const { dialog, clickUpdate, wallet } = await connected({
      update: Response.json(
        {
          error: "upstream_failed",
          message: "oracle gateway is down",
          upstream: "oracle gateway",
          failure: "down",
        },
        { status: 502 },
      ),
    });
    await clickUpdate();
    expect(await within(dialog).findByText("oracle gateway is down")).toBeVisible();
    expect(wallet?.methods()).not.toContain("eth_sendTransaction");
  });

  it("refuses an answer addressed to another contract than the feed's adapter", async () => {
    const { dialog, clickUpdate, wallet } = await connected({
      update: manualUpdateAnswer({ to: "0x000000000000000000000000000000000000dEaD" }),
    });
    await clickUpdate();
    // Said in the modal itself (a toast, shown inside the open modal, says it too).
    const refusal = await within(dialog).findAllByText(/is addressed to 0x0000.*not the feed's adapter/);
    const inModal = refusal.filter((element) => !element.closest("[aria-label='Notifications']"));
    expect(inModal).toHaveLength(1);
    expect(inModal[0]).toBeVisible();
    expect(wallet?.methods()).not.toContain("eth_sendTransaction");
  });

  it("UPDATE-16 closing the modal resets the status", async () => {
    const { dialog, clickUpdate, user, open } = await connected({ wallet: { onSend: "reject" } });
    await clickUpdate();
    expect(await within(dialog).findByText("Transaction failed")).toBeVisible();
    await user.click(within(dialog).getByRole("button", { name: "Close" }));
    const reopened = await open();
    expect(within(reopened).getByRole("status")).toBeEmptyDOMElement();
    expect(within(reopened).getByRole("button", { name: "Update" })).toBeVisible();
  });

  it("ERROR-31 ERROR-40 CONST-47 CONST-26 'Update Successful' stays 5 s; 'Update Failed' and 'MetaMask Error' stay 10 s", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const ok = await connected({ fakeTimers: true });
    await ok.clickUpdate();
    await toasts().findByText("Update Successful");
    act(() => vi.advanceTimersByTime(4_800));
    expect(toasts().queryByText("Update Successful")).not.toBeNull();
    act(() => vi.advanceTimersByTime(400));
    expect(toasts().queryByText("Update Successful")).toBeNull();
    ok.unmount();
    localStorage.clear();

    const failed = await connected({ fakeTimers: true, wallet: { onSend: "reject", onSwitch: "reject" } });
    await failed.clickUpdate();
    await toasts().findByText("Update Failed");
    act(() => vi.advanceTimersByTime(9_700));
    expect(toasts().queryByText("Update Failed")).not.toBeNull();
    act(() => vi.advanceTimersByTime(400));
    expect(toasts().queryByText("Update Failed")).toBeNull();
    failed.wallet?.changeChain(42161);
    await failed.user.click(
      await within(failed.dialog).findByRole("button", { name: "Switch to Ethereum Mainnet" }),
    );
    await toasts().findByText("MetaMask Error");
    act(() => vi.advanceTimersByTime(9_700));
    expect(toasts().queryByText("MetaMask Error")).not.toBeNull();
    act(() => vi.advanceTimersByTime(400));
    expect(toasts().queryByText("MetaMask Error")).toBeNull();
  });

  it("asks the page to refetch at once and again while the api's caches catch up", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { clickUpdate, onUpdated } = await connected({ fakeTimers: true });
    await clickUpdate();
    await expect.poll(() => onUpdated.mock.calls.length).toBe(1);
    act(() => vi.advanceTimersByTime(REFRESH_AFTER_SUCCESS_MS.at(-1) ?? 0));
    expect(onUpdated).toHaveBeenCalledTimes(1 + REFRESH_AFTER_SUCCESS_MS.length);
    expect(new Set(onUpdated.mock.calls.map(([hash]) => hash)).size).toBe(1);
  });
});
