import styles from "./page-skeleton.module.css";

/**
 * A detail screen while its route loader reads the screen's resource on a first load (the
 * loader may wait up to DETAIL_LOADER_WAIT_MS): the page's shape in grey, never a blank main
 * area (issue 26). The bars are decoration; the status line says what is happening.
 */
export function PageSkeleton() {
  return (
    <div className={styles.skeleton} role="status" data-page-skeleton="">
      <span className="visually-hidden">Loading…</span>
      <div aria-hidden="true">
        <span className={`${styles.bar} ${styles.title}`} />
        <span className={`${styles.bar} ${styles.line}`} />
      </div>
      <div className={styles.cards} aria-hidden="true">
        {["a", "b", "c"].map((key) => (
          <div key={key} className={styles.card}>
            <span className={`${styles.bar} ${styles.short}`} />
            <span className={`${styles.bar} ${styles.value}`} />
          </div>
        ))}
      </div>
      <div className={styles.panel} aria-hidden="true">
        {["a", "b", "c", "d", "e"].map((key) => (
          <span key={key} className={`${styles.bar} ${styles.row}`} />
        ))}
      </div>
    </div>
  );
}
