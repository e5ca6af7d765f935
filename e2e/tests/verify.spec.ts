import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { seriousViolations } from "./support/axe.ts";
import { settle } from "./support/screens.ts";

/**
 * Issue 13's "Verify live data" journey on the devnet: the visitor presses Verify now, the api
 * recovers each signer of the latest signed packages from its signature and matches it with the
 * data service's registered nodes, and the panel shows who signed, the checks and the verdict.
 * Issue 30: the page recovers every signer again itself, from the raw packages, and says so
 * loudly when its result and the api's disagree.
 */

interface NodeRow {
  name: string;
  dataServiceId: string;
  evmAddress: string | false;
}

/** The registry's nodes of a data service, name → address, as the api lists them. */
async function registeredNodes(page: Page, service: string): Promise<Map<string, string>> {
  const response = await page.request.get("/api/v1/nodes");
  expect(response.ok()).toBe(true);
  const { nodes } = (await response.json()) as { nodes: NodeRow[] };
  return new Map(
    nodes
      .filter((node) => node.dataServiceId === service && node.evmAddress !== false)
      .map((node) => [node.name, String(node.evmAddress)]),
  );
}

/** Presses Verify now in the page's panel and returns the panel once the verdict is in. */
async function verifyNow(page: Page) {
  const panel = page.getByRole("region", { name: "Verify live data" });
  await panel.getByRole("button", { name: "Verify now" }).click();
  await expect(panel.getByRole("button", { name: "Verify again" })).toBeEnabled({ timeout: 15_000 });
  return panel;
}

/** Every row of the panel's table: a registered node of `service` whose own address signed. */
async function expectRegisteredSigners(page: Page, panel: ReturnType<Page["getByRole"]>, service: string) {
  const nodes = await registeredNodes(page, service);
  const rows = panel.getByRole("table").locator("tbody tr");
  expect(await rows.count()).toBeGreaterThanOrEqual(3);
  for (const row of await rows.all()) {
    const name = (await row.locator("td").first().textContent())?.trim() ?? "";
    expect(nodes.has(name), `${name} is a registered node of ${service}`).toBe(true);
    // The copy button carries the full recovered address: the node's registered one.
    await expect(row.getByRole("button", { name: `Copy signer address ${nodes.get(name)}` })).toBeVisible();
    await expect(row.getByText(/^Passed:/)).toHaveCount(4);
    await expect(row.getByText(/^Failed:/)).toHaveCount(0);
  }
  return rows.count();
}

test.describe("Verify live data", () => {
  test("verify: on the ETH token page, Verify now shows the registered nodes that signed and a passing verdict", async ({
    page,
  }) => {
    // Two whole-page axe scans of the token page take ~20 s of the default 30.
    test.setTimeout(60_000);
    const verifications: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/verification")) verifications.push(request.url());
    });
    await page.goto("/app/token/ETH/");
    await settle(page, /ETH|Ethereum/);
    const panel = page.getByRole("region", { name: "Verify live data" });
    await panel.scrollIntoViewIfNeeded();
    await expect(panel.getByRole("button", { name: "Verify now" })).toBeVisible();
    // Loaded on demand, and nothing is verified before the visitor asks.
    expect(verifications).toEqual([]);

    await verifyNow(page);
    expect(verifications.map((url) => new URL(url).pathname)).toEqual(["/api/v1/tokens/ETH/verification"]);
    const signed = await expectRegisteredSigners(page, panel, "redstone-primary-prod");
    await expect(
      panel.getByText(
        /^✓\s*Verified: every package passed every check; \d+ unique registered signers, 3 required\.$/,
      ),
    ).toBeVisible();
    await expect(
      panel.getByText("Unique registered signers").locator("xpath=following-sibling::dd"),
    ).toContainText(`${signed} of`);
    await expect(panel.getByText("Median").locator("xpath=following-sibling::dd")).toContainText(
      /^[\d,]+\.\d+ of \d+ valid values$/,
    );

    // The steps are one click away.
    await panel.getByText("How it was checked, step by step").click();
    await expect(
      panel.getByRole("listitem").filter({ hasText: /^Recovered each signer's address/ }),
    ).toBeVisible();

    // The results keep the axe scan clean, in both themes.
    expect(await seriousViolations(page), "light theme").toEqual([]);
    await page.emulateMedia({ colorScheme: "dark" });
    expect(await seriousViolations(page), "dark theme").toEqual([]);
  });

  test("verify: on the single feed page, Verify now checks the feed on its data service", async ({
    page,
  }) => {
    await page.goto("/app/feeds/ethereum-mainnet/eth/");
    await settle(page, /eth/i);
    const panel = await verifyNow(page);
    await expectRegisteredSigners(page, panel, "redstone-primary-prod");
    await expect(panel.getByText(/^✓\s*Verified: /)).toBeVisible();
  });

  test("VERIFY-BROWSER-20 on the feed page, the browser recovers every signer itself, loading the recovery code only on the press; a signature altered on its way in is flagged failing in the page while the api says valid", async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    const recoveryCode = () =>
      scripts.filter((path) => /\/(browser-recovery|secp256k1)-[^/]+\.js$/.test(path));
    await page.goto("/app/feeds/ethereum-mainnet/eth/");
    await settle(page, /eth/i);
    const panel = page.getByRole("region", { name: "Verify live data" });
    await panel.scrollIntoViewIfNeeded();
    await expect(panel.getByRole("button", { name: "Verify now" })).toBeVisible();
    // The first view carries none of the recovery code (viem's keccak and secp256k1).
    expect(recoveryCode()).toEqual([]);

    await verifyNow(page);
    expect(recoveryCode()).toHaveLength(2);
    const rows = panel.getByRole("table").locator("tbody tr");
    const count = await rows.count();
    expect(count).toBeGreaterThanOrEqual(3);
    await expect(
      panel.getByText(
        `Checked in your browser: ${count} of ${count} signatures recovered to registered nodes`,
      ),
    ).toBeVisible();
    for (const row of await rows.all()) {
      await expect(row.locator("td").nth(5)).toContainText(/^✓Valid recovered 0x/);
    }
    await expect(panel.getByRole("alert")).toHaveCount(0);

    // A proxy that flips one byte of the second package's signature on its way to the page.
    let tampered = "";
    await page.route("**/api/v1/tokens/*/packages*", async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { packages: { signature: string; signerAddress: string }[] };
      const target = body.packages[1];
      if (target) {
        const bytes = Buffer.from(target.signature, "base64");
        bytes[40] = (bytes[40] as number) ^ 0x01; // in s: the signature still recovers, to another key
        target.signature = bytes.toString("base64");
        tampered = target.signerAddress;
      }
      await route.fulfill({ response, json: body });
    });
    await panel.getByRole("button", { name: "Verify again" }).click();
    const alert = panel.getByRole("alert");
    await expect(alert).toContainText("Your browser and the api disagree on 1 package:", { timeout: 15_000 });
    await expect(alert.getByRole("listitem")).toContainText(
      /: your browser finds it failing \(Recovers to 0x.+, not the claimed signer 0x.+\); the api says it is valid\.$/,
    );
    expect(tampered).not.toBe("");
    const flagged = panel.locator("tbody tr[data-disagrees]");
    await expect(flagged).toHaveCount(1);
    // The flagged row is the package whose signature the proxy changed.
    await expect(flagged.getByRole("button", { name: `Copy signer address ${tampered}` })).toBeVisible();
    await expect(flagged.locator("td").nth(5)).toContainText(/^✗Fails/);
    await expect(flagged.locator("td").nth(5)).toContainText("≠ Differs from the api");
    // The api saw the untouched packages: its checks of that row pass and its verdict holds.
    await expect(flagged.getByText(/^Passed:/)).toHaveCount(4);
    await expect(panel.getByText(/^✓\s*Verified: /)).toBeVisible();
    // The gateway may have moved on a round: count this answer's rows.
    const again = await rows.count();
    await expect(
      panel.getByText(
        `Checked in your browser: ${again - 1} of ${again} signatures recovered to registered nodes`,
      ),
    ).toBeVisible();
    // The warning and the flagged row read clearly in both themes.
    expect(await seriousViolations(page, "[role=alert]"), "light theme").toEqual([]);
    expect(await seriousViolations(page, "tr[data-disagrees]"), "light theme").toEqual([]);
    await page.emulateMedia({ colorScheme: "dark" });
    expect(await seriousViolations(page, "[role=alert]"), "dark theme").toEqual([]);
    expect(await seriousViolations(page, "tr[data-disagrees]"), "dark theme").toEqual([]);
  });
});
