import { expect, type Page } from "@playwright/test";

/**
 * Every screen of apps/web/src/app/routes.tsx on the devnet's authored world, with the level-1
 * heading it shows: what the accessibility and bad-input suites walk through.
 */
export interface Screen {
  path: string;
  heading: string | RegExp;
  /** 404: no route has the path, so the app arrives with that status (ROUTE-22); else 200. */
  status?: 404;
}

export const NOT_FOUND_TEXT = "Opps, it seems that this page does not exist.";

export const SCREENS: readonly Screen[] = [
  { path: "/app/tokens/", heading: "RedStone Data Feeds" },
  { path: "/app/token/BTC/", heading: "BTC" },
  { path: "/app/sources/", heading: "Sources" },
  { path: "/app/sources/binance/", heading: "binance" },
  { path: "/app/data-providers/", heading: "Production Nodes" },
  { path: "/app/data-providers/0x70997970c51812dc3a010c7d01b50e0d17dc79c8/", heading: /wayfarer$/ },
  { path: "/app/feeds/", heading: "Push Model" },
  { path: "/app/feeds/ethereum-mainnet/eth/", heading: /eth/i },
  { path: "/app/data-services/", heading: "Data Services" },
  { path: "/app/pull-model/redstone-primary-prod/", heading: "Pull Model" },
  { path: "/app/proof-of-reserve/stablecoin/", heading: "Proof of Reserve" },
  { path: "/tvs/", heading: "TVS Dashboard" },
  { path: "/error/", heading: "Something went wrong" },
  { path: "/no/such/page/", heading: NOT_FOUND_TEXT, status: 404 },
];

/**
 * Opens a screen and waits until it has drawn its data: its heading, no loading placeholder
 * (aria-busy) left, and a quiet network (lazy chart code and images in).
 */
export async function openScreen(page: Page, screen: Screen): Promise<void> {
  await page.goto(screen.path);
  await settle(page, screen.heading);
}

export async function settle(page: Page, heading: string | RegExp): Promise<void> {
  await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
  // Polling screens never go fully idle for long; a short quiet spell is all that is needed.
  await page.waitForLoadState("networkidle", { timeout: 5_000 }).catch(() => {});
}
