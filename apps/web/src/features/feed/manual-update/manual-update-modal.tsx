import type { FeedDetailView } from "@oracle-explorer/core/api-views";
import { primaryProdServiceId } from "@oracle-explorer/core/config";
import { MANUAL_UPDATE_UNIQUE_SIGNERS, NOTIFICATION_MS } from "@oracle-explorer/core/constants";
import { shortenModalAddress } from "@oracle-explorer/core/format";
import { useMemo, useState } from "react";
import { useToast } from "../../../components/toast.tsx";
import { useConfig } from "../../../lib/config.tsx";
import { useWallet } from "../../../lib/wallet/use-wallet.ts";
import { sharedWalletConnector, type WalletConnector } from "../../../lib/wallet/wallet-connector.ts";
import {
  METAMASK_ERROR_TITLE,
  UNRECOGNIZED_CHAIN_CODE,
  WalletConnectError,
  walletErrorCode,
  walletErrorMessage,
} from "../../../lib/wallet/wallet-errors.ts";
import styles from "./manual-update.module.css";
import { ModalFrame } from "./modal-frame.tsx";
import { feedChainId } from "./run-manual-update.ts";
import { UpdateButton } from "./update-button.tsx";
import {
  MODAL_TITLE,
  SWITCH_REJECTED,
  TOOLTIP_CONNECT,
  TOOLTIP_READY,
  TOOLTIP_WRONG_NETWORK,
} from "./update-messages.ts";
import { UpdateStatus } from "./update-status.tsx";
import { useManualUpdate } from "./use-manual-update.ts";
import { useNetworkName } from "./use-network-name.ts";
import { WalletSection } from "./wallet-section.tsx";

export interface ManualUpdateModalProps {
  /** Closed, it renders nothing but stays mounted: an update sent keeps running (toast, refresh). */
  open: boolean;
  detail: FeedDetailView;
  onUpdated: (txHash: string) => void;
  onClose: () => void;
  /** For tests; the page's shared wallet connector otherwise. */
  connector?: WalletConnector;
}

/**
 * The "Manual Price Feed Update" modal (UPDATE-01..18): the feed, the wallet, and the Update
 * button, enabled only when a wallet is connected on the feed's chain. The panel loads this
 * module (and wagmi with it) only when the modal first opens.
 */
export default function ManualUpdateModal({
  open,
  detail,
  onUpdated,
  onClose,
  connector,
}: ManualUpdateModalProps) {
  const wallet = useMemo(() => connector ?? sharedWalletConnector(), [connector]);
  const state = useWallet(wallet);
  const toast = useToast();
  const config = useConfig();
  const update = useManualUpdate({ detail, wallet, onUpdated });
  const [switching, setSwitching] = useState(false);
  const { feed } = detail;
  const chainId = feedChainId(detail);
  const networkName = useNetworkName(chainId, feed.network.name);

  const connected = state.status === "connected" && state.account !== null;
  const onFeedChain = connected && chainId !== null && state.chainId === chainId;
  const tooltip = !connected ? TOOLTIP_CONNECT : onFeedChain ? TOOLTIP_READY : TOOLTIP_WRONG_NETWORK;
  // UPDATE-15: Update shows only with no status or after an error.
  const showUpdate = update.status === null || update.status === "error";

  // ERROR-33, UPDATE-27: wallet errors outside an update are a "MetaMask Error" toast.
  const walletError = (error: unknown, rejected?: string) =>
    toast({
      kind: "error",
      title: METAMASK_ERROR_TITLE,
      message:
        error instanceof WalletConnectError
          ? error.message
          : walletErrorCode(error) === UNRECOGNIZED_CHAIN_CODE
            ? `${feed.network.name} is not in your wallet yet: add it there, then switch.`
            : walletErrorMessage(error, rejected),
      durationMs: NOTIFICATION_MS,
    });
  const connect = () => {
    wallet.connect().catch((error: unknown) => walletError(error));
  };
  const switchNetwork = async () => {
    if (chainId === null) return;
    setSwitching(true);
    try {
      await wallet.switchChain(chainId);
    } catch (error) {
      walletError(error, SWITCH_REJECTED);
    } finally {
      setSwitching(false);
    }
  };
  // UPDATE-16: closing resets the status.
  const close = () => {
    update.reset();
    onClose();
  };

  if (!open) return null;
  return (
    <ModalFrame title={MODAL_TITLE} onClose={close}>
      <p className={styles.intro}>
        Push the latest signed {feed.feed} price to its contract on {feed.network.name} now. Your wallet sends
        the transaction from your account, so you pay its gas.
      </p>
      <dl className={styles.facts}>
        <div>
          <dt>Feed</dt>
          <dd>{feed.feed}</dd>
        </div>
        <div>
          <dt>Network</dt>
          <dd>{feed.network.name}</dd>
        </div>
        <div>
          <dt>Contract</dt>
          <dd className={styles.mono} title={feed.contractAddress}>
            {shortenModalAddress(feed.contractAddress)}
          </dd>
        </div>
        <div>
          <dt>Signed by</dt>
          <dd>
            {MANUAL_UPDATE_UNIQUE_SIGNERS} unique signers of{" "}
            {detail.dataServiceId ?? primaryProdServiceId(config)}
          </dd>
        </div>
      </dl>
      <WalletSection
        wallet={state}
        feedNetwork={feed.network.name}
        walletNetwork={state.chainId === null ? null : networkName(state.chainId)}
        wrongNetwork={connected && !onFeedChain}
        switching={switching}
        onConnect={connect}
        onSwitch={switchNetwork}
      />
      <UpdateStatus
        status={update.status}
        error={update.error}
        txHash={update.txHash}
        explorerTxBase={detail.explorerTxBase}
        explorerTxSuffix={(detail as { explorerTxSuffix?: string }).explorerTxSuffix ?? ""}
      />
      <div className={styles.actions}>
        <button type="button" className="button" onClick={close}>
          Close
        </button>
        {showUpdate ? (
          <UpdateButton
            enabled={onFeedChain}
            tooltip={tooltip}
            onUpdate={() => {
              if (state.account) void update.start(state.account);
            }}
          />
        ) : null}
      </div>
    </ModalFrame>
  );
}
