import { Link, useNavigate } from "react-router";
import { Brand } from "../../components/brand.tsx";
import { paths } from "../paths.ts";
import styles from "./status-page.module.css";

/** ERROR-12 text, verbatim from the spec (its spelling included). */
export const NOT_FOUND_TEXT = "Opps, it seems that this page does not exist.";

/** ROUTE-22: rendered outside the app layout, with a Search button. */
export function NotFoundPage() {
  const navigate = useNavigate();
  return (
    <main className={styles.page}>
      <div className={styles.card}>
        <Brand />
        <div className={styles.code} aria-hidden="true">
          404
        </div>
        <h1 className={styles.message}>{NOT_FOUND_TEXT}</h1>
        <div className={styles.actions}>
          <button type="button" className="button button-primary" onClick={() => navigate(paths.extraSearch)}>
            Search
          </button>
          <Link className="button" to={paths.home}>
            Go to Data Feeds
          </Link>
        </div>
      </div>
    </main>
  );
}
