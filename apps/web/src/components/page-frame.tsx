import type { ReactNode } from "react";
import styles from "./page-frame.module.css";

interface PageFrameProps {
  title: ReactNode;
  /**
   * A control beside the title (the watchlist star): outside the h1, so the heading's name stays
   * the title alone.
   */
  titleAside?: ReactNode;
  /** One line under the title that says what the screen holds. */
  description?: ReactNode;
  /** Controls aligned with the title (pickers, toggles). */
  actions?: ReactNode;
  children?: ReactNode;
}

/** The common frame of every screen: one h1, a short description, then the content. */
export function PageFrame({ title, titleAside, description, actions, children }: PageFrameProps) {
  return (
    <article className={styles.frame}>
      <header className={styles.head}>
        <div>
          {titleAside ? (
            <div className={styles.titleRow}>
              <h1 className={styles.title}>{title}</h1>
              {titleAside}
            </div>
          ) : (
            <h1 className={styles.title}>{title}</h1>
          )}
          {description ? <p className={styles.description}>{description}</p> : null}
        </div>
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </header>
      {children}
    </article>
  );
}
