import { QueryClientProvider } from "@tanstack/react-query";
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "../../lib/query-client.ts";
import { feedItem, mockFeedsApi } from "../../test/feeds-fixture.ts";
import { mockApi, upstreamFailed } from "../../test/mock-api.ts";
import { renderApp } from "../../test/render-app.tsx";
import { renderTokenPage } from "../../test/token-fixture.tsx";
import { LazyVerifyPanel } from "./lazy-verify-panel.tsx";
import { NODE_ADDRESSES, signedPackage, tamperedPackage, verification } from "./verification-fixture.ts";
import { VerifyPanel } from "./verify-panel.tsx";

vi.mock("../chart/echart.tsx", () => ({ EChart: () => <div role="img" aria-label="chart" /> }));
vi.mock("../../features/feed/manual-update/manual-update-panel.tsx", () => ({
  ManualUpdatePanel: () => null,
}));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const ETH_PATH = "/tokens/ETH/verification";

function renderPanel(props: { feedId?: string; service?: string | null } = {}) {
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <VerifyPanel feedId={props.feedId ?? "ETH"} service={props.service ?? null} />
    </QueryClientProvider>,
  );
  return { user, press: () => user.click(screen.getByRole("button", { name: /^Verify (now|again)$/ })) };
}

const packageRows = () => within(screen.getByRole("table")).getAllByRole("row").slice(1);
const calledUrls = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls.map(([input]) => String(input));

describe("Verify live data panel", () => {
  it("verify: nothing is fetched until Verify now is pressed; then the signing nodes, values, checks, median and verdict show", async () => {
    const fetchMock = mockApi({ [ETH_PATH]: verification() });
    const { press } = renderPanel();
    expect(screen.getByRole("heading", { name: "Verify live data" })).toBeVisible();
    expect(fetchMock).not.toHaveBeenCalled();

    await press();
    const rows = await screen.findAllByRole("row");
    expect(rows).toHaveLength(4);
    const first = packageRows()[0] as HTMLElement;
    expect(first).toHaveTextContent("redstone-primary-prod-altair");
    expect(first).toHaveTextContent("0xf39F...2266");
    expect(first).toHaveTextContent("2,690.500");
    for (const label of ["Signature", "Registered node", "Fresh", "One per signer"]) {
      expect(within(first).getByText(label).closest("li")).toHaveTextContent(`✓Passed: ${label}`);
    }
    expect(screen.getByText("Median").nextElementSibling).toHaveTextContent("2,691.500 of 3 valid values");
    expect(screen.getByText("Unique registered signers").nextElementSibling).toHaveTextContent(
      "3 of 5 registered nodes · 3 required",
    );
    expect(screen.getByText(/^Verified:/)).toHaveTextContent(
      "✓Verified: every package passed every check; 3 unique registered signers, 3 required.",
    );
    expect(screen.getByRole("button", { name: "Verify again" })).toBeEnabled();
    expect(screen.getByRole("link", { name: "JSON from this explorer's api" })).toHaveAttribute(
      "href",
      "/api/v1/tokens/ETH/verification?service=redstone-primary-prod",
    );
    // Issue 30: the same press asks for the raw packages, which the browser checks itself.
    expect(calledUrls(fetchMock).sort()).toEqual([
      "/api/v1/tokens/ETH/packages",
      "/api/v1/tokens/ETH/verification",
    ]);
  });

  it("verify: a tampered package shows a failed signature check, no registered node, the claimed signer, and it does not count", async () => {
    mockApi({
      [ETH_PATH]: verification({
        packages: [signedPackage(0, 2690.5), tamperedPackage(), signedPackage(2, 2692.5)],
        median: 2691.5,
        uniqueSigners: 2,
        verdict: { status: "failed", text: "Not verified: 2 unique registered signers, 3 required." },
      }),
    });
    const { press } = renderPanel();
    await press();
    await screen.findByRole("table");
    const tampered = packageRows()[1] as HTMLElement;
    expect(tampered).toHaveTextContent("Not a registered node of this service");
    expect(tampered).toHaveTextContent("0x1234...5678");
    expect(tampered).toHaveTextContent("claims 0x7099...79C8");
    expect(within(tampered).getByText("Signature").closest("li")).toHaveTextContent(
      "✗Failed: Signature Recovers to 0x1234...5678, not the claimed signer 0x7099...79C8",
    );
    expect(within(tampered).getByText("Registered node").closest("li")).toHaveAttribute("data-pass", "false");
    expect(screen.getByText(/^Not verified:/)).toHaveTextContent(
      "✗Not verified: 2 unique registered signers, 3 required.",
    );
  });

  it("verify: each signer that is a registered node links to the node's page; an unknown signer does not", async () => {
    mockApi({
      [ETH_PATH]: verification({
        packages: [signedPackage(0, 2690.5), tamperedPackage(), signedPackage(2, 2692.5)],
      }),
    });
    const { press } = renderPanel();
    await press();
    await screen.findByRole("table");
    const [first, tampered, third] = packageRows() as HTMLElement[];
    expect(
      within(first as HTMLElement).getByRole("link", { name: "redstone-primary-prod-altair" }),
    ).toHaveAttribute("href", `/app/data-providers/${NODE_ADDRESSES[0].toLowerCase()}/`);
    expect(
      within(third as HTMLElement).getByRole("link", { name: "redstone-primary-prod-morpheus" }),
    ).toHaveAttribute("href", `/app/data-providers/${NODE_ADDRESSES[2].toLowerCase()}/`);
    expect(within(tampered as HTMLElement).queryByRole("link")).toBeNull();
  });

  it("verify: a gateway failure shows which upstream failed, and Retry verifies again", async () => {
    let attempts = 0;
    mockApi({
      [ETH_PATH]: () => {
        attempts += 1;
        return attempts === 1 ? upstreamFailed("oracle gateway") : verification();
      },
    });
    const { user, press } = renderPanel();
    await press();
    expect(
      await screen.findByText(
        "The oracle gateway is unavailable, so the packages could not be verified. Try again in a moment.",
      ),
    ).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findByText(/^Verified:/)).toBeVisible();
    expect(attempts).toBe(2);
  });

  it("verify: a feed id travels in the token route form ('/' as '-') with the page's data service", async () => {
    const fetchMock = mockApi({ "/tokens/wstETH-ETH/verification": verification({ feedId: "wstETH/ETH" }) });
    const { press } = renderPanel({ feedId: "wstETH/ETH", service: "redstone-primary-demo" });
    expect(
      screen.getByText(/latest signed data packages of wstETH\/ETH from redstone-primary-demo,/),
    ).toBeVisible();
    await press();
    await screen.findByRole("table");
    expect(calledUrls(fetchMock).sort()).toEqual([
      "/api/v1/tokens/wstETH-ETH/packages?service=redstone-primary-demo",
      "/api/v1/tokens/wstETH-ETH/verification?service=redstone-primary-demo",
    ]);
  });

  it("verify: a signer's full address can be copied", async () => {
    mockApi({ [ETH_PATH]: verification() });
    const { press } = renderPanel();
    await press();
    await screen.findByRole("table");
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, "clipboard", { configurable: true, value: { writeText } });
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: `Copy signer address ${NODE_ADDRESSES[1]}` }));
    });
    expect(writeText).toHaveBeenCalledWith(NODE_ADDRESSES[1]);
  });

  it("verify: the lazy panel loads its own module and starts clean when the feed changes", async () => {
    mockApi({ [ETH_PATH]: verification() });
    const user = userEvent.setup();
    const client = createQueryClient();
    const view = render(
      <QueryClientProvider client={client}>
        <LazyVerifyPanel feedId="ETH" />
      </QueryClientProvider>,
    );
    await user.click(await screen.findByRole("button", { name: "Verify now" }));
    await screen.findByRole("table");
    view.rerender(
      <QueryClientProvider client={client}>
        <LazyVerifyPanel feedId="BTC" />
      </QueryClientProvider>,
    );
    expect(screen.queryByRole("table")).toBeNull();
    expect(screen.getByRole("button", { name: "Verify now" })).toBeVisible();
  });
});

describe("Verify live data on the pages", () => {
  it("verify: the Token page shows the panel for its symbol and fetches no verification before the press", async () => {
    const { calls } = await renderTokenPage("/app/token/ETH/");
    expect(await screen.findByRole("heading", { level: 2, name: "Verify live data" })).toBeVisible();
    expect(
      screen.getByText(/latest signed data packages of ETH from the primary data service/),
    ).toBeVisible();
    expect(calls.some((url) => url.pathname.endsWith("/verification"))).toBe(false);
  });

  it("verify: the single feed page verifies its feed id on its data service", async () => {
    const item = feedItem("ETH", "ethereum");
    mockFeedsApi({ list: { feeds: [item], generatedAt: Date.now(), warnings: [] } });
    renderApp("/app/feeds/ethereum-mainnet/eth/");
    expect(await screen.findByRole("heading", { level: 2, name: "Verify live data" })).toBeVisible();
    // The feed detail names redstone-primary-prod (feeds-fixture), which the panel asks for.
    expect(screen.getByText(/latest signed data packages of ETH from redstone-primary-prod,/)).toBeVisible();
  });
});
