import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { allowApiErrors } from "./support/console.ts";

/**
 * The live profile, proven on real recorded payloads: the api runs alone with UPSTREAM=live and
 * every upstream URL pointed at the replay server (playwright.config.ts), which serves only the
 * provider's recorded files (e2e/replay/recordings.ts) and 404 for the rest. Screens with
 * recorded data show it; screens without show their failure state, never a blank page.
 */

/** Failures the api answers for unrecorded upstreams (and the 404 page's own request). */
const API_ERRORS = [404, 502, 504] as const;
/** The screens with a table wait for their rows; the web retries a failed load up to 3 times, 2 s apart. */
const LOADS_MS = 30_000;

/**
 * Catalogue logos are real https URLs on the provider's hosts, which this machine cannot reach:
 * each failed image load is logged by Chromium. Those (and only those) are let through; the
 * screens show the letter fallback instead.
 */
function allowOfflineLogos(page: Page, consoleErrors: string[]): () => void {
  let failed = 0;
  page.on("requestfailed", (request) => {
    const url = new URL(request.url());
    if (request.resourceType() === "image" && url.protocol === "https:" && url.hostname !== "127.0.0.1")
      failed++;
  });
  return () => {
    const others = consoleErrors.filter((error) => {
      if (failed > 0 && /^Failed to load resource: net::ERR_/.test(error)) {
        failed--;
        return false;
      }
      return true;
    });
    consoleErrors.splice(0, consoleErrors.length, ...others);
  };
}

/** A data row: a table row with a link in it (not the header, not a placeholder). */
const dataRows = (page: Page) => page.getByRole("row").filter({ has: page.getByRole("link") });

test.describe("the live profile on recorded payloads", () => {
  let settle: () => void = () => {};
  test.beforeEach(({ page, consoleErrors }) => {
    const apiErrors = allowApiErrors(page, consoleErrors, API_ERRORS);
    const logos = allowOfflineLogos(page, consoleErrors);
    settle = () => {
      logos();
      apiErrors();
    };
  });
  test.afterEach(async ({ page }) => {
    // Never blank: whatever the state, the main area says something.
    await expect(page.getByRole("main")).not.toHaveText(/^\s*$/);
    settle();
  });

  test("DATA-14 FEEDS-20 the Push Model lists the real relayer schema's public feeds, every network named, known explorers linked", async ({
    page,
  }) => {
    await page.goto("/app/feeds/");
    await expect(page.getByRole("heading", { level: 1, name: "Push Model" })).toBeVisible();
    await expect(page.getByText("813 feeds")).toBeVisible({ timeout: LOADS_MS });
    await expect(dataRows(page).first()).toBeVisible();
    const feeds = (await (await page.request.get("/api/v1/feeds")).json()) as {
      feeds: { network: { name: string; id: number | string }; explorerAddressUrl: string | null }[];
    };
    expect(feeds.feeds).toHaveLength(813);
    const names = new Set(feeds.feeds.map((feed) => feed.network.name));
    for (const name of names) expect(name).not.toMatch(/^(mainnet|testnet|devnet)$/i);
    // Non-EVM chains link to their explorers with their families' paths.
    const solana = feeds.feeds.find((feed) => feed.network.id === "solana/1");
    expect(solana?.explorerAddressUrl).toMatch(/^https:\/\/solscan\.io\/account\//);
    const stellar = feeds.feeds.find((feed) => feed.network.id === "stellar/1");
    expect(stellar?.explorerAddressUrl).toMatch(/^https:\/\/stellar\.expert\/explorer\/public\/contract\/C/);
    // Prices were not recorded: the list says so and goes on with the relayed values it has.
    await expect(page.getByText(/Some feed data is unavailable right now \(prices\)/)).toBeVisible();
  });

  test("FEED-02 a feed page from the real schema: its network, explorer link and schedule; its unrecorded chart fails with a Retry", async ({
    page,
  }) => {
    await page.goto("/app/feeds/ethereum-mainnet/mzusd_total_supply/");
    await expect(
      page.getByRole("heading", { level: 1, name: "mzUSD_TOTAL_SUPPLY on Ethereum Mainnet" }),
    ).toBeVisible({ timeout: LOADS_MS });
    await expect(page.getByRole("link", { name: /Ethereum Mainnet/ })).toHaveAttribute(
      "href",
      /^https:\/\/etherscan\.io\/address\/0x/,
    );
    // The per-feed cron override of the real manifest, said as a schedule.
    await expect(page.getByText("Daily at 10:00 UTC").first()).toBeVisible();
    await expect(page.getByText("We are collecting the data")).toBeVisible({ timeout: LOADS_MS });
    await expect(page.getByRole("button", { name: "Retry" }).first()).toBeVisible();
  });

  test("TOKENS-21 the Data Feeds list comes from the shipped catalogue; the unrecorded prices say so", async ({
    page,
  }) => {
    await page.goto("/app/tokens/");
    await expect(page.getByRole("heading", { level: 1, name: "RedStone Data Feeds" })).toBeVisible();
    await expect(dataRows(page).first()).toContainText("Bitcoin", { timeout: LOADS_MS });
    await expect(
      page.getByText('Latest prices are unavailable right now, so prices show "no-data".'),
    ).toBeVisible();
  });

  test("TOKEN-01 a token page from the shipped catalogue and the real primary manifest", async ({ page }) => {
    await page.goto("/app/token/ETH/");
    await expect(page.getByRole("heading", { level: 1, name: /Ethereum/ })).toBeVisible({
      timeout: LOADS_MS,
    });
    await expect(page.getByText(/Some price data is unavailable right now: .*prices/)).toBeVisible({
      timeout: LOADS_MS,
    });
    await expect(page.getByRole("link", { name: "redstone-primary-prod" }).first()).toBeVisible();
  });

  test("SOURCES-03 SOURCES-07 the sources of the real manifest, and the 2022 report's errors dated as the report's", async ({
    page,
  }) => {
    await page.goto("/app/sources/");
    await expect(dataRows(page).nth(5)).toBeVisible({ timeout: LOADS_MS });
    await expect(page.getByText(/In the latest sources report but no longer used \(\d+\)/)).toBeVisible();
    await page.goto("/app/sources/binance/");
    await expect(
      page.getByText("Errors from the latest sources report, 2022-02-26 to 2022-03-02"),
    ).toBeVisible({
      timeout: LOADS_MS,
    });
    await expect(page.getByRole("region", { name: "Incorrect price value" })).toBeVisible();
  });

  test("NODES-08 SERVICES-02 nodes and data services from the real registry and manifest", async ({
    page,
  }) => {
    await page.goto("/app/data-providers/");
    // The name opens the node's page (its operator's site is the icon link beside it).
    const node = page.getByRole("link", { name: "redstone-primary-demo-node-1", exact: true });
    await expect(node).toBeVisible({ timeout: LOADS_MS });
    await expect(node).toHaveAttribute("href", /^\/app\/data-providers\/0x[0-9a-f]{40}\/$/);
    await page.goto("/app/data-services/");
    await expect(page.getByRole("link", { name: /RedStone Primary Prod/ })).toBeVisible({
      timeout: LOADS_MS,
    });
    await page.goto("/app/pull-model/redstone-primary-prod/");
    await expect(page.getByRole("heading", { level: 1, name: "Pull Model" })).toBeVisible();
    await expect(dataRows(page).first()).toBeVisible({ timeout: LOADS_MS });
  });

  test("POR-17 proof of reserve without recorded gateway packages: its failure state with a Retry", async ({
    page,
  }) => {
    await page.goto("/app/proof-of-reserve/stablecoin/");
    await expect(
      page.getByText(/^Proof-of-reserve data is unavailable right now \(oracle gateway: /),
    ).toBeVisible({
      timeout: LOADS_MS,
    });
    await expect(page.getByRole("button", { name: "Retry" })).toBeVisible();
  });

  test("TVS-28 ERROR-38 the TVS dashboard without a recorded TVS service: its failure state with a Retry", async ({
    page,
  }) => {
    await page.goto("/tvs/");
    await expect(page.getByRole("alert")).toContainText(/^Failed to load dashboard data: \S/, {
      timeout: LOADS_MS,
    });
    await expect(page.getByRole("button", { name: "Retry" })).toBeVisible();
  });

  test("ROUTE-21 an unknown feed is the 404 page, not an upstream failure", async ({ page }) => {
    await page.goto("/app/feeds/ethereum-mainnet/no-such-feed/");
    await expect(
      page.getByRole("heading", { name: "Opps, it seems that this page does not exist." }),
    ).toBeVisible({
      timeout: LOADS_MS,
    });
  });
});
