import { incidentsAtomUrl } from "../../lib/queries/incidents-query.ts";
import { CopyButton } from "../copy-button.tsx";
import styles from "./incidents.module.css";

interface AtomFeedLinkProps {
  /** Subject ids, comma-separated; null: the whole network's incidents. */
  ids: string | null;
  /** Whose incidents, in the sentence: "the network's", "this feed's". */
  whose: string;
}

/**
 * The Atom feed of some incidents, with the one sentence a visitor needs to use it. A feed reader
 * wants the whole address, which the copy button gives (the link itself stays relative, as every
 * api link of the app).
 */
export function AtomFeedLink({ ids, whose }: AtomFeedLinkProps) {
  const href = incidentsAtomUrl(ids);
  const absolute = new URL(href, window.location.href).href;
  return (
    <p className={styles.atom}>
      <span className={styles.atomLinks}>
        <a href={href} type="application/atom+xml" className={styles.atomLink}>
          <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path
              d="M5 19h.01M5 12a7 7 0 0 1 7 7M5 5a14 14 0 0 1 14 14"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.4"
              strokeLinecap="round"
            />
          </svg>
          Atom feed
        </a>
        <CopyButton text={absolute} label={`link of ${whose} Atom feed`} />
      </span>
      <span className={styles.atomHint}>
        Paste this link into any feed reader to be told of {whose} new incidents.
      </span>
    </p>
  );
}
