import type { FeedListItem } from "@oracle-explorer/core/api-views";
import { NO_FEED_ADDRESS } from "@oracle-explorer/core/feeds";
import { apiPath, apiUrl } from "../../lib/api-resources.ts";

/**
 * The integrator panel's snippets (beyond the spec): how to read this feed from a contract, from
 * TypeScript and from a shell. Pure text builders, so every variant is unit-tested.
 */
export interface Snippet {
  readonly id: "solidity" | "viem" | "curl" | "abi";
  readonly label: string;
  readonly language: string;
  readonly code: string;
}

type SnippetFeed = Pick<
  FeedListItem,
  | "feed"
  | "contractAddress"
  | "feedAddress"
  | "isNonEvm"
  | "routeNetwork"
  | "routeToken"
  | "routeLayer"
  | "network"
>;

/** A feed contract with the Chainlink-style interface, or only the adapter (multi-feed rows). */
const hasFeedContract = (feed: SnippetFeed) =>
  feed.feedAddress !== NO_FEED_ADDRESS && feed.feedAddress !== "";

/** Contract names keep letters and digits only: "weETH_FUNDAMENTAL" → "ReadWeETHFUNDAMENTAL". */
const contractName = (feedId: string) =>
  `Read${feedId.replace(/[^A-Za-z0-9]/g, "").replace(/^./, (c) => c.toUpperCase())}`;

export const FEED_ABI = [
  "function decimals() view returns (uint8)",
  "function description() view returns (string)",
  "function latestRoundData() view returns (uint80 roundId, int256 answer, uint256 startedAt, uint256 updatedAt, uint80 answeredInRound)",
] as const;

export const ADAPTER_ABI = [
  "function getValueForDataFeed(bytes32 dataFeedId) view returns (uint256)",
  "function getBlockTimestampFromLatestUpdate() view returns (uint256)",
] as const;

/** The api URL that reads the feed on chain now. */
export function liveValueUrl(origin: string, feed: SnippetFeed): string {
  const path = apiPath(
    "feedValue",
    { network: feed.routeNetwork, token: feed.routeToken },
    { layer: feed.routeLayer || null },
  );
  return `${origin}${apiUrl(path)}`;
}

function soliditySnippet(feed: SnippetFeed): string {
  const name = contractName(feed.feed);
  if (hasFeedContract(feed)) {
    return `// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

interface AggregatorV3Interface {
  function decimals() external view returns (uint8);
  function latestRoundData()
    external view
    returns (uint80 roundId, int256 answer, uint256 startedAt, uint256 updatedAt, uint80 answeredInRound);
}

contract ${name} {
  // ${feed.feed} on ${feed.network.name}
  AggregatorV3Interface public constant FEED = AggregatorV3Interface(${feed.feedAddress});

  function latest() external view returns (int256 answer, uint256 updatedAt, uint8 decimals) {
    (, answer, , updatedAt, ) = FEED.latestRoundData();
    decimals = FEED.decimals();
  }
}`;
  }
  return `// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

interface IRedstoneAdapter {
  function getValueForDataFeed(bytes32 dataFeedId) external view returns (uint256);
}

contract ${name} {
  // ${feed.feed} on ${feed.network.name}: a multi-feed adapter, read by feed id (8 decimals)
  IRedstoneAdapter public constant ADAPTER = IRedstoneAdapter(${feed.contractAddress});

  function latest() external view returns (uint256 value) {
    value = ADAPTER.getValueForDataFeed(bytes32("${feed.feed}"));
  }
}`;
}

function viemSnippet(feed: SnippetFeed): string {
  const client = `import { createPublicClient, http, parseAbi, stringToHex } from "viem";

// Any RPC endpoint of ${feed.network.name} (chain id ${String(feed.network.id)})
const client = createPublicClient({ transport: http(process.env.RPC_URL) });
`;
  if (hasFeedContract(feed)) {
    return `${client}
const abi = parseAbi(${JSON.stringify(
      FEED_ABI.filter((line) => !line.includes("description")),
      null,
      2,
    )});
const [decimals, [, answer, , updatedAt]] = await Promise.all([
  client.readContract({ address: "${feed.feedAddress}", abi, functionName: "decimals" }),
  client.readContract({ address: "${feed.feedAddress}", abi, functionName: "latestRoundData" }),
]);
console.log(Number(answer) / 10 ** decimals, new Date(Number(updatedAt) * 1000));`;
  }
  return `${client}
const abi = parseAbi(["${ADAPTER_ABI[0]}"]);
const value = await client.readContract({
  address: "${feed.contractAddress}",
  abi,
  functionName: "getValueForDataFeed",
  args: [stringToHex("${feed.feed}", { size: 32 })],
});
console.log(Number(value) / 1e8);`;
}

export function integratorSnippets(feed: SnippetFeed, origin: string): Snippet[] {
  const curl: Snippet = {
    id: "curl",
    label: "curl",
    language: "shell",
    code: `curl -s '${liveValueUrl(origin, feed)}'`,
  };
  if (feed.isNonEvm) return [curl];
  const abi = hasFeedContract(feed) ? [...FEED_ABI, ...ADAPTER_ABI] : [...ADAPTER_ABI];
  return [
    { id: "solidity", label: "Solidity", language: "solidity", code: soliditySnippet(feed) },
    { id: "viem", label: "viem", language: "typescript", code: viemSnippet(feed) },
    curl,
    { id: "abi", label: "ABI", language: "json", code: JSON.stringify(abi, null, 2) },
  ];
}
