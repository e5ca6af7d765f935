// SPDX-License-Identifier: MIT
pragma solidity ^0.8.17;

import "./AdapterBase.sol";

/**
 * The adapter of a standard ("price-feeds") layer: a fixed list of feeds updated together by one
 * transaction, `updateDataFeedsValues(dataPackagesTimestamp)` with the RedStone payload appended
 * to the calldata, and one block timestamp for the whole layer.
 */
contract PriceFeedsAdapter is AdapterBase {
  bytes32[] private dataFeedIds;
  mapping(bytes32 => bool) private isLayerFeed;
  mapping(bytes32 => uint256) private values;
  /** Data packages time of the last update, ms. */
  uint64 private lastDataTimestamp;
  /** Block time of the last update, s. */
  uint64 private lastBlockTimestamp;
  uint64 private latestRoundId;

  error DataFeedIdNotFound(bytes32 dataFeedId);
  error DuplicateDataFeedId(bytes32 dataFeedId);
  error DataTimestampShouldBeNewerThanBefore(
    uint256 receivedTimestampMilliseconds,
    uint256 lastDataTimestampMilliseconds
  );
  error DataPackagesTimestampMismatch(uint256 proposedTimestamp, uint256 receivedTimestamp);

  constructor(
    address[] memory signers,
    bytes32[] memory layerDataFeedIds,
    uint8[] memory payloadDecimals,
    uint8[] memory storedDecimals
  ) AdapterBase(signers, layerDataFeedIds, payloadDecimals, storedDecimals) {
    for (uint256 i = 0; i < layerDataFeedIds.length; i++) {
      bytes32 dataFeedId = layerDataFeedIds[i];
      if (isLayerFeed[dataFeedId]) revert DuplicateDataFeedId(dataFeedId);
      isLayerFeed[dataFeedId] = true;
      dataFeedIds.push(dataFeedId);
    }
  }

  /** Writes every feed of the layer from the appended payload, whose packages carry `dataPackagesTimestamp` (ms). */
  function updateDataFeedsValues(uint256 dataPackagesTimestamp) external {
    if (dataPackagesTimestamp <= lastDataTimestamp) {
      revert DataTimestampShouldBeNewerThanBefore(dataPackagesTimestamp, lastDataTimestamp);
    }
    validateTimestamp(dataPackagesTimestamp);
    (uint256[] memory signedValues, uint256 receivedTimestamp) = getOracleNumericValuesAndTimestampFromTxMsg(
      dataFeedIds
    );
    if (receivedTimestamp != dataPackagesTimestamp) {
      revert DataPackagesTimestampMismatch(dataPackagesTimestamp, receivedTimestamp);
    }
    lastDataTimestamp = uint64(dataPackagesTimestamp);
    lastBlockTimestamp = uint64(block.timestamp);
    latestRoundId += 1;
    for (uint256 i = 0; i < signedValues.length; i++) {
      bytes32 dataFeedId = dataFeedIds[i];
      uint256 value = _toStoredDecimals(dataFeedId, signedValues[i]);
      values[dataFeedId] = value;
      emit ValueUpdate(value, dataFeedId, block.timestamp);
    }
  }

  function getDataFeedIds() external view returns (bytes32[] memory) {
    return dataFeedIds;
  }

  /** The last written value (0 before the first update); reverts for a feed the layer does not hold. */
  function getValueForDataFeed(bytes32 dataFeedId) public view returns (uint256) {
    if (!isLayerFeed[dataFeedId]) revert DataFeedIdNotFound(dataFeedId);
    return values[dataFeedId];
  }

  function getValuesForDataFeeds(bytes32[] calldata requestedDataFeedIds) external view returns (uint256[] memory) {
    uint256[] memory result = new uint256[](requestedDataFeedIds.length);
    for (uint256 i = 0; i < requestedDataFeedIds.length; i++) {
      result[i] = getValueForDataFeed(requestedDataFeedIds[i]);
    }
    return result;
  }

  function getBlockTimestampFromLatestUpdate() external view returns (uint256) {
    return lastBlockTimestamp;
  }

  function getDataTimestampFromLatestUpdate() external view returns (uint256) {
    return lastDataTimestamp;
  }

  function getLatestRoundId() external view returns (uint256) {
    return latestRoundId;
  }

  /** What a feed's price-feed contract reports: the layer's round, the value and its block time (s). */
  function getFeedRound(bytes32 dataFeedId) external view returns (uint256 roundId, uint256 value, uint256 blockTimestamp) {
    return (latestRoundId, getValueForDataFeed(dataFeedId), lastBlockTimestamp);
  }
}
