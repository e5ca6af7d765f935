import type { ReactNode } from "react";
import styles from "./notice.module.css";

interface NoticeProps {
  children: ReactNode;
  /** A button (Retry) placed at the end of the line. */
  action?: ReactNode;
}

/**
 * A small inline notice for a part of the page that is degraded (prices missing, a load that
 * failed), so the rest of the page stays usable instead of going blank (ERROR-07).
 */
export function Notice({ children, action }: NoticeProps) {
  return (
    <div className={styles.notice} role="status">
      <svg className={styles.icon} width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
        <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="1.8" />
        <path d="M12 7.5v5.5M12 16.5h.01" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <p className={styles.text}>{children}</p>
      {action}
    </div>
  );
}
