import { shortenTxHash } from "@oracle-explorer/core/format";
import styles from "./manual-update.module.css";
import { STATUS_TEXT } from "./update-messages.ts";
import type { ManualUpdateState } from "./use-manual-update.ts";

interface UpdateStatusProps extends ManualUpdateState {
  /** Start of a transaction link (the hash follows), or null when the network has no explorer. */
  explorerTxBase: string | null;
  /** End of a transaction link, after the hash (often ""). */
  explorerTxSuffix: string;
}

/**
 * UPDATE-12..14: the transaction status, in a live region that is always there so every change
 * is announced; the reason of a failure and the mined transaction's link under it.
 */
export function UpdateStatus({ status, error, txHash, explorerTxBase, explorerTxSuffix }: UpdateStatusProps) {
  return (
    <div className={styles.status} role="status" aria-label="Transaction status">
      {status ? <p className={styles[status]}>{STATUS_TEXT[status]}</p> : null}
      {status === "error" && error && error !== STATUS_TEXT.error ? (
        <p className={styles.reason}>{error}</p>
      ) : null}
      {status === "success" && txHash ? (
        <p className={styles.reason}>
          Transaction{" "}
          {explorerTxBase ? (
            <a
              href={`${explorerTxBase}${txHash}${explorerTxSuffix}`}
              target="_blank"
              rel="noopener noreferrer"
              title={txHash}
            >
              {shortenTxHash(txHash)}
            </a>
          ) : (
            <span title={txHash}>{shortenTxHash(txHash)}</span>
          )}
        </p>
      ) : null}
    </div>
  );
}
