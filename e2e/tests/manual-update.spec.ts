import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import {
  anvilRpcUrl,
  DEV_ACCOUNTS,
  minedReceipt,
  readFeedValue,
  readLastDataTimestamp,
  receiptOf,
  rpc,
} from "./wallet/anvil-rpc.ts";
import { TestWallet } from "./wallet/test-wallet.ts";

/**
 * Issue 10's journey: a manual price update sent from a browser wallet to the devnet's local
 * Ethereum chain. The feed: BTC on the ethereumMultiFeed layer (multi-feed adapter, 0.5 %
 * deviation, 24 h heartbeat), so the relayer leaves alone what the wallet writes (and the Push
 * Model journey, which checks ETH against the chain, is not disturbed).
 */

const FEED_ID = "BTC";
const FEED_URL = "/app/feeds/ethereum-mainnet/btc/";
const UPDATE_API = "/api/v1/feeds/ethereum-mainnet/btc/manual-update?layer=ethereumMultiFeed";
const ETHEREUM = 1;
const ARBITRUM = 42161;

interface PreparedUpdate {
  chainId: number;
  to: string;
  data: string;
  value: number;
  dataPackagesTimestamp: number;
}

/** The answer as the page shows a price of 1 or more: "$" and 3 grouped decimals (FORMAT-02). */
const shownPrice = (value: number) =>
  `$${value.toLocaleString("en-US", { minimumFractionDigits: 3, maximumFractionDigits: 3 })}`;

/**
 * Waits until the api prepares a newer round than the chain holds for the feed (the signer nodes sign
 * a round every 10 s; an adapter refuses a round it already has), and returns that update.
 */
async function newRound(request: APIRequestContext): Promise<PreparedUpdate> {
  let prepared: PreparedUpdate | undefined;
  await expect
    .poll(
      async () => {
        prepared = (await (await request.get(UPDATE_API)).json()) as PreparedUpdate;
        const onChain = await readLastDataTimestamp(anvilRpcUrl(ETHEREUM), prepared.to, FEED_ID);
        return prepared.dataPackagesTimestamp > onChain;
      },
      { timeout: 25_000, intervals: [1_000] },
    )
    .toBe(true);
  return prepared as PreparedUpdate;
}

async function openModal(page: Page) {
  await page.goto(FEED_URL);
  const answer = page.getByRole("region", { name: "Answer" });
  await answer.getByRole("button", { name: "Update price" }).click();
  const dialog = page.getByRole("dialog", { name: "Manual Price Feed Update" });
  await expect(dialog).toBeVisible();
  return { answer, dialog, update: dialog.getByRole("button", { name: "Update", exact: true }) };
}

// One chain, one feed: the journeys run one after another so no update takes another's round.
test.describe.configure({ mode: "serial" });

test.describe("Manual price update with a browser wallet", () => {
  test("UPDATE-04 UPDATE-05 UPDATE-06 UPDATE-07 UPDATE-10 UPDATE-11 UPDATE-13 UPDATE-18 connect on the wrong network, switch, update; the page shows the new value and transaction", async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const wallet = await TestWallet.install(page, { account: DEV_ACCOUNTS.visitor, chainId: ARBITRUM });
    const { answer, dialog, update } = await openModal(page);

    // Disconnected: Update disabled, saying why.
    await expect(update).toBeDisabled();
    await expect(update).toHaveAccessibleDescription("Connect MetaMask wallet");
    await dialog.getByRole("button", { name: "Connect MetaMask" }).click();

    // On Arbitrum: the alert names both networks; Update stays disabled until the switch.
    const alert = dialog.getByRole("alert");
    await expect(alert).toContainText(
      "You are connected to Arbitrum One. Please switch MetaMask to Ethereum Mainnet.",
    );
    await expect(update).toBeDisabled();
    await expect(update).toHaveAccessibleDescription("Wrong MetaMask network");
    await alert.getByRole("button", { name: "Switch to Ethereum Mainnet" }).click();
    await expect(alert).toHaveCount(0);
    await expect(update).toBeEnabled();
    await expect(update).toHaveAccessibleDescription("Update price by signing with your wallet address");
    expect(wallet.chainId).toBe(ETHEREUM);

    // The update: the api's calldata, sent by the wallet, mined on the local chain.
    await newRound(request);
    const prepared = page.waitForResponse((response) => response.url().includes("/manual-update"));
    await update.click();
    const body = (await (await prepared).json()) as PreparedUpdate;
    await expect(dialog.getByRole("status", { name: "Transaction status" })).toContainText(
      "Transaction successful! The feed will be updated shortly.",
    );
    await expect(update).toHaveCount(0);
    const toast = page.getByRole("region", { name: "Notifications" }).getByRole("status");
    await expect(toast).toContainText("Update Successful");
    await expect(toast).toContainText(`Feed ${FEED_ID} updated successfully`);

    const [txHash] = wallet.sent;
    expect(txHash).toMatch(/^0x[0-9a-f]{64}$/);
    const receipt = await receiptOf(anvilRpcUrl(ETHEREUM), txHash ?? "");
    expect(receipt).toMatchObject({
      status: "0x1",
      from: DEV_ACCOUNTS.visitor.toLowerCase(),
      to: body.to.toLowerCase(),
    });
    const stored = await readFeedValue(anvilRpcUrl(ETHEREUM), body.to, FEED_ID);
    expect(Number(stored) / 1e8).toBeCloseTo(body.value, 6);

    // Without a reload, within seconds: the api keeps a feed's value 10 s and its history 5 s.
    await dialog.getByRole("button", { name: "Close", exact: true }).click();
    await expect(dialog).toHaveCount(0);
    await expect(answer).toContainText(shownPrice(Number(stored) / 1e8), { timeout: 20_000 });
    const transactions = page.getByRole("table", { name: "On chain transactions" });
    await expect(transactions.getByRole("link", { name: (txHash ?? "").slice(0, 20) })).toBeVisible({
      timeout: 20_000,
    });
  });

  test("UPDATE-14 UPDATE-15 UPDATE-16 ERROR-28 ERROR-32 a transaction the user rejects in the wallet", async ({
    page,
  }) => {
    const wallet = await TestWallet.install(page, { account: DEV_ACCOUNTS.visitor, chainId: ETHEREUM });
    const { dialog, update } = await openModal(page);
    await dialog.getByRole("button", { name: "Connect MetaMask" }).click();
    await expect(update).toBeEnabled();
    wallet.nextConfirmation = "reject";
    await update.click();
    await expect(dialog.getByRole("status", { name: "Transaction status" })).toContainText(
      "Transaction failed",
    );
    await expect(dialog.getByRole("status", { name: "Transaction status" })).toContainText(
      "Transaction was rejected by user",
    );
    const toast = page.getByRole("region", { name: "Notifications" }).getByRole("alert");
    await expect(toast).toContainText("Update Failed");
    await expect(toast).toContainText("Failed to update feed: Transaction was rejected by user");
    // UPDATE-15: after an error Update is back; UPDATE-16: closing resets the status.
    await expect(update).toBeEnabled();
    expect(wallet.sent).toEqual([]);
    await dialog.getByRole("button", { name: "Close", exact: true }).click();
    await page.getByRole("region", { name: "Answer" }).getByRole("button", { name: "Update price" }).click();
    await expect(dialog.getByRole("status", { name: "Transaction status" })).toBeEmpty();
    await expect(update).toBeEnabled();
  });

  test("UPDATE-14 UPDATE-17 ERROR-30 a transaction mined but reverted (its round was already pushed) shows 'Transaction failed'", async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    // Another visitor pushes the current round first; the page then gets that same round. The
    // devnet's relayer (or another journey) can push a newer round between reading it and
    // sending it, which reverts the other visitor's transaction too: then try a newer round.
    const url = anvilRpcUrl(ETHEREUM);
    let stale: PreparedUpdate | undefined;
    for (let attempt = 0; attempt < 3 && stale === undefined; attempt++) {
      const round = await newRound(request);
      const first = await rpc<string>(url, "eth_sendTransaction", [
        { from: DEV_ACCOUNTS.otherVisitor, to: round.to, data: round.data },
      ]);
      if ((await minedReceipt(url, first))?.status === "0x1") stale = round;
    }
    if (stale === undefined) throw new Error("the other visitor's update reverted three times");
    await page.route(
      (target) => target.pathname.endsWith("/manual-update"),
      (route) => route.fulfill({ json: stale as PreparedUpdate }),
    );

    const wallet = await TestWallet.install(page, { account: DEV_ACCOUNTS.visitor, chainId: ETHEREUM });
    const { dialog, update } = await openModal(page);
    await dialog.getByRole("button", { name: "Connect MetaMask" }).click();
    await update.click();
    await expect(dialog.getByRole("status", { name: "Transaction status" })).toHaveText("Transaction failed");
    await expect(page.getByRole("region", { name: "Notifications" }).getByRole("alert")).toContainText(
      "Failed to update feed: Transaction failed",
    );
    const [hash] = wallet.sent;
    expect((await receiptOf(url, hash ?? ""))?.status).toBe("0x0");
  });
});
