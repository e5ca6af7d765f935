import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";

/**
 * Issue 9's journey: the Push Model list's filters, search and sort, then a feed on a local chain
 * whose value and transactions are checked against the devnet chain itself (JSON-RPC to anvil).
 */

const dataRows = (page: Page) =>
  page.locator("tbody tr:not([data-placeholder])").filter({ has: page.getByRole("link") });

/** The devnet beside the e2e stack (playwright.config.ts starts it on the api port + 1). */
function devnetUrl(baseURL: string | undefined): string {
  const apiPort = Number(new URL(baseURL ?? "http://127.0.0.1:8877").port);
  return `http://127.0.0.1:${process.env.E2E_DEVNET_PORT ?? apiPort + 1}`;
}

async function rpc(url: string, method: string, params: unknown[]): Promise<unknown> {
  const response = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ jsonrpc: "2.0", id: 1, method, params }),
  });
  const body = (await response.json()) as { result?: unknown; error?: { message: string } };
  if (body.error) throw new Error(`${method}: ${body.error.message}`);
  return body.result;
}

/** getValueForDataFeed(bytes32) of a RedStone adapter; the feed id right-padded to 32 bytes. */
const GET_VALUE_FOR_DATA_FEED = "0x44e02982";
const feedIdWord = (feedId: string) => Buffer.from(feedId, "utf8").toString("hex").padEnd(64, "0");

/** The page's answer text ("$2,704.859") as a number. */
const amount = (text: string | null) => Number((text ?? "").replace(/[^0-9.]/g, ""));

test.describe("Push Model", () => {
  test("FEEDS-01 FEEDS-02 FEEDS-04 FEEDS-05 FEEDS-13 FEEDS-16 filter by type, network and crypto; search an address; sort", async ({
    page,
  }) => {
    await page.goto("/app/feeds/");
    await expect(dataRows(page).first()).toBeVisible();
    const total = Number((await page.getByText(/^\d+ feeds?$/).textContent())?.split(" ")[0]);

    // Testnets only: every network shown is a test network.
    await page.getByRole("checkbox", { name: "Mainnets" }).uncheck();
    await expect(page.getByText(/^\d+ feeds?$/)).not.toHaveText(`${total} feeds`);
    for (const cell of await dataRows(page).locator("td:nth-child(3)").allTextContents())
      expect(cell).toMatch(/Sepolia|Testnet|Fuji|Amoy|Devnet|Stokenet|Ghostnet|Holesky|Testnet/i);
    // Unchecking the last type checks both again (FEEDS-02).
    // click, not uncheck: the box ends up checked again, which uncheck() would call a failure.
    await page.getByRole("checkbox", { name: "Testnets" }).click();
    await expect(page.getByRole("checkbox", { name: "Mainnets" })).toBeChecked();
    await expect(page.getByText(`${total} feeds`)).toBeVisible();

    // One network, then one crypto on it.
    await page.getByRole("button", { name: /^Networks \(/ }).click();
    await page
      .getByRole("group", { name: "Networks" })
      .getByRole("checkbox", { name: "Ethereum Mainnet" })
      .check();
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(/networks=1(&|$)/);
    for (const cell of await dataRows(page).locator("td:nth-child(3)").allTextContents())
      expect(cell).toContain("Ethereum Mainnet");
    await page.getByRole("button", { name: /^Cryptos \(/ }).click();
    await page
      .getByRole("group", { name: "Cryptos" })
      .getByRole("checkbox", { name: "ETH", exact: true })
      .check();
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(/cryptos=ETH&networks=1/);
    await expect(dataRows(page)).toHaveCount(1);
    await expect(dataRows(page).first().getByRole("link", { name: "ETH", exact: true })).toBeVisible();

    // Search by a contract address from the header box: the pickers clear (FILTER-07).
    const contract = (await dataRows(page).first().locator("code").first().getAttribute("title")) ?? "";
    expect(contract).toMatch(/^0x[0-9a-fA-F]{40}$/);
    await page.getByRole("link", { name: "Clear all" }).click();
    await page.getByRole("searchbox", { name: "Search" }).fill(contract.toLowerCase());
    await expect(page).toHaveURL(new RegExp(`search=${contract.toLowerCase()}$`));
    // Every row found has that contract (several feeds can share one adapter), once the list has
    // caught up with the URL (the rows follow the search a render later).
    await expect
      .poll(async () => {
        const rows = await dataRows(page).count();
        return rows > 0 && (await dataRows(page).locator(`code[title="${contract}"]`).count()) === rows;
      })
      .toBe(true);
    await page.getByRole("searchbox", { name: "Search" }).fill("");

    // Sort by deviation, then flip it.
    await page.goto("/app/feeds/?networks=1&perPage=64");
    await expect(dataRows(page).first()).toBeVisible();
    const header = page.getByRole("columnheader", { name: "Deviation" });
    await header.getByRole("button").click();
    await expect(header).toHaveAttribute("aria-sort", "ascending");
    await expect(page).toHaveURL(/sortBy=deviation/);
    const ascending = (await dataRows(page).locator("td:nth-child(6)").allTextContents())
      .map((text) => Number.parseFloat(text))
      .filter((value) => !Number.isNaN(value));
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    await header.getByRole("button").click();
    await expect(header).toHaveAttribute("aria-sort", "descending");
    await expect(page).toHaveURL(/sortBy=deviation&sortDesc=true/);
  });

  test("FEED-02 FEED-09 FEED-14 FEED-15 FEED-16 a local-chain feed shows what the chain holds", async ({
    page,
    baseURL,
  }) => {
    // Its waits for the chain (a refetch, the relayer) may add up past the default 30 s.
    test.slow();
    // ETH on the local Ethereum Mainnet chain, through the list's link.
    await page.goto("/app/feeds/?networks=1&cryptos=ETH");
    await dataRows(page).first().getByRole("link", { name: "ETH", exact: true }).click();
    await expect(page).toHaveURL(/\/app\/feeds\/ethereum-mainnet\/eth\/$/);
    await expect(page.getByRole("heading", { level: 1, name: "ETH on Ethereum Mainnet" })).toBeVisible();

    const chainConfigs = (await (
      await fetch(`${devnetUrl(baseURL)}/catalogue/chain-configs.json`)
    ).json()) as {
      defaultConfig: Record<string, { networkId: number; publicRpcUrls: string[] }>;
    };
    const chain = Object.values(chainConfigs.defaultConfig).find((config) => config.networkId === 1);
    const rpcUrl = chain?.publicRpcUrls[0] ?? "";
    expect(rpcUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+(\/rpc\/\d+)?$/);
    const details = page.getByRole("region", { name: "Details" });
    const adapter =
      (await details.getByText("Contract address").locator("xpath=..").locator("code").textContent()) ?? "";
    const onChainValue = async () => {
      const word = (await rpc(rpcUrl, "eth_call", [
        { to: adapter, data: `${GET_VALUE_FOR_DATA_FEED}${feedIdWord("ETH")}` },
        "latest",
      ])) as string;
      return Number(BigInt(word)) / 1e8;
    };

    // The answer equals the chain's value (both read again until they meet: the relayer may write
    // between the two reads, and the page refetches every 15 s).
    const answer = page.getByRole("region", { name: "Answer" });
    // Under load the api's chain read can miss its deadline, and the page shows the relayed value
    // until its next refetch (15 s): wait for one (a CI run failed at the default 5 s).
    await expect(answer).toContainText("Read from the contract on chain.", { timeout: 20_000 });
    await expect
      .poll(
        async () =>
          Math.abs(amount(await answer.locator("p").first().textContent()) - (await onChainValue())),
        {
          timeout: 25_000,
        },
      )
      .toBeLessThan(0.001);
    await expect(answer).toContainText(/Updated \d+ (second|minute|hour|day)s? ago/);

    // The chart draws; 1M is the default range.
    await expect(page.getByRole("button", { name: "1M", exact: true })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect(page.getByRole("img", { name: "ETH on-chain values, 1M" }).locator("svg")).toBeVisible();

    // The newest transaction is on the chain: mined, to the adapter, and its value is the answer's.
    const table = page.getByRole("table", { name: "On chain transactions" });
    const txLinks = table.locator("a[title^='0x']");
    // 10 rows at first; where they do not fill the table's box its end is in view at once, and
    // further batches follow (FEED-16), so count at least 10.
    await expect.poll(() => txLinks.count()).toBeGreaterThanOrEqual(10);
    const newest = (await txLinks.first().getAttribute("title")) ?? "";
    const receipt = (await rpc(rpcUrl, "eth_getTransactionReceipt", [newest])) as {
      status: string;
      to: string;
    } | null;
    expect(receipt?.status).toBe("0x1");
    expect(receipt?.to.toLowerCase()).toBe(adapter.toLowerCase());

    // Scrolling the table's end into view adds rows, 10 at a time.
    const before = await txLinks.count();
    await table.locator("tbody tr").last().scrollIntoViewIfNeeded();
    await expect.poll(() => txLinks.count(), { timeout: 5_000 }).toBeGreaterThan(before);
    expect((await txLinks.count()) % 10).toBe(0);
  });

  test("BADGE-15 the feed page's Embed section shows its badge, loaded, with snippets another site can use", async ({
    page,
    baseURL,
  }) => {
    await page.goto("/app/feeds/ethereum-mainnet/eth/");
    const embed = page.getByRole("region", { name: "Embed" });
    await embed.scrollIntoViewIfNeeded();
    const badge = embed.getByRole("img", { name: "ETH on Ethereum Mainnet: RedStone price feed" });
    await expect(badge).toBeVisible();
    // The SVG arrived and decoded: an image that failed to load has no natural width.
    await expect
      .poll(() => badge.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    const origin = new URL(baseURL ?? "").origin;
    const src = `${origin}/api/v1/badges/feeds/ethereum-mainnet/eth.svg`;
    expect([src, `${src}?theme=dark`]).toContain(await badge.getAttribute("src"));
    await expect(embed.locator("code").first()).toContainText(`](${origin}/app/feeds/ethereum-mainnet/eth/)`);
    await expect(embed.getByRole("button", { name: "Copy HTML badge snippet" })).toBeVisible();

    // Another site shows it too (a page served from another loopback port): the badge is served
    // to cross-origin pages, where the api's default Cross-Origin-Resource-Policy would block it.
    const otherSite = createServer((_request, response) => {
      response.writeHead(200, { "content-type": "text/html" });
      // An icon of its own, or the browser would ask this server for a favicon it has not.
      response.end(`<link rel="icon" href="data:,"><img alt="badge" src="${src}?theme=dark">`);
    });
    await new Promise<void>((resolve) => otherSite.listen(0, "127.0.0.1", resolve));
    try {
      await page.goto(`http://127.0.0.1:${(otherSite.address() as AddressInfo).port}/`);
      await expect
        .poll(() =>
          page.getByRole("img", { name: "badge" }).evaluate((img: HTMLImageElement) => img.naturalWidth),
        )
        .toBeGreaterThan(0);
    } finally {
      otherSite.close();
    }
  });
});
