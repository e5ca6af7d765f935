import type { TvsDashboardView } from "@oracle-explorer/core/api-views";
import { formatTvsDollars } from "@oracle-explorer/core/format";
import styles from "./tvs-page.module.css";

/**
 * The summary card: Total TVS in dollars with no decimals (TVS-01, FORMAT-29), the number of
 * projects behind it (TVS-02) and the key metrics' fixed figures (TVS-32).
 */
export function TvsSummary({ view }: { view: TvsDashboardView }) {
  return (
    <div className={styles.summary}>
      <div className={styles.total}>
        <p className={styles.summaryLabel}>Total TVS</p>
        <p className={styles.summaryValue}>{formatTvsDollars(view.tvsSum)}</p>
        <p className={styles.summaryNote}>
          Calculated from <strong>{view.projectCount}</strong>{" "}
          {view.projectCount === 1 ? "project" : "projects"}
        </p>
      </div>
      <dl className={styles.metrics} aria-describedby="tvs-metrics-mark">
        <div>
          <dt>Assets</dt>
          <dd>{view.keyMetrics.assets}</dd>
        </div>
        <div>
          <dt>Networks</dt>
          <dd>{view.keyMetrics.networks}</dd>
        </div>
        <div>
          <dt>Users</dt>
          <dd>{view.keyMetrics.users}</dd>
        </div>
      </dl>
      <p id="tvs-metrics-mark" className={styles.illustrative}>
        Assets, networks and users: illustrative figures
      </p>
    </div>
  );
}
