export {
  holdersOfCustodian,
  POR_ASSET_LABELS,
  POR_ASSETS,
  POR_CUSTODIANS,
  POR_HOLDERS,
  type PorAsset,
  type PorCustodian,
  type PorHolder,
} from "./por-catalogue.ts";
export {
  assetDistribution,
  assetsInMotionAmount,
  collateralizationRatioPercent,
  custodianDistribution,
  custodianTables,
  grandTotal,
  type PorAssetAmount,
  type PorBalances,
  type PorCustodianAmount,
  type PorCustodianTable,
  type PorData,
  summariseProofOfReserve,
  totalSupplyAmount,
} from "./por-maths.ts";
export {
  formatUnits,
  parseRawAmount,
  type RawAmount,
  unitsToNumber,
} from "./raw-amount.ts";
export {
  hasSmallValueWarning,
  POR_SMALL_VALUE_WARNING,
} from "./small-value-warning.ts";
