import { useNavigation } from "react-router";
import styles from "./navigation-progress.module.css";

/**
 * A bar across the top of the window while an in-app navigation waits (a route's code or its
 * loader's data, React Router's navigation state), so following a link never leaves the old page
 * on screen with no sign that the new one is coming (issue 26). It appears with the navigation,
 * in the same frame; the status text tells screen readers.
 */
export function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state !== "loading") return null;
  return (
    <div className={styles.progress} role="status" data-navigation-progress="">
      <span className="visually-hidden">Loading the page…</span>
      <span className={styles.bar} aria-hidden="true" />
    </div>
  );
}
