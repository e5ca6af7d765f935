import { z } from "zod";
import { TOKEN_SERIES_RANGES } from "../charts/token-series-ranges.ts";
import { POR_ASSETS, POR_CUSTODIANS } from "../proof-of-reserve/por-catalogue.ts";

/** Response schemas (view models) of the api's proof-of-reserve resources; types are inferred from them. */

export const porAssetView = z.enum(POR_ASSETS).meta({ id: "PorAsset" });
export const porCustodianView = z.enum(POR_CUSTODIANS).meta({ id: "PorCustodian" });

/** POR-06, POR-10: one asset's balance (whole units: reserves are read with 6 decimals, POR-05). */
export const porAssetAmountView = z
  .object({
    asset: porAssetView,
    // POR-12
    label: z.string().meta({ description: "USDT, USDC, BUIDL, BUIDL-I" }),
    value: z.number(),
  })
  .meta({ id: "PorAssetAmount" });

/** POR-07: one custodian's balance over every asset. */
export const porCustodianAmountView = z
  .object({ custodian: porCustodianView, value: z.number() })
  .meta({ id: "PorCustodianAmount" });

/** POR-09, POR-10: one custodian tab, one row per asset (zeros included). */
export const porCustodianTableView = z
  .object({
    custodian: porCustodianView,
    rows: z.array(porAssetAmountView),
    total: z.number(),
    // POR-14
    smallValueWarning: z
      .boolean()
      .meta({ description: "The tab's balances span more than 100×, should they be charted" }),
  })
  .meta({ id: "PorCustodianTable" });

/** The `{id}` path parameter: ROUTE-25 maps only "stablecoin". */
export const porParamsView = z.object({
  id: z
    .string()
    .min(1)
    .max(100)
    .meta({ description: 'Proof-of-reserve id; only "stablecoin" exists', example: "stablecoin" }),
});

/** Everything the proof-of-reserve dashboard shows (POR-01..14). */
export const proofOfReserveView = z
  .object({
    id: z.string(),
    // POR-15
    dataServiceId: z.string().meta({ description: "The data service whose gateway metadata was read" }),
    feedId: z.string(),
    roundTimestamp: z.number().meta({ description: "epoch ms of the signed round the balances come from" }),
    // POR-02
    ratioPercent: z
      .number()
      .nullable()
      .meta({ description: "porValue × 100; null when the feed carries no usable ratio" }),
    // POR-03
    grandTotal: z.number().meta({ description: "Every holder's balance of every asset" }),
    // POR-04
    totalSupply: z.number().meta({ description: "usdtbTotalSupply read with 18 decimals" }),
    // POR-08
    assetsInMotion: z.number().meta({ description: "usdtbAimValue read with 6 decimals" }),
    // POR-06
    assetDistribution: z.array(porAssetAmountView).meta({ description: "Donut chart" }),
    // POR-07
    custodianDistribution: z.array(porCustodianAmountView).meta({ description: "Bar chart" }),
    custodianTables: z.array(porCustodianTableView),
    // POR-14
    smallValueWarnings: z
      .object({ assetDistribution: z.boolean(), custodianDistribution: z.boolean() })
      .meta({ description: "Per chart: largest / smallest non-zero value > 100" }),
    // POR-13
    ignoredKeys: z
      .array(z.string())
      .meta({ description: "intermediateValues keys that name no holder/asset balance" }),
    fetchedAt: z.number().meta({ description: "epoch ms of the gateway read behind this answer" }),
    stale: z.boolean(),
    onChainFeeds: z
      .array(
        z.object({
          networkName: z.string(),
          routeNetwork: z.string(),
          routeToken: z.string(),
          routeLayer: z.string().nullable(),
        }),
      )
      .nullable()
      .meta({
        description:
          "The push feeds that carry the signed ratio on chain; null when the feeds list is unavailable",
      }),
  })
  .meta({ id: "ProofOfReserve", description: "A proof-of-reserve dashboard's data." });
export type ProofOfReserveView = z.infer<typeof proofOfReserveView>;

/** The signed reserve ratio over a range, from the data service's price history of the PoR feed. */
export const porRatioHistoryView = z
  .object({
    id: z.string(),
    dataServiceId: z.string(),
    feedId: z.string(),
    range: z.enum(TOKEN_SERIES_RANGES),
    points: z
      .array(z.object({ timestamp: z.number(), ratioPercent: z.number() }))
      .meta({ description: "Ascending; the signed value × 100 (1.02 = 102 %)" }),
  })
  .meta({ id: "ProofOfReserveRatioHistory", description: "The signed reserve ratio's history." });
export type PorRatioHistoryView = z.infer<typeof porRatioHistoryView>;
