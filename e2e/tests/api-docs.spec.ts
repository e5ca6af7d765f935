import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { seriousViolations } from "./support/axe.ts";

/**
 * Issue 26 (Api docs): /api/docs is a finished public page — it fits a phone and a wide screen,
 * leads back to the explorer, shows a curl request and a sample answer per operation, and axe
 * finds no serious or critical violation in the light or the dark theme.
 */

const VIEWPORTS = [
  { name: "phone", width: 390, height: 844 },
  { name: "desktop", width: 1440, height: 900 },
] as const;

/** Whether the page scrolls sideways: wider than the window. */
const overflows = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

for (const viewport of VIEWPORTS) {
  test.describe(`api docs at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test("fits the window, shows the tokens operation's curl request and sample answer", async ({ page }) => {
      const response = await page.goto("/api/docs");
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1, name: /Explorer API$/ })).toBeVisible();
      expect(await overflows(page), "horizontal page overflow").toBe(false);

      // The contents lead to the tokens list's operation.
      await page
        .getByRole("navigation", { name: "Operations" })
        .getByRole("link", { name: "GET /tokens", exact: true })
        .click();
      const tokens = page.locator("#op-get-tokens");
      await expect(tokens.getByRole("heading", { level: 3 })).toHaveText("GET /api/v1/tokens");
      const origin = new URL(page.url()).origin;
      const request = tokens.getByRole("group", { name: "Example request of GET /api/v1/tokens" });
      await expect(request).toBeVisible();
      await expect(request).toHaveText(`curl '${origin}/api/v1/tokens'`);
      const answer = tokens.getByRole("group", { name: "Sample answer of GET /api/v1/tokens" });
      await expect(answer).toBeVisible();
      await expect(answer).toContainText('"symbol": "BTC"');
      // The curl request is a real one: the api answers it in the sample's shape.
      const real = await page.request.get(`${origin}/api/v1/tokens`);
      expect(real.status()).toBe(200);
      expect(Object.keys(await real.json())).toEqual(["provider", "tokens", "warnings"]);

      // Long code scrolls inside its own box, reachable with the keyboard; the page stays put.
      const wide = page.getByRole("group", { name: "Example request of GET /api/v1/permaweb/{tx}" });
      await expect(wide).toHaveAttribute("tabindex", "0");
      expect(await wide.evaluate((box) => getComputedStyle(box).overflowX)).toBe("auto");
      expect(await overflows(page), "horizontal page overflow").toBe(false);
    });

    test("leads back to the explorer", async ({ page }) => {
      await page.goto("/api/docs");
      await page.getByRole("banner").getByRole("link", { name: "Back to the explorer" }).click();
      await expect(page).toHaveURL(/\/app\/tokens\/$/);
      await expect(page.getByRole("heading", { level: 1 })).toContainText("Data Feeds");
    });

    test("axe finds no serious or critical violation, light and dark themes", async ({ page }) => {
      // Every operation's code blocks make a long page for axe's colour checks: twice, on a loaded CI.
      test.setTimeout(120_000);
      await page.goto("/api/docs");
      expect(await seriousViolations(page), "light theme").toEqual([]);
      await page.emulateMedia({ colorScheme: "dark" });
      expect(await seriousViolations(page), "dark theme").toEqual([]);
      expect(await overflows(page), "horizontal page overflow, dark").toBe(false);
    });
  });
}

test("follows the theme chosen in the explorer, whatever the system's", async ({ page }) => {
  test.setTimeout(90_000);
  await page.emulateMedia({ colorScheme: "light" });
  await page.goto("/api/docs");
  const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const light = await background();
  await page.evaluate(() => localStorage.setItem("theme", "dark"));
  await page.reload();
  expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe("dark");
  expect(await background()).not.toBe(light);
  expect(await seriousViolations(page), "saved dark theme").toEqual([]);
});
