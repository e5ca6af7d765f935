import { SIDEBAR_MOBILE_BREAKPOINT_PX, SIDEBAR_TRANSITION_MS } from "@oracle-explorer/core/constants";
import { type CSSProperties, lazy, Suspense, useCallback, useState } from "react";
import { Outlet, useMatches } from "react-router";
import { SearchIcon } from "../../components/icons.tsx";
import { usePaletteShortcut } from "../../features/search-palette/use-palette-shortcut.ts";
import { API_DOCS_URL, apiPath, apiUrl } from "../../lib/api-resources.ts";
import { deepestHandle } from "../route-handle.ts";
import styles from "./app-layout.module.css";
import { Header } from "./header.tsx";
import { Sidebar } from "./sidebar.tsx";
import { useSidebarState } from "./use-sidebar-state.ts";
import { useSwipe } from "./use-swipe.ts";

/**
 * The global search loads on first use (or when its button is pointed at or focused), so no route
 * pays for it up front.
 */
const loadPalette = () => import("../../features/search-palette/search-palette.tsx");
const SearchPalette = lazy(async () => ({ default: (await loadPalette()).SearchPalette }));
const preparePalette = () => void loadPalette();

const isNarrow = () => window.innerWidth <= SIDEBAR_MOBILE_BREAKPOINT_PX;

/** The /app layout: header and sidebar around the matched screen (ROUTE-09, SHELL-01, SHELL-07). */
export function AppLayout() {
  const sidebar = useSidebarState();
  const found = deepestHandle(useMatches());
  useSwipe((direction) => sidebar.setCollapsed(direction === "left"));
  const [paletteOpen, setPaletteOpen] = useState(false);
  usePaletteShortcut(useCallback(() => setPaletteOpen(true), []));

  // The transition length is a business constant (SHELL-20); CSS reads it from this property.
  const style = { "--sidebar-transition": `${SIDEBAR_TRANSITION_MS}ms` } as CSSProperties;
  return (
    <div className={styles.layout} data-sidebar-collapsed={sidebar.collapsed} style={style}>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Sidebar
        collapsed={sidebar.collapsed}
        onNavigate={() => {
          if (isNarrow()) sidebar.setCollapsed(true);
        }}
      />
      {/* On narrow screens the open sidebar overlays the page; a tap outside closes it. */}
      <div className={styles.backdrop} aria-hidden="true" onClick={() => sidebar.setCollapsed(true)} />
      <div className={styles.main}>
        <Header
          showSearch={found?.handle.navbarSearch ?? false}
          sidebarCollapsed={sidebar.collapsed}
          onToggleSidebar={sidebar.toggle}
          onOpenSearch={() => setPaletteOpen(true)}
          onPrepareSearch={preparePalette}
        />
        <main id="main" className={styles.content} tabIndex={-1}>
          <Outlet />
        </main>
        <footer className={styles.footer}>
          {/* Beyond the spec: everything shown here is open data, through a documented api. */}
          <span>Every list and chart here is also a public JSON API:</span>
          <a href={API_DOCS_URL}>API documentation</a>
          <a href={apiUrl(apiPath("openApi"))}>OpenAPI schema</a>
          {/* The device decides which one shows (CSS, so no flash): keys, or the header's button. */}
          <span className={`${styles.hint} ${styles.keysHint}`}>
            Press <kbd>/</kbd> or <kbd>Ctrl</kbd> <kbd>K</kbd> to search everything.
          </span>
          <span className={`${styles.hint} ${styles.touchHint}`}>
            Tap <SearchIcon className={styles.hintIcon} />
            <span className="visually-hidden">Search everything</span> at the top to find any feed, token or
            screen.
          </span>
        </footer>
      </div>
      {paletteOpen ? (
        <Suspense fallback={null}>
          <SearchPalette onClose={() => setPaletteOpen(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}
