import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";

test.describe("shell", () => {
  test("SHELL-07 SHELL-16 the sidebar toggles and its state survives a reload", async ({ page }) => {
    await page.goto("/app/tokens/");
    const sidebar = page.getByRole("complementary", { name: "Main navigation" });
    await expect(sidebar).toHaveAttribute("data-collapsed", "false");
    await expect(sidebar.getByRole("link", { name: "Sources" })).toBeVisible();

    await page.getByRole("button", { name: "Collapse sidebar" }).click();
    await expect(sidebar).toHaveAttribute("data-collapsed", "true");
    await page.reload();
    await expect(sidebar).toHaveAttribute("data-collapsed", "true");

    await page.getByRole("button", { name: "Expand sidebar" }).click();
    await page.reload();
    await expect(sidebar).toHaveAttribute("data-collapsed", "false");
  });

  test("SHELL-08 the sidebar entries navigate between screens", async ({ page }) => {
    await page.goto("/app/tokens/");
    const sidebar = page.getByRole("complementary", { name: "Main navigation" });
    const expected: [string, RegExp, string][] = [
      ["Sources", /\/app\/sources\/$/, "Sources"],
      ["Data Providers", /\/app\/data-providers\/$/, "Production Nodes"],
      ["Pull Model", /\/app\/pull-model\/redstone-primary-prod\/$/, "Pull Model"],
      ["Push Model", /\/app\/feeds\/$/, "Push Model"],
      ["Data Feeds", /\/app\/tokens\/$/, "RedStone Data Feeds"],
    ];
    for (const [entry, url, heading] of expected) {
      await sidebar.getByRole("link", { name: entry }).click();
      await expect(page).toHaveURL(url);
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    }
  });

  test("SHELL-05 the back button steps back after in-app navigation", async ({ page }) => {
    await page.goto("/app/sources/");
    await page.getByRole("complementary").getByRole("link", { name: "Push Model" }).click();
    await expect(page).toHaveURL(/\/app\/feeds\/$/);
    await page.getByRole("button", { name: "Back" }).click();
    await expect(page).toHaveURL(/\/app\/sources\/$/);
  });

  test("SHELL-06 the back button goes home when the visit started here", async ({ page }) => {
    await page.goto("/app/data-providers/");
    await page.getByRole("button", { name: "Back" }).click();
    await expect(page).toHaveURL(/\/app\/tokens\/$/);
  });
});

test.describe("shell on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("SHELL-17 the sidebar starts collapsed at phone width and opens as a drawer", async ({ page }) => {
    await page.goto("/app/tokens/");
    // Collapsed on a phone, the drawer is off-canvas and out of the accessibility tree.
    const sidebar = page.locator("#app-sidebar");
    await expect(sidebar).toHaveAttribute("data-collapsed", "true");
    await expect(page.getByRole("complementary", { name: "Main navigation" })).toHaveCount(0);
    await page.getByRole("button", { name: "Expand sidebar" }).click();
    await expect(sidebar.getByRole("link", { name: "Sources" })).toBeVisible();
    await sidebar.getByRole("link", { name: "Sources" }).click();
    await expect(page).toHaveURL(/\/app\/sources\/$/);
    await expect(sidebar).toHaveAttribute("data-collapsed", "true");
  });

  test("TOKENS-12 the tables' pages fit the phone's width and end at their footer", async ({ page }) => {
    // Visually hidden texts in rows once escaped the 500 px scroll areas and stretched the page
    // (2,000 px of blank page under the feeds list, and as wide as its table on a phone).
    for (const route of [
      "/app/feeds/",
      "/app/tokens/",
      "/app/sources/",
      "/app/data-providers/",
      "/app/token/ETH/",
    ]) {
      await page.goto(route);
      await expect(page.locator("table tbody tr:not([data-placeholder])").first()).toBeVisible();
      const size = await pageSize(page);
      expect(size.width, route).toBeLessThanOrEqual(390);
      expect(size.height, route).toBeLessThanOrEqual(size.end + 1);
    }
  });
});

test("FEEDS-06 the feeds table fits a 1366 px screen: the Heartbeat column is in view", async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto("/app/feeds/");
  const table = page.getByRole("table", { name: /feeds/i });
  await expect(table.locator("tbody tr:not([data-placeholder])").first()).toBeVisible();
  const fits = await table.evaluate((element) => {
    const area = element.parentElement as HTMLElement;
    return area.scrollWidth <= area.clientWidth;
  });
  expect(fits).toBe(true);
  expect((await pageSize(page)).width).toBeLessThanOrEqual(1366);
});

/** The document's scroll size and where its footer ends. */
function pageSize(page: Page) {
  return page.evaluate(() => ({
    width: document.documentElement.scrollWidth,
    height: document.documentElement.scrollHeight,
    end: Math.ceil((document.querySelector("footer")?.getBoundingClientRect().bottom ?? 0) + window.scrollY),
  }));
}
