import { expect, test } from "./fixtures.ts";
import { allowPageNotFound } from "./support/console.ts";

const NOT_FOUND = "Opps, it seems that this page does not exist.";

// Every route of spec section 2, with the screen heading it must show.
const screens: [path: string, heading: string, inLayout: boolean][] = [
  ["/app/tokens/", "RedStone Data Feeds", true],
  ["/app/token/USDC-EUR/", "USDC/EUR", true],
  ["/app/sources/", "Sources", true],
  ["/app/sources/binance/", "binance", true],
  ["/app/data-providers/", "Production Nodes", true],
  ["/app/feeds/", "Push Model", true],
  ["/app/feeds/ethereum-mainnet/eth/", "ETH on Ethereum Mainnet", true],
  ["/app/data-services/", "Data Services", true],
  ["/app/pull-model/redstone-primary-prod/", "Pull Model", true],
  ["/app/data-services/redstone-primary-prod/", "Pull Model", true],
  ["/app/proof-of-reserve/stablecoin/", "Proof of Reserve", true],
  ["/tvs/", "TVS Dashboard", false],
  ["/error/", "Something went wrong", false],
  ["/no/such/page/", NOT_FOUND, false],
];

test.describe("routes", () => {
  for (const [path, heading, inLayout] of screens) {
    test(`ROUTE-01 ROUTE-26 a deep link to ${path} loads its frame in history mode, with no sign-in`, async ({
      page,
      consoleErrors,
    }) => {
      // ROUTE-22: a path no route has arrives with status 404, still carrying the app's 404 page.
      const missing = heading === NOT_FOUND;
      const settleLogs = missing ? allowPageNotFound(page, consoleErrors) : () => 0;
      const response = await page.goto(path);
      expect(response?.status()).toBe(missing ? 404 : 200);
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      expect(page.url()).not.toContain("#/");
      expect(new URL(page.url()).pathname).toBe(path);
      await expect(page.getByRole("button", { name: "Back" })).toHaveCount(inLayout ? 1 : 0);
      await expect(page.getByText(/sign in|log in|password/i)).toHaveCount(0);
      settleLogs();
    });
  }

  test("ROUTE-02 ROUTE-03 ROUTE-04 a typed URL without the slash is replaced, keeping query and hash", async ({
    page,
  }) => {
    await page.goto("/app/sources?search=bin#top");
    await expect(page.getByRole("heading", { level: 1, name: "Sources" })).toBeVisible();
    expect(page.url()).toMatch(/\/app\/sources\/\?search=bin#top$/);
    await expect(page.getByRole("searchbox", { name: "Search" })).toHaveValue("bin");
  });

  test("ROUTE-05 / goes to /app/tokens/ and sets the page title", async ({ page }) => {
    await page.goto("/");
    await expect(page).toHaveURL(/\/app\/tokens\/$/);
    await expect(page).toHaveTitle("Data Feeds | RedStone");
  });

  test("ROUTE-22 the 404 page's Search button leads to the search target and on to the tokens list", async ({
    page,
    consoleErrors,
  }) => {
    const settleLogs = allowPageNotFound(page, consoleErrors);
    const response = await page.goto("/nothing/here/");
    expect(response?.status(), "no route has this path: the app arrives with status 404").toBe(404);
    await expect(page.getByRole("heading", { name: NOT_FOUND })).toBeVisible();
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/\/app\/tokens\/$/);
    await expect(page.getByRole("heading", { level: 1, name: "RedStone Data Feeds" })).toBeVisible();
    expect(settleLogs(), "one 404: the deep link's own").toBe(1);
  });

  test("ROUTE-25 an unmapped proof-of-reserve id shows the 404 page", async ({ page }) => {
    await page.goto("/app/proof-of-reserve/other/");
    await expect(page.getByRole("heading", { name: NOT_FOUND })).toBeVisible();
  });

  test("SHELL-02 SHELL-03 the header search writes ?search= and survives a reload", async ({ page }) => {
    await page.goto("/app/feeds/");
    await page.getByRole("searchbox", { name: "Search" }).fill("usdc");
    await expect(page).toHaveURL(/\/app\/feeds\/\?search=usdc$/);
    await page.reload();
    await expect(page.getByRole("searchbox", { name: "Search" })).toHaveValue("usdc");
    await page.goto("/app/token/BTC/");
    await expect(page.getByRole("heading", { level: 1, name: "BTC" })).toBeVisible();
    await expect(page.getByRole("searchbox")).toHaveCount(0);
  });

  test("serves hashed assets with a long cache and pages with strict security headers", async ({ page }) => {
    const response = await page.goto("/app/tokens/");
    const headers = response?.headers() ?? {};
    expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(headers["content-security-policy"]).not.toContain("unsafe-inline");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    const script = await page.locator("script[type=module]").first().getAttribute("src");
    const asset = await page.request.get(script ?? "");
    expect(asset.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  });
});
