import type { Browser, Page } from "playwright-core";
import { coldPage, firstDataRow, median } from "./browser.ts";

export interface KeystrokeReport {
  route: string;
  /** Keys measured: one that narrows the list, then Backspace that restores it, `rounds` times. */
  samples: number;
  medianMs: number;
  maxMs: number;
  samplesMs: number[];
}

/** Characters tried, in order, until one changes the table (an empty box matches every row). */
const CANDIDATE_KEYS = ["q", "z", "x", "j", "k", "w"];
const UPDATE_TIMEOUT_MS = 5_000;

declare global {
  interface Window {
    __benchKey?: { keyAt: number; updatedAt: number; before: string };
  }
}

/**
 * Installs, in the page, a probe that notes the time of the next keydown and then, frame by frame,
 * the first frame where the table's rows differ from before the key (their count and the text of
 * the first few). Reading rows rather than DOM mutations ignores timers ticking inside cells.
 * Plain JavaScript in a string: tsx would wrap named functions in a helper the page lacks.
 */
const PROBE = `(() => {
  const signature = () => {
    const table = document.querySelector('table, [role="table"], [role="grid"]');
    if (!table) return "no table";
    const rows = Array.from(table.querySelectorAll('tr, [role="row"]'));
    return rows.length + "|" + rows.slice(0, 4).map((row) => row.textContent).join("|");
  };
  const probe = { keyAt: 0, updatedAt: 0, before: signature() };
  window.__benchKey = probe;
  document.addEventListener("keydown", () => {
    probe.keyAt = performance.now();
    const watch = () => {
      if (signature() !== probe.before) probe.updatedAt = performance.now();
      else if (performance.now() - probe.keyAt < ${UPDATE_TIMEOUT_MS}) requestAnimationFrame(watch);
    };
    requestAnimationFrame(watch);
  }, { capture: true, once: true });
})()`;

async function armProbe(page: Page): Promise<void> {
  await page.evaluate(PROBE);
}

/** Presses one key; the ms from its keydown to the frame that shows the changed table, or null. */
async function timedKey(page: Page, key: string): Promise<number | null> {
  // Let the previous update settle (URL sync, pager), so it is not taken for this key's.
  await page.waitForTimeout(400);
  await armProbe(page);
  await page.keyboard.press(key);
  try {
    await page.waitForFunction(() => (window.__benchKey?.updatedAt ?? 0) > 0, undefined, {
      timeout: UPDATE_TIMEOUT_MS,
    });
  } catch {
    return null;
  }
  return page.evaluate(() => {
    const probe = window.__benchKey;
    return probe ? Math.round(probe.updatedAt - probe.keyAt) : null;
  });
}

/**
 * Search keystroke to table update on a list screen (the feeds list): the screen's search box
 * (found by role: a searchbox, or a textbox named Search) and its table, by accessible roles only.
 */
export async function measureKeystroke(
  browser: Browser,
  baseUrl: string,
  route = "/app/feeds/",
  rounds = 5,
): Promise<KeystrokeReport> {
  const page = await coldPage(browser);
  try {
    await page.goto(`${baseUrl}${route}`);
    await firstDataRow(page).waitFor({ timeout: 30_000 });
    const search = page
      .getByRole("searchbox")
      .or(page.getByRole("textbox", { name: /search/i }))
      .first();
    await search.click();
    await search.fill("");
    let key: string | undefined;
    const samplesMs: number[] = [];
    for (const candidate of CANDIDATE_KEYS) {
      const narrowed = await timedKey(page, candidate);
      if (narrowed === null) {
        await search.fill("");
        continue;
      }
      key = candidate;
      samplesMs.push(narrowed);
      break;
    }
    if (!key) throw new Error(`no key of ${CANDIDATE_KEYS.join(", ")} changed the table on ${route}`);
    for (let round = 0; round < rounds; round++) {
      if (round > 0) {
        const narrowed = await timedKey(page, key);
        if (narrowed === null) throw new Error(`typing "${key}" on ${route} did not update the table`);
        samplesMs.push(narrowed);
      }
      const restored = await timedKey(page, "Backspace");
      if (restored === null) throw new Error(`Backspace on ${route} did not update the table`);
      samplesMs.push(restored);
    }
    return {
      route,
      samples: samplesMs.length,
      medianMs: median(samplesMs),
      maxMs: Math.max(...samplesMs),
      samplesMs,
    };
  } finally {
    await page.context().close();
  }
}
