import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { allowApiNotFound, SCRIPT_PAYLOADS, watchForScripts } from "./support/console.ts";
import { NOT_FOUND_TEXT, settle } from "./support/screens.ts";

/**
 * Bad input from a URL (issue 12): unknown ids, odd encodings, out-of-range paging and markup in
 * every query name each get a clear page or a clamped value, never a crash, and no script runs.
 */

/** A data row of a screen's table: one with a link (not the header, not a placeholder). */
const dataRows = (page: Page) => page.getByRole("row").filter({ has: page.getByRole("link") });
/** The current page button of the list's pager (a one-page list has no pager). */
const currentPage = (page: Page) =>
  page.getByRole("navigation", { name: "Pagination" }).locator('[aria-current="page"]');

async function expectNotFoundPage(page: Page): Promise<void> {
  await expect(page.getByRole("heading", { level: 1, name: NOT_FOUND_TEXT })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByRole("button", { name: "Search" })).toBeVisible();
  // ROUTE-23: outside the app layout.
  await expect(page.getByRole("complementary", { name: "Main navigation" })).toHaveCount(0);
}

test.describe("bad input: unknown ids", () => {
  const unknown: [ids: string, path: string][] = [
    ["TOKEN-03", "/app/token/NO_SUCH_TOKEN/"],
    ["TOKEN-03", "/app/token/%2F..%2F..%2Fetc%2Fpasswd/"],
    ["SOURCES-10", "/app/sources/no-such-source/"],
    ["SOURCES-10", "/app/sources/%2F..%2F/"],
    ["SERVICES-15", "/app/pull-model/no-such-service/"],
    ["SERVICES-15", "/app/data-services/no%2Fsuch%2Fservice/"],
    ["FEED-01", "/app/feeds/no-such-network/eth/"],
    ["FEED-01", "/app/feeds/ethereum-mainnet/no-such-token/"],
    ["FEED-01", "/app/feeds/ethereum-mainnet%2Feth/eth/"],
    ["ROUTE-25", "/app/proof-of-reserve/no-such-reserve/"],
  ];
  for (const [ids, path] of unknown) {
    test(`${ids} ERROR-12 ${path} shows the 404 page`, async ({ page, consoleErrors }) => {
      const settleLogs = allowApiNotFound(page, consoleErrors);
      const scripts = watchForScripts(page);
      const response = await page.goto(path);
      // The path has a route, so the app arrives with 200; its loader finds no such id and shows
      // the 404 page (only a path no route has is a 404 status, ROUTE-22).
      expect(response?.status(), "the SPA answers; the page says what is missing").toBe(200);
      await expectNotFoundPage(page);
      expect(await scripts()).toEqual([]);
      settleLogs();
    });
  }

  test("TOKEN-02 a percent-encoded slash in a symbol opens that pair's page", async ({ page }) => {
    await page.goto("/app/token/USDC%2FEUR/");
    await expect(page.getByRole("heading", { level: 1, name: "USDC/EUR" })).toBeVisible({ timeout: 15_000 });
  });

  test("markup in a path is text: an unknown id made of script shows the 404 page and runs nothing", async ({
    page,
    consoleErrors,
  }) => {
    const settleLogs = allowApiNotFound(page, consoleErrors);
    const scripts = watchForScripts(page);
    for (const payload of SCRIPT_PAYLOADS) {
      await page.goto(`/app/sources/${encodeURIComponent(payload)}/`);
      await expectNotFoundPage(page);
      await page.goto(`/app/token/${encodeURIComponent(payload)}/`);
      await expectNotFoundPage(page);
    }
    expect(await scripts()).toEqual([]);
    settleLogs();
  });
});

test.describe("bad input: paging and sorting from the query", () => {
  // [path, default page size, heading]
  const lists: [string, number, string][] = [
    ["/app/tokens/", 32, "RedStone Data Feeds"],
    ["/app/data-providers/", 16, "Production Nodes"],
    ["/app/pull-model/redstone-primary-prod/", 16, "Pull Model"],
    ["/app/feeds/", 32, "Push Model"],
  ];
  for (const [path, perPage, heading] of lists) {
    test(`FILTER-13 FILTER-15 FILTER-14 ${path}?page=-5&perPage=1000000&sortBy=<script> shows page 1 at the default size and sort`, async ({
      page,
    }) => {
      const scripts = watchForScripts(page);
      await page.goto(
        `${path}?page=-5&perPage=1000000&sortBy=${encodeURIComponent(SCRIPT_PAYLOADS[0] ?? "")}`,
      );
      await settle(page, heading);
      await expect(dataRows(page).first()).toBeVisible({ timeout: 15_000 });
      expect(await dataRows(page).count()).toBeLessThanOrEqual(perPage);
      if ((await currentPage(page).count()) > 0) await expect(currentPage(page)).toHaveText("1");
      // The clamped state is what the URL now says: no negative page, no huge size, no markup.
      const query = new URL(page.url()).searchParams;
      expect(query.get("page") ?? "1").toBe("1");
      expect(query.get("perPage") ?? String(perPage)).toBe(String(perPage));
      expect(query.get("sortBy") ?? "").not.toContain("<");
      expect(await scripts()).toEqual([]);
    });

    test(`FILTER-04 ${path}?page=999999 is clamped to the last page`, async ({ page }) => {
      await page.goto(`${path}?page=999999`);
      await settle(page, heading);
      await expect(dataRows(page).first()).toBeVisible({ timeout: 15_000 });
      await expect(page).not.toHaveURL(/page=999999/);
      if ((await currentPage(page).count()) === 0) return; // one page: page 1 is the last.
      await expect(page.getByRole("button", { name: "Next page" })).toBeDisabled();
      const last = Number(await currentPage(page).textContent());
      expect(last).toBeGreaterThan(1);
      await expect(page.getByRole("button", { name: `Page ${last + 1}`, exact: true })).toHaveCount(0);
    });
  }
});

test.describe("bad input: markup in every query name", () => {
  const names = [
    "search",
    "searchTerm",
    "tokenTypes",
    "cryptos",
    "networks",
    "sources",
    "sortBy",
    "sortDesc",
  ];
  // [path, heading, the screen's search box]
  const screens: [string, string, string][] = [
    ["/app/tokens/", "RedStone Data Feeds", "Search"],
    ["/app/feeds/", "Push Model", "Search"],
    ["/app/sources/", "Sources", "Search"],
    ["/app/pull-model/redstone-primary-prod/", "Pull Model", "Search assets"],
  ];
  for (const [path, heading, searchName] of screens) {
    test(`${path} renders markup from the query as text and runs none of it`, async ({ page }) => {
      const scripts = watchForScripts(page);
      for (const payload of SCRIPT_PAYLOADS) {
        const query = names.map((name) => `${name}=${encodeURIComponent(payload)}`).join("&");
        await page.goto(`${path}?${query}`);
        await settle(page, heading);
        // The search box keeps the text as typed, a value, never markup.
        await expect(page.getByRole("searchbox", { name: searchName, exact: true })).toHaveValue(payload);
        await expect(page.locator("img[src='x'], svg[onload], script:not([src])")).toHaveCount(0);
      }
      expect(await scripts()).toEqual([]);
    });
  }
});

test.describe("bad input: the api", () => {
  test("unknown and odd ids get a JSON 404 no browser renders as a page, and traversal reaches no file", async ({
    request,
  }) => {
    for (const path of [
      `/api/v1/tokens/${encodeURIComponent("<script>alert(1)</script>")}`,
      "/api/v1/sources/%2F..%2F..%2Fpackage.json",
      "/api/v1/data-services/..%2F..%2Fpackage.json",
      "/api/v1/feeds/no-such-network/eth",
    ]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      // An echoed id is a JSON string, and nosniff keeps any browser from reading it as HTML.
      expect(response.headers()["content-type"], path).toContain("application/json");
      expect(response.headers()["x-content-type-options"], path).toBe("nosniff");
    }
    for (const path of [
      "/assets/..%2F..%2Fpackage.json",
      "/..%2Fpackage.json",
      "/assets/%2e%2e/%2e%2e/package.json",
    ]) {
      const response = await request.get(path);
      expect(await response.text(), path).not.toContain('"workspaces"');
    }
  });

  test("out-of-range paging on the api is clamped or refused, never a crash", async ({ request }) => {
    const history = (query: string) => request.get(`/api/v1/tokens/BTC/history?${query}`);
    const huge = await history("limit=1000000000");
    expect(huge.status()).toBe(200);
    expect(((await huge.json()) as { limit: number }).limit).toBeLessThanOrEqual(100);
    for (const query of ["limit=-1", "offset=-5", "limit=1e3", "from=%3Cscript%3E"]) {
      const response = await history(query);
      expect(response.status(), query).toBe(400);
      expect(((await response.json()) as { error: string }).error, query).toBe("bad_request");
    }
    // Names the route does not read are ignored.
    expect((await history("page=-5&perPage=1000000")).status()).toBe(200);
  });
});
