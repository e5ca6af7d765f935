// SPDX-License-Identifier: MIT
pragma solidity ^0.8.17;

import "./AdapterBase.sol";

/**
 * The adapter of a multi-feed layer (also fast-multi-feed and mento layers on the devnet): any
 * feed, each with its own last update, written by `updateDataFeedsValuesPartial(dataFeedsIds)`
 * with the RedStone payload appended to the calldata. A relayer pushes only the feeds whose
 * trigger fired.
 */
contract MultiFeedAdapter is AdapterBase {
  struct LastUpdate {
    uint256 value;
    /** Data packages time, ms. */
    uint64 dataTimestamp;
    /** Block time, s. */
    uint64 blockTimestamp;
    uint64 roundId;
  }

  mapping(bytes32 => LastUpdate) private lastUpdates;

  error NoDataFeedIds();
  error DataFeedTimestampShouldBeNewerThanBefore(
    bytes32 dataFeedId,
    uint256 receivedTimestampMilliseconds,
    uint256 lastDataTimestampMilliseconds
  );

  constructor(
    address[] memory signers,
    bytes32[] memory decimalsFeedIds,
    uint8[] memory payloadDecimals,
    uint8[] memory storedDecimals
  ) AdapterBase(signers, decimalsFeedIds, payloadDecimals, storedDecimals) {}

  function updateDataFeedsValuesPartial(bytes32[] memory dataFeedsIds) external {
    if (dataFeedsIds.length == 0) revert NoDataFeedIds();
    (uint256[] memory signedValues, uint256 dataTimestamp) = getOracleNumericValuesAndTimestampFromTxMsg(
      dataFeedsIds
    );
    validateTimestamp(dataTimestamp);
    for (uint256 i = 0; i < dataFeedsIds.length; i++) {
      bytes32 dataFeedId = dataFeedsIds[i];
      LastUpdate storage last = lastUpdates[dataFeedId];
      if (dataTimestamp <= last.dataTimestamp) {
        revert DataFeedTimestampShouldBeNewerThanBefore(dataFeedId, dataTimestamp, last.dataTimestamp);
      }
      uint256 value = _toStoredDecimals(dataFeedId, signedValues[i]);
      last.value = value;
      last.dataTimestamp = uint64(dataTimestamp);
      last.blockTimestamp = uint64(block.timestamp);
      last.roundId += 1;
      emit ValueUpdate(value, dataFeedId, block.timestamp);
    }
  }

  /** The last written value, 0 before the first update. */
  function getValueForDataFeed(bytes32 dataFeedId) public view returns (uint256) {
    return lastUpdates[dataFeedId].value;
  }

  function getValuesForDataFeeds(bytes32[] calldata dataFeedIds) external view returns (uint256[] memory) {
    uint256[] memory result = new uint256[](dataFeedIds.length);
    for (uint256 i = 0; i < dataFeedIds.length; i++) {
      result[i] = lastUpdates[dataFeedIds[i]].value;
    }
    return result;
  }

  function getBlockTimestampFromLatestUpdate(bytes32 dataFeedId) external view returns (uint256) {
    return lastUpdates[dataFeedId].blockTimestamp;
  }

  function getDataTimestampFromLatestUpdate(bytes32 dataFeedId) external view returns (uint256) {
    return lastUpdates[dataFeedId].dataTimestamp;
  }

  function getLastUpdateDetails(bytes32 dataFeedId)
    external
    view
    returns (uint256 lastDataTimestamp, uint256 lastBlockTimestamp, uint256 lastValue)
  {
    LastUpdate storage last = lastUpdates[dataFeedId];
    return (last.dataTimestamp, last.blockTimestamp, last.value);
  }

  /** What a feed's price-feed contract reports: the feed's update count, its value and block time (s). */
  function getFeedRound(bytes32 dataFeedId) external view returns (uint256 roundId, uint256 value, uint256 blockTimestamp) {
    LastUpdate storage last = lastUpdates[dataFeedId];
    return (last.roundId, last.value, last.blockTimestamp);
  }
}
