import { Link } from "react-router";
import { paths } from "../app/paths.ts";
import { useConfig } from "../lib/config.tsx";
import styles from "./brand.module.css";

/** The product mark and name, linking home. */
export function Brand({ compact = false }: { compact?: boolean }) {
  const { productName } = useConfig();
  return (
    <Link to={paths.home} className={styles.brand} aria-label={`${productName} Explorer home`}>
      <img src="/favicon.svg" alt="" width={28} height={28} className={styles.mark} />
      {compact ? null : (
        <span className={styles.name}>
          {productName} <span className={styles.suffix}>Explorer</span>
        </span>
      )}
    </Link>
  );
}
