import { POR_RESERVE_DECIMALS, POR_SUPPLY_DECIMALS } from "../constants.ts";
import { toFiniteNumber } from "../format/no-data.ts";
import {
  holdersOfCustodian,
  POR_ASSET_LABELS,
  POR_ASSETS,
  POR_CUSTODIANS,
  POR_HOLDERS,
  type PorAsset,
  type PorCustodian,
  type PorHolder,
} from "./por-catalogue.ts";
import { parseRawAmount, type RawAmount, unitsToNumber } from "./raw-amount.ts";

/** intermediateValues as parsed (POR-13): holder → asset → raw integer balance. */
export type PorBalances = Readonly<
  Record<string, Readonly<Record<string, RawAmount | null | undefined>> | null | undefined>
>;

/** POR-01: the proof-of-reserve data the dashboard needs. */
export type PorData = {
  readonly balances: PorBalances;
  /** Assets in motion, raw with 6 decimals (POR-08). */
  readonly usdtbAimValue: RawAmount | null | undefined;
  /** Stablecoin supply, raw with 18 decimals (POR-04). */
  readonly usdtbTotalSupply: RawAmount | null | undefined;
  /** Collateralization as a fraction (1.02 = 102%). */
  readonly porValue: number | string | null | undefined;
};

/**
 * POR-02: porValue × 100, or null (shown as missing) when porValue is not a finite, non-negative
 * number or numeric string.
 */
export function collateralizationRatioPercent(porValue: unknown): number | null {
  const value =
    typeof porValue === "number" || typeof porValue === "string" ? toFiniteNumber(porValue) : null;
  return value !== null && value >= 0 ? value * 100 : null;
}

/** POR-04: the total supply read with 18 decimals. */
export function totalSupplyAmount(raw: unknown): number {
  return unitsToNumber(parseRawAmount(raw), POR_SUPPLY_DECIMALS);
}

/** POR-08 (decision: "Aim" = assets in motion, decimals as for reserves): usdtbAimValue, 6 decimals. */
export function assetsInMotionAmount(raw: unknown): number {
  return unitsToNumber(parseRawAmount(raw), POR_RESERVE_DECIMALS);
}

/** A raw balance; a missing or malformed holder or asset entry reads as 0. */
function rawBalance(balances: PorBalances, holder: PorHolder, asset: PorAsset): bigint {
  if (balances === null || typeof balances !== "object" || !Object.hasOwn(balances, holder)) return 0n;
  const assets = balances[holder];
  if (assets === null || typeof assets !== "object" || !Object.hasOwn(assets, asset)) return 0n;
  return parseRawAmount(assets[asset]);
}

function sumRaw(balances: PorBalances, holders: readonly PorHolder[], assets: readonly PorAsset[]): bigint {
  let total = 0n;
  for (const holder of holders) for (const asset of assets) total += rawBalance(balances, holder, asset);
  return total;
}

/**
 * POR-03 (decision on definition): the sum of every catalogued holder's balance of every
 * catalogued asset, 6 decimals. Unknown holder or asset keys are ignored here as in the charts, so
 * the grand total equals the sum of either distribution.
 */
export function grandTotal(balances: PorBalances): number {
  return unitsToNumber(sumRaw(balances, POR_HOLDERS, POR_ASSETS), POR_RESERVE_DECIMALS);
}

export type PorAssetAmount = { readonly asset: PorAsset; readonly label: string; readonly value: number };

/** POR-06 data: each asset's total over all holders, USDT, USDC, BUIDL, BUIDL-I, zeros included. */
export function assetDistribution(balances: PorBalances): PorAssetAmount[] {
  return POR_ASSETS.map((asset) => ({
    asset,
    label: POR_ASSET_LABELS[asset],
    value: unitsToNumber(sumRaw(balances, POR_HOLDERS, [asset]), POR_RESERVE_DECIMALS),
  }));
}

export type PorCustodianAmount = { readonly custodian: PorCustodian; readonly value: number };

/** POR-07 data: each custodian's total over all assets, in POR-11 order (Coinbase wallets summed). */
export function custodianDistribution(balances: PorBalances): PorCustodianAmount[] {
  return POR_CUSTODIANS.map((custodian) => ({
    custodian,
    value: unitsToNumber(sumRaw(balances, holdersOfCustodian(custodian), POR_ASSETS), POR_RESERVE_DECIMALS),
  }));
}

export type PorCustodianTable = {
  readonly custodian: PorCustodian;
  /** One row per asset, in POR_ASSETS order, zeros included. */
  readonly rows: readonly PorAssetAmount[];
  readonly total: number;
};

/** POR-09, POR-10 data: one table per custodian tab, one row per asset with its balance. */
export function custodianTables(balances: PorBalances): PorCustodianTable[] {
  return POR_CUSTODIANS.map((custodian) => {
    const holders = holdersOfCustodian(custodian);
    return {
      custodian,
      rows: POR_ASSETS.map((asset) => ({
        asset,
        label: POR_ASSET_LABELS[asset],
        value: unitsToNumber(sumRaw(balances, holders, [asset]), POR_RESERVE_DECIMALS),
      })),
      total: unitsToNumber(sumRaw(balances, holders, POR_ASSETS), POR_RESERVE_DECIMALS),
    };
  });
}

type PorSummary = {
  readonly ratioPercent: number | null;
  readonly grandTotal: number;
  readonly totalSupply: number;
  readonly assetsInMotion: number;
  readonly assetDistribution: readonly PorAssetAmount[];
  readonly custodianDistribution: readonly PorCustodianAmount[];
  readonly custodianTables: readonly PorCustodianTable[];
};

/** Everything the proof-of-reserve dashboard shows, from one PorData. */
export function summariseProofOfReserve(data: PorData): PorSummary {
  return {
    ratioPercent: collateralizationRatioPercent(data.porValue),
    grandTotal: grandTotal(data.balances),
    totalSupply: totalSupplyAmount(data.usdtbTotalSupply),
    assetsInMotion: assetsInMotionAmount(data.usdtbAimValue),
    assetDistribution: assetDistribution(data.balances),
    custodianDistribution: custodianDistribution(data.balances),
    custodianTables: custodianTables(data.balances),
  };
}
