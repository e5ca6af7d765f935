import type { PorRatioHistoryView, ProofOfReserveView } from "@oracle-explorer/core/api-views";
import type { TokenSeriesRange } from "@oracle-explorer/core/charts";
import { FEED_DATA_WAIT_MS } from "@oracle-explorer/core/constants";
import {
  collateralizationRatioPercent,
  hasSmallValueWarning,
  summariseProofOfReserve,
} from "@oracle-explorer/core/proof-of-reserve";
import {
  type DataPackagesResponse,
  extractFeedMetadata,
  parsePorIntermediateValues,
} from "@oracle-explorer/core/schemas";
import { POLICIES } from "../cache-policies.ts";
import type { ApiContext } from "../context.ts";
import type { ProofOfReserveMapping } from "../dashboards-config.ts";
import { UpstreamError } from "../upstream/upstream-error.ts";
import { loadFeeds } from "./feeds.ts";
import { serviceSeries } from "./prices.ts";
import { withinWait } from "./within-wait.ts";

/**
 * Keys of intermediateValues that are not balances: the supply, assets in motion and (if a node
 * sends it there) the ratio ride beside the balances under PorPayload's field names.
 */
const NON_BALANCE_KEYS = ["usdtbTotalSupply", "usdtbAimValue", "porValue"] as const;

type PorFigures = Omit<
  ProofOfReserveView,
  "id" | "dataServiceId" | "feedId" | "fetchedAt" | "stale" | "onChainFeeds"
>;

/** The aggregated value of the feed's package, i.e. the signed ratio (1.02 = 102 %). */
function signedRatio(response: DataPackagesResponse, feedId: string, roundTimestamp: number) {
  const packages = response[feedId] ?? [];
  const pkg = packages.find((p) => p.timestampMilliseconds === roundTimestamp) ?? packages[0];
  return pkg?.dataPoints.find((point) => point.dataFeedId === feedId)?.value ?? pkg?.dataPoints[0]?.value;
}

/**
 * CALL-14, CALL-15, POR-13: the dashboard's figures from a show-metadata answer: the feed's first
 * signed package (the second when the first lacks metadata), its first source that carries
 * intermediateValues, parsed into holder → asset balances. The ratio is porValue from those values
 * when present, else the package's signed value, else that source's own value. A feed without
 * any intermediateValues is a malformed answer: there is nothing to show but "no-data" (POR-17).
 */
export function proofOfReserveFigures(response: DataPackagesResponse, feedId: string): PorFigures {
  const metadata = extractFeedMetadata(response, feedId);
  const source = metadata
    ? Object.values(metadata.sources).find((entry) => entry.intermediateValues !== undefined)
    : undefined;
  const values = source?.intermediateValues;
  if (!metadata || !values) {
    throw new UpstreamError(
      "oracle gateway",
      "malformed",
      `no proof-of-reserve intermediateValues for ${feedId}`,
    );
  }
  const { balances, ignoredKeys } = parsePorIntermediateValues(values);
  const summary = summariseProofOfReserve({
    balances,
    usdtbTotalSupply: values.usdtbTotalSupply,
    usdtbAimValue: values.usdtbAimValue,
    porValue:
      values.porValue ?? signedRatio(response, feedId, metadata.timestampMilliseconds) ?? source.value,
  });
  return {
    roundTimestamp: metadata.timestampMilliseconds,
    ratioPercent: summary.ratioPercent,
    grandTotal: summary.grandTotal,
    totalSupply: summary.totalSupply,
    assetsInMotion: summary.assetsInMotion,
    assetDistribution: [...summary.assetDistribution],
    custodianDistribution: [...summary.custodianDistribution],
    custodianTables: summary.custodianTables.map((table) => ({
      ...table,
      rows: [...table.rows],
      smallValueWarning: hasSmallValueWarning(table.rows.map((row) => row.value)),
    })),
    smallValueWarnings: {
      assetDistribution: hasSmallValueWarning(summary.assetDistribution.map((entry) => entry.value)),
      custodianDistribution: hasSmallValueWarning(summary.custodianDistribution.map((entry) => entry.value)),
    },
    ignoredKeys: ignoredKeys.filter((key) => !(NON_BALANCE_KEYS as readonly string[]).includes(key)),
  };
}

/** Figures per gateway answer, derived once however many visitors share that cached answer. */
const figuresByResponse = new WeakMap<DataPackagesResponse, PorFigures>();

function figuresOf(response: DataPackagesResponse, feedId: string): PorFigures {
  let figures = figuresByResponse.get(response);
  if (!figures) {
    figures = proofOfReserveFigures(response, feedId);
    figuresByResponse.set(response, figures);
  }
  return figures;
}

/**
 * POR-15, CALL-44: one proof of reserve, read through the cached gateway metadata of its feed. An
 * answer without the feed's figures (a round in which its source failed) counts as a failed read,
 * inside the cached load: the last good figures keep being served, as for any upstream failure.
 */
export async function loadProofOfReserve(
  ctx: ApiContext,
  id: string,
  mapping: ProofOfReserveMapping,
): Promise<ProofOfReserveView> {
  const { dataServiceId, feedId } = mapping;
  const cached = await ctx.cache.get(
    `gateway-metadata:${dataServiceId}:${feedId}`,
    POLICIES.gatewayMetadata,
    async () => {
      const response = await ctx.upstreams.gatewayMetadata(dataServiceId, [feedId]);
      figuresOf(response, feedId);
      return response;
    },
  );
  return {
    id,
    dataServiceId,
    feedId,
    ...figuresOf(cached.value, feedId),
    fetchedAt: cached.fetchedAt,
    stale: cached.refreshFailed,
    onChainFeeds: await onChainFeedsOf(ctx, feedId),
  };
}

/**
 * The push feeds that carry a PoR feed on chain, from the feeds list (cached; its wait capped at
 * CONST-20's, so a slow list never holds the dashboard); null when the list is unavailable.
 */
async function onChainFeedsOf(ctx: ApiContext, feedId: string): Promise<ProofOfReserveView["onChainFeeds"]> {
  const loaded = await withinWait(loadFeeds(ctx), FEED_DATA_WAIT_MS, "feeds", "feeds list").catch(() => null);
  if (!loaded) return null;
  return loaded.feeds
    .filter(({ item }) => item.feed === feedId)
    .map(({ item }) => ({
      networkName: item.network.name,
      routeNetwork: item.routeNetwork,
      routeToken: item.routeToken,
      routeLayer: item.routeLayer,
    }));
}

/**
 * The signed ratio over a range: the mapped data service's price history of the PoR feed (the
 * value its nodes signed each round; the same cached series as that symbol's token chart). No
 * fallback provider: another service's ratio would not be this proof, so an empty history is an
 * empty chart.
 */
export async function loadPorRatioHistory(
  ctx: ApiContext,
  id: string,
  { dataServiceId, feedId }: ProofOfReserveMapping,
  range: TokenSeriesRange,
): Promise<PorRatioHistoryView> {
  const series = await serviceSeries(ctx, feedId, dataServiceId, range);
  const points = series.flatMap(({ timestamp, value }) => {
    const ratioPercent = collateralizationRatioPercent(value);
    return ratioPercent === null ? [] : [{ timestamp, ratioPercent }];
  });
  return { id, dataServiceId, feedId, range, points };
}
