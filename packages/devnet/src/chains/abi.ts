import { parseAbi } from "viem";

/**
 * The functions the devnet calls, as typed fragments (viem infers argument and result types from
 * them). artifacts.test.ts checks every fragment against the compiled ABI, so they cannot drift.
 */

export const priceFeedsAdapterAbi = parseAbi([
  "function getDataFeedIds() view returns (bytes32[])",
  "function getValueForDataFeed(bytes32 dataFeedId) view returns (uint256)",
  "function getValuesForDataFeeds(bytes32[] dataFeedIds) view returns (uint256[])",
  "function getBlockTimestampFromLatestUpdate() view returns (uint256)",
  "function getDataTimestampFromLatestUpdate() view returns (uint256)",
  "function getUniqueSignersThreshold() view returns (uint8)",
  "function getAuthorisedSignerIndex(address receivedSigner) view returns (uint8)",
  "function updateDataFeedsValues(uint256 dataPackagesTimestamp)",
  "event ValueUpdate(uint256 value, bytes32 dataFeedId, uint256 updatedAt)",
]);

export const multiFeedAdapterAbi = parseAbi([
  "function getValueForDataFeed(bytes32 dataFeedId) view returns (uint256)",
  "function getValuesForDataFeeds(bytes32[] dataFeedIds) view returns (uint256[])",
  "function getBlockTimestampFromLatestUpdate(bytes32 dataFeedId) view returns (uint256)",
  "function getDataTimestampFromLatestUpdate(bytes32 dataFeedId) view returns (uint256)",
  "function getLastUpdateDetails(bytes32 dataFeedId) view returns (uint256 lastDataTimestamp, uint256 lastBlockTimestamp, uint256 lastValue)",
  "function getUniqueSignersThreshold() view returns (uint8)",
  "function getAuthorisedSignerIndex(address receivedSigner) view returns (uint8)",
  "function updateDataFeedsValuesPartial(bytes32[] dataFeedsIds)",
  "event ValueUpdate(uint256 value, bytes32 dataFeedId, uint256 updatedAt)",
]);

export const priceFeedAbi = parseAbi([
  "function decimals() view returns (uint8)",
  "function description() view returns (string)",
  "function getDataFeedId() view returns (bytes32)",
  "function latestRoundData() view returns (uint80 roundId, int256 answer, uint256 startedAt, uint256 updatedAt, uint80 answeredInRound)",
]);

/** Where chains keep Multicall3: the canonical address, so viem's and wallets' chain definitions work as-is. */
export const MULTICALL3_ADDRESS = "0xcA11bde05977b3631167028862bE2a173976CA11";
