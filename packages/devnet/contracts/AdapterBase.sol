// SPDX-License-Identifier: MIT
pragma solidity ^0.8.17;

import "@redstone-finance/evm-connector/contracts/core/RedstoneConsumerNumericBase.sol";

/**
 * What the devnet's adapters share: signer authorisation as the real adapters do it (a fixed set
 * of node addresses given at deployment, at least 3 unique signers per value, the median of their
 * values) and the scaling of signed values. A signed data point carries its token's decimals (6
 * for USDC, 18 for DAI...); adapters store every value with 8 decimals, as readers of RedStone
 * adapters expect, unless a feed was deployed with other stored decimals (sUSDe_RATE_PROVIDER: 18).
 */
abstract contract AdapterBase is RedstoneConsumerNumericBase {
  uint8 internal constant UNIQUE_SIGNERS_THRESHOLD = 3;
  uint8 internal constant DEFAULT_DECIMALS = 8;

  struct FeedDecimals {
    uint8 payload;
    uint8 stored;
    bool configured;
  }

  address[] private authorisedSigners;
  /** Signer address → its index + 1 (0: not authorised). */
  mapping(address => uint256) private signerIndexPlusOne;
  mapping(bytes32 => FeedDecimals) private feedDecimals;

  event ValueUpdate(uint256 value, bytes32 dataFeedId, uint256 updatedAt);

  error InvalidSignersCount(uint256 count);
  error InvalidSigner(address signer);
  error DecimalsLengthMismatch();
  error InvalidDecimals(bytes32 dataFeedId);

  constructor(
    address[] memory signers,
    bytes32[] memory decimalsFeedIds,
    uint8[] memory payloadDecimals,
    uint8[] memory storedDecimals
  ) {
    // The signers bitmap of the connector holds 256 bits; fewer than the threshold could never update.
    if (signers.length < UNIQUE_SIGNERS_THRESHOLD || signers.length > 255) {
      revert InvalidSignersCount(signers.length);
    }
    for (uint256 i = 0; i < signers.length; i++) {
      address signer = signers[i];
      if (signer == address(0) || signerIndexPlusOne[signer] != 0) revert InvalidSigner(signer);
      signerIndexPlusOne[signer] = i + 1;
      authorisedSigners.push(signer);
    }
    if (decimalsFeedIds.length != payloadDecimals.length || decimalsFeedIds.length != storedDecimals.length) {
      revert DecimalsLengthMismatch();
    }
    for (uint256 i = 0; i < decimalsFeedIds.length; i++) {
      if (payloadDecimals[i] > 36 || storedDecimals[i] > 36) revert InvalidDecimals(decimalsFeedIds[i]);
      feedDecimals[decimalsFeedIds[i]] = FeedDecimals(payloadDecimals[i], storedDecimals[i], true);
    }
  }

  function getAuthorisedSignerIndex(address receivedSigner) public view virtual override returns (uint8) {
    uint256 indexPlusOne = signerIndexPlusOne[receivedSigner];
    if (indexPlusOne == 0) revert SignerNotAuthorised(receivedSigner);
    return uint8(indexPlusOne - 1);
  }

  function getUniqueSignersThreshold() public view virtual override returns (uint8) {
    return UNIQUE_SIGNERS_THRESHOLD;
  }

  function getAuthorisedSigners() external view returns (address[] memory) {
    return authorisedSigners;
  }

  /** Decimals of the stored value of a feed (8 unless deployed otherwise). */
  function getDataFeedDecimals(bytes32 dataFeedId) public view returns (uint8) {
    FeedDecimals memory decimals = feedDecimals[dataFeedId];
    return decimals.configured ? decimals.stored : DEFAULT_DECIMALS;
  }

  function _toStoredDecimals(bytes32 dataFeedId, uint256 signedValue) internal view returns (uint256) {
    FeedDecimals memory decimals = feedDecimals[dataFeedId];
    uint8 payload = decimals.configured ? decimals.payload : DEFAULT_DECIMALS;
    uint8 stored = decimals.configured ? decimals.stored : DEFAULT_DECIMALS;
    if (stored >= payload) return signedValue * 10 ** (stored - payload);
    return signedValue / 10 ** (payload - stored);
  }
}
