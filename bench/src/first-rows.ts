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

/** Issue "Data Feeds list": first rows within one second of navigation. */
export const FIRST_ROWS_BUDGET_MS = 1_000;

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
    await page.goto(`${baseUrl}${route}`, { waitUntil: "commit" });
    await firstDataRow(page).waitFor({ timeout: 20_000 });
    // performance.now() counts from the navigation's start (the page's time origin).
    samplesMs.push(Math.round(await page.evaluate(() => performance.now())));
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
