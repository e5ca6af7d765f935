import type { Browser } from "playwright-core";
import { coldPage, firstDataRow, median } from "./browser.ts";

export interface FirstRowsReport {
  route: string;
  runs: number;
  /** Navigation start to the first real (not placeholder) table row, ms, each in a cold browser context. */
  medianMs: number;
  maxMs: number;
  samplesMs: number[];
}

declare global {
  interface Window {
    __benchFirstRow?: number;
  }
}

/**
 * Installed before the page's own scripts: stamps the animation frame in which a table row with a
 * link (a data row, as `firstDataRow` finds it; placeholder rows have none) is first in the
 * document, i.e. the frame that paints it. Reading the time in the page, rather than when
 * Playwright's polling (whose steps widen to 500 ms) notices the row, measures the screen.
 * Plain JavaScript in a string: tsx would wrap named functions in a helper the page lacks.
 */
const FIRST_ROW_PROBE = `(() => {
  const observer = new MutationObserver(() => {
    if (!document.querySelector('tr a[href], [role="row"] a[href]')) return;
    observer.disconnect();
    requestAnimationFrame(() => { window.__benchFirstRow = performance.now(); });
  });
  observer.observe(document, { subtree: true, childList: true });
})()`;

/**
 * Time from navigation to the first data rows of a list screen, in Debian's Chromium against the
 * built web app served by the running stack. Every run is a fresh browser context, so nothing is
 * cached in the browser: a first visit. The api's upstream cache is warmed once first, as any
 * visitor after the first would find it.
 */
export async function measureFirstRows(
  browser: Browser,
  baseUrl: string,
  route: string,
  apiResource: string,
  runs = 5,
): Promise<FirstRowsReport> {
  await (await fetch(`${baseUrl}${apiResource}`)).arrayBuffer();
  const samplesMs: number[] = [];
  for (let run = 0; run < runs; run++) {
    const page = await coldPage(browser);
    await page.addInitScript(FIRST_ROW_PROBE);
    await page.goto(`${baseUrl}${route}`, { waitUntil: "commit" });
    await firstDataRow(page).waitFor({ timeout: 20_000 });
    // performance.now() counts from the navigation's start (the page's time origin); the frame
    // stamp is there by now unless the row came without a frame since, then the time read here.
    samplesMs.push(Math.round(await page.evaluate(() => window.__benchFirstRow ?? performance.now())));
    await page.context().close();
  }
  return {
    route,
    runs,
    medianMs: median(samplesMs),
    maxMs: Math.max(...samplesMs),
    samplesMs,
  };
}
