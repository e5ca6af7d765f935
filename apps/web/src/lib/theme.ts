import { readLocal, writeLocal } from "./storage.ts";

/**
 * Light and dark themes (beyond the spec): the system's by default; a choice made with the header
 * toggle is remembered in local storage and set as html[data-theme], which the design tokens read
 * (styles/tokens.css). Applied before the first render, so a chosen theme never flashes.
 */
export type Theme = "light" | "dark";
export const THEME_STORAGE_KEY = "theme";

export function storedTheme(): Theme | null {
  const value = readLocal(THEME_STORAGE_KEY);
  return value === "light" || value === "dark" ? value : null;
}

export function systemTheme(): Theme {
  return typeof window.matchMedia === "function" && window.matchMedia("(prefers-color-scheme: dark)").matches
    ? "dark"
    : "light";
}

/** The theme shown now: the visitor's choice, else the system's. */
export function currentTheme(): Theme {
  return storedTheme() ?? systemTheme();
}

export function applyTheme(theme: Theme | null): void {
  if (theme === null) delete document.documentElement.dataset.theme;
  else document.documentElement.dataset.theme = theme;
}

/** Remembers and applies a choice. */
export function chooseTheme(theme: Theme): void {
  writeLocal(THEME_STORAGE_KEY, theme);
  applyTheme(theme);
}
