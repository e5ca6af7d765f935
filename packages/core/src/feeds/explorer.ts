import { OBJECT_PREFIX_CHAIN_ID } from "../constants.ts";
import { type ChainFamily, type ChainId, chainFamily, evmChainId } from "./chain-family.ts";

/** How a network's block explorer links an address and a transaction (feed row's `explorer`). */
export interface ExplorerLinks {
  name: string;
  explorerUrl: string;
  /** Path segment before an address: "address", "object", "contract", "component" or "account". */
  prefix: string;
  /** Query appended to address links, e.g. "?cluster=devnet" for Solana's devnet. */
  getParameters: string;
  /** Path between explorerUrl and a tx hash, with its slashes, e.g. "/tx/". */
  txSlug: string;
}

/**
 * DATA-37..41: the address prefix for a chain. Aptos (beyond the spec's families) is "account":
 * its explorers have no "address" path.
 */
export function explorerPrefix(chainId: ChainId, family: ChainFamily = chainFamily(chainId)): string {
  if (family === "sui" || family === "movement" || evmChainId(chainId) === OBJECT_PREFIX_CHAIN_ID)
    return "object";
  if (family === "stellar") return "contract";
  if (family === "radix") return "component";
  if (family === "solana" || family === "aptos") return "account";
  return "address";
}

/** Transaction path per family (decision; the spec names txSlug but not its values). */
export function explorerTxSlug(family: ChainFamily): string {
  if (family === "radix") return "/transaction/";
  if (family === "sui") return "/txblock/";
  // The Aptos explorer and Movement's (a fork of it) name transactions "txn".
  if (family === "aptos" || family === "movement") return "/txn/";
  return "/tx/";
}

const trimSlash = (url: string) => url.replace(/\/+$/, "");

/** FEED-04 (decision on shape): explorerUrl/prefix/address + getParameters; null without an explorer. */
export function explorerAddressUrl(explorer: ExplorerLinks, address: string): string | null {
  if (!explorer.explorerUrl || !address) return null;
  return `${trimSlash(explorer.explorerUrl)}/${explorer.prefix}/${encodeURIComponent(address)}${explorer.getParameters}`;
}

/**
 * FEED-17 (decision on shape): a tx link is explorerUrl + txSlug + tx hash (+ getParameters); the
 * parts around the hash, for clients that build links for many hashes: base + hash + suffix. Null
 * without an explorer.
 */
export function explorerTxLinkParts(explorer: ExplorerLinks): { base: string; suffix: string } | null {
  if (!explorer.explorerUrl) return null;
  return { base: `${trimSlash(explorer.explorerUrl)}${explorer.txSlug}`, suffix: explorer.getParameters };
}
