import { useId } from "react";
import styles from "./manual-update.module.css";

interface UpdateButtonProps {
  enabled: boolean;
  /** UPDATE-04..06: why it is disabled, or what it does. */
  tooltip: string;
  onUpdate: () => void;
}

/**
 * The Update button with its tooltip. Disabled with aria-disabled rather than `disabled`, so it
 * stays focusable and keyboard and screen reader users reach the tooltip (its description) too.
 */
export function UpdateButton({ enabled, tooltip, onUpdate }: UpdateButtonProps) {
  const tipId = useId();
  return (
    <span className={styles.tooltipHost}>
      <button
        type="button"
        className={`button button-primary ${styles.updateButton}`}
        aria-disabled={!enabled}
        aria-describedby={tipId}
        onClick={enabled ? onUpdate : undefined}
      >
        Update
      </button>
      <span role="tooltip" id={tipId} className={styles.tooltip}>
        {tooltip}
      </span>
    </span>
  );
}
