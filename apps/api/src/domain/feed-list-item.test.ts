import { buildFeedRow, type RelayerLayerInput } from "@oracle-explorer/core/feeds";
import { describe, expect, it } from "vitest";
import { toFeedListItem } from "./feed-list-item.ts";

const NOW = Date.UTC(2026, 0, 1, 12);
const layer: RelayerLayerInput = {
  chain: { name: "ethereum", id: 1 },
  adapterContract: "0x0000000000000000000000000000000000000001",
  updateTriggers: { deviationPercentage: 0.5, timeSinceLastUpdateInMilliseconds: 86_400_000 },
  priceFeeds: { ETH: "0x0000000000000000000000000000000000000002" },
};

/** The list item of an ETH feed whose catalogue gives these token and network logos. */
function itemWithLogos(tokenLogo: string, networkIcon: string) {
  const row = buildFeedRow("standard", "ethereumLayer", layer, "ETH", {
    networkFor: () => ({ key: "ethereum", name: "Ethereum Mainnet", iconUrl: networkIcon }),
    tokenFor: () => ({ name: "Ethereum", logoURI: tokenLogo }),
    now: NOW,
  });
  return toFeedListItem(row, null, NOW, "unsupported");
}

describe("a feed's logos", () => {
  it("go through the one asset-URL rule: relative paths same-origin, https as given", () => {
    const item = itemWithLogos("/images/tokens/eth.svg", "https://cdn.example/networks/ethereum.svg");
    expect(item.logo).toBe("/api/v1/assets/images/tokens/eth.svg");
    expect(item.network.image).toBe("https://cdn.example/networks/ethereum.svg");
  });

  it.each(["javascript:alert(1)", "http://cdn.example/eth.svg", "//host/x.svg"])(
    "a token or network logo %s is no logo (null), never something the page would load",
    (logo) => {
      const item = itemWithLogos(logo, logo);
      expect(item.logo).toBeNull();
      expect(item.network.image).toBeNull();
    },
  );
});
