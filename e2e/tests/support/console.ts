import type { Page, Response } from "@playwright/test";

const FAILED_RESOURCE_LOG = /^Failed to load resource: the server responded with a status of (\d{3}) /;

/**
 * Chromium logs every answer with an error status as a console error, which the fixture turns
 * into a failure. A journey that expects some lets through one such log per answer of those
 * statuses that `counts` picks, and nothing else: any other console error still fails the test.
 * Call it before navigating; call the returned function at the end of the test (it returns how
 * many answers it allowed for).
 */
function allowErrorAnswers(
  page: Page,
  consoleErrors: string[],
  statuses: readonly number[],
  counts: (response: Response) => boolean,
): () => number {
  const answered = new Map<number, number>();
  page.on("response", (response) => {
    const status = response.status();
    if (statuses.includes(status) && counts(response)) {
      answered.set(status, (answered.get(status) ?? 0) + 1);
    }
  });
  return () => {
    const allowance = new Map(answered);
    const others = consoleErrors.filter((error) => {
      const status = Number(FAILED_RESOURCE_LOG.exec(error)?.[1]);
      const left = allowance.get(status) ?? 0;
      if (left === 0) return true;
      allowance.set(status, left - 1);
      return false;
    });
    consoleErrors.splice(0, consoleErrors.length, ...others);
    return [...answered.values()].reduce((sum, count) => sum + count, 0);
  };
}

/** The api answers a journey expects with an error status (an unknown id: 404; an outage: 502, 504). */
export const allowApiErrors = (page: Page, consoleErrors: string[], statuses: readonly number[]) =>
  allowErrorAnswers(page, consoleErrors, statuses, (response) =>
    new URL(response.url()).pathname.startsWith("/api/v1/"),
  );

/**
 * A deep link to a path the app has no route for: the page arrives with status 404 (the app
 * still draws its 404 page, ROUTE-22), and Chromium logs that answer like any failed resource.
 */
export const allowPageNotFound = (page: Page, consoleErrors: string[]) =>
  allowErrorAnswers(
    page,
    consoleErrors,
    [404],
    (response) =>
      response.request().isNavigationRequest() && response.request().resourceType() === "document",
  );

/** The 404s of a journey that opens unknown ids (see allowApiErrors). */
export const allowApiNotFound = (page: Page, consoleErrors: string[]) =>
  allowApiErrors(page, consoleErrors, [404]);

/** Fails later checks if any script of a payload ran: a dialog opened or the marker was set. */
export function watchForScripts(page: Page): () => Promise<string[]> {
  const ran: string[] = [];
  page.on("dialog", (dialog) => {
    ran.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return async () => {
    const marker = await page.evaluate(() => (window as { __xss?: unknown }).__xss ?? null).catch(() => null);
    return marker === null ? ran : [...ran, `window.__xss = ${String(marker)}`];
  };
}

/** Markup that runs script if any screen ever renders it as HTML or a URL. */
export const SCRIPT_PAYLOADS = [
  "<script>window.__xss=1;alert(1)</script>",
  '<img src=x onerror="window.__xss=2;alert(2)">',
  '"><svg onload="window.__xss=3;alert(3)">',
  "javascript:window.__xss=4;alert(4)",
];
