import { useNavigate, useSearchParams } from "react-router";
import { BackIcon, MenuIcon, SearchIcon } from "../../components/icons.tsx";
import { paths } from "../paths.ts";
import { hasInAppHistory, shouldGoBack } from "./back-navigation.ts";
import styles from "./header.module.css";
import { ThemeToggle } from "./theme-toggle.tsx";

interface HeaderProps {
  showSearch: boolean;
  sidebarCollapsed: boolean;
  onToggleSidebar: () => void;
}

/** The header search box, bound to ?search= (SHELL-03, SHELL-04). */
function HeaderSearch() {
  const [params, setParams] = useSearchParams();
  const value = params.get("search") ?? "";
  return (
    <search className={styles.search}>
      <SearchIcon className={styles.searchIcon} />
      <input
        type="search"
        className={styles.searchInput}
        placeholder="Search…"
        aria-label="Search"
        value={value}
        onChange={(event) => {
          const text = event.target.value;
          setParams(
            (current) => {
              const next = new URLSearchParams(current);
              if (text) next.set("search", text);
              else next.delete("search");
              // FILTER-02: a new search starts again from the first page.
              next.delete("page");
              return next;
            },
            // flushSync: the box and the list it filters update in the keystroke's own frame
            // (a router transition would leave them a few frames behind the typing).
            { replace: true, flushSync: true },
          );
        }}
      />
    </search>
  );
}

export function Header({ showSearch, sidebarCollapsed, onToggleSidebar }: HeaderProps) {
  const navigate = useNavigate();
  const goBack = () => {
    const back = shouldGoBack({
      referrer: document.referrer,
      origin: window.location.origin,
      hasInAppHistory: hasInAppHistory(window.history.state),
    });
    if (back) navigate(-1);
    else navigate(paths.home);
  };
  return (
    <header className={styles.header}>
      <button
        type="button"
        className={`icon-button ${styles.toggle}`}
        onClick={onToggleSidebar}
        aria-label={sidebarCollapsed ? "Expand sidebar" : "Collapse sidebar"}
        aria-expanded={!sidebarCollapsed}
        aria-controls="app-sidebar"
      >
        <MenuIcon />
      </button>
      <button type="button" className="icon-button" onClick={goBack} aria-label="Back">
        <BackIcon />
      </button>
      {showSearch ? <HeaderSearch /> : <div className={styles.spacer} />}
      <ThemeToggle className="icon-button" />
    </header>
  );
}
