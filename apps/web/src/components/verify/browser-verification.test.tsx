import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "../../lib/query-client.ts";
import { mockApi, upstreamFailed } from "../../test/mock-api.ts";
import {
  flipSignatureByte,
  RECORDED_NOW,
  recordedPackages,
  recordedVerification,
} from "./recorded-packages-fixture.ts";
import { VerifyPanel } from "./verify-panel.tsx";

/**
 * Issue 30: the panel checks the raw packages in the browser (viem, no api verdict taken on
 * trust) beside the api's verification, and says so loudly when the two disagree. The packages
 * are real (recorded-packages-fixture.ts); the clock is set to their round so they are fresh.
 */

beforeEach(() => {
  // Only Date: user-event and the query client keep their real timers.
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(RECORDED_NOW);
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

async function pressVerify() {
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <VerifyPanel feedId="ETH" service={null} />
    </QueryClientProvider>,
  );
  await user.click(screen.getByRole("button", { name: "Verify now" }));
  await screen.findByRole("button", { name: "Verify again" });
}

const rowOf = (name: string) => screen.getByRole("link", { name }).closest("tr") as HTMLElement;
const browserCell = (row: HTMLElement) => row.querySelectorAll("td")[5] as HTMLElement;

describe("Verify live data, checked again in the browser", () => {
  it("VERIFY-BROWSER-17 the browser recovers every real package's signer to its registered node, beside the api's checks, and agrees", async () => {
    mockApi({
      "/tokens/ETH/verification": recordedVerification(),
      "/tokens/ETH/packages": recordedPackages(),
    });
    await pressVerify();
    expect(
      await screen.findByText("Checked in your browser: 5 of 5 signatures recovered to registered nodes"),
    ).toBeVisible();
    expect(screen.getByRole("columnheader", { name: "In your browser" })).toBeVisible();
    for (const pkg of recordedPackages().packages) {
      const row = screen
        .getByRole("button", { name: `Copy signer address ${pkg.signerAddress}` })
        .closest("tr");
      const cell = browserCell(row as HTMLElement);
      expect(cell).toHaveTextContent(/^✓Valid recovered 0x.{4}\.\.\..{4}$/);
      expect(within(cell).getByTitle(pkg.signerAddress)).toBeVisible();
    }
    expect(
      screen.getByText("Median of the 5 packages that passed every check here: 3,486.952"),
    ).toBeVisible();
    // The api's verdict stays beside it, and nothing disagrees.
    expect(screen.getByText("The api's verdict").nextElementSibling).toHaveTextContent(
      /^✓Verified: every package/,
    );
    expect(screen.queryByRole("alert")).toBeNull();
    expect(screen.queryByText(/Differs from the api/)).toBeNull();
  });

  it("VERIFY-BROWSER-18 a signature altered on its way to the browser: the browser flags that package failing while the api says valid, and the disagreement leads the panel", async () => {
    const raw = recordedPackages();
    const altair = raw.packages[1];
    if (!altair) throw new Error("no second package");
    altair.signature = flipSignatureByte(altair.signature);
    mockApi({ "/tokens/ETH/verification": recordedVerification(), "/tokens/ETH/packages": raw });
    await pressVerify();

    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Your browser and the api disagree on 1 package:");
    expect(within(alert).getByRole("listitem")).toHaveTextContent(
      /^redstone-primary-prod-altair \(0x8BB8\.\.\.B774\): your browser finds it failing \(Recovers to 0x.{4}\.\.\..{4}, not the claimed signer 0x8BB8\.\.\.B774\); the api says it is valid\.$/,
    );
    // At the top: before the intro and the table.
    const panel = screen.getByRole("region", { name: "Verify live data" });
    expect(panel.querySelector("[role=alert] + p")).toHaveTextContent(
      /^Fetches the latest signed data packages/,
    );

    const row = rowOf("redstone-primary-prod-altair");
    expect(row).toHaveAttribute("data-disagrees", "true");
    expect(browserCell(row)).toHaveTextContent(/^✗Fails recovered 0x/);
    expect(browserCell(row)).toHaveTextContent("≠ Differs from the api");
    expect(browserCell(row)).toHaveTextContent("is not a registered node of this service");
    // The api's own checks of that row still pass: the api saw the untouched signature.
    expect(within(row).getAllByText(/^Passed:/)).toHaveLength(4);

    expect(
      screen.getByText("Checked in your browser: 4 of 5 signatures recovered to registered nodes"),
    ).toBeVisible();
    expect(screen.getByText("The api's verdict").nextElementSibling).toHaveTextContent(/^✓Verified:/);
    // The other four agree.
    expect(rowOf("redstone-primary-prod-ciri")).not.toHaveAttribute("data-disagrees");
  });

  it("VERIFY-BROWSER-19 when the raw packages cannot be read, the api's result still shows and the panel says why the browser could not check", async () => {
    mockApi({
      "/tokens/ETH/verification": recordedVerification(),
      "/tokens/ETH/packages": () => upstreamFailed("oracle gateway"),
    });
    await pressVerify();
    expect(
      await screen.findByText(
        "The oracle gateway did not give the raw packages, so your browser could not check them.",
      ),
    ).toBeVisible();
    expect(screen.getByText(/^Verified:/)).toBeVisible();
    expect(screen.queryByRole("columnheader", { name: "In your browser" })).toBeNull();
    expect(screen.queryByText(/^Checked in your browser/)).toBeNull();
  });

  it("VERIFY-BROWSER-21 signatures that all recover but were signed 10 min before this device's clock: the browser's mark is its verdict (failed), not the count", async () => {
    vi.setSystemTime(RECORDED_NOW + 10 * 60_000);
    mockApi({
      "/tokens/ETH/verification": recordedVerification(),
      "/tokens/ETH/packages": recordedPackages(),
    });
    await pressVerify();
    const headline = (await screen.findByText("Your browser's check")).nextElementSibling as HTMLElement;
    expect(headline).toHaveAttribute("data-status", "failed");
    expect(headline).toHaveTextContent(/^✗Checked in your browser: 5 of 5 signatures recovered/);
    expect(screen.getByText("Not verified: 0 unique registered signers, 3 required.")).toBeVisible();
  });
});
