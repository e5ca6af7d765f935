import { Link } from "react-router";
import { paths } from "../../app/paths.ts";
import styles from "./sources.module.css";

/**
 * The sources report's sources that neither the catalogue nor any data service uses any more:
 * listed apart from the table rather than left out unsaid (the live report of 2022 names many),
 * each linking to its detail page, where its report errors show.
 */
export function RetiredSources({ ids }: { ids: readonly string[] }) {
  if (ids.length === 0) return null;
  return (
    <section className={styles.retired} aria-labelledby="retired-sources-title">
      <h2 id="retired-sources-title" className={styles.retiredTitle}>
        In the latest sources report but no longer used ({ids.length})
      </h2>
      <ul className={styles.retiredList}>
        {ids.map((id) => (
          <li key={id}>
            <Link to={paths.source(id)}>{id}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
