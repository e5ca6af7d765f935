import type {
  FeedRecordsView,
  FeedReliabilityView,
  FeedsListView,
  NetworkRecordView,
} from "@oracle-explorer/core/api-views";
import { FEED_MISBEHAVIOUR, lateFeedsOf, type WorldSchema } from "@oracle-explorer/devnet";
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";

/**
 * Issue 28's second part on the devnet: the indexer records every push feed's on-chain updates
 * (the devnet's history is read back for the last day when it starts), and the explorer shows
 * them: a feed page's Reliability section, the Push Model list's record columns (sortable), the
 * TVS dashboard's Measured panel. The devnet holds some push feeds back on a seeded schedule
 * (FEED_MISBEHAVIOUR), so their pages show heartbeat misses.
 */

/** The devnet beside the e2e stack (playwright.config.ts starts it on the api port + 1). */
function devnetUrl(baseURL: string | undefined): string {
  const apiPort = Number(new URL(baseURL ?? "http://127.0.0.1:8877").port);
  return `http://127.0.0.1:${process.env.E2E_DEVNET_PORT ?? apiPort + 1}`;
}

async function json<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return (await response.json()) as T;
}

/** "1,440" → 1440; "—" (nothing known) → null. */
const count = (text: string | null): number | null => {
  const digits = (text ?? "").trim().replace(/,/g, "");
  return /^\d+(\.\d+)?$/.test(digits) ? Number(digits) : null;
};

/** The Reliability section once its code and record are in. */
async function reliabilitySection(page: Page): Promise<Locator> {
  const section = page.locator("[data-reliability]");
  await expect(section).toBeVisible({ timeout: 15_000 });
  await expect(section.getByRole("table", { name: /^Reliability figures/ })).toBeVisible({ timeout: 15_000 });
  return section;
}

/** The 7-day figure of a row of the section's figures table (its first data cell). */
const sevenDays = (section: Locator, label: string) =>
  section
    .getByRole("table", { name: /^Reliability figures/ })
    .getByRole("row")
    .filter({ has: section.page().locator("th", { hasText: new RegExp(`^${label}`) }) })
    .locator("td")
    .first();

test.describe("network history: push feeds' reliability", () => {
  test("a feed page's Reliability section counts the updates the indexer recorded, and exports them", async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const api = "/api/v1/feeds/ethereum-mainnet/eth/reliability";
    // The indexer reads the day's updates back when the stack starts: wait until it has.
    await expect
      .poll(async () => (await json<FeedReliabilityView>(request, api)).windows[0]?.updates ?? 0, {
        timeout: 90_000,
        intervals: [2_000],
      })
      .toBeGreaterThan(0);

    await page.goto("/app/feeds/ethereum-mainnet/eth/");
    await expect(page.getByRole("heading", { level: 1, name: "ETH on Ethereum Mainnet" })).toBeVisible();
    const section = await reliabilitySection(page);
    await expect(section.getByRole("heading", { level: 2, name: "Reliability" })).toBeVisible();
    await expect(section).toContainText(/recorded since \w{3} \d{1,2}, \d\d:\d\d UTC/);
    // The rate, and under it the count it rests on ("225 updates").
    const updates = sevenDays(section, "Updates per day").locator("span");
    await expect(updates.first()).toHaveText(/^(< )?[\d,.]+$/);
    await expect(updates.last()).toHaveText(/^[\d,]+ updates?$/);
    const recorded = count(((await updates.last().textContent()) ?? "").replace(/ updates?$/, ""));
    expect(recorded).toBeGreaterThan(0);
    // Every update has a trigger: the mix adds up to the updates counted.
    const mix = await section
      .getByRole("table", { name: /^Reliability figures/ })
      .locator("tr[data-figure^='trigger-'] td:first-of-type")
      .allTextContents();
    expect(mix).toHaveLength(5);
    expect(mix.reduce((sum, text) => sum + (count(text.replace(/\s*\(.*$/, "")) ?? 0), 0)).toBe(recorded);

    // The per-day charts and the newest updates.
    await expect(section.getByRole("img", { name: /^Updates per UTC day/ })).toBeVisible();
    const table = section.getByRole("table", { name: "Recorded updates, newest first" });
    await expect(table.locator("tbody tr").first()).toContainText(/\d\d:\d\d:\d\d/);

    // Export: the recorded updates as CSV, straight from the api.
    const csvHref = await section.getByRole("link", { name: /as CSV$/ }).getAttribute("href");
    expect(csvHref).toMatch(/\/reliability\/updates\?from=\d+&to=\d+&format=csv$/);
    const csv = await request.get(csvHref ?? "");
    expect(csv.status()).toBe(200);
    expect(csv.headers()["content-type"]).toMatch(/^text\/csv/);
    expect((await csv.text()).split("\n")[0]).toMatch(/^at_ms,at_utc,value,trigger,/);
  });

  test("the TVS dashboard's Measured panel shows the network as measured, beside the illustrative one", async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    await expect
      .poll(
        async () => (await json<NetworkRecordView>(request, "/api/v1/network/record")).onChainUpdates24h,
        {
          timeout: 90_000,
          intervals: [2_000],
        },
      )
      .toBeGreaterThan(0);
    await page.goto("/tvs/");
    await expect(page.getByRole("heading", { level: 1, name: "TVS Dashboard" })).toBeVisible();
    // TVS-11: the spec's demo panel stays, marked illustrative.
    await expect(
      page
        .getByRole("region", { name: "Provider Performance" })
        .getByText("Illustrative figures, not measured data"),
    ).toBeVisible({ timeout: 15_000 });
    const panel = page.getByRole("region", { name: "Measured network performance" });
    await expect(panel.getByText("Measured data")).toBeVisible();
    const figure = (name: string) =>
      panel.locator("dt", { hasText: name }).locator("xpath=following-sibling::dd[1]");

    // The median uptime, as the api measured it (rounded down to a tenth, as every uptime is).
    const uptime = figure("Median node uptime");
    await expect(uptime).toHaveText(/^\d{1,3}\.\d%$/, { timeout: 15_000 });
    const shown = Number.parseFloat((await uptime.textContent()) ?? "");
    const record = await json<NetworkRecordView>(request, "/api/v1/network/record");
    expect(record.medianNodeUptime7d).not.toBeNull();
    expect(shown).toBeLessThanOrEqual(100);
    expect(shown).toBeCloseTo(Math.floor((record.medianNodeUptime7d ?? 0) * 1000) / 10, 0);
    // On the devnet most nodes sign every round, so the median is 100.0% unless most misbehave;
    // the nodes that do (DEVNET_MISBEHAVIOUR) are node-history.spec.ts' journey.
    const updates = count(await figure("On-chain updates").textContent());
    expect(updates).toBeGreaterThan(0);
    await expect(panel.getByRole("link", { name: "Production Nodes" })).toHaveAttribute(
      "href",
      "/app/data-providers/",
    );
  });

  test.describe("the Push Model list", () => {
    // Wide enough for the record columns beside the spec's (a laptop leaves them out: README).
    test.use({ viewport: { width: 1680, height: 900 } });

    test("sorts by heartbeat misses from its header, most first on a second press, kept in the URL", async ({
      page,
      request,
    }) => {
      test.setTimeout(120_000);
      await expect
        .poll(
          async () =>
            Object.keys((await json<FeedRecordsView>(request, "/api/v1/feeds/records")).records).length,
          {
            timeout: 90_000,
            intervals: [2_000],
          },
        )
        .toBeGreaterThan(0);
      await page.addInitScript(() => localStorage.setItem("sidebarCollapsed", "true"));
      await page.goto("/app/feeds/");
      const table = page.getByRole("table", { name: /^Push model feeds/ });
      await expect(table).toHaveAttribute("aria-busy", "false", { timeout: 15_000 });
      const header = table.getByRole("columnheader", { name: "Heartbeat misses (7 d)" });
      await expect(header).toBeVisible();
      await header.getByRole("button").click();
      await expect(page).toHaveURL(/[?&]sortBy=heartbeatMisses(&|$)/);
      await expect(header).toHaveAttribute("aria-sort", "ascending");
      await header.getByRole("button").click();
      await expect(page).toHaveURL(/sortBy=heartbeatMisses&sortDesc=true/);
      await expect(header).toHaveAttribute("aria-sort", "descending");

      const cells = table.locator('tbody tr:not([data-placeholder]) td[data-label="Heartbeat misses (7 d)"]');
      await expect(cells.first()).toHaveText(/^[\d,]+$/, { timeout: 15_000 });
      const shown = (await cells.allTextContents()).map(count);
      // Most misses first; feeds without a figure (no heartbeat, not recorded) after every number.
      const numbers = shown.filter((value): value is number => value !== null);
      expect(numbers).toEqual([...numbers].sort((a, b) => b - a));
      const firstNull = shown.indexOf(null);
      if (firstNull >= 0) expect(shown.slice(firstNull).every((value) => value === null)).toBe(true);
      // The first row is the feed with the most misses of all (the records may have moved since).
      const records = await json<FeedRecordsView>(request, "/api/v1/feeds/records");
      const most = Math.max(...Object.values(records.records).map((record) => record.heartbeatMisses7d ?? 0));
      expect(numbers[0]).toBeGreaterThanOrEqual(Math.min(most, 1));

      // The URL alone reproduces the order.
      await page.reload();
      await expect(table.getByRole("columnheader", { name: "Heartbeat misses (7 d)" })).toHaveAttribute(
        "aria-sort",
        "descending",
      );
    });
  });

  test("a push feed the devnet holds back (FEED_MISBEHAVIOUR) shows its heartbeat misses on its page", async ({
    page,
    request,
    baseURL,
  }) => {
    test.setTimeout(150_000);
    // The late feeds as the devnet chooses them, from the relayer schema it serves.
    const schema = (await (
      await fetch(`${devnetUrl(baseURL)}/relayer-schema`)
    ).json()) as WorldSchema["relayerSchema"];
    const late = lateFeedsOf({ relayerSchema: schema, seed: Number(process.env.DEVNET_SEED ?? 1) })
      // A held-back window of these falls in any day, and the indexer reads a day back.
      .filter((feed) => feed.heartbeatMs <= FEED_MISBEHAVIOUR.dailyWindowMaxHeartbeatMs)
      .sort((a, b) => Number(b.local) - Number(a.local));
    expect(late.length).toBeGreaterThan(0);

    // The first late feed whose record counts a miss (a window ends within the day read back).
    const list = await json<FeedsListView>(request, "/api/v1/feeds");
    let found: { href: string; misses: number } | null = null;
    await expect
      .poll(
        async () => {
          for (const feed of late) {
            const row = list.feeds.find((item) => item.layerId === feed.layerId && item.feed === feed.feedId);
            if (!row) continue;
            const layer = row.routeLayer === null ? "" : `?layer=${encodeURIComponent(row.routeLayer)}`;
            const view = await json<FeedReliabilityView>(
              request,
              `/api/v1/feeds/${row.routeNetwork}/${row.routeToken}/reliability${layer}`,
            );
            const misses = view.windows[0]?.heartbeatMisses ?? 0;
            if (misses >= 1) {
              found = { href: `/app/feeds/${row.routeNetwork}/${row.routeToken}/${layer}`, misses };
              return misses;
            }
          }
          return 0;
        },
        { timeout: 120_000, intervals: [3_000] },
      )
      .toBeGreaterThanOrEqual(1);
    const feed = found as { href: string; misses: number } | null;
    if (!feed) throw new Error("no late feed with a miss");

    await page.goto(feed.href);
    const section = await reliabilitySection(page);
    const misses = sevenDays(section, "Heartbeat misses");
    await expect(misses).toHaveText(/^[\d,]+$/);
    expect(count(await misses.textContent())).toBeGreaterThanOrEqual(1);
    await expect(section).toContainText(/Waits past the heartbeat \(\d+ h\) plus \d+ min grace/);
    // The updates that came late are flagged in the table when they are among the newest.
    const flagged = section
      .getByRole("table", { name: "Recorded updates, newest first" })
      .getByText("Heartbeat missed");
    if ((await flagged.count()) > 0) await expect(flagged.first()).toBeVisible();
  });
});
