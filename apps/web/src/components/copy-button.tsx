import { COPY_CONFIRMATION_MS } from "@oracle-explorer/core/constants";
import { useEffect, useState } from "react";
import styles from "./copy-button.module.css";

interface CopyButtonProps {
  /** The text put on the clipboard. */
  text: string;
  /** What is copied, for the accessible name: "Copy contract address". */
  label: string;
}

/** Copies `text`; shows a checkmark and "Copied!" for 2000 ms (FORMAT-24). */
export function CopyButton({ text, label }: CopyButtonProps) {
  // The text that was copied, not a flag: a button reused for another text (a table row that now
  // shows another feed) does not claim "Copied!" for it.
  const [copiedText, setCopiedText] = useState<string | null>(null);
  const copied = copiedText === text;
  useEffect(() => {
    if (copiedText === null) return;
    const timer = setTimeout(() => setCopiedText(null), COPY_CONFIRMATION_MS);
    return () => clearTimeout(timer);
  }, [copiedText]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopiedText(text);
    } catch (error) {
      // Clipboard access can be refused (insecure origin, permissions); the text stays selectable.
      console.warn("copy: clipboard unavailable", error);
    }
  };

  return (
    <button type="button" className={styles.button} onClick={copy} aria-label={`Copy ${label}`}>
      {copied ? (
        <>
          <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true" className={styles.check}>
            <path
              d="m5 12 5 5 9-10"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.4"
              strokeLinecap="round"
            />
          </svg>
          <span role="status">Copied!</span>
        </>
      ) : (
        <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true">
          <rect
            x="8"
            y="8"
            width="12"
            height="12"
            rx="2"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
          />
          <path
            d="M16 8V5a1 1 0 0 0-1-1H5a1 1 0 0 0-1 1v10a1 1 0 0 0 1 1h3"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
          />
        </svg>
      )}
    </button>
  );
}
