/**
 * Chain ids and families. EVM chains carry a numeric chain id; non-EVM chains a "family/n" string
 * (DATA-15, DATA-20), e.g. "solana/1", "sui/897796746", "stellar/2".
 */
export type ChainId = number | string;

/** Families named by DATA-20 plus those the real manifests use (aptos, canton, fuel). */
export const NON_EVM_FAMILIES = [
  "sui",
  "radix",
  "solana",
  "movement",
  "stellar",
  "aptos",
  "canton",
  "fuel",
] as const;
export type ChainFamily = "evm" | (typeof NON_EVM_FAMILIES)[number] | "other";

/** The family named by a string chain id's prefix, or "evm" for a number. */
export function chainFamily(chainId: ChainId): ChainFamily {
  if (typeof chainId === "number") return "evm";
  const slash = chainId.indexOf("/");
  if (slash < 0) return /^\d+$/.test(chainId) ? "evm" : "other";
  const prefix = chainId.slice(0, slash).toLowerCase();
  return (NON_EVM_FAMILIES as readonly string[]).includes(prefix) ? (prefix as ChainFamily) : "other";
}

/** The adapter type's non-EVM family (DATA-19: a type "containing" sui, radix, solana, movement or stellar). */
export function adapterFamily(adapterContractType: string | undefined): ChainFamily | null {
  const type = (adapterContractType ?? "").toLowerCase();
  return NON_EVM_FAMILIES.find((family) => type.includes(family)) ?? null;
}

/**
 * DATA-31: non-EVM when the adapter type names a non-EVM family or the chain id has a "family/"
 * prefix. Any "x/n" string id counts, so a family added upstream tomorrow is not read as EVM.
 */
export function isNonEvmChain(chainId: ChainId, adapterContractType?: string): boolean {
  if (adapterFamily(adapterContractType)) return true;
  return typeof chainId === "string" && chainId.includes("/");
}

/** A numeric chain id from a number or an all-digit string ("42161"); null otherwise. */
export function evmChainId(chainId: ChainId): number | null {
  if (typeof chainId === "number") return Number.isSafeInteger(chainId) ? chainId : null;
  return /^\d{1,15}$/.test(chainId) ? Number(chainId) : null;
}
