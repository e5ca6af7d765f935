import { Link, useLocation } from "react-router";
import { screens } from "../../app/layout/sidebar-entries.ts";
import { Brand } from "../../components/brand.tsx";
import { ThemeToggle } from "../../components/theme-toggle.tsx";
import { useConfig } from "../../lib/config.tsx";
import styles from "./tvs-header.module.css";

/**
 * The TVS dashboard's own header (ROUTE-08: outside the app layout, no app header or sidebar):
 * the brand, a way into each of the explorer's screens (the sidebar's, from the one list of
 * screens) and the theme switch.
 */
export function TvsHeader() {
  const { productId } = useConfig();
  const { pathname } = useLocation();
  const links = screens(productId).filter((screen) => screen.group !== null);
  return (
    <header className={styles.bar}>
      <Brand />
      <nav className={styles.sections} aria-label="Explorer">
        <ul className={`${styles.sectionList} scroll-edges`}>
          {links.map((screen) => (
            <li key={screen.to}>
              {screen.current?.test(pathname) ? (
                <span className={styles.section} aria-current="page">
                  {screen.label}
                </span>
              ) : (
                <Link className={styles.section} to={screen.to}>
                  {screen.label}
                </Link>
              )}
            </li>
          ))}
        </ul>
      </nav>
      <ThemeToggle className={`icon-button ${styles.themeToggle}`} />
    </header>
  );
}
