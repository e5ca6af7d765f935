import type { GatewayAccess, UpstreamUrls } from "@oracle-explorer/core/config";
import {
  chainConfigsSchema,
  historicalTvsSchema,
  networksFileSchema,
  nodeManifestSchema,
  onChainUpdatesSchema,
  oracleRegistrySchema,
  PERMAWEB_PENDING_TEXT,
  type PermawebTxStatus,
  parseFeedsAnswers,
  parseRelayerSchema,
  parseUpstream,
  permawebBlockSchema,
  permawebTxStatusSchema,
  pricesArraySchema,
  pricesBySymbolSchema,
  sourcesCatalogueSchema,
  sourcesReportSchema,
  toChartPoints,
  tokensCatalogueSchema,
  tvlPerClientSchema,
  tvsClientsSchema,
  tvsPerClientSchema,
  tvsSumSchema,
  type UpstreamResult,
} from "@oracle-explorer/core/schemas";
import { z } from "zod";
import { type UpstreamFetcher, withSchema } from "./fetch-json.ts";
import { createGatewayClient } from "./gateway-client.ts";

/** The status body is JSON once mined and the bare text "Pending" before (202). */
function parsePermawebStatus(body: unknown): UpstreamResult<PermawebTxStatus | "pending"> {
  if (typeof body !== "string") return { ok: false, error: "permaweb status: expected a text body" };
  if (body.trim() === PERMAWEB_PENDING_TEXT) return { ok: true, data: "pending" };
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return { ok: false, error: "permaweb status: neither JSON nor Pending" };
  }
  return parseUpstream(permawebTxStatusSchema, json, "permaweb status");
}

/** Per-call timeouts, ms: generous for the big payloads, tight for hot paths. */
export interface UpstreamTimeouts {
  small: number;
  large: number;
}
export const DEFAULT_TIMEOUTS: UpstreamTimeouts = { small: 4_000, large: 10_000 };

const query = (params: Record<string, string | number | undefined>) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined) search.set(key, String(value));
  return search.toString();
};

/**
 * FORMAT-01 (decision, truth over the letter): the aggregator is asked for every digit. With the
 * spec's "precision 2" PEPE ($0.0000049) came back as 0 and JPY ($0.00663) as 0.01, which the
 * page then showed as a price; display rounding is the formatters' job.
 */
const AGGREGATOR_PRECISION = "full";

/** A non-array price answer is warned about and read as empty (CALL-30). */
export const priceArray = (what: string) => (body: unknown) => {
  if (!Array.isArray(body)) {
    console.warn(`${what}: expected an array of prices, got ${typeof body}; treated as empty`);
    return { ok: true as const, data: [] };
  }
  return withSchema(pricesArraySchema, what)(body);
};

/**
 * Typed clients for every upstream of ../shared/upstream/CONTRACTS.md. Base URLs come from
 * product config (the devnet by default); every answer is validated before anyone reads it.
 */
export function createUpstreams(
  urls: UpstreamUrls,
  fetchJson: UpstreamFetcher,
  timeouts: UpstreamTimeouts = DEFAULT_TIMEOUTS,
  gatewayAccess: GatewayAccess = { perFeed: true, apiKey: null },
) {
  const gateway = createGatewayClient(urls.oracleGateway, gatewayAccess, fetchJson, timeouts.small);
  const catalogue = urls.catalogue;
  return {
    /** CALL-03; malformed layers are dropped one by one, and listed. */
    relayerSchema: () =>
      fetchJson({
        url: urls.relayerSchema,
        upstream: "relayer schema",
        timeoutMs: timeouts.large,
        parse: parseRelayerSchema,
      }),

    /** CALL-04; malformed answers are dropped one by one. */
    feedsAnswers: () =>
      fetchJson({
        url: `${urls.providerApi}/feeds-answers-update`,
        upstream: "feeds answers",
        timeoutMs: timeouts.small,
        parse: parseFeedsAnswers,
      }),

    /** CALL-10..12: a feed's on-chain updates as chart points. */
    onChainUpdates: (dataFeedId: string, adapterName: string, daysRange: number) =>
      fetchJson({
        url: `${urls.providerApi}/on-chain-updates?${query({ dataFeedId, adapterName, daysRange, interval: "10m" })}`,
        upstream: "on-chain updates",
        timeoutMs: timeouts.small,
        parse: (body) => {
          const parsed = withSchema(onChainUpdatesSchema, "on-chain updates")(body);
          return parsed.ok ? { ok: true as const, data: toChartPoints(parsed.data) } : parsed;
        },
      }),

    prices: {
      /** CALL-25: every symbol's latest price for a provider. */
      all: (provider: string) =>
        fetchJson({
          url: `${urls.providerApi}/prices?${query({ provider })}`,
          upstream: "prices",
          timeoutMs: timeouts.small,
          parse: withSchema(pricesBySymbolSchema, "prices"),
        }),
      /** CALL-26: one symbol's latest price. */
      latest: (symbol: string, provider: string) =>
        fetchJson({
          url: `${urls.providerApi}/prices?${query({ provider, symbol })}`,
          upstream: "prices",
          timeoutMs: timeouts.small,
          parse: priceArray("prices"),
        }),
      /** CALL-21..24: a time series, ascending. */
      series: (
        symbol: string,
        provider: string,
        fromTimestamp: number,
        toTimestamp: number,
        interval: number,
      ) =>
        fetchJson({
          url: `${urls.providerApi}/prices?${query({ provider, symbol, fromTimestamp, toTimestamp, interval, forceInflux: "true" })}`,
          upstream: "prices",
          timeoutMs: timeouts.small,
          parse: priceArray("prices"),
        }),
      /** CALL-27: newest first, paged. */
      history: (
        symbol: string,
        provider: string,
        fromTimestamp: number,
        toTimestamp: number,
        limit: number,
        offset: number,
      ) =>
        fetchJson({
          url: `${urls.providerApi}/prices?${query({ provider, symbol, fromTimestamp, toTimestamp, limit, offset })}`,
          upstream: "prices",
          timeoutMs: timeouts.small,
          parse: priceArray("prices"),
        }),
    },

    /** CALL-13: latest signed packages with source metadata, for some feeds. */
    gatewayMetadata: (dataServiceId: string, feedIds: readonly string[]) =>
      gateway.packages(dataServiceId, feedIds, { metadata: true }),

    /**
     * CALL-17: the latest signed packages of some feeds, without metadata (what a manual update
     * sends on chain): package id → one package per signer.
     */
    gatewayPackages: (dataServiceId: string, feedIds: readonly string[]) =>
      gateway.packages(dataServiceId, feedIds, { metadata: false }),

    /** A past round's signed packages (the indexer's read-back after downtime). */
    gatewayHistorical: (dataServiceId: string, timestamp: number, feedIds: readonly string[]) =>
      gateway.historical(dataServiceId, timestamp, feedIds),

    /** CALL-18: a node manifest by name (the CALL-19 `{}` fallback is the caller's). */
    manifest: (name: string) =>
      fetchJson({
        url: `${urls.manifests}/${encodeURIComponent(name)}.json`,
        upstream: "manifests",
        timeoutMs: timeouts.small,
        parse: withSchema(nodeManifestSchema, `manifest ${name}`),
      }),

    /** CALL-20 */
    registry: () =>
      fetchJson({
        url: urls.registry,
        upstream: "registry",
        timeoutMs: timeouts.small,
        parse: withSchema(oracleRegistrySchema, "registry"),
      }),

    /** CALL-34 */
    sourcesReport: () =>
      fetchJson({
        url: urls.sourcesReport,
        upstream: "sources report",
        timeoutMs: timeouts.small,
        parse: withSchema(sourcesReportSchema, "sources report"),
      }),

    /** The catalogue files of CATALOGUE_URL; null when the shipped copy is the catalogue. */
    catalogue:
      catalogue === null
        ? null
        : {
            tokens: () =>
              fetchJson({
                url: `${catalogue}/tokens.json`,
                upstream: "catalogue",
                timeoutMs: timeouts.small,
                parse: withSchema(tokensCatalogueSchema, "tokens catalogue"),
              }),
            sources: () =>
              fetchJson({
                url: `${catalogue}/sources.json`,
                upstream: "catalogue",
                timeoutMs: timeouts.small,
                parse: withSchema(sourcesCatalogueSchema, "sources catalogue"),
              }),
            networks: () =>
              fetchJson({
                url: `${catalogue}/networks.json`,
                upstream: "catalogue",
                timeoutMs: timeouts.small,
                parse: withSchema(networksFileSchema, "networks"),
              }),
            chainConfigs: () =>
              fetchJson({
                url: `${catalogue}/chain-configs.json`,
                upstream: "catalogue",
                timeoutMs: timeouts.small,
                parse: withSchema(chainConfigsSchema, "chain configs"),
              }),
          },

    /** CALL-35: a storage transaction's status ("Pending" text until mined), then its block. */
    permaweb: {
      txStatus: (tx: string) =>
        fetchJson({
          url: `${urls.permaweb}/tx/${encodeURIComponent(tx)}/status`,
          upstream: "permaweb",
          timeoutMs: timeouts.small,
          text: true,
          parse: parsePermawebStatus,
        }),
      block: (hash: string) =>
        fetchJson({
          url: `${urls.permaweb}/block/hash/${encodeURIComponent(hash)}`,
          upstream: "permaweb",
          timeoutMs: timeouts.small,
          parse: withSchema(permawebBlockSchema, "permaweb block"),
        }),
    },

    /** CALL-37..42: the five TVS reads. */
    tvs: {
      sum: () =>
        fetchJson({
          url: `${urls.tvs}/tvs-sum`,
          upstream: "tvs",
          timeoutMs: timeouts.small,
          text: true,
          parse: withSchema(tvsSumSchema, "tvs-sum"),
        }),
      perClient: () =>
        fetchJson({
          url: `${urls.tvs}/tvs-per-client`,
          upstream: "tvs",
          timeoutMs: timeouts.small,
          parse: withSchema(tvsPerClientSchema, "tvs-per-client"),
        }),
      tvlPerClient: () =>
        fetchJson({
          url: `${urls.tvs}/tvl-per-client`,
          upstream: "tvs",
          timeoutMs: timeouts.small,
          parse: withSchema(tvlPerClientSchema, "tvl-per-client"),
        }),
      historical: () =>
        fetchJson({
          url: `${urls.tvs}/historical-tvs`,
          upstream: "tvs",
          timeoutMs: timeouts.large,
          parse: withSchema(historicalTvsSchema, "historical-tvs"),
        }),
      clients: () =>
        fetchJson({
          url: `${urls.tvs}/clients`,
          upstream: "tvs",
          timeoutMs: timeouts.small,
          parse: withSchema(tvsClientsSchema, "clients"),
        }),
    },

    /** CALL-31..33: the CoinGecko-style aggregator, for the coingecko provider. */
    aggregator: {
      coinsList: () =>
        fetchJson({
          url: `${urls.priceAggregator}/coins/list`,
          upstream: "price aggregator",
          timeoutMs: timeouts.small,
          parse: withSchema(
            z.array(z.looseObject({ id: z.string(), symbol: z.string(), name: z.string() })),
            "coins list",
          ),
        }),
      simplePrice: (ids: readonly string[]) =>
        fetchJson({
          url: `${urls.priceAggregator}/simple/price?${query({ ids: ids.join(","), vs_currencies: "usd", precision: AGGREGATOR_PRECISION, include_last_updated_at: "true" })}`,
          upstream: "price aggregator",
          timeoutMs: timeouts.small,
          parse: withSchema(
            z.record(z.string(), z.looseObject({ usd: z.number(), last_updated_at: z.number().optional() })),
            "simple price",
          ),
        }),
      range: (id: string, fromSeconds: number, toSeconds: number) =>
        fetchJson({
          url: `${urls.priceAggregator}/coins/${encodeURIComponent(id)}/market_chart/range?${query({ vs_currency: "usd", from: fromSeconds, to: toSeconds, precision: AGGREGATOR_PRECISION })}`,
          upstream: "price aggregator",
          timeoutMs: timeouts.small,
          parse: withSchema(
            z.looseObject({ prices: z.array(z.tuple([z.number(), z.number()])) }),
            "market chart",
          ),
        }),
    },
  };
}

export type Upstreams = ReturnType<typeof createUpstreams>;
