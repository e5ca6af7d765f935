/** The assets, holders and custodians of the stablecoin proof of reserve (spec section 3). */

/** Asset keys of intermediateValues, in display order (POR-06). */
export const POR_ASSETS = ["usdt", "usdc", "buidl", "buidlI"] as const;
export type PorAsset = (typeof POR_ASSETS)[number];

/** POR-12: asset key → label. */
export const POR_ASSET_LABELS: Readonly<Record<PorAsset, string>> = {
  usdt: "USDT",
  usdc: "USDC",
  buidl: "BUIDL",
  buidlI: "BUIDL-I",
};

/** Holder keys of intermediateValues. */
export const POR_HOLDERS = [
  "CoinbaseWallet",
  "CoinbaseSecondWallet",
  "KomainuWallet",
  "ZodiaWallet",
  "CopperWallet",
  "MintingContract",
] as const;
export type PorHolder = (typeof POR_HOLDERS)[number];

/** POR-09, POR-11: custodians in display order. */
export const POR_CUSTODIANS = ["Coinbase", "Komainu", "Zodia", "Copper", "Mint & Redeem Contract"] as const;
export type PorCustodian = (typeof POR_CUSTODIANS)[number];

/** POR-11: holder → custodian; both Coinbase wallets belong to Coinbase (summed, decision). */
const POR_HOLDER_CUSTODIANS: Readonly<Record<PorHolder, PorCustodian>> = {
  CoinbaseWallet: "Coinbase",
  CoinbaseSecondWallet: "Coinbase",
  KomainuWallet: "Komainu",
  ZodiaWallet: "Zodia",
  CopperWallet: "Copper",
  MintingContract: "Mint & Redeem Contract",
};

/** POR-11: the holders whose balances make up a custodian, in catalogue order. */
export function holdersOfCustodian(custodian: PorCustodian): PorHolder[] {
  return POR_HOLDERS.filter((holder) => POR_HOLDER_CUSTODIANS[holder] === custodian);
}
