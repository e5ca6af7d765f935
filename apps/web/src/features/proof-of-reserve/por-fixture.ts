import type { PorRatioHistoryView, ProofOfReserveView } from "@oracle-explorer/core/api-views";
import { apiNotFound, resourceHandler } from "../../test/api-handlers.ts";
import { installApi } from "../../test/api-server.ts";

/**
 * Test support for the proof-of-reserve dashboard: a view shaped as the api sends it (balances
 * already read with 6 decimals, supply with 18), with Coinbase's two wallets summed (POR-11).
 */

type Amounts = readonly [usdt: number, usdc: number, buidl: number, buidlI: number];

const LABELS = [
  ["usdt", "USDT"],
  ["usdc", "USDC"],
  ["buidl", "BUIDL"],
  ["buidlI", "BUIDL-I"],
] as const;

const rows = (amounts: Amounts) =>
  LABELS.map(([asset, label], index) => ({ asset, label, value: amounts[index] ?? 0 }));
const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

export const CUSTODIAN_AMOUNTS: readonly [
  ProofOfReserveView["custodianTables"][number]["custodian"],
  Amounts,
][] = [
  ["Coinbase", [0, 48_251_250.5, 822_400_000, 0]],
  ["Komainu", [0, 0, 155_000_000, 42_300_000]],
  ["Zodia", [12.75, 0, 120_500_000, 0]],
  ["Copper", [0, 17_350_000, 100_000_000, 20_000_000]],
  ["Mint & Redeem Contract", [86_500_000, 46_968_442.123456, 0, 0]],
];

export function porView(overrides: Partial<ProofOfReserveView> = {}): ProofOfReserveView {
  const tables = CUSTODIAN_AMOUNTS.map(([custodian, amounts]) => ({
    custodian,
    rows: rows(amounts),
    total: sum(amounts),
    smallValueWarning: false,
  }));
  const assetDistribution = LABELS.map(([asset, label], index) => ({
    asset,
    label,
    value: sum(CUSTODIAN_AMOUNTS.map(([, amounts]) => amounts[index] ?? 0)),
  }));
  return {
    id: "stablecoin",
    dataServiceId: "redstone-primary-prod",
    feedId: "USDtb_POR",
    roundTimestamp: 1_725_321_600_000,
    ratioPercent: 100.400806155,
    grandTotal: sum(tables.map((table) => table.total)),
    totalSupply: 1_452_000_000,
    assetsInMotion: 3_500_000,
    assetDistribution,
    custodianDistribution: tables.map((table) => ({ custodian: table.custodian, value: table.total })),
    custodianTables: tables,
    smallValueWarnings: { assetDistribution: false, custodianDistribution: false },
    ignoredKeys: [],
    fetchedAt: 1_725_321_610_000,
    stale: false,
    onChainFeeds: [],
    ...overrides,
  };
}

type Answer = () => ProofOfReserveView | Response | Promise<ProofOfReserveView | Response>;

/** The signed ratio's history as the api sends it: `ratios` (percent) one hour apart, oldest first. */
export function ratioHistoryView(
  range: PorRatioHistoryView["range"],
  ratios: readonly number[],
  end = 1_725_321_600_000,
): PorRatioHistoryView {
  return {
    id: "stablecoin",
    dataServiceId: "redstone-primary-prod",
    feedId: "USDtb_POR",
    range,
    points: ratios.map((ratioPercent, index) => ({
      timestamp: end - (ratios.length - 1 - index) * 3_600_000,
      ratioPercent,
    })),
  };
}

/** What the page's provenance part reads besides the dashboard; left out, each is the api's 404. */
export interface PorExtras {
  /** /api/v1/proof-of-reserve/stablecoin/ratio-history?range=…, by the range asked. */
  ratioHistory?: (range: PorRatioHistoryView["range"]) => PorRatioHistoryView | Response;
}

/**
 * The fake api: /api/v1/proof-of-reserve/stablecoin answers `answer()`, and its ratio history
 * what `extras` gives; anything else is a 404.
 */
export function mockPorApi(answer: Answer = () => porView(), extras: PorExtras = {}) {
  return installApi(
    resourceHandler("proofOfReserve", ({ params }) => (params.id === "stablecoin" ? answer() : undefined)),
    resourceHandler("porRatioHistory", ({ params, query }) =>
      params.id === "stablecoin"
        ? extras.ratioHistory?.((query.get("range") ?? "7d") as PorRatioHistoryView["range"])
        : undefined,
    ),
    apiNotFound,
  );
}
