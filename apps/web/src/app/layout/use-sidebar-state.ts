import { SIDEBAR_MOBILE_BREAKPOINT_PX } from "@oracle-explorer/core/constants";
import { useCallback, useState } from "react";
import { readLocal, writeLocal } from "../../lib/storage.ts";

/** SHELL-16 (decision on the key). */
export const SIDEBAR_STORAGE_KEY = "sidebarCollapsed";

/** A saved state wins; otherwise collapsed at the mobile width or less (SHELL-17). */
export function initialSidebarCollapsed(width: number, saved: string | null): boolean {
  if (saved === "true") return true;
  if (saved === "false") return false;
  return width <= SIDEBAR_MOBILE_BREAKPOINT_PX;
}

export interface SidebarState {
  collapsed: boolean;
  setCollapsed: (collapsed: boolean) => void;
  toggle: () => void;
}

/** Collapse state, saved on each change and kept in memory when storage is unavailable. */
export function useSidebarState(): SidebarState {
  const [collapsed, setState] = useState(() =>
    initialSidebarCollapsed(window.innerWidth, readLocal(SIDEBAR_STORAGE_KEY)),
  );
  const setCollapsed = useCallback((next: boolean) => {
    setState(next);
    writeLocal(SIDEBAR_STORAGE_KEY, String(next));
  }, []);
  const toggle = useCallback(() => {
    setState((current) => {
      writeLocal(SIDEBAR_STORAGE_KEY, String(!current));
      return !current;
    });
  }, []);
  return { collapsed, setCollapsed, toggle };
}
