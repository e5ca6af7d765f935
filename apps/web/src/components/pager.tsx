import { pageNumbers } from "@oracle-explorer/core/filtering";
import { ChevronLeftIcon, ChevronRightIcon } from "./icons.tsx";
import styles from "./pager.module.css";

interface PagerProps {
  /** The clamped current page. */
  page: number;
  lastPage: number;
  onPage: (page: number) => void;
  /** Names the navigation landmark, for pages with more than one table. */
  label?: string;
}

/**
 * Page buttons (CONST-32): previous, the first page, one page each side of the current one, the
 * last page, gaps as "…", next. The current page stays focusable (so a screen reader hears
 * which one it is) and is marked aria-current; pressing it changes nothing.
 */
export function Pager({ page, lastPage, onPage, label = "Pagination" }: PagerProps) {
  return (
    <nav className={styles.pager} aria-label={label}>
      <button
        type="button"
        className={styles.step}
        aria-label="Previous page"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        <ChevronLeftIcon />
      </button>
      {pageNumbers(page, lastPage).map((item) =>
        typeof item === "number" ? (
          <button
            key={item}
            type="button"
            className={styles.number}
            aria-label={`Page ${item}`}
            aria-current={item === page ? "page" : undefined}
            onClick={() => onPage(item)}
          >
            {item}
          </button>
        ) : (
          <span key={item.gap} className={styles.gap} aria-hidden="true">
            …
          </span>
        ),
      )}
      <button
        type="button"
        className={styles.step}
        aria-label="Next page"
        disabled={page >= lastPage}
        onClick={() => onPage(page + 1)}
      >
        <ChevronRightIcon />
      </button>
    </nav>
  );
}
