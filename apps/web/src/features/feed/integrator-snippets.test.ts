import { describe, expect, it } from "vitest";
import { feedItem } from "../../test/feeds-fixture.ts";
import { integratorSnippets, liveValueUrl } from "./integrator-snippets.ts";

const ORIGIN = "https://explorer.example";

describe("integrator snippets", () => {
  it("a feed with its own contract reads latestRoundData, in Solidity and with viem", () => {
    const feed = feedItem("weETH_FUNDAMENTAL", "ethereum", {
      feedAddress: "0xB581C9264f59BF0289fA76D61B2D0746dCE3C30D",
      contractAddress: "0x73511669fd4dE447feD18BB79bAFeAC93aB7F31f",
    });
    const [solidity, viem, curl, abi] = integratorSnippets(feed, ORIGIN);
    expect(solidity?.code).toContain("contract ReadWeETHFUNDAMENTAL {");
    expect(solidity?.code).toContain("AggregatorV3Interface(0xB581C9264f59BF0289fA76D61B2D0746dCE3C30D)");
    expect(viem?.code).toContain('address: "0xB581C9264f59BF0289fA76D61B2D0746dCE3C30D"');
    expect(viem?.code).toContain('functionName: "latestRoundData"');
    expect(curl?.code).toBe(`curl -s '${ORIGIN}/api/v1/feeds/ethereum-mainnet/weeth_fundamental/value'`);
    expect(JSON.parse(abi?.code ?? "[]")).toContain(
      "function getValueForDataFeed(bytes32 dataFeedId) view returns (uint256)",
    );
  });

  it("a multi-feed row without a feed contract reads the adapter by feed id", () => {
    const feed = feedItem("ETH", "ethereum", {
      feedAddress: "__NO_FEED__",
      contractAddress: "0xE9061F92bA9A3D9ef3f4eb8456ac9E552B3Ff5C8",
    });
    const [solidity, viem] = integratorSnippets(feed, ORIGIN);
    expect(solidity?.code).toContain('ADAPTER.getValueForDataFeed(bytes32("ETH"))');
    expect(viem?.code).toContain('args: [stringToHex("ETH", { size: 32 })]');
    expect(viem?.code).not.toContain("__NO_FEED__");
  });

  it("non-EVM feeds get the api read only; a shared route keeps its layer", () => {
    const solana = feedItem("SOL", "solana");
    expect(integratorSnippets(solana, ORIGIN).map((s) => s.id)).toEqual(["curl"]);
    const shared = feedItem("ETH", "arbitrum", { routeLayer: "arbitrum Other" });
    expect(liveValueUrl(ORIGIN, shared)).toBe(
      `${ORIGIN}/api/v1/feeds/arbitrum-one/eth/value?layer=arbitrum%20Other`,
    );
  });
});
