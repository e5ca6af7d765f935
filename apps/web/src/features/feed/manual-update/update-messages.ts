/** The manual update's texts, verbatim from the spec (sections 4, 5 and 8). */

/** UPDATE-01. */
export const MODAL_TITLE = "Manual Price Feed Update";
/** FEED-21 (decision): the button that opens the modal. */
export const OPEN_BUTTON_LABEL = "Update price";
/** UPDATE-03 (decision). */
export const CONNECT_BUTTON_LABEL = "Connect MetaMask";

/** UPDATE-12..14: the transaction status lines. */
export const STATUS_TEXT = {
  pending: "Transaction in progress...",
  success: "Transaction successful! The feed will be updated shortly.",
  error: "Transaction failed",
} as const;

/** UPDATE-04..06: the Update button's tooltips. */
export const TOOLTIP_CONNECT = "Connect MetaMask wallet";
export const TOOLTIP_WRONG_NETWORK = "Wrong MetaMask network";
export const TOOLTIP_READY = "Update price by signing with your wallet address";

/** UPDATE-08. */
export const FEED_TOKEN_NOT_DEFINED = "Feed token is not defined";
/** UPDATE-17, ERROR-30: a mined transaction whose receipt status is not 1. */
export const TRANSACTION_FAILED = "Transaction failed";

/** ERROR-31, ERROR-32: the toasts of an update. */
export const UPDATE_SUCCESS_TITLE = "Update Successful";
export const UPDATE_FAILED_TITLE = "Update Failed";
export const updateSuccessMessage = (feedId: string) => `Feed ${feedId} updated successfully`;
export const updateFailedMessage = (reason: string) => `Failed to update feed: ${reason}`;

/** ERROR-27 (decision on text). */
export const wrongNetworkMessage = (current: string, feedNetwork: string) =>
  `You are connected to ${current}. Please switch MetaMask to ${feedNetwork}.`;
/** Beyond the spec: the wallet's network has no contract at the adapter's address, so nothing is sent. */
export const adapterMissingMessage = (adapter: string, chainId: number) =>
  `There is no adapter contract at ${adapter} on your wallet's network (chain ${chainId}). ` +
  "Check that your wallet is connected to the same network as this explorer.";
/** A rejected network switch is no transaction: its own 4001 text. */
export const SWITCH_REJECTED = "Network switch was rejected by user";
