import { shippedCatalogue } from "@oracle-explorer/catalogue";
import { networkIconURI } from "../logos.ts";
import type { WorldNetwork } from "../types.ts";

/**
 * The chains the relayer layers live on. EVM chains point at one local RPC placeholder: nothing
 * reads them until the local-chain work starts anvil nodes and replaces these URLs per chain.
 * Non-EVM chains are never read by the explorer, so they keep their public endpoints.
 * `relayerName` is what relayer manifests write as chain.name (free text, not unique: Ethereum and
 * Sui are both "mainnet", as upstream).
 */
export const LOCAL_RPC_PLACEHOLDER = "http://127.0.0.1:8545";

/**
 * Chain id, chain.name as relayer manifests write it, and for chains the explorer never reads
 * (non-EVM) their public RPC. Names, keys, testnet flags and explorers come from the network
 * directory the product ships, so the devnet and the explorer name every chain alike.
 */
type NetworkRow = [chainId: number | string, relayerName: string, rpcUrl?: string];

const NETWORK_ROWS: readonly NetworkRow[] = [
  [1, "mainnet"],
  [42161, "arbitrumOne"],
  [8453, "base"],
  [10, "optimism"],
  [137, "polygon"],
  [43114, "avalanche"],
  [56, "bnb"],
  [80094, "berachain"],
  [146, "sonic"],
  [59144, "linea"],
  [534352, "scroll"],
  [5000, "mantle"],
  [999, "hyperevm"],
  [4326, "megaEth"],
  [143, "monad"],
  [42220, "celo"],
  [130, "unichain"],
  [57073, "ink"],
  [324, "zksync"],
  [81457, "blast"],
  [252, "fraxtal"],
  [42793, "etherlink"],
  [11155111, "sepolia"],
  [421614, "arbitrumSepolia"],
  [84532, "base-sepolia"],
  [80069, "berachain-testnet"],
  [97, "Smart Chain - Testnet"],
  [43113, "fuji"],
  [80002, "amoy"],
  [10143, "monadTestnet"],
  [6343, "megaEthTestnet"],
  ["solana/1", "solana-mainnet", "https://api.mainnet-beta.solana.com"],
  ["solana/3", "solana-devnet", "https://api.devnet.solana.com"],
  ["sui/897796746", "mainnet", "https://fullnode.mainnet.sui.io"],
  ["sui/1282977196", "testnet", "https://fullnode.testnet.sui.io"],
  ["stellar/1", "stellar-mainnet", "https://soroban-rpc.mainnet.stellar.gateway.fm"],
  ["stellar/2", "stellar-testnet", "https://soroban-testnet.stellar.org"],
  ["radix/1", "radix-mainnet", "https://mainnet.radixdlt.com"],
  ["radix/2", "radix-stokenet", "https://stokenet.radixdlt.com"],
  ["aptos/1", "aptos-mainnet", "https://fullnode.mainnet.aptoslabs.com/v1"],
  ["movement/126", "movement-mainnet", "https://mainnet.movementnetwork.xyz/v1"],
  ["canton/1", "canton-mainnet", "https://canton.network"],
];

/** The authored networks, as the shipped directory describes them. */
export function authoredNetworks(): WorldNetwork[] {
  const directory = shippedCatalogue().networks;
  return NETWORK_ROWS.map(([chainId, , rpcUrl]) => {
    const network = directory[String(chainId)];
    if (!network) throw new Error(`the network directory has no chain ${chainId}`);
    return {
      key: network.key,
      chainId,
      name: network.name,
      explorerUrl: network.explorerUrl ?? "",
      rpcUrl: rpcUrl ?? LOCAL_RPC_PLACEHOLDER,
      iconUrl: networkIconURI(network.key),
      isTestnet: network.testnet,
    };
  });
}

/** What relayer manifests call a chain (chain.name), by chain id. */
export function relayerChainName(chainId: number | string): string {
  const row = NETWORK_ROWS.find(([candidate]) => candidate === chainId);
  if (!row) throw new Error(`no authored network has chain id ${chainId}`);
  return row[1];
}
