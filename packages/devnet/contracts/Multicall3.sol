// SPDX-License-Identifier: MIT
pragma solidity ^0.8.17;

/**
 * A Multicall3-compatible batcher (same ABI as the canonical contract at
 * 0xcA11bde05977b3631167028862bE2a173976CA11, where the devnet installs its runtime code), so
 * viem's multicall and any wallet library read a whole adapter in one eth_call.
 */
contract Multicall3 {
  struct Call {
    address target;
    bytes callData;
  }

  struct Call3 {
    address target;
    bool allowFailure;
    bytes callData;
  }

  struct Result {
    bool success;
    bytes returnData;
  }

  function aggregate(Call[] calldata calls) public payable returns (uint256 blockNumber, bytes[] memory returnData) {
    blockNumber = block.number;
    returnData = new bytes[](calls.length);
    for (uint256 i = 0; i < calls.length; i++) {
      (bool success, bytes memory data) = calls[i].target.call(calls[i].callData);
      require(success, "Multicall3: call failed");
      returnData[i] = data;
    }
  }

  function tryAggregate(bool requireSuccess, Call[] calldata calls) public payable returns (Result[] memory returnData) {
    returnData = new Result[](calls.length);
    for (uint256 i = 0; i < calls.length; i++) {
      (bool success, bytes memory data) = calls[i].target.call(calls[i].callData);
      if (requireSuccess) require(success, "Multicall3: call failed");
      returnData[i] = Result(success, data);
    }
  }

  function tryBlockAndAggregate(bool requireSuccess, Call[] calldata calls)
    public
    payable
    returns (uint256 blockNumber, bytes32 blockHash, Result[] memory returnData)
  {
    blockNumber = block.number;
    blockHash = blockhash(block.number);
    returnData = tryAggregate(requireSuccess, calls);
  }

  function blockAndAggregate(Call[] calldata calls)
    external
    payable
    returns (uint256 blockNumber, bytes32 blockHash, Result[] memory returnData)
  {
    (blockNumber, blockHash, returnData) = tryBlockAndAggregate(true, calls);
  }

  function aggregate3(Call3[] calldata calls) external payable returns (Result[] memory returnData) {
    returnData = new Result[](calls.length);
    for (uint256 i = 0; i < calls.length; i++) {
      Call3 calldata item = calls[i];
      (bool success, bytes memory data) = item.target.call(item.callData);
      if (!success && !item.allowFailure) {
        // Bubble the failing call's revert data, as the canonical contract does not: easier to debug.
        assembly {
          revert(add(data, 32), mload(data))
        }
      }
      returnData[i] = Result(success, data);
    }
  }

  function getBlockHash(uint256 blockNumber) external view returns (bytes32) {
    return blockhash(blockNumber);
  }

  function getBlockNumber() external view returns (uint256) {
    return block.number;
  }

  function getCurrentBlockCoinbase() external view returns (address) {
    return block.coinbase;
  }

  function getCurrentBlockGasLimit() external view returns (uint256) {
    return block.gaslimit;
  }

  function getCurrentBlockTimestamp() external view returns (uint256) {
    return block.timestamp;
  }

  function getEthBalance(address addr) external view returns (uint256) {
    return addr.balance;
  }

  function getLastBlockHash() external view returns (bytes32) {
    return blockhash(block.number - 1);
  }

  function getBasefee() external view returns (uint256) {
    return block.basefee;
  }

  function getChainId() external view returns (uint256) {
    return block.chainid;
  }
}
