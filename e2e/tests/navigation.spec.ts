import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";

/**
 * Navigation and "search everything" (issue 26): the screens nothing used to link to (the Data
 * Services list, the proof-of-reserve dashboard, TVS) are reached from the sidebar and from the
 * global palette, on a desktop and on a phone, where the palette opens from the header's button;
 * the Pull Model page switches data services; the PoR feed's token and feed pages link the
 * dashboard; the TVS dashboard leads back into the explorer.
 */

const POR = "/app/proof-of-reserve/stablecoin/";
const heading = (page: Page, name: string) => page.getByRole("heading", { level: 1, name, exact: true });
const sidebar = (page: Page) => page.locator("#app-sidebar");
const searchButton = (page: Page) => page.getByRole("button", { name: "Search everything" });
const palette = (page: Page) => page.getByRole("dialog", { name: "Search everything" });

/** Opens the palette from the header's button and picks the first answer to `query`. */
async function searchFor(page: Page, query: string, option: RegExp, tap = false) {
  const button = searchButton(page);
  if (tap) await button.tap();
  else await button.click();
  const box = palette(page).getByRole("combobox", { name: "Search everything" });
  await expect(box).toBeFocused();
  await box.fill(query);
  const first = palette(page).getByRole("option").first();
  await expect(first).toHaveText(option);
  if (tap) await first.tap();
  else await first.click();
  await expect(palette(page)).toHaveCount(0);
}

/** The data service the Pull Model switcher can reach besides the sidebar's primary one. */
async function anotherService(page: Page): Promise<{ id: string; name: string }> {
  const response = await page.request.get("/api/v1/data-services");
  const { dataServices } = (await response.json()) as { dataServices: { id: string; name: string }[] };
  const other = dataServices.find((service) => service.id !== "redstone-primary-prod");
  if (!other) throw new Error("the devnet has one data service only");
  return other;
}

/** The proof-of-reserve feed on chain, from the api's dashboard (the mapping the pages use). */
async function porFeedPath(page: Page): Promise<{ feedId: string; path: string }> {
  const response = await page.request.get("/api/v1/proof-of-reserve/stablecoin");
  const view = (await response.json()) as {
    feedId: string;
    onChainFeeds: { routeNetwork: string; routeToken: string; routeLayer: string | null }[] | null;
  };
  const feed = view.onChainFeeds?.[0];
  if (!feed) throw new Error("the PoR feed is on no chain");
  const layer = feed.routeLayer ? `?layer=${encodeURIComponent(feed.routeLayer)}` : "";
  return { feedId: view.feedId, path: `/app/feeds/${feed.routeNetwork}/${feed.routeToken}/${layer}` };
}

test.describe("navigation on a desktop", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("SHELL-08 the spec's five entries, then Data Services, Proof of Reserve and TVS from the sidebar's second group", async ({
    page,
  }) => {
    await page.goto("/app/tokens/");
    await expect(heading(page, "RedStone Data Feeds")).toBeVisible();
    const explorer = sidebar(page).getByRole("list", { name: "Explorer" });
    await expect(explorer.getByRole("link")).toHaveText([
      "Data Feeds",
      "Sources",
      "Data Providers",
      "Pull Model",
      "Push Model",
    ]);
    const more = sidebar(page).getByRole("list", { name: "More" });
    await expect(sidebar(page).getByText("More", { exact: true })).toBeVisible();

    await more.getByRole("link", { name: "Data Services" }).click();
    await expect(page).toHaveURL(/\/app\/data-services\/$/);
    await expect(heading(page, "Data Services")).toBeVisible();
    await expect(more.getByRole("link", { name: "Data Services" })).toHaveAttribute("aria-current", "page");

    await more.getByRole("link", { name: "Proof of Reserve" }).click();
    await expect(page).toHaveURL(new RegExp(`${POR}$`));
    await expect(heading(page, "Proof of Reserve")).toBeVisible();
    await expect(more.getByRole("link", { name: "Proof of Reserve" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(sidebar(page).locator('[aria-current="page"]')).toHaveCount(1);

    await more.getByRole("link", { name: "TVS Dashboard" }).click();
    await expect(page).toHaveURL(/\/tvs\/$/);
    await expect(heading(page, "TVS Dashboard")).toBeVisible();
    // ROUTE-08: its own header, with the theme switch and a way back into every screen.
    await expect(page.getByRole("button", { name: "Back" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: /^Switch to the (dark|light) theme$/ })).toBeVisible();
    const sections = page.getByRole("navigation", { name: "Explorer" });
    await expect(sections.getByText("TVS Dashboard")).toHaveAttribute("aria-current", "page");
    await sections.getByRole("link", { name: "Data Services" }).click();
    await expect(heading(page, "Data Services")).toBeVisible();
  });

  test("the header's button and the shortcuts open the palette, which finds the screens by name", async ({
    page,
  }) => {
    await page.goto("/app/sources/");
    await expect(heading(page, "Sources")).toBeVisible();
    // The keys' hint on a device with a keyboard, not the touch one.
    await expect(page.getByText("Press / or Ctrl K to search everything.")).toBeVisible();
    await expect(page.getByText(/Tap .*at the top to find any feed, token or screen/)).toBeHidden();
    await expect(searchButton(page)).toContainText("Search everything");

    await searchFor(page, "proof of reserve", /^Screen\s*Proof of Reserve/);
    await expect(page).toHaveURL(new RegExp(`${POR}$`));
    await expect(heading(page, "Proof of Reserve")).toBeVisible();

    await searchFor(page, "data services", /^Screen\s*Data Services/);
    await expect(heading(page, "Data Services")).toBeVisible();

    // The keyboard's way, as before: "/" then Enter on the first answer.
    await page.keyboard.press("/");
    await palette(page).getByRole("combobox").fill("tvs");
    await expect(palette(page).getByRole("option").first()).toHaveText(/^Screen\s*TVS Dashboard/);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/tvs\/$/);
    await expect(heading(page, "TVS Dashboard")).toBeVisible();
  });

  test("the Pull Model page switches to another data service, keeping the search", async ({ page }) => {
    const other = await anotherService(page);
    await page.goto("/app/pull-model/redstone-primary-prod/?search=eth");
    const services = page.getByRole("navigation", { name: "Data services" });
    await expect(services.locator('[aria-current="page"]')).toHaveText("Primary Prod");
    await services.getByRole("link", { name: other.name.replace(/^RedStone /, ""), exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/app/pull-model/${other.id}/\\?search=eth`));
    await expect(page.getByRole("region", { name: "Data service" }).getByRole("heading")).toHaveText(
      other.name,
    );
    await expect(page.getByRole("searchbox", { name: "Search assets" })).toHaveValue("eth");
  });

  test("the PoR feed's token and feed pages link the proof-of-reserve dashboard", async ({ page }) => {
    const { feedId, path } = await porFeedPath(page);
    await page.goto(`/app/token/${feedId}/`);
    const link = page.getByRole("link", { name: "Proof of reserve dashboard" });
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${POR}$`));
    await expect(heading(page, "Proof of Reserve")).toBeVisible();

    await page.goto(path);
    await page
      .getByRole("region", { name: "Details" })
      .getByRole("link", { name: "Proof of reserve dashboard" })
      .click();
    await expect(page).toHaveURL(new RegExp(`${POR}$`));

    // Another token has none, once the dashboard's answer is in.
    const answered = page.waitForResponse((response) =>
      response.url().endsWith("/api/v1/proof-of-reserve/stablecoin"),
    );
    await page.goto("/app/token/ETH/");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("ETH");
    await answered;
    await expect(page.getByLabel("Provider")).toBeVisible();
    await expect(page.getByRole("link", { name: "Proof of reserve dashboard" })).toHaveCount(0);
  });
});

test.describe("navigation on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("the header's Search button (a 44 × 44 target) opens the palette on list and detail screens, and it reaches PoR, TVS and the Data Services list", async ({
    page,
  }) => {
    for (const [path, title] of [
      ["/app/tokens/", "RedStone Data Feeds"],
      ["/app/token/BTC/", "BTC"],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toContainText(title);
      const box = await searchButton(page).boundingBox();
      expect(box?.width, path).toBeGreaterThanOrEqual(44);
      expect(box?.height, path).toBeGreaterThanOrEqual(44);
      expect((box?.x ?? 0) + (box?.width ?? 0), `${path}: in the screen`).toBeLessThanOrEqual(390);
    }
    // SHELL-02: the list's own box stays beside it.
    await page.goto("/app/feeds/");
    await expect(page.getByRole("searchbox", { name: "Search", exact: true })).toBeVisible();
    await expect(searchButton(page)).toBeVisible();
    // The touch hint, not the keys'.
    await expect(page.getByText(/Tap .*at the top to find any feed, token or screen/)).toBeVisible();
    await expect(page.getByText("Press / or Ctrl K to search everything.")).toBeHidden();

    await searchFor(page, "reserve", /^Screen\s*Proof of Reserve/, true);
    await expect(heading(page, "Proof of Reserve")).toBeVisible();
    await searchFor(page, "data services", /^Screen\s*Data Services/, true);
    await expect(heading(page, "Data Services")).toBeVisible();
    await searchFor(page, "total value secured", /^Screen\s*TVS Dashboard/, true);
    await expect(heading(page, "TVS Dashboard")).toBeVisible();
    expect((await page.evaluate(() => document.documentElement.scrollWidth)) <= 390).toBe(true);
  });

  test("the drawer reaches Data Services, Proof of Reserve and TVS, closing after each", async ({ page }) => {
    await page.goto("/app/sources/");
    await expect(heading(page, "Sources")).toBeVisible();
    for (const [entry, url, title] of [
      ["Data Services", /\/app\/data-services\/$/, "Data Services"],
      ["Proof of Reserve", new RegExp(`${POR}$`), "Proof of Reserve"],
      ["TVS Dashboard", /\/tvs\/$/, "TVS Dashboard"],
    ] as const) {
      await page.getByRole("button", { name: "Expand sidebar" }).tap();
      const link = sidebar(page).getByRole("list", { name: "More" }).getByRole("link", { name: entry });
      await expect(link).toBeInViewport();
      await link.tap();
      await expect(page).toHaveURL(url);
      await expect(heading(page, title)).toBeVisible();
      if (entry !== "TVS Dashboard") await expect(sidebar(page)).toHaveAttribute("data-collapsed", "true");
    }
    // On TVS the explorer's screens are a row that scrolls sideways.
    const sections = page.getByRole("navigation", { name: "Explorer" });
    await sections.getByRole("link", { name: "Proof of Reserve" }).tap();
    await expect(heading(page, "Proof of Reserve")).toBeVisible();
    expect((await page.evaluate(() => document.documentElement.scrollWidth)) <= 390).toBe(true);
  });

  test("the Pull Model switcher reaches another data service", async ({ page }) => {
    const other = await anotherService(page);
    await page.goto("/app/pull-model/redstone-primary-prod/");
    const link = page
      .getByRole("navigation", { name: "Data services" })
      .getByRole("link", { name: other.name.replace(/^RedStone /, ""), exact: true });
    await link.tap();
    await expect(page).toHaveURL(new RegExp(`/app/pull-model/${other.id}/$`));
    await expect(page.getByRole("region", { name: "Data service" }).getByRole("heading")).toHaveText(
      other.name,
    );
    expect((await page.evaluate(() => document.documentElement.scrollWidth)) <= 390).toBe(true);
  });
});
