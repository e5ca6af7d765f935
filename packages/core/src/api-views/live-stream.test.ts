import { describe, expect, it } from "vitest";
import {
  formatTopicRequest,
  isDataTopic,
  liveResourceOf,
  parseTopicRequest,
  versionOfEtag,
} from "./live-stream.ts";

describe("the live stream's topics", () => {
  it("liveResourceOf accepts the paths the web's resource table writes (segments encodeURIComponent'd, query in table order)", () => {
    const paths: [string, string][] = [
      ["/tokens", "tokens"],
      ["/tokens/ETH", "token"],
      ["/tokens/ETH?provider=redstone-primary-prod", "token"],
      ["/tokens/A%2FB?provider=x", "token"],
      ["/tokens/sUSDe%20rate%20provider", "token"],
      ["/tokens/USDC.e", "token"],
      ["/feeds", "feeds"],
      ["/feeds/ethereum/ETH", "feed"],
      ["/feeds/ethereum/ETH?layer=ethereum-multi-feed", "feed"],
      ["/feeds/solana%2F1/SOL%2FUSD", "feed"],
      ["/data-services/redstone-primary-prod", "dataService"],
      ["/proof-of-reserve/USDtb_POR", "proofOfReserve"],
      ["/tvs", "tvs"],
      ["/tvs?timeframe=1M", "tvs"],
    ];
    for (const [path, name] of paths) expect(liveResourceOf(path)?.name, path).toBe(name);
  });

  it("liveResourceOf rejects data topics, other resources, other queries, versions and malformed paths", () => {
    for (const topic of [
      "prices",
      "feeds-answers",
      "tokens",
      "/tokens/",
      "/tokens/ETH/",
      "/tokens/ETH/series",
      "/tokens/ETH/history?provider=x",
      "/tokens/ETH?range=1h",
      "/tokens/ETH?provider=x&provider=y",
      "/tokens/ETH@v1",
      "/tokens/ETH#latest",
      "/tokens/A/B",
      "/feeds/ethereum",
      "/feeds/ethereum/ETH/value?layer=x",
      "/sources",
      "/nodes",
      "/stream",
      "/openapi.json",
      "/api/v1/tokens/ETH",
      "https://example.com/tokens/ETH",
      "",
    ]) {
      expect(liveResourceOf(topic), topic).toBeNull();
    }
  });

  it("liveResourceOf rejects a path a URL would read as another route (dot segments, backslashes, tabs)", () => {
    // Each of these is a pattern's shape, but the api's router would answer `/stream` or `/`.
    for (const topic of [
      "/feeds/%2e%2e/stream",
      "/feeds/.%2E/stream?layer=x",
      "/feeds/../stream",
      "/tokens/..",
      "/tokens/.",
      "/feeds/x\\..\\..\\stream",
      "/tokens/.\t.",
    ]) {
      expect(liveResourceOf(topic), JSON.stringify(topic)).toBeNull();
      const read = new URL(topic.split("?")[0] ?? "", "http://api.invalid").pathname;
      expect(read, JSON.stringify(topic)).not.toBe(topic.split("?")[0]);
    }
    // Dots inside a segment are a symbol's own.
    expect(liveResourceOf("/tokens/USDC.e")?.name).toBe("token");
    expect(liveResourceOf("/tokens/...")?.name).toBe("token");
  });

  it("a topic request is `topic` or `topic@version`, and formats back to what it parsed", () => {
    expect(parseTopicRequest("/tokens/ETH")).toEqual({ topic: "/tokens/ETH" });
    expect(parseTopicRequest("/tokens/ETH?provider=x@kX2-_a")).toEqual({
      topic: "/tokens/ETH?provider=x",
      version: "kX2-_a",
    });
    // An empty version asks for the whole answer; a leading @ is not a version.
    expect(parseTopicRequest("/feeds@")).toEqual({ topic: "/feeds" });
    expect(parseTopicRequest("@v1")).toEqual({ topic: "@v1" });
    for (const raw of ["prices", "/tokens/ETH@v9", "/tvs?timeframe=1M@abc"]) {
      expect(formatTopicRequest(parseTopicRequest(raw))).toBe(raw);
    }
    expect(isDataTopic("prices")).toBe(true);
    expect(isDataTopic("/tokens/ETH")).toBe(false);
  });

  it("a version is an ETag's opaque part, weak or strong", () => {
    expect(versionOfEtag('W/"kX2-abc_"')).toBe("kX2-abc_");
    expect(versionOfEtag('"strong"')).toBe("strong");
    expect(versionOfEtag(null)).toBeUndefined();
    expect(versionOfEtag('W/""')).toBeUndefined();
  });
});
