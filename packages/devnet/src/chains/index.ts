export { MULTICALL3_ADDRESS, multiFeedAdapterAbi, priceFeedAbi, priceFeedsAdapterAbi } from "./abi.ts";
export { type AnvilProcess, PortInUseError, startAnvil } from "./anvil-process.ts";
export { type ContractName, loadArtifact } from "./artifacts.ts";
export { type ChainClients, createChainClients, RELAYER_KEY_INDEX } from "./chain-clients.ts";
export {
  type ChainsSettings,
  DEFAULT_CHAIN_IDS,
  findAnvilBinary,
  readChainsEnv,
  type SimulatedNetwork,
  selectNetworks,
} from "./chain-selection.ts";
export { bytes32ToFeedId, feedIdToBytes32, payloadDecimalsOf, storedDecimalsOf } from "./feed-values.ts";
export { adapterTypeOf, type LayerPlan, planLayers } from "./layer-plan.ts";
export type { LayerFeedState } from "./layer-reader.ts";
export { type LayerWrite, readLayerWrites } from "./layer-writes.ts";
export { type LocalChains, startLocalChains } from "./local-chains.ts";
export { revertReason } from "./revert-reason.ts";
export { encodeUpdateCall, pickSigners, signedPackagesFor, withRedstonePayload } from "./update-payload.ts";
