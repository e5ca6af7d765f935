import { expect, type Page } from "@playwright/test";

/**
 * What each upstream's outage looks like on the screen that needs it, how that screen comes back
 * once the upstream does (without a reload), and a screen that must keep working meanwhile.
 */
export interface Outage {
  /** The upstream, as issue 12 names it. */
  upstream: string;
  /** The devnet fault endpoint that breaks it. */
  endpoint: string;
  /** Checklist ids the journey proves. */
  ids: string;
  /** The screen that needs the upstream. */
  path: string;
  /** Its catalogue message (or, where the catalogue says none, its degraded state). */
  failing: (page: Page) => Promise<void>;
  /** It works again, with no reload (a Retry press where the screen offers one). */
  recovered: (page: Page) => Promise<void>;
  /** A screen that does not need the upstream, working during the outage. */
  other: { path: string; works: (page: Page) => Promise<void> };
}

/** A data row: a table row with a link in it (not the header, not a placeholder). */
const dataRows = (page: Page) => page.getByRole("row").filter({ has: page.getByRole("link") });

/** Every fault lands within the web's retries: up to 3 attempts of up to 2.5 s, 2 s apart. */
const FAILURE_SHOWS_MS = 30_000;
/** The slowest polling screen asks again every 15 s (the feeds list). */
const RECOVERY_SHOWS_MS = 40_000;

/** Presses Retry if the screen still offers it (it may already have recovered on its own poll). */
async function retryIfOffered(page: Page): Promise<void> {
  const retry = page.getByRole("button", { name: "Retry" });
  if (await retry.isVisible()) await retry.click({ timeout: 2_000 }).catch(() => {});
}

const tokensWork = {
  path: "/app/tokens/",
  works: async (page: Page) => {
    await expect(dataRows(page).first()).toContainText("$", { timeout: FAILURE_SHOWS_MS });
  },
};
const sourcesWork = {
  path: "/app/sources/",
  works: async (page: Page) => {
    await expect(dataRows(page).nth(5)).toBeVisible({ timeout: FAILURE_SHOWS_MS });
  },
};
const nodesWork = {
  path: "/app/data-providers/",
  works: async (page: Page) => {
    await expect(page.getByRole("row").nth(5)).toBeVisible({ timeout: FAILURE_SHOWS_MS });
  },
};

const FEEDS_FAILED = /^Failed to load feeds data: relayer schema: \S/;
const FEEDS_PARTIAL = /Some feed data is unavailable right now \(feeds answers\)/;

/** The api's view of the ethereum rows' chain reads (local chain 1 of the resilience stack). */
async function ethereumReads(page: Page): Promise<string[]> {
  const response = await page.request.get("/api/v1/feeds");
  if (!response.ok()) return [`http ${response.status()}`];
  const body = (await response.json()) as { feeds: { network: { id: number | string }; onChain: string }[] };
  return [...new Set(body.feeds.filter((feed) => feed.network.id === 1).map((feed) => feed.onChain))];
}

export const OUTAGES: readonly Outage[] = [
  {
    upstream: "prices",
    endpoint: "prices",
    ids: "TOKENS-22 ERROR-13",
    path: "/app/tokens/",
    failing: async (page) => {
      await expect(
        page.getByText('Latest prices are unavailable right now, so prices show "no-data".'),
      ).toBeVisible({
        timeout: FAILURE_SHOWS_MS,
      });
      await expect(dataRows(page).first()).toContainText("no-data");
    },
    recovered: async (page) => {
      await expect(page.getByText(/Latest prices are unavailable/)).toHaveCount(0, {
        timeout: RECOVERY_SHOWS_MS,
      });
      await expect(dataRows(page).first()).toContainText("$");
    },
    other: sourcesWork,
  },
  {
    upstream: "relayer schema",
    endpoint: "relayer-schema",
    ids: "CALL-45 FEEDS-19 ERROR-34",
    path: "/app/feeds/",
    failing: async (page) => {
      await expect(page.getByText(FEEDS_FAILED)).toBeVisible({ timeout: FAILURE_SHOWS_MS });
      await expect(page.getByRole("button", { name: "Retry" })).toBeVisible();
    },
    recovered: async (page) => {
      await retryIfOffered(page);
      await expect(dataRows(page).first()).toBeVisible({ timeout: RECOVERY_SHOWS_MS });
      await expect(page.getByText(FEEDS_FAILED)).toHaveCount(0);
    },
    other: tokensWork,
  },
  {
    upstream: "feed values",
    endpoint: "feeds-answers",
    ids: "FEEDS-10 ERROR-09 ERROR-13",
    path: "/app/feeds/",
    failing: async (page) => {
      await expect(page.getByText(FEEDS_PARTIAL)).toBeVisible({ timeout: FAILURE_SHOWS_MS });
      // Rows on chains the api cannot read have no answer left: "no-data"; the list stays.
      await expect(page.getByRole("cell", { name: "no-data", exact: true }).first()).toBeVisible();
    },
    recovered: async (page) => {
      await expect(page.getByText(FEEDS_PARTIAL)).toHaveCount(0, { timeout: RECOVERY_SHOWS_MS });
      await expect(dataRows(page).first()).toContainText("$");
    },
    other: sourcesWork,
  },
  {
    upstream: "chain RPC",
    endpoint: "rpc",
    ids: "FEEDS-23 ERROR-02 ERROR-03",
    path: "/app/feeds/?networks=1",
    failing: async (page) => {
      await expect.poll(() => ethereumReads(page), { timeout: FAILURE_SHOWS_MS }).not.toContain("read");
      // The catalogue's answer to a failed chain read is no message: rows keep the relayed value.
      await expect(dataRows(page).first()).toContainText("$", { timeout: FAILURE_SHOWS_MS });
      await expect(page.getByText(FEEDS_FAILED)).toHaveCount(0);
      await expect(page.getByText(/Some feed data is unavailable/)).toHaveCount(0);
    },
    recovered: async (page) => {
      await expect.poll(() => ethereumReads(page), { timeout: RECOVERY_SHOWS_MS }).toEqual(["read"]);
      await expect(dataRows(page).first()).toContainText("$");
    },
    other: tokensWork,
  },
  {
    upstream: "gateway",
    endpoint: "gateway",
    ids: "POR-17",
    path: "/app/proof-of-reserve/stablecoin/",
    failing: async (page) => {
      await expect(
        page.getByText(/^Proof-of-reserve data is unavailable right now \(oracle gateway: /),
      ).toBeVisible({
        timeout: FAILURE_SHOWS_MS,
      });
      await expect(page.getByRole("region", { name: "Collateralization Ratio" })).toContainText("no-data");
    },
    recovered: async (page) => {
      await retryIfOffered(page);
      await expect(
        page.getByRole("region", { name: "Collateralization Ratio" }).getByText(/^\d+\.\d{2}%$/),
      ).toBeVisible({
        timeout: RECOVERY_SHOWS_MS,
      });
      await expect(page.getByText(/^Proof-of-reserve data is unavailable/)).toHaveCount(0);
    },
    other: sourcesWork,
  },
  {
    upstream: "sources report",
    endpoint: "reports",
    ids: "SOURCES-06 SOURCES-08",
    path: "/app/sources/binance/",
    failing: async (page) => {
      await expect(
        page.getByText(
          "The sources report is unavailable right now, so this source's errors cannot be shown.",
        ),
      ).toBeVisible({ timeout: FAILURE_SHOWS_MS });
    },
    recovered: async (page) => {
      await retryIfOffered(page);
      const charts = page.getByRole("region", { name: "Fetching failed" });
      const clean = page.getByText("This source had no errors during last 5 days");
      await expect(charts.or(clean)).toBeVisible({ timeout: RECOVERY_SHOWS_MS });
      await expect(page.getByText(/The sources report is unavailable/)).toHaveCount(0);
    },
    other: nodesWork,
  },
  {
    upstream: "TVS",
    endpoint: "tvs",
    ids: "TVS-28 ERROR-38",
    path: "/tvs/",
    failing: async (page) => {
      await expect(page.getByRole("alert")).toContainText(/^Failed to load dashboard data: \S/, {
        timeout: FAILURE_SHOWS_MS,
      });
    },
    recovered: async (page) => {
      await retryIfOffered(page);
      await expect(page.getByText("Total TVS", { exact: true })).toBeVisible({ timeout: RECOVERY_SHOWS_MS });
      await expect(page.getByRole("alert")).toHaveCount(0);
    },
    other: tokensWork,
  },
];
