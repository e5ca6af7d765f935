import { expect, test } from "./fixtures.ts";
import { allowApiErrors } from "./support/console.ts";
import { clearFaults, type FaultMode, setFault } from "./support/faults.ts";
import { OUTAGES } from "./support/outages.ts";
import { CACHE_MAX_TTL_MS } from "./support/resilience-settings.ts";

/**
 * Resilience budget of issue 12: each upstream in turn fails (5xx), hangs past the api's timeout
 * and answers malformed JSON, through the devnet's fault injection. The screen that needs it shows
 * its catalogue message, another screen keeps working meanwhile, and once the fault clears the
 * screen recovers without a reload. Runs on the resilience stack (playwright.config.ts), whose api
 * serves nothing stale; one journey at a time, since a fault is global to that devnet.
 */
test.describe.configure({ mode: "serial" });

const MODES: readonly Exclude<FaultMode, "off">[] = ["error", "hang", "malformed"];

test.beforeEach(async ({ baseURL }) => {
  await clearFaults(baseURL);
});

for (const outage of OUTAGES) {
  for (const mode of MODES) {
    test(`${outage.ids} ${outage.upstream} (${mode}): ${outage.path} shows its failure state, ${outage.other.path} keeps working, and it recovers without a reload`, async ({
      page,
      context,
      baseURL,
      consoleErrors,
    }) => {
      test.setTimeout(120_000);
      // The browser logs each failed api answer (502, 504): those are the outage this journey makes.
      const settleLogs = allowApiErrors(page, consoleErrors, [502, 504]);
      await setFault(baseURL, outage.endpoint, mode);
      // The previous journey's last good answer may still be in the api's cache for up to 1 s.
      await new Promise((resolve) => setTimeout(resolve, CACHE_MAX_TTL_MS + 100));
      try {
        await page.goto(outage.path);
        await outage.failing(page);

        const other = await context.newPage();
        const otherErrors: string[] = [];
        other.on("console", (message) => {
          if (message.type() === "error") otherErrors.push(message.text());
        });
        await other.goto(outage.other.path);
        await outage.other.works(other);
        expect(otherErrors, `console errors on ${outage.other.path}`).toEqual([]);
        await other.close();
      } finally {
        await setFault(baseURL, outage.endpoint, "off");
      }

      // A mark on this document: a reload (or leaving the page) would lose it.
      await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
      await outage.recovered(page);
      expect(await page.evaluate(() => "__sameDocument" in window), "recovered in the same document").toBe(
        true,
      );
      settleLogs();
    });
  }
}

test("TVS-28 a failed background refresh keeps the figures with a 'last figures received' notice, cleared after recovery without a reload", async ({
  page,
  baseURL,
  consoleErrors,
}) => {
  test.setTimeout(90_000);
  const settleLogs = allowApiErrors(page, consoleErrors, [502]);
  const notice = page.getByText(/The dashboard shows the last figures received/);
  // The page's timers are the test's: its 30 s background refresh (and the query's retries) run
  // when the clock is moved, not after real waits.
  const refreshes = async (expectation: () => Promise<void>) =>
    expect(async () => {
      await page.clock.fastForward(10_000);
      await expectation();
    }).toPass({ timeout: 45_000 });
  await page.clock.install();
  await page.goto("/tvs/");
  await expect(page.getByText("Total TVS", { exact: true })).toBeVisible({ timeout: 15_000 });
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
  await setFault(baseURL, "tvs", "error");
  try {
    await new Promise((resolve) => setTimeout(resolve, CACHE_MAX_TTL_MS + 100));
    await refreshes(() => expect(notice).toBeVisible({ timeout: 1_000 }));
    // The figures stay on screen beside the notice.
    await expect(page.getByText("Total TVS", { exact: true })).toBeVisible();
  } finally {
    await setFault(baseURL, "tvs", "off");
  }
  await new Promise((resolve) => setTimeout(resolve, CACHE_MAX_TTL_MS + 100));
  await refreshes(() => expect(notice).toHaveCount(0, { timeout: 1_000 }));
  expect(await page.evaluate(() => "__sameDocument" in window), "recovered in the same document").toBe(true);
  settleLogs();
});
