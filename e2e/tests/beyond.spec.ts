import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";

/**
 * Issue 13's journey (features beyond the spec): global search, export, freshness badges and the
 * stale filter, the integrator panel's live read, the live tab title and the API footer.
 */

const dataRows = (page: Page) =>
  page.locator("tbody tr:not([data-placeholder])").filter({ has: page.getByRole("link") });

interface FeedRow {
  feed: string;
  routeNetwork: string;
  routeToken: string;
  routeLayer: string | null;
  contractAddress: string;
}

test.describe("Beyond the peers", () => {
  test("global search: '/' then a symbol opens its token; Ctrl-K then a pasted address opens its feed", async ({
    page,
    request,
  }) => {
    const { feeds } = (await (await request.get("/api/v1/feeds")).json()) as { feeds: FeedRow[] };
    const target = feeds.find((feed) => feed.routeLayer === null && feed.routeNetwork === "ethereum-mainnet");
    if (!target) throw new Error("no Ethereum Mainnet feed");
    // One address can serve several feeds (a multi-feed adapter): the palette lists them all.
    const holders = feeds.filter((feed) => feed.contractAddress === target.contractAddress);

    await page.goto("/app/sources/");
    await expect(page.getByRole("heading", { level: 1, name: "Sources" })).toBeVisible();
    await page.keyboard.press("/");
    const box = page.getByRole("combobox", { name: "Search everything" });
    await expect(box).toBeFocused();
    await box.fill("BTC");
    await expect(page.getByRole("option").first()).toContainText("Token");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/app\/token\/BTC\/$/);

    await page.keyboard.press("Control+k");
    await box.fill(target.contractAddress.toLowerCase());
    await expect(page.getByRole("listbox", { name: "Results" }).getByRole("option")).toHaveCount(
      holders.length,
    );
    await page
      .getByRole("option", { name: new RegExp(`${target.feed} on`) })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`/app/feeds/${target.routeNetwork}/[^/]+/`));
    await expect(page.getByRole("dialog", { name: "Search everything" })).toHaveCount(0);
  });

  test("export: the feeds matching the filters download as CSV and JSON", async ({ page }) => {
    await page.goto("/app/feeds/?cryptos=BTC&perPage=8");
    await expect(dataRows(page).first()).toBeVisible();
    const count = Number((await page.getByText(/^\d+ feeds?$/).textContent())?.split(" ")[0]);
    expect(count).toBeGreaterThan(8);

    const [csv] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Download Push Model feeds as CSV" }).click(),
    ]);
    expect(csv.suggestedFilename()).toMatch(/^push-model-feeds-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = (await readFile((await csv.path()) ?? "", "utf8")).trim().split("\r\n");
    expect(lines).toHaveLength(1 + count);
    expect(lines.slice(1).every((line) => line.startsWith("BTC,"))).toBe(true);

    const [json] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Download Push Model feeds as JSON" }).click(),
    ]);
    const rows = JSON.parse(await readFile((await json.path()) ?? "", "utf8")) as { feed: string }[];
    expect(rows).toHaveLength(count);
  });

  test("freshness: every timed feed has a badge, and Stale only keeps the stale ones", async ({ page }) => {
    await page.goto("/app/feeds/?perPage=64");
    await expect(dataRows(page).first()).toBeVisible();
    const badges = dataRows(page).locator("span[data-status]");
    expect(await badges.count()).toBeGreaterThan(0);
    for (const text of await badges.allTextContents())
      expect(text).toMatch(/^(Fresh|Due soon|Due now|Stale|Unknown)/);
    await page.getByRole("checkbox", { name: /^Stale only \(\d+\)$/ }).check();
    const rows = await dataRows(page).all();
    for (const row of rows) await expect(row).toContainText("Stale");
    if (rows.length === 0) await expect(page.getByText("No feeds match the current filters.")).toBeVisible();
  });

  test("feed page: freshness and divergence, the integrator snippets and Read now", async ({ page }) => {
    await page.goto("/app/feeds/ethereum-mainnet/eth/");
    const freshness = page.getByRole("region", { name: "Freshness and divergence" });
    await expect(freshness.getByRole("rowheader", { name: "On chain" })).toBeVisible();
    await expect(freshness.getByText("Spread across sources")).toBeVisible();

    const panel = page.getByRole("region", { name: "Integrate this feed" });
    // ETH on Ethereum has its own feed contract: the snippet reads it (latestRoundData).
    const feedContract =
      (await page.getByRole("region", { name: "Details" }).locator("code").nth(1).textContent()) ?? "";
    await expect(panel.getByLabel("Solidity snippet", { exact: true })).toContainText(feedContract);
    await panel.getByRole("button", { name: "curl" }).click();
    await expect(panel.getByLabel("curl snippet", { exact: true })).toContainText(
      "/api/v1/feeds/ethereum-mainnet/eth/value",
    );
    await panel.getByRole("button", { name: "Read now" }).click();
    await expect(panel.getByText(/^\$[\d,]+\.\d{3} read on chain at \d{2}:\d{2}:\d{2}/)).toBeVisible();
  });

  test("the token tab shows its live price; the footer links the public API", async ({ page, request }) => {
    await page.goto("/app/token/ETH/");
    await expect(page).toHaveTitle(/^\$[\d,]+\.\d+ ETH \| RedStone$/);
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("link", { name: "OpenAPI schema" })).toHaveAttribute(
      "href",
      "/api/v1/openapi.json",
    );
    const schema = (await (await request.get("/api/v1/openapi.json")).json()) as {
      paths: Record<string, unknown>;
    };
    expect(Object.keys(schema.paths)).toContain("/feeds/{network}/{token}/value");
  });
});
