import { isClearingSearch } from "@oracle-explorer/core/filtering";
import { useEffect, useRef, useState } from "react";
import { useLocation, useNavigate, useSearchParams } from "react-router";
import { BackIcon, MenuIcon, SearchIcon } from "../../components/icons.tsx";
import { LiveIndicator } from "../../components/live-indicator.tsx";
import { ThemeToggle } from "../../components/theme-toggle.tsx";
import { afterNextPaint } from "../../lib/after-next-paint.ts";
import { paths } from "../paths.ts";
import { clearTypedSearch, noteSearchWritten, typeSearch } from "../typed-search.ts";
import { hasInAppHistory, shouldGoBack } from "./back-navigation.ts";
import styles from "./header.module.css";

interface HeaderProps {
  showSearch: boolean;
  sidebarCollapsed: boolean;
  onToggleSidebar: () => void;
  /** Opens the global search palette (the header's Search button). */
  onOpenSearch: () => void;
  /** Starts loading the palette's code, when the button is about to be used. */
  onPrepareSearch?: () => void;
}

/** The query names of the picker filters a search of 3+ characters clears (FILTER-07). */
const PICKER_QUERY_NAMES: ReadonlySet<string> = new Set(["tokenTypes", "cryptos", "networks", "sources"]);

/**
 * The query after typing `text`: search first, page dropped (FILTER-02), pickers dropped by a
 * clearing search (FILTER-07), the rest kept in order. That is the URL the list's own rules lead
 * to, so a list page has nothing left to rewrite when it arrives.
 */
export function searchQuery(current: URLSearchParams, text: string): URLSearchParams {
  const next = new URLSearchParams();
  if (text) next.set("search", text);
  const clearing = isClearingSearch(text);
  for (const [name, value] of current) {
    if (name === "search" || name === "page" || (clearing && PICKER_QUERY_NAMES.has(name))) continue;
    next.append(name, value);
  }
  return next;
}

/**
 * The header search box, bound to ?search= (SHELL-03, SHELL-04). The box holds its own text, so
 * nothing but the visitor's typing or a search the box did not write (Back, a link, "Clear all")
 * changes what it shows. Each change reaches the lists at once through typed-search.ts, and the
 * URL once the frame is painted.
 */
function HeaderSearch() {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const urlSearch = params.get("search") ?? "";
  const [text, setText] = useState(urlSearch);
  /** The path and search the box last wrote or adopted, to tell its own writes from others. */
  const known = useRef(`${pathname}?${urlSearch}`);
  const pendingText = useRef(urlSearch);
  /** The search the box last wrote, which the router may not have rendered yet. */
  const written = useRef(urlSearch);
  const cancelUrlWrite = useRef<(() => void) | null>(null);

  useEffect(() => {
    const seen = `${pathname}?${urlSearch}`;
    // The box's own write has landed: the lists read the URL again (unless more was typed since).
    if (seen === known.current) {
      clearTypedSearch(urlSearch);
      return;
    }
    // Somebody else's search: it replaces the box's text and whatever was not written yet.
    known.current = seen;
    written.current = urlSearch;
    cancelUrlWrite.current?.();
    cancelUrlWrite.current = null;
    clearTypedSearch();
    setText(urlSearch);
  }, [pathname, urlSearch]);
  useEffect(() => {
    // A new box has typed nothing yet (text an earlier box left unwritten is moot).
    clearTypedSearch();
    return () => cancelUrlWrite.current?.();
  }, []);

  return (
    <search className={styles.search}>
      <SearchIcon className={styles.searchIcon} />
      <input
        type="search"
        className={styles.searchInput}
        placeholder="Search…"
        aria-label="Search"
        value={text}
        onChange={(event) => {
          const next = event.target.value;
          setText(next);
          typeSearch(next, pathname, [urlSearch, written.current]);
          pendingText.current = next;
          // One write for however many keys were typed before the frame was painted; synchronous
          // (flushSync), so no keystroke is handled while the router is between two locations.
          cancelUrlWrite.current ??= afterNextPaint(() => {
            cancelUrlWrite.current = null;
            const latest = pendingText.current;
            known.current = `${pathname}?${latest}`;
            written.current = latest;
            noteSearchWritten(latest);
            setParams((current) => searchQuery(current, latest), { replace: true, flushSync: true });
          });
        }}
      />
    </search>
  );
}

/**
 * The global search's button (beyond the spec), on every screen and on phones: the palette's
 * shortcuts ("/", Ctrl/⌘-K) need a keyboard. An icon on narrow screens, with its name beside it
 * on wide ones; named "Search everything", as the palette it opens.
 */
function SearchEverythingButton({ onOpen, onPrepare }: { onOpen: () => void; onPrepare?: () => void }) {
  return (
    <button
      type="button"
      className={styles.searchEverything}
      onClick={onOpen}
      onPointerEnter={onPrepare}
      onFocus={onPrepare}
      // The name without the shortcut's key, which aria-keyshortcuts says.
      aria-label="Search everything"
      aria-haspopup="dialog"
      aria-keyshortcuts="/ Control+K Meta+K"
    >
      <SearchIcon />
      <span className={styles.searchEverythingLabel}>Search everything</span>
      <kbd className={styles.searchEverythingKey}>/</kbd>
    </button>
  );
}

export function Header({
  showSearch,
  sidebarCollapsed,
  onToggleSidebar,
  onOpenSearch,
  onPrepareSearch,
}: HeaderProps) {
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
      <SearchEverythingButton onOpen={onOpenSearch} onPrepare={onPrepareSearch} />
      <LiveIndicator />
      <ThemeToggle className="icon-button" />
    </header>
  );
}
