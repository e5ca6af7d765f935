import type { DataServiceView } from "@oracle-explorer/core/api-views";
import { Link } from "react-router";
import { paths } from "../../app/paths.ts";
import { TokenLogo } from "../../components/token-logo.tsx";
import styles from "./data-services.module.css";

/**
 * SERVICES-01, SERVICES-02: a data service's logo, name, id, description and assets count; the
 * whole card is one link to its Pull Model page under the /app/data-services/{id}/ alias.
 */
export function DataServiceCard({ service }: { service: DataServiceView }) {
  return (
    <li className={styles.item}>
      <Link to={paths.dataService(service.id)} className={styles.card}>
        <span className={styles.cardHead}>
          <TokenLogo src={service.logo} name={service.name} size={40} />
          <span className={styles.names}>
            <span className={styles.name}>{service.name}</span>
            <span className={styles.id}>{service.id}</span>
          </span>
        </span>
        <span className={styles.description}>{service.description}</span>
        <span className={styles.assets}>
          <strong>{service.assetsCount}</strong> {service.assetsCount === 1 ? "asset" : "assets"}
          <span className={styles.arrow} aria-hidden="true">
            →
          </span>
        </span>
      </Link>
    </li>
  );
}

/** SERVICES-05: grey cards in the cards' shape while the list loads. */
export function PlaceholderCards({ count }: { count: number }) {
  return Array.from({ length: count }, (_, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity of their own
    <li key={index} className={styles.item} data-placeholder="">
      <span className={`${styles.card} ${styles.placeholderCard}`} aria-hidden="true">
        <span className={styles.cardHead}>
          <span className={`${styles.bar} ${styles.barLogo}`} />
          <span className={styles.names}>
            <span className={`${styles.bar} ${styles.barWide}`} />
            <span className={`${styles.bar} ${styles.barNarrow}`} />
          </span>
        </span>
        <span className={`${styles.bar} ${styles.barFull}`} />
        <span className={`${styles.bar} ${styles.barNarrow}`} />
      </span>
    </li>
  ));
}
