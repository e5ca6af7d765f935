import { memo } from "react";
import { StarButton } from "../../components/star-button.tsx";
import { networkSubject } from "../../lib/watchlist/subjects.ts";
import type { NetworkOption } from "./feed-list-model.ts";
import styles from "./feeds.module.css";

/**
 * Beyond the spec (issue 29): the app has no page of a network; the list filtered by networks is
 * where a network is a thing of its own, so the networks filtered on get their stars here (and in
 * the search palette), to watch every feed of a chain at once.
 */
export const NetworkStars = memo(function NetworkStars({ networks }: { networks: readonly NetworkOption[] }) {
  if (networks.length === 0) return null;
  return (
    <section className={styles.networkStars} aria-label="Watch the networks filtered on">
      <span className={styles.networkStarsLabel}>
        {networks.length === 1 ? "Network filtered on" : "Networks filtered on"}
      </span>
      <ul>
        {networks.map((network) => (
          <li key={network.value}>
            <StarButton subject={networkSubject(network.id)} name={network.label} />
            {network.label}
          </li>
        ))}
      </ul>
    </section>
  );
});
