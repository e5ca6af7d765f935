import { expect, test } from "./fixtures.ts";

/**
 * Issue 25's journey: token pages whose numbers used to lie (a false $0.000, a rate in dollars, a
 * BTC reserve in dollars, a currency caution beside a live RedStone price) show a non-zero price
 * in its own unit, and no caution where the chosen provider has the data.
 */

const CAUTION = /We do not keep data for this token/;

/** The number a price text holds, units and grouping aside ("21,450.000 BTC" → 21450, "4.9e-6" → 4.9e-6). */
const numberIn = (text: string) => Number(text.replace(/[^\d.eE+-]/g, "").replace(/^[+-]?[eE]/, ""));

const pages = [
  // symbol, the unit the price must carry (before or after the digits)
  { symbol: "PEPE", unit: /^\$\d/ },
  { symbol: "JPY", unit: /^\$\d/ },
  { symbol: "SOFR", unit: /^\d[\d,.]*%$/ },
  { symbol: "LBTC_POR", unit: /^\d[\d,.]*\sBTC$/ },
  { symbol: "EUR", unit: /^\$\d/ },
  { symbol: "BUIDL", unit: /^\$\d/ },
] as const;

test.describe("Numbers a visitor can trust", () => {
  for (const { symbol, unit } of pages) {
    test(`TOKEN-12 TOKEN-21 FORMAT-19 ${symbol}: a non-zero price in its unit, from RedStone by default, no false caution`, async ({
      page,
    }) => {
      await page.goto(`/app/token/${symbol}/`);
      const card = page.getByRole("region", { name: "Latest price" });
      const price = card.locator("p").first();
      await expect(price).not.toHaveText(/no-data|^$/, { timeout: 15_000 });
      const text = (await price.textContent())?.trim() ?? "";
      expect(text, `${symbol} price`).toMatch(unit);
      expect(numberIn(text), `${symbol} price ${text}`).toBeGreaterThan(0);
      // The default provider is the RedStone service that carries the token, not coingecko.
      await expect(page.getByLabel("Provider")).toHaveValue(/^redstone-/);
      await expect(page.getByText(CAUTION)).toHaveCount(0);
      // The tab title says the same price. Both follow the live stream (a devnet round every few
      // seconds), so they are read together until they agree on one moment's price.
      await expect
        .poll(async () => {
          const [title, shown] = await price.evaluate((element) => [
            document.title,
            element.textContent?.trim(),
          ]);
          return title?.startsWith(`${shown} ${symbol} |`) ? "same" : `${title} ≠ ${shown}`;
        })
        .toBe("same");
    });
  }

  test("DATA-50 the Tokens list and the token page show one price for BUIDL", async ({ page }) => {
    await page.goto("/app/tokens/?searchTerm=BUIDL");
    const cell = page.locator("tbody tr", { hasText: "BUIDL" }).first().getByText(/^\$\d/);
    await expect(cell).toBeVisible();
    const listed = numberIn((await cell.textContent()) ?? "");
    await page.goto("/app/token/BUIDL/");
    const price = page.getByRole("region", { name: "Latest price" }).locator("p").first();
    await expect(price).toHaveText(/\$\d/, { timeout: 15_000 });
    // One provider for both (the list's), read moments apart: the same price within its noise.
    await expect(page.getByLabel("Provider")).toHaveValue("redstone-primary-prod");
    const shown = numberIn((await price.textContent()) ?? "");
    expect(Math.abs(shown - listed) / listed).toBeLessThan(0.001);
  });
});
