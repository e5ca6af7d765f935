import { useId } from "react";
import { paths } from "../../app/paths.ts";
import card from "../../components/card.module.css";
import { CopyButton } from "../../components/copy-button.tsx";
import { AtomFeedLink } from "../../components/incidents/atom-feed-link.tsx";
import { watchlistLinkSearch } from "../../lib/watchlist/watchlist-link.ts";
import styles from "./watchlist-page.module.css";

/**
 * The watchlist leaves this browser two ways: a link that offers it to another device (or
 * person), who chooses to replace or merge theirs; and the Atom feed of its incidents for a feed
 * reader. Both carry the ids in their URL, so both are as of now: after a change, copy again.
 */
export function WatchlistShare({ ids }: { ids: readonly string[] }) {
  const shareId = useId();
  const atomId = useId();
  const link = new URL(`${paths.watchlist}${watchlistLinkSearch(ids)}`, window.location.href).href;
  return (
    <div className={styles.share}>
      <section className={card.card} aria-labelledby={shareId}>
        <h2 id={shareId} className={card.title}>
          Share / move to another device
        </h2>
        <p className={styles.shareText}>
          Open this link on another device, or send it to someone: it offers them this watchlist, to replace
          theirs or merge into it. Your stars stay in this browser only.
        </p>
        <div className={styles.linkRow}>
          <input
            className={styles.linkBox}
            type="text"
            readOnly
            value={link}
            aria-label="Link to this watchlist"
            // The whole link at once, ready for the clipboard by hand too.
            onFocus={(event) => event.currentTarget.select()}
          />
          <CopyButton text={link} label="link to this watchlist" />
        </div>
      </section>
      <section className={card.card} aria-labelledby={atomId}>
        <h2 id={atomId} className={card.title}>
          Follow in a feed reader
        </h2>
        <AtomFeedLink ids={ids.join(",")} whose="your watched items'" />
        <p className={styles.shareText}>
          The feed follows the ids in its own address, not this browser: copy it again after you star or
          unstar something.
        </p>
      </section>
    </div>
  );
}
