// SPDX-License-Identifier: MIT
pragma solidity ^0.8.17;

/** The part of an adapter a price-feed contract reads (both devnet adapters implement it). */
interface IFeedSource {
  function getFeedRound(bytes32 dataFeedId) external view returns (uint256 roundId, uint256 value, uint256 blockTimestamp);

  function getDataFeedDecimals(bytes32 dataFeedId) external view returns (uint8);
}

/**
 * One feed of an adapter behind the Chainlink aggregator interface (`latestRoundData`,
 * `decimals`, `description`), as RedStone's per-feed contracts expose it. It holds no value of its
 * own: every read goes to the adapter.
 */
contract PriceFeed {
  IFeedSource private immutable adapter;
  bytes32 private immutable dataFeedId;
  string private feedDescription;

  constructor(address adapterAddress, bytes32 feedId, string memory descriptionText) {
    adapter = IFeedSource(adapterAddress);
    dataFeedId = feedId;
    feedDescription = descriptionText;
  }

  function getDataFeedId() external view returns (bytes32) {
    return dataFeedId;
  }

  function getPriceFeedAdapter() external view returns (address) {
    return address(adapter);
  }

  function decimals() external view returns (uint8) {
    return adapter.getDataFeedDecimals(dataFeedId);
  }

  function description() external view returns (string memory) {
    return feedDescription;
  }

  function version() external pure returns (uint256) {
    return 1;
  }

  function latestRoundData()
    public
    view
    returns (uint80 roundId, int256 answer, uint256 startedAt, uint256 updatedAt, uint80 answeredInRound)
  {
    (uint256 round, uint256 value, uint256 blockTimestamp) = adapter.getFeedRound(dataFeedId);
    roundId = uint80(round);
    answer = int256(value);
    startedAt = blockTimestamp;
    updatedAt = blockTimestamp;
    answeredInRound = roundId;
  }

  function latestAnswer() external view returns (int256 answer) {
    (, answer, , , ) = latestRoundData();
  }

  function latestRound() external view returns (uint80 roundId) {
    (roundId, , , , ) = latestRoundData();
  }
}
