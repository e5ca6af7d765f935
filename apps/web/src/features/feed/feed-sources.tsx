import type { FeedDetailView } from "@oracle-explorer/core/api-views";
import { formatAnswer } from "@oracle-explorer/core/format";
import { Link } from "react-router";
import { paths } from "../../app/paths.ts";
import card from "../../components/card.module.css";
import styles from "./feed-page.module.css";

/**
 * FEED-12, FEED-13: the feed's latest price per source (the primary provider's, CALL-16), and a
 * "See more" link to its Token page, "/" written "-" in the symbol.
 */
export function SourcesCard({ detail }: { detail: FeedDetailView }) {
  const entries = Object.entries(detail.sources).sort(([a], [b]) => a.localeCompare(b));
  return (
    <section className={card.card} aria-labelledby="feed-sources-title">
      <header className={card.head}>
        <h2 id="feed-sources-title" className={card.label}>
          Sources
        </h2>
        <Link to={paths.token(detail.feed.feed)} className={styles.seeMore}>
          See more<span className="visually-hidden"> about {detail.feed.feed}</span>
        </Link>
      </header>
      {entries.length === 0 ? (
        <p className={styles.meta}>No per-source values are available for this feed right now.</p>
      ) : (
        <dl className={styles.details}>
          {entries.map(([source, value]) => (
            <div key={source}>
              <dt>{source}</dt>
              <dd>{formatAnswer(value, detail.feed.denomination)}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
