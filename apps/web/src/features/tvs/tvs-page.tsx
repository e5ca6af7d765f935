import { Link } from "react-router";
import { paths } from "../../app/paths.ts";
import { Brand } from "../../components/brand.tsx";
import { PageFrame } from "../../components/page-frame.tsx";
import styles from "./tvs-page.module.css";

/** TVS dashboard (/tvs/), outside the app layout: no app header, no sidebar (ROUTE-08). */
export function TvsPage() {
  return (
    <div className={styles.page}>
      <header className={styles.bar}>
        <Brand />
        <Link className="button" to={paths.home}>
          Open the explorer
        </Link>
      </header>
      <main className={styles.content}>
        <PageFrame
          title="TVS Dashboard"
          description="Total value secured by the oracle, per client and over time."
        />
      </main>
    </div>
  );
}
