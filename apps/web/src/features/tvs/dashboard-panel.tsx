import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { Dialog } from "../../components/dialog.tsx";
import { ExportButtons } from "../../components/export-buttons.tsx";
import type { ExportRow } from "../../lib/export-data.ts";
import styles from "./dashboard-panel.module.css";
import { CloseIcon, CollapseIcon, ExpandIcon, ReloadIcon, RestoreIcon } from "./panel-icons.tsx";

/** TVS-22: a panel's display mode. */
export type PanelMode = "default" | "collapsed" | "fullscreen";

/**
 * TVS-22: the mode button's cycle, default → collapse → fullscreen → default: "Collapse" leaves
 * default, "Expand" leaves collapse (to fullscreen) and "Restore" leaves fullscreen.
 */
export const PANEL_CYCLE: Readonly<Record<PanelMode, { next: PanelMode; action: string }>> = {
  default: { next: "collapsed", action: "Collapse" },
  collapsed: { next: "fullscreen", action: "Expand" },
  fullscreen: { next: "default", action: "Restore" },
};

const MODE_ICONS: Readonly<Record<PanelMode, () => ReactNode>> = {
  default: CollapseIcon,
  collapsed: ExpandIcon,
  fullscreen: RestoreIcon,
};

interface DashboardPanelProps {
  title: string;
  /** The body, or a function of the mode (a chart draws taller in fullscreen). */
  children: ReactNode | ((mode: PanelMode) => ReactNode);
  /** TVS-23: hides the panel; the page keeps the list of closed panels. */
  onClose: () => void;
  /** TVS-24: reruns the panel's data load; panels without data of their own have no reload. */
  onReload?: () => void;
  /** True while that load runs. */
  reloading?: boolean;
  /** TVS-25: reload every this many ms; off (undefined or 0) by default. */
  autoReloadMs?: number;
  /** Wider panels span two grid columns on large screens. */
  wide?: boolean;
  /** The panel's data as rows, for the CSV / JSON export (beyond the spec). */
  exportRows?: () => readonly ExportRow[];
}

/**
 * The dashboard's widget frame (TVS-22..25): a titled card with a toolbar to cycle its mode,
 * reload its data (by hand or on an interval) and close it. Fullscreen moves the panel's content
 * into a dialog that covers the viewport; Escape restores it, as the Restore button does.
 */
export function DashboardPanel({
  title,
  children,
  onClose,
  onReload,
  reloading = false,
  autoReloadMs,
  wide = false,
  exportRows,
}: DashboardPanelProps) {
  const [mode, setMode] = useState<PanelMode>("default");
  const titleId = useId();
  const bodyId = useId();
  const reloadRef = useRef(onReload);
  reloadRef.current = onReload;

  // TVS-25: the interval belongs to the panel, so it stops when the panel is closed or unmounted.
  useEffect(() => {
    if (!autoReloadMs || autoReloadMs <= 0) return;
    const timer = setInterval(() => reloadRef.current?.(), autoReloadMs);
    return () => clearInterval(timer);
  }, [autoReloadMs]);

  // Leaving fullscreen puts the toolbar back in the page as new elements: focus follows to the
  // mode button, where it was when fullscreen began (an opener still in place gets it back itself).
  const modeButtonRef = useRef<HTMLButtonElement>(null);
  const wasFullscreen = useRef(false);
  useEffect(() => {
    if (wasFullscreen.current && mode !== "fullscreen") modeButtonRef.current?.focus();
    wasFullscreen.current = mode === "fullscreen";
  }, [mode]);

  const cycle = PANEL_CYCLE[mode];
  const ModeIcon = MODE_ICONS[mode];
  const content = (
    <>
      <header className={styles.head}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <div className={styles.tools}>
          {exportRows ? <ExportButtons title={title} rows={exportRows} /> : null}
          {onReload ? (
            <button
              type="button"
              className={styles.tool}
              onClick={() => onReload()}
              disabled={reloading}
              aria-label={`Reload ${title}`}
              title="Reload"
            >
              <span className={reloading ? styles.spinning : undefined}>
                <ReloadIcon />
              </span>
            </button>
          ) : null}
          <button
            ref={modeButtonRef}
            type="button"
            className={styles.tool}
            onClick={() => setMode(cycle.next)}
            aria-label={`${cycle.action} ${title}`}
            aria-controls={bodyId}
            aria-expanded={mode !== "collapsed"}
            title={cycle.action}
          >
            <ModeIcon />
          </button>
          <button
            type="button"
            className={styles.tool}
            onClick={onClose}
            aria-label={`Close ${title}`}
            title="Close"
          >
            <CloseIcon />
          </button>
        </div>
      </header>
      <div id={bodyId} className={styles.body} hidden={mode === "collapsed"}>
        {mode === "collapsed" ? null : typeof children === "function" ? children(mode) : children}
      </div>
    </>
  );
  return (
    // In fullscreen the card stays in the grid, empty: the panels around it keep their order and
    // widths, so their charts need not redraw behind the dialog.
    <section
      className={wide ? `${styles.panel} ${styles.wide}` : styles.panel}
      aria-labelledby={titleId}
      data-mode={mode}
    >
      {mode === "fullscreen" ? (
        <Dialog
          labelledBy={titleId}
          onClose={() => setMode("default")}
          // On Restore, the button that will take the panel back.
          initialFocus={modeButtonRef}
          className={styles.fullscreen}
          contentClassName={styles.fullscreenContent}
          data-mode={mode}
        >
          {content}
        </Dialog>
      ) : (
        content
      )}
    </section>
  );
}
