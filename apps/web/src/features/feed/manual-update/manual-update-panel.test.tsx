import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { TEST_ACCOUNT } from "../../../lib/wallet/fake-wallet.ts";
import { feedDetail, renderPanel } from "./manual-update-fixture.tsx";

const updateButton = (dialog: HTMLElement) => within(dialog).getByRole("button", { name: "Update" });
const toasts = () => within(screen.getByRole("region", { name: "Notifications" }));

describe("manual update: modal and wallet", () => {
  it("FEED-21 UPDATE-01 a button opens the 'Manual Price Feed Update' modal; no button without support", async () => {
    const { open, unmount } = renderPanel();
    const dialog = await open();
    expect(within(dialog).getByRole("heading", { name: "Manual Price Feed Update" })).toBeVisible();
    expect(dialog).toHaveTextContent("ETH");
    expect(dialog).toHaveTextContent("0xE9061F...2B3Ff5C8");
    expect(dialog).toHaveTextContent("3 unique signers of redstone-primary-prod");
    unmount();

    renderPanel({ detail: feedDetail({ feedUpdateModalSupported: false }) });
    expect(screen.queryByRole("button", { name: "Update price" })).toBeNull();
  });

  it("UPDATE-20 ERROR-26 without an injected wallet says MetaMask is not installed, with a download link", async () => {
    const { open } = renderPanel({ wallet: null });
    const dialog = await open();
    expect(
      within(dialog).getByText("MetaMask is not installed. Please install MetaMask to continue."),
    ).toBeVisible();
    expect(within(dialog).getByRole("link", { name: "Download MetaMask" })).toHaveAttribute(
      "href",
      "https://metamask.io/download/",
    );
    expect(updateButton(dialog)).toHaveAttribute("aria-disabled", "true");
  });

  it("UPDATE-03 UPDATE-04 disconnected: a Connect MetaMask button; Update disabled with 'Connect MetaMask wallet'", async () => {
    const { open, wallet } = renderPanel();
    const dialog = await open();
    expect(within(dialog).getByRole("button", { name: "Connect MetaMask" })).toBeVisible();
    expect(updateButton(dialog)).toHaveAttribute("aria-disabled", "true");
    expect(updateButton(dialog)).toHaveAccessibleDescription("Connect MetaMask wallet");
    // A disabled Update sends nothing.
    updateButton(dialog).click();
    expect(wallet?.methods()).not.toContain("eth_sendTransaction");
  });

  it("UPDATE-05 UPDATE-06 UPDATE-07 ERROR-27 on another network: disabled, an alert naming both, and a switch that enables Update", async () => {
    const { open, user, wallet } = renderPanel({ wallet: { chainId: 42161 } });
    const dialog = await open();
    await user.click(within(dialog).getByRole("button", { name: "Connect MetaMask" }));
    const alert = await within(dialog).findByRole("alert");
    expect(alert).toHaveTextContent(
      "You are connected to Arbitrum One. Please switch MetaMask to Ethereum Mainnet.",
    );
    expect(updateButton(dialog)).toHaveAttribute("aria-disabled", "true");
    expect(updateButton(dialog)).toHaveAccessibleDescription("Wrong MetaMask network");
    expect(dialog).toHaveTextContent("0x709979...dc4fAD09");

    await user.click(within(alert).getByRole("button", { name: "Switch to Ethereum Mainnet" }));
    expect(wallet?.calls).toContainEqual({
      method: "wallet_switchEthereumChain",
      params: [{ chainId: "0x1" }],
    });
    await expect.poll(() => within(dialog).queryByRole("alert")).toBeNull();
    expect(updateButton(dialog)).toHaveAttribute("aria-disabled", "false");
    expect(updateButton(dialog)).toHaveAccessibleDescription(
      "Update price by signing with your wallet address",
    );
  });

  it("UPDATE-25 a network change made in the wallet re-evaluates the Update button", async () => {
    const { open, user, wallet } = renderPanel({ wallet: { chainId: 1 } });
    const dialog = await open();
    await user.click(within(dialog).getByRole("button", { name: "Connect MetaMask" }));
    await expect.poll(() => updateButton(dialog).getAttribute("aria-disabled")).toBe("false");
    wallet?.changeChain(42161);
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("You are connected to Arbitrum One.");
    expect(updateButton(dialog)).toHaveAttribute("aria-disabled", "true");
  });

  it("shows the connected account (8 characters each side) and reconnects a remembered one on open", async () => {
    localStorage.setItem("metamask_account", TEST_ACCOUNT);
    const { open, wallet } = renderPanel({ wallet: { authorised: [TEST_ACCOUNT], chainId: 1 } });
    const dialog = await open();
    expect(await within(dialog).findByText("0x709979...dc4fAD09")).toBeVisible();
    expect(wallet?.methods()).not.toContain("eth_requestAccounts");
  });

  it("UPDATE-27 ERROR-25 ERROR-33 a refused connect shows 'Failed to connect to MetaMask' in a 'MetaMask Error' toast", async () => {
    const { open, user } = renderPanel({ wallet: { onRequestAccounts: "reject" } });
    const dialog = await open();
    await user.click(within(dialog).getByRole("button", { name: "Connect MetaMask" }));
    const toast = await toasts().findByRole("alert");
    expect(toast).toHaveTextContent("MetaMask Error");
    expect(toast).toHaveTextContent("Failed to connect to MetaMask");
    expect(within(dialog).getByRole("button", { name: "Connect MetaMask" })).toBeVisible();
  });

  it("UPDATE-27 ERROR-24 a connect with no account shows 'No accounts authorized'", async () => {
    const { open, user } = renderPanel({ wallet: { onRequestAccounts: "empty" } });
    const dialog = await open();
    await user.click(within(dialog).getByRole("button", { name: "Connect MetaMask" }));
    expect(await toasts().findByRole("alert")).toHaveTextContent("MetaMask ErrorNo accounts authorized");
  });

  it("ERROR-33 a refused network switch is a 'MetaMask Error' toast too", async () => {
    const { open, user } = renderPanel({ wallet: { chainId: 42161, onSwitch: "reject" } });
    const dialog = await open();
    await user.click(within(dialog).getByRole("button", { name: "Connect MetaMask" }));
    await user.click(await within(dialog).findByRole("button", { name: "Switch to Ethereum Mainnet" }));
    expect(await toasts().findByRole("alert")).toHaveTextContent(
      "MetaMask ErrorNetwork switch was rejected by user",
    );
  });

  it("closes with Escape and the Close button, giving focus back to the opening button", async () => {
    const { open, user } = renderPanel();
    await open();
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(screen.getByRole("button", { name: "Update price" })).toHaveFocus();
    const dialog = await open();
    await user.click(within(dialog).getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
