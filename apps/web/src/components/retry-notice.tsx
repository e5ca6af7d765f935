import type { ReactNode } from "react";
import { Notice } from "./notice.tsx";

interface RetryNoticeProps {
  children: ReactNode;
  onRetry: () => void;
  /** True while the retry runs: the button says so and waits. */
  retrying: boolean;
}

/** A notice for a failed load with a Retry button, the page's other parts staying usable. */
export function RetryNotice({ children, onRetry, retrying }: RetryNoticeProps) {
  return (
    <Notice
      action={
        <button type="button" className="button" onClick={onRetry} disabled={retrying}>
          {retrying ? "Retrying…" : "Retry"}
        </button>
      }
    >
      {children}
    </Notice>
  );
}
