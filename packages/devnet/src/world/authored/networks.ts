import { isTestnetName } from "@oracle-explorer/core";
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

/** key (slug), chain id, name, chain.name in relayer manifests, explorer URL, RPC URL (default: local). */
type NetworkRow = [
  key: string,
  chainId: number | string,
  name: string,
  relayerName: string,
  explorerUrl: string,
  rpcUrl?: string,
];

const NETWORK_ROWS: readonly NetworkRow[] = [
  // EVM mainnets
  ["ethereum", 1, "Ethereum Mainnet", "mainnet", "https://etherscan.io"],
  ["arbitrum", 42161, "Arbitrum One", "arbitrumOne", "https://arbiscan.io"],
  ["base", 8453, "Base", "base", "https://basescan.org"],
  ["optimism", 10, "Optimism", "optimism", "https://optimistic.etherscan.io"],
  ["polygon", 137, "Polygon", "polygon", "https://polygonscan.com"],
  ["avalanche", 43114, "Avalanche C-Chain", "avalanche", "https://snowtrace.io"],
  ["bnb", 56, "BNB Chain", "bnb", "https://bscscan.com"],
  ["berachain", 80094, "Berachain", "berachain", "https://berascan.com"],
  ["sonic", 146, "Sonic", "sonic", "https://sonicscan.org"],
  ["linea", 59144, "Linea", "linea", "https://lineascan.build"],
  ["scroll", 534352, "Scroll", "scroll", "https://scrollscan.com"],
  ["mantle", 5000, "Mantle", "mantle", "https://mantlescan.xyz"],
  ["hyperevm", 999, "HyperEVM", "hyperevm", "https://hyperevmscan.io"],
  ["megaeth", 4326, "MegaETH", "megaEth", "https://megaexplorer.xyz"],
  ["monad", 143, "Monad", "monad", "https://monadscan.com"],
  ["celo", 42220, "Celo", "celo", "https://celoscan.io"],
  ["unichain", 130, "Unichain", "unichain", "https://uniscan.xyz"],
  ["ink", 57073, "Ink", "ink", "https://explorer.inkonchain.com"],
  ["zksync", 324, "zkSync Era", "zksync", "https://era.zksync.network"],
  ["blast", 81457, "Blast", "blast", "https://blastscan.io"],
  ["fraxtal", 252, "Fraxtal", "fraxtal", "https://fraxscan.com"],
  ["etherlink", 42793, "Etherlink", "etherlink", "https://explorer.etherlink.com"],
  // EVM testnets: every name carries a marker isTestnetName knows (testnet, sepolia, fuji, amoy...)
  ["sepolia", 11155111, "Ethereum Sepolia", "sepolia", "https://sepolia.etherscan.io"],
  ["arbitrum-sepolia", 421614, "Arbitrum Sepolia", "arbitrumSepolia", "https://sepolia.arbiscan.io"],
  ["base-sepolia", 84532, "Base Sepolia", "base-sepolia", "https://sepolia.basescan.org"],
  ["berachain-testnet", 80069, "Berachain Testnet", "berachain-testnet", "https://testnet.berascan.com"],
  ["bnb-testnet", 97, "BNB Chain Testnet", "Smart Chain - Testnet", "https://testnet.bscscan.com"],
  ["avalanche-fuji", 43113, "Avalanche Fuji", "fuji", "https://testnet.snowtrace.io"],
  ["polygon-amoy", 80002, "Polygon Amoy", "amoy", "https://amoy.polygonscan.com"],
  ["monad-testnet", 10143, "Monad Testnet", "monadTestnet", "https://testnet.monadexplorer.com"],
  ["megaeth-testnet", 6343, "MegaETH Testnet", "megaEthTestnet", "https://megaexplorer.xyz/testnet"],
  // Non-EVM
  [
    "solana",
    "solana/1",
    "Solana Mainnet",
    "solana-mainnet",
    "https://explorer.solana.com",
    "https://api.mainnet-beta.solana.com",
  ],
  [
    "solana-devnet",
    "solana/3",
    "Solana Devnet",
    "solana-devnet",
    "https://explorer.solana.com",
    "https://api.devnet.solana.com",
  ],
  [
    "sui",
    "sui/1",
    "Sui Mainnet",
    "mainnet",
    "https://suiscan.xyz/mainnet",
    "https://fullnode.mainnet.sui.io",
  ],
  [
    "sui-testnet",
    "sui/2",
    "Sui Testnet",
    "testnet",
    "https://suiscan.xyz/testnet",
    "https://fullnode.testnet.sui.io",
  ],
  [
    "stellar",
    "stellar/1",
    "Stellar Mainnet",
    "stellar-mainnet",
    "https://stellar.expert/explorer/public",
    "https://soroban-rpc.mainnet.stellar.gateway.fm",
  ],
  [
    "stellar-testnet",
    "stellar/2",
    "Stellar Testnet",
    "stellar-testnet",
    "https://stellar.expert/explorer/testnet",
    "https://soroban-testnet.stellar.org",
  ],
  [
    "radix",
    "radix/1",
    "Radix Mainnet",
    "radix-mainnet",
    "https://dashboard.radixdlt.com",
    "https://mainnet.radixdlt.com",
  ],
  [
    "radix-stokenet",
    "radix/2",
    "Radix Stokenet",
    "radix-stokenet",
    "https://stokenet-dashboard.radixdlt.com",
    "https://stokenet.radixdlt.com",
  ],
  [
    "aptos",
    "aptos/1",
    "Aptos Mainnet",
    "aptos-mainnet",
    "https://explorer.aptoslabs.com",
    "https://fullnode.mainnet.aptoslabs.com/v1",
  ],
  [
    "movement",
    "movement/1",
    "Movement Mainnet",
    "movement-mainnet",
    "https://explorer.movementnetwork.xyz",
    "https://mainnet.movementnetwork.xyz/v1",
  ],
  [
    "canton",
    "canton/1",
    "Canton Mainnet",
    "canton-mainnet",
    "https://lighthouse.cantonloop.com",
    "https://canton.network",
  ],
];

/** The authored networks; the testnet flag is core's own reading of the name, so they never disagree. */
export function authoredNetworks(): WorldNetwork[] {
  return NETWORK_ROWS.map(([key, chainId, name, , explorerUrl, rpcUrl]) => ({
    key,
    chainId,
    name,
    explorerUrl,
    rpcUrl: rpcUrl ?? LOCAL_RPC_PLACEHOLDER,
    iconUrl: networkIconURI(key),
    isTestnet: isTestnetName(name),
  }));
}

/** What relayer manifests call a chain (chain.name), by chain id. */
export function relayerChainName(chainId: number | string): string {
  const row = NETWORK_ROWS.find(([, candidate]) => candidate === chainId);
  if (!row) throw new Error(`no authored network has chain id ${chainId}`);
  return row[3];
}
