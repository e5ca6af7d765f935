import { type ReactNode, useId } from "react";
import { Dialog } from "../../../components/dialog.tsx";
import styles from "./manual-update.module.css";

interface ModalFrameProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
}

/**
 * The manual update's dialog: its title bar with a close button over the content. Escape and the
 * close button close it, not a click beside it: the visitor may be mid-way through a wallet step.
 */
export function ModalFrame({ title, onClose, children }: ModalFrameProps) {
  const titleId = useId();
  return (
    <Dialog
      labelledBy={titleId}
      onClose={onClose}
      className={styles.modal}
      contentClassName={styles.modalBody}
    >
      <div className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <button type="button" className="icon-button" onClick={onClose} aria-label="Close the dialog">
          <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true">
            <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </div>
      {children}
    </Dialog>
  );
}
