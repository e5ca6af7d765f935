import { shortenModalAddress } from "@oracle-explorer/core/format";
import type { WalletState } from "../../../lib/wallet/wallet-connector.ts";
import { METAMASK_DOWNLOAD_URL, METAMASK_NOT_INSTALLED } from "../../../lib/wallet/wallet-errors.ts";
import styles from "./manual-update.module.css";
import { CONNECT_BUTTON_LABEL, wrongNetworkMessage } from "./update-messages.ts";

interface WalletSectionProps {
  wallet: WalletState;
  /** The feed's network, where the wallet must be. */
  feedNetwork: string;
  /** The wallet's network by name, when connected. */
  walletNetwork: string | null;
  wrongNetwork: boolean;
  switching: boolean;
  onConnect: () => void;
  onSwitch: () => void;
}

/**
 * The wallet in the modal, by state: not installed (ERROR-26, with the download link), a
 * "Connect MetaMask" button (UPDATE-03), connecting, or the connected account and network; on
 * another network than the feed's, the ERROR-27 alert with a switch button (UPDATE-07).
 */
export function WalletSection(props: WalletSectionProps) {
  const { wallet, feedNetwork, walletNetwork, wrongNetwork, switching, onConnect, onSwitch } = props;
  return (
    <section className={styles.wallet} aria-label="Wallet">
      {wallet.status === "not-installed" ? (
        <div className={styles.alert} role="alert">
          <p>{METAMASK_NOT_INSTALLED}</p>
          <a href={METAMASK_DOWNLOAD_URL} target="_blank" rel="noopener noreferrer">
            Download MetaMask
          </a>
        </div>
      ) : null}
      {wallet.status === "disconnected" ? (
        <div className={styles.walletRow}>
          <p className={styles.hint}>Connect the wallet that will send the update and pay its gas.</p>
          <button type="button" className="button button-primary" onClick={onConnect}>
            {CONNECT_BUTTON_LABEL}
          </button>
        </div>
      ) : null}
      {wallet.status === "connecting" ? (
        <div className={styles.walletRow}>
          <p className={styles.hint}>Waiting for {wallet.walletName ?? "the wallet"}…</p>
          <button type="button" className="button" disabled aria-busy="true">
            Connecting…
          </button>
        </div>
      ) : null}
      {wallet.status === "connected" && wallet.account ? (
        <dl className={styles.facts}>
          <div>
            <dt>Account</dt>
            <dd className={styles.mono} title={wallet.account}>
              {shortenModalAddress(wallet.account)}
            </dd>
          </div>
          <div>
            <dt>Wallet network</dt>
            <dd>{walletNetwork}</dd>
          </div>
        </dl>
      ) : null}
      {wrongNetwork && walletNetwork ? (
        <div className={styles.alert} role="alert">
          <p>{wrongNetworkMessage(walletNetwork, feedNetwork)}</p>
          <button type="button" className="button" onClick={onSwitch} disabled={switching}>
            Switch to {feedNetwork}
          </button>
        </div>
      ) : null}
    </section>
  );
}
