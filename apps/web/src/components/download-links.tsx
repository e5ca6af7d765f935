import styles from "./download-links.module.css";
import { useNow } from "./use-now.ts";

type Format = "csv" | "json";

interface DownloadLinksProps {
  /** What is downloaded, shown before the links: "Rounds, last 24 h". */
  label: string;
  /** The same in the links' names: "rounds of the last 24 h". */
  what: string;
  /** The api URL of a window ending `now`, in a format. */
  href: (now: number, format: Format) => string;
}

/**
 * CSV and JSON of a record's window, straight from the api (a node's rounds, a feed's updates):
 * links, not buttons, since the server writes the file. The window's end moves with the minute, so
 * a link followed later still ends "now".
 */
export function DownloadLinks({ label, what, href }: DownloadLinksProps) {
  const now = useNow(60_000);
  return (
    <span className={styles.links}>
      <span className={styles.label}>{label}</span>
      <a href={href(now, "csv")} download aria-label={`Download ${what} as CSV`}>
        CSV
      </a>
      <a href={href(now, "json")} download aria-label={`Download ${what} as JSON`}>
        JSON
      </a>
    </span>
  );
}
