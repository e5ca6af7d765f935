import type { Page, TestInfo } from "@playwright/test";
import { expect, test } from "./fixtures.ts";

/**
 * Journeys through the two dashboards on the devnet's data: the proof of reserve inside the app,
 * the TVS dashboard outside it, and the TVS failure state through the devnet's fault injection.
 * Each dashboard's screenshot is attached to the run's report (and kept in test-results).
 */

/** The devnet beside the e2e stack (playwright.config.ts starts it on the api port + 1). */
function devnetUrl(baseURL: string | undefined): string {
  const apiPort = Number(new URL(baseURL ?? "http://127.0.0.1:8877").port);
  return `http://127.0.0.1:${process.env.E2E_DEVNET_PORT ?? apiPort + 1}`;
}

async function setFault(baseURL: string | undefined, endpoint: string, mode: string): Promise<void> {
  const response = await fetch(`${devnetUrl(baseURL)}/__admin/faults`, {
    method: "PUT",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ endpoint, mode }),
  });
  expect(response.status, "the devnet's fault admin (DEVNET_ADMIN=1) answers").toBe(200);
}

async function attachScreenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const path = testInfo.outputPath(`${name}.png`);
  // From the top, so the app's sticky header and sidebar sit where they belong in the full page.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.mouse.move(0, 0);
  await page.screenshot({ path, fullPage: true });
  await testInfo.attach(name, { path, contentType: "image/png" });
}

/**
 * A chart, drawn: its SVG is in the page (ECharts loads lazily, on the SVG renderer). Charts draw
 * as they come near the view, so the chart is scrolled to first, as a visitor would.
 */
async function drawnChart(page: Page, name: string | RegExp) {
  const chart = page.getByRole("img", { name });
  await chart.scrollIntoViewIfNeeded();
  return chart.locator("svg").first();
}

test.describe("TVS dashboard", () => {
  test("TVS-28 ERROR-38 a TVS upstream failure shows 'Failed to load dashboard data: …', and Retry recovers @tvs-fault", async ({
    page,
    baseURL,
    consoleErrors,
  }, testInfo) => {
    await setFault(baseURL, "tvs", "error");
    try {
      await page.goto("/tvs/");
      await expect(page.getByRole("heading", { level: 1, name: "TVS Dashboard" })).toBeVisible();
      const alert = page.getByRole("alert");
      // The web retries twice (about 3 s) before it shows the failure.
      await expect(alert).toContainText(/^Failed to load dashboard data: \S.*/, { timeout: 15_000 });
      await expect(page.getByText("Loading dashboard data...")).toHaveCount(0);
      await expect(page.getByRole("button", { name: "1M" })).toBeVisible();
      await attachScreenshot(page, testInfo, "tvs-dashboard-failure");
    } finally {
      await setFault(baseURL, "tvs", "off");
    }
    await page.getByRole("button", { name: "Retry" }).click();
    await expect(page.getByText("Total TVS", { exact: true })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole("alert")).toHaveCount(0);
    // The browser reports each failed api answer (502) as a console error; those were the point here.
    const expected = /Failed to load resource: the server responded with a status of 502/;
    const others = consoleErrors.filter((error) => !expected.test(error));
    consoleErrors.splice(0, consoleErrors.length, ...others);
  });

  test("TVS past the api cache's lifetime on a healthy stack: the refreshed page shows no 'last figures' notice", async ({
    page,
    consoleErrors,
  }) => {
    test.setTimeout(90_000);
    // The page refreshes by polling here (the fallback): the live stream is held off, so the
    // refreshed answer is one the test can wait for (live, the same answer comes as a stream event).
    await page.route("**/api/v1/stream**", (route) => route.abort());
    await page.clock.install();
    await page.goto("/tvs/");
    await expect(page.getByText("Total TVS", { exact: true })).toBeVisible({ timeout: 15_000 });
    // This stack caps every cache's lifetime at CACHE_MAX_TTL_SECONDS (20 s, playwright.config.ts):
    // past it the api answers from its stale-while-revalidate window while it reads the TVS again.
    await new Promise((resolve) => setTimeout(resolve, 21_000));
    const refreshed = page.waitForResponse(
      (response) => new URL(response.url()).pathname === "/api/v1/tvs" && response.status() === 200,
    );
    await page.clock.fastForward(31_000);
    const body = (await (await refreshed).json()) as { stale: boolean; fetchedAt: number };
    expect(body.stale, "a refresh under way is not a failed one").toBe(false);
    await expect(page.getByText(/last figures received/)).toHaveCount(0);
    await expect(page.getByText("Total TVS", { exact: true })).toBeVisible();
    // The browser reports each held-off stream request as a console error; those were the set-up.
    const others = consoleErrors.filter((error) => error !== "Failed to load resource: net::ERR_FAILED");
    consoleErrors.splice(0, consoleErrors.length, ...others);
  });

  test("TVS-01 TVS-03 TVS-09 TVS-10 TVS-13 TVS-17 TVS-20 TVS-22 the dashboard draws the devnet's TVS and its controls work", async ({
    page,
  }, testInfo) => {
    await page.goto("/tvs/");
    await expect(page.getByRole("heading", { level: 1, name: "TVS Dashboard" })).toBeVisible();
    // Outside the app layout (ROUTE-08).
    await expect(page.getByRole("button", { name: "Back" })).toHaveCount(0);

    const summary = page.getByRole("region", { name: "Summary" });
    await expect(summary.getByText(/^\$\d{1,3}(,\d{3})+$/)).toBeVisible({ timeout: 15_000 });
    await expect(summary.getByText(/^Calculated from \d+ projects?$/)).toBeVisible();

    await expect(await drawnChart(page, /^TVS per client over time/)).toBeVisible();
    await expect(await drawnChart(page, "TVS per client, as areas")).toBeVisible();
    await expect(await drawnChart(page, "Top 10 clients by TVS")).toBeVisible();
    await expect(await drawnChart(page, "Provider performance")).toBeVisible();
    await expect(await drawnChart(page, "Price updates per 4-hour slot")).toBeVisible();

    // TVS-05: the timeline's tooltip is drawn inside the SVG (no inline style under the CSP).
    const timeline = page.getByRole("img", { name: /^TVS per client over time/ });
    await timeline.scrollIntoViewIfNeeded();
    const box = await timeline.boundingBox();
    if (box) await page.mouse.move(box.x + box.width * 0.6, box.y + box.height * 0.4);
    await expect(timeline.locator("svg text", { hasText: /^Total: \$/ }).first()).toBeVisible();

    // TVS-13, TVS-16: 1M by default; 3M loads that span.
    await expect(page.getByRole("button", { name: "1M" })).toHaveAttribute("aria-pressed", "true");
    const answer = page.waitForResponse((response) => response.url().includes("/api/v1/tvs?timeframe=3M"));
    await page.getByRole("button", { name: "3M" }).click();
    expect((await answer).status()).toBe(200);
    await expect(page).toHaveURL(/\/tvs\/\?timeframe=3M$/);
    await expect(page.getByText("Last 90 days, stacked by client")).toBeVisible();

    // TVS-17, TVS-18: the clients list, highest first, then lowest first.
    const clients = page.getByRole("region", { name: "Tvs Clients" });
    const firstValue = () => clients.getByRole("row").nth(1).getByRole("cell").nth(1).textContent();
    const highest = Number((await firstValue())?.replace(/[$,]/g, ""));
    await clients.getByRole("combobox", { name: "Sort" }).selectOption({ label: "Lowest TVL First" });
    const lowest = Number((await firstValue())?.replace(/[$,]/g, ""));
    expect(lowest).toBeLessThan(highest);

    // TVS-19, TVS-20: the card grid.
    await clients.getByRole("button", { name: "Cards" }).click();
    await expect(clients.getByRole("listitem").first()).toContainText(/%$/);
    await clients.getByRole("button", { name: "List" }).click();

    await page.getByRole("combobox", { name: "Sort" }).selectOption({ label: "Highest TVL First" });
    await page.getByRole("button", { name: "1M" }).click();
    await expect(page.getByText("Last 30 days, stacked by client")).toBeVisible();
    await attachScreenshot(page, testInfo, "tvs-dashboard");

    // TVS-22: collapse, expand to fullscreen, restore.
    await page.getByRole("button", { name: "Collapse TVS per client" }).click();
    await expect(page.getByRole("img", { name: "TVS per client, as areas" })).toHaveCount(0);
    await page.getByRole("button", { name: "Expand TVS per client" }).click();
    const dialog = page.getByRole("dialog", { name: "TVS per client" });
    await expect(dialog).toBeVisible();
    expect((await dialog.boundingBox())?.width).toBe(1366);
    await page.getByRole("button", { name: "Restore TVS per client" }).click();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    // TVS-23: close and bring back.
    await page.getByRole("button", { name: "Close Top 10 Clients by TVS" }).click();
    await expect(page.getByRole("region", { name: "Top 10 Clients by TVS" })).toHaveCount(0);
    await page.getByRole("button", { name: "Show all panels" }).click();
    await expect(await drawnChart(page, "Top 10 clients by TVS")).toBeVisible();
  });
});

test.describe("Proof of reserve dashboard", () => {
  test("POR-02 POR-03 POR-04 POR-06 POR-07 POR-08 POR-09 POR-10 the stablecoin dashboard shows the devnet's reserves", async ({
    page,
  }, testInfo) => {
    await page.goto("/app/proof-of-reserve/stablecoin/");
    await expect(page.getByRole("heading", { level: 1, name: "Proof of Reserve" })).toBeVisible();
    const card = (name: string) => page.getByRole("region", { name });
    await expect(card("Collateralization Ratio").getByText(/^\d+\.\d{2}%$/)).toBeVisible({ timeout: 15_000 });
    await expect(card("Grand Total").getByText(/^\$\d+\.\d{2}[KMBT]?$/)).toBeVisible();
    await expect(card("Total Supply").getByText(/^\d+\.\d{2}[KMBT]?$/)).toBeVisible();
    await expect(card("Assets in Motion").getByText(/^\$\d+\.\d{2}[KMBT]?$/)).toBeVisible();

    await expect(await drawnChart(page, "Reserves per asset, as a donut")).toBeVisible();
    await expect(await drawnChart(page, "Reserves per custodian, as bars")).toBeVisible();
    const donut = page.getByRole("img", { name: "Reserves per asset, as a donut" });
    for (const asset of ["USDT", "USDC", "BUIDL", "BUIDL-I"]) {
      await expect(donut.locator("svg text", { hasText: new RegExp(`^${asset} \\d`) })).toHaveCount(1);
    }

    const custodians = page.getByRole("region", { name: "Custodians" });
    await expect(custodians.getByRole("button")).toHaveText([
      /^Coinbase\$/,
      /^Komainu\$/,
      /^Zodia\$/,
      /^Copper\$/,
      /^Mint & Redeem Contract\$/,
    ]);
    await custodians.getByRole("button", { name: /^Komainu/ }).click();
    const komainu = page.getByRole("table", { name: "Komainu balances per asset" });
    await expect(komainu.getByRole("rowheader")).toHaveText(["USDT", "USDC", "BUIDL", "BUIDL-I", "Total"]);
    await attachScreenshot(page, testInfo, "proof-of-reserve-dashboard");
  });

  test("the dashboard says what is signed, links the on-chain feed, charts the signed ratio and verifies it", async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await page.goto("/app/proof-of-reserve/stablecoin/");
    const provenance = page.getByRole("region", { name: "What is signed" });
    await expect(provenance).toContainText(/Signed The collateralization ratio: the USDtb_POR value/, {
      timeout: 15_000,
    });
    await expect(provenance).toContainText(/Unsigned The grand total/);
    // The round's time says its time zone.
    await expect(provenance).toContainText(/round of \w{3} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M \S+/);
    // The push feed that carries the ratio on chain, one click away.
    const feedLink = provenance.getByRole("link", { name: /^USDtb_POR on / }).first();
    await expect(feedLink).toBeVisible({ timeout: 15_000 });
    await expect(await drawnChart(page, /^Signed collateralization ratio, 7 days/)).toBeVisible({
      timeout: 15_000,
    });
    // Verify the signed ratio, as on a token page.
    const panel = page.getByRole("region", { name: "Verify live data" });
    await panel.getByRole("button", { name: "Verify now" }).click();
    await expect(panel.getByRole("button", { name: "Verify again" })).toBeEnabled({ timeout: 20_000 });
    await expect(panel.getByText(/^✓\s*Verified: every package passed every check/)).toBeVisible();
    await feedLink.click();
    await expect(page).toHaveURL(/\/app\/feeds\/[^/]+\/usdtb_por\//);
  });
});
