import type { ProofOfReserveView } from "@oracle-explorer/core/api-views";
import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { resourceHandler } from "../test/api-handlers.ts";
import { apiServer } from "../test/api-server.ts";
import { mockFeedsApi } from "../test/feeds-fixture.ts";
import { renderApp } from "../test/render-app.tsx";
import { mockTokenApi } from "../test/token-fixture.tsx";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The api's stablecoin dashboard, reading `feedId` (POR_STABLECOIN_FEED_ID in its configuration). */
function porView(feedId: string): ProofOfReserveView {
  return {
    id: "stablecoin",
    dataServiceId: "redstone-primary-prod",
    feedId,
    roundTimestamp: 1,
    ratioPercent: 102,
    grandTotal: 1,
    totalSupply: 1,
    assetsInMotion: 0,
    assetDistribution: [],
    custodianDistribution: [],
    custodianTables: [],
    smallValueWarnings: { assetDistribution: false, custodianDistribution: false },
    ignoredKeys: [],
    fetchedAt: 1,
    stale: false,
    onChainFeeds: [],
  };
}

/** Answers the dashboard's resource, over whatever fake api the test installed. */
function serveDashboard(answer: ProofOfReserveView | Response) {
  const requests: string[] = [];
  apiServer.use(
    resourceHandler("proofOfReserve", ({ params }) => {
      requests.push(params.id);
      return params.id === "stablecoin" ? answer : undefined;
    }),
  );
  return requests;
}

const LINK = { name: "Proof of reserve dashboard" };

describe("the proof-of-reserve dashboard's link (beyond the spec)", () => {
  it("a token the dashboard reads links it, whatever its symbol: the mapping is the api's, not a name", async () => {
    mockTokenApi();
    // Any symbol: the devnet's USDtb_POR is only what the api's configuration names by default.
    serveDashboard(porView("ETH"));
    renderApp("/app/token/ETH/");
    const link = await screen.findByRole("link", LINK);
    expect(link).toHaveAttribute("href", "/app/proof-of-reserve/stablecoin/");
  });

  it("a token the dashboard does not read has no link", async () => {
    mockTokenApi();
    const asked = serveDashboard(porView("USDtb_POR"));
    renderApp("/app/token/ETH/");
    await screen.findByRole("heading", { level: 1, name: /Ethereum|ETH/ });
    await waitFor(() => expect(asked).toEqual(["stablecoin"]));
    expect(screen.queryByRole("link", LINK)).toBeNull();
  });

  it("a failed dashboard read only means no link: the page carries on", async () => {
    mockTokenApi();
    const asked = serveDashboard(
      Response.json({ error: "upstream_failed", message: "down" }, { status: 502 }),
    );
    renderApp("/app/token/ETH/");
    await screen.findByRole("heading", { level: 1, name: /Ethereum|ETH/ });
    await waitFor(() => expect(asked).toEqual(["stablecoin"]));
    expect(screen.queryByRole("link", LINK)).toBeNull();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("the feed page of a feed the dashboard reads links it among the feed's details", async () => {
    mockFeedsApi();
    serveDashboard(porView("ETH"));
    renderApp("/app/feeds/ethereum-mainnet/eth/");
    const details = await screen.findByRole("region", { name: "Details" });
    const link = await within(details).findByRole("link", LINK);
    expect(link).toHaveAttribute("href", "/app/proof-of-reserve/stablecoin/");
  });

  it("another feed's page has none", async () => {
    mockFeedsApi();
    const asked = serveDashboard(porView("USDtb_POR"));
    renderApp("/app/feeds/ethereum-mainnet/btc/");
    await screen.findByRole("region", { name: "Details" });
    await waitFor(() => expect(asked).toEqual(["stablecoin"]));
    expect(screen.queryByRole("link", LINK)).toBeNull();
  });
});
