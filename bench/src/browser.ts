import { type Browser, chromium, type Page } from "playwright-core";

/** Debian's Chromium, never a downloaded one. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export const CHROMIUM_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
}

/** A fresh context and page: nothing cached, as on a first visit. */
export async function coldPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  return context.newPage();
}

/**
 * The first data row of the screen's table: a row with a link in it, so neither the header row
 * nor a loading placeholder counts. Role-based, so a <table> and a virtualised role="row" grid
 * both qualify.
 */
export const firstDataRow = (page: Page) =>
  page
    .getByRole("row")
    .filter({ has: page.getByRole("link") })
    .first();

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? Number.NaN)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}
