import { Link } from "react-router";
import { Brand } from "../../components/brand.tsx";
import { paths } from "../paths.ts";
import styles from "./status-page.module.css";

/** ROUTE-07 / ERROR-39 (decision): the spec does not show /error's content. */
export function ErrorPage({ detail }: { detail?: string }) {
  return (
    <main className={styles.page}>
      <div className={styles.card}>
        <Brand />
        <h1 className={styles.message}>Something went wrong</h1>
        {detail ? <p className="muted">{detail}</p> : null}
        <div className={styles.actions}>
          <Link className="button button-primary" to={paths.home}>
            Go to Data Feeds
          </Link>
        </div>
      </div>
    </main>
  );
}
