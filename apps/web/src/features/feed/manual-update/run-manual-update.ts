import type { FeedDetailView, ManualUpdate } from "@oracle-explorer/core/api-views";
import { MANUAL_UPDATE_UNIQUE_SIGNERS } from "@oracle-explorer/core/constants";
import type { Address, Hex } from "viem";
import type { WalletConnector } from "../../../lib/wallet/wallet-connector.ts";
import { fetchManualUpdate, type UpdateFeed } from "./get-manual-update.ts";
import {
  adapterMissingMessage,
  FEED_TOKEN_NOT_DEFINED,
  TOOLTIP_WRONG_NETWORK,
  TRANSACTION_FAILED,
} from "./update-messages.ts";

export type UpdateWallet = Pick<
  WalletConnector,
  "chainId" | "hasCode" | "sendTransaction" | "waitForReceipt"
>;
export type FetchUpdate = (feed: UpdateFeed, signal?: AbortSignal) => Promise<ManualUpdate>;

export interface RunManualUpdateInput {
  detail: FeedDetailView;
  /** The connected account: the sender, who signs and pays the gas (UPDATE-11). */
  account: Address;
  wallet: UpdateWallet;
  fetchUpdate?: FetchUpdate;
  signal?: AbortSignal;
}

/** The feed's EVM chain id, or null for a network a wallet cannot be on. */
export function feedChainId(detail: Pick<FeedDetailView, "chainId">): number | null {
  const id = typeof detail.chainId === "number" ? detail.chainId : Number(detail.chainId);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

const sameAddress = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** The api's answer must be this feed's update: its chain, its adapter, 3 unique signers (CONST-37). */
function checkUpdate(update: ManualUpdate, detail: FeedDetailView, chainId: number): void {
  const what = `The update the api prepared for ${detail.feed.feed}`;
  if (update.chainId !== chainId) throw new Error(`${what} is for chain ${update.chainId}, not ${chainId}`);
  if (!sameAddress(update.to, detail.feed.contractAddress)) {
    throw new Error(
      `${what} is addressed to ${update.to}, not the feed's adapter ${detail.feed.contractAddress}`,
    );
  }
  const signers = new Set(update.signers.map((signer) => signer.toLowerCase()));
  if (signers.size !== MANUAL_UPDATE_UNIQUE_SIGNERS) {
    throw new Error(`${what} carries ${signers.size} unique signers, ${MANUAL_UPDATE_UNIQUE_SIGNERS} needed`);
  }
}

/**
 * One manual update (UPDATE-08..11, UPDATE-17): the api builds the adapter's update call with the
 * signed packages appended; the visitor's wallet sends it from the connected account to the
 * feed's adapter and nowhere else; the mined receipt must have status 1. Resolves with the
 * transaction hash; rejects with the error to show (the wallet's own errors unchanged).
 */
export async function runManualUpdate({
  detail,
  account,
  wallet,
  fetchUpdate = fetchManualUpdate,
  signal,
}: RunManualUpdateInput): Promise<Hex> {
  const { feed } = detail;
  if (!feed.feed.trim() || !feed.routeToken.trim()) throw new Error(FEED_TOKEN_NOT_DEFINED);
  const chainId = feedChainId(detail);
  if (chainId === null) throw new Error(`${feed.network.name} is not a chain a wallet can send to`);
  const update = await fetchUpdate(feed, signal);
  checkUpdate(update, detail, chainId);
  // The page's view of the wallet can lag a network switch made in the wallet itself.
  if ((await wallet.chainId()) !== chainId) throw new Error(TOOLTIP_WRONG_NETWORK);
  // Same chain id is not the same network: a devnet's local chain 1 is not Ethereum mainnet. No
  // gas is spent on a call to an address that holds no adapter on the wallet's network.
  if (!(await wallet.hasCode(update.to as Address)))
    throw new Error(adapterMissingMessage(update.to, chainId));
  const hash = await wallet.sendTransaction({
    from: account,
    to: update.to as Address,
    data: update.data as Hex,
  });
  const receipt = await wallet.waitForReceipt(hash, { signal });
  if (Number(receipt.status) !== 1) throw new Error(TRANSACTION_FAILED);
  return hash;
}
