import type { DataPackagesResponse } from "@oracle-explorer/core/schemas";
import { describe, expect, it } from "vitest";
import type { FetchJsonOptions } from "./fetch-json.ts";
import { createGatewayClient, packagesOfFeeds } from "./gateway-client.ts";

const pkg = (dataPackageId: string, feeds: string[]) => ({
  timestampMilliseconds: 1_719_856_900_000,
  signature: "c2ln",
  signerAddress: "0x51Ce04Be4b3E32572C4Ec9135221d0691Ba7d202",
  dataPackageId,
  dataPoints: feeds.map((dataFeedId) => ({ dataFeedId, value: 1 })),
});

const ALL: DataPackagesResponse = {
  ETH: [pkg("ETH", ["ETH"])],
  BTC: [pkg("BTC", ["BTC"])],
  __FRAXTAL__: [pkg("__FRAXTAL__", ["BTC", "FRAX", "FXS"])],
};

/** A fetcher that records what it was asked and answers ALL. */
function recordingFetcher() {
  const calls: FetchJsonOptions<unknown>[] = [];
  const fetchJson = async <T>(options: FetchJsonOptions<T>): Promise<T> => {
    calls.push(options as FetchJsonOptions<unknown>);
    const parsed = options.parse(ALL);
    if (!parsed.ok) throw new Error(parsed.error);
    return parsed.data;
  };
  return { calls, fetchJson };
}

describe("the oracle gateway client", () => {
  it("narrows an every-package answer to the feeds asked for, multi-point packages for feeds with no own key", () => {
    expect(Object.keys(packagesOfFeeds(ALL, ["ETH"]))).toEqual(["ETH"]);
    expect(Object.keys(packagesOfFeeds(ALL, ["FRAX", "BTC"])).sort()).toEqual(["BTC", "__FRAXTAL__"]);
    expect(packagesOfFeeds(ALL, ["NOPE"])).toEqual({});
  });

  it("CALL-13 without an API key reads the keyless latest/{service} path, shared by reads within a round", async () => {
    const { calls, fetchJson } = recordingFetcher();
    const client = createGatewayClient(
      "https://gw.example",
      { perFeed: false, apiKey: null },
      fetchJson,
      1_000,
    );
    const [eth, btc] = await Promise.all([
      client.packages("redstone-primary-prod", ["ETH"], { metadata: true }),
      client.packages("redstone-primary-prod", ["BTC"], { metadata: true }),
    ]);
    expect(Object.keys(eth)).toEqual(["ETH"]);
    expect(Object.keys(btc)).toEqual(["BTC"]);
    expect(calls.map((call) => call.url)).toEqual([
      "https://gw.example/v2/data-packages/latest/redstone-primary-prod/show-metadata",
    ]);
    expect(calls[0]?.headers).toBeUndefined();
    await client.packages("redstone-primary-prod", ["ETH"], { metadata: false });
    expect(calls[1]?.url).toBe("https://gw.example/v2/data-packages/latest/redstone-primary-prod");
  });

  it("CALL-17 with an API key reads the per-feed path with the x-api-key header, ids sorted", async () => {
    const { calls, fetchJson } = recordingFetcher();
    const client = createGatewayClient(
      "https://gw.example",
      { perFeed: true, apiKey: "k-1" },
      fetchJson,
      1_000,
    );
    await client.packages("redstone-primary-prod", ["ETH", "BTC"], { metadata: false });
    expect(calls[0]?.url).toBe(
      "https://gw.example/v2/data-packages/latest-by-data-feeds/redstone-primary-prod?dataFeedIds=BTC%2CETH",
    );
    expect(calls[0]?.headers).toEqual({ "x-api-key": "k-1" });
  });

  it("the devnet's gateway is read per feed without a key (it wants none)", async () => {
    const { calls, fetchJson } = recordingFetcher();
    const client = createGatewayClient(
      "http://127.0.0.1:8789/gateway",
      { perFeed: true, apiKey: null },
      fetchJson,
      1_000,
    );
    await client.packages("redstone-primary-prod", ["ETH"], { metadata: true });
    expect(calls[0]?.url).toContain(
      "/latest-by-data-feeds/redstone-primary-prod/show-metadata?dataFeedIds=ETH",
    );
    expect(calls[0]?.headers).toBeUndefined();
  });
});
