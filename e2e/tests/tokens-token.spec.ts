import { expect, test } from "./fixtures.ts";

/** Issue 7's journey: the Data Feeds list, a token page, and the blackrock disclaimer. */

const dataRows = (page: import("@playwright/test").Page) => page.locator("tbody tr:not([data-placeholder])");

test.describe("Data Feeds list and Token page", () => {
  test("TOKENS-06 TOKENS-09 TOKENS-24 search, filter by type and page through the list", async ({ page }) => {
    await page.goto("/app/tokens/");
    await expect(dataRows(page).first().getByRole("link")).toBeVisible();

    // Search from the header box: the list narrows and the URL keeps it.
    await page.getByRole("searchbox", { name: "Search" }).fill("eth");
    await expect(page).toHaveURL(/search(Term)?=eth/);
    await expect(dataRows(page).filter({ hasText: "ETH" }).first()).toBeVisible();
    await page.getByRole("searchbox", { name: "Search" }).fill("");

    // Filter by asset type through the dropdown.
    await page.getByRole("button", { name: /^(Asset|Selected) types/ }).click();
    await page.getByRole("group", { name: "Asset types" }).getByRole("checkbox", { name: "Cryptos" }).check();
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(/tokenTypes=crypto/);
    for (const row of await dataRows(page).all()) await expect(row).toContainText("Cryptos");

    // Page 2 with 8 per page.
    await page.getByLabel("Tokens per page").selectOption("8");
    await expect(dataRows(page)).toHaveCount(8);
    const firstOnPage1 = await dataRows(page).first().textContent();
    await page.getByLabel("Page", { exact: true }).selectOption("2");
    await expect(page).toHaveURL(/page=2/);
    await expect(dataRows(page).first()).not.toHaveText(firstOnPage1 ?? "");
    await expect(page.getByText(/^Showing 9 to 16 of \d+ entries$/)).toBeVisible();
  });

  test("TOKEN-04 TOKEN-07 TOKEN-11 TOKEN-15 open a token, switch ranges and provider, scroll the updates", async ({
    page,
  }) => {
    await page.goto("/app/tokens/?searchTerm=BTC");
    await page.getByRole("link", { name: "Bitcoin", exact: true }).click();
    await expect(page).toHaveURL(/\/app\/token\/BTC\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Bitcoin");
    await expect(page.getByRole("region", { name: "Latest price" })).toContainText(/\$[\d,]+\.\d{3}/);
    await expect(page.getByRole("region", { name: "Latest price" })).toContainText(
      /Last updated \d+ seconds ago/,
    );

    // Ranges: each draws its chart (an SVG drawn by the lazily loaded chart library).
    const chart = page.getByRole("img", { name: /^BTC price/ });
    await expect(chart.locator("svg path").first()).toBeAttached();
    for (const range of ["Last hour", "3 days", "7 days", "1 day"]) {
      await page.getByRole("button", { name: range, exact: true }).click();
      await expect(page.getByRole("button", { name: range, exact: true })).toHaveAttribute(
        "aria-pressed",
        "true",
      );
      await expect(page.getByRole("img", { name: `BTC price, ${range.toLowerCase()}` })).toBeVisible();
    }

    // Provider: switches the URL and every load; the table shows rows of that provider.
    const picker = page.getByRole("combobox", { name: "Provider" });
    const options = await picker.locator("option").allTextContents();
    expect(options.length).toBeGreaterThan(1);
    const other = options.find((option) => option === "redstone-primary-prod") ?? options[1] ?? "";
    await picker.selectOption(other);
    await expect(page).toHaveURL(new RegExp(`provider=${other}`));
    const table = page.getByRole("table", { name: "Recent price updates" });
    await expect(table.locator("tbody tr time").first()).toBeVisible();
    await expect(table.locator("tbody tr").first()).toContainText(other);

    // Infinite loading: 10 rows, then more as the bottom of the table scrolls into view.
    const rows = table.locator("tbody tr time");
    await expect(rows).toHaveCount(10);
    for (let scroll = 0; scroll < 2; scroll++) {
      const before = await rows.count();
      await table.locator("tbody tr").last().scrollIntoViewIfNeeded();
      await expect.poll(() => rows.count()).toBeGreaterThan(before);
    }
    expect(await rows.count()).toBeGreaterThanOrEqual(30);

    // TOKEN-18: an older row's storage transaction gets its block time.
    await expect(table.locator("tbody tr").nth(25)).toContainText(/block [A-Z][a-z]{2} \d+/);

    // TOKEN-20: Raise dispute.
    await page.getByRole("button", { name: "Raise dispute" }).click();
    await expect(page.getByText("The disputing feature is still under development")).toBeVisible();
  });

  test("DISCLAIMER-09 DISCLAIMER-10 the blackrock disclaimer: read, agree, kept on reload, asked again in a new session", async ({
    page,
    browser,
  }) => {
    await page.goto("/app/token/BUIDL/");
    const dialog = page.getByRole("dialog", { name: /BUIDL/ });
    await expect(dialog).toBeVisible();
    const agree = dialog.getByRole("button", { name: "I Agree" });
    await expect(agree).toBeDisabled();
    const text = dialog.getByRole("region", { name: "Disclaimer text" });
    await text.evaluate((box) => box.scrollTo({ top: box.scrollHeight }));
    await expect(agree).toBeEnabled();
    await agree.click();
    await expect(dialog).toBeHidden();
    expect(await page.evaluate(() => sessionStorage.getItem("acceptedDisclaimers"))).toBe('["blackrock"]');

    await page.reload();
    await expect(page.getByRole("region", { name: "Latest price" })).toBeVisible();
    await expect(page.getByRole("dialog")).toHaveCount(0);

    // A new browser session has no acceptance: asked again; Decline leaves for the list.
    const context = await browser.newContext();
    const fresh = await context.newPage();
    await fresh.goto(page.url());
    await expect(fresh.getByRole("dialog", { name: /BUIDL/ })).toBeVisible();
    await fresh.getByRole("button", { name: "Decline" }).click();
    await expect(fresh).toHaveURL(/\/app\/tokens\/$/);
    await context.close();
  });
});
