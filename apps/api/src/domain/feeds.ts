import { shippedCatalogue } from "@oracle-explorer/catalogue";
import {
  type ApiWarning,
  buildFeedRows,
  type CronScheduleFacts,
  cronSchedule,
  DENOMINATIONS_WAIT_MS,
  explorerAddressUrl,
  FEED_DATA_WAIT_MS,
  type FeedListItem,
  type FeedRow,
  MANIFESTS_WAIT_MS,
  type Price,
  publicFeedRows,
} from "@oracle-explorer/core";
import { POLICIES } from "../cache-policies.ts";
import type { ApiContext } from "../context.ts";
import { UpstreamError } from "../upstream/upstream-error.ts";
import { loadNetworkLookup, loadTokensCatalogue, shippedNetworkLookup } from "./catalogue.ts";
import { type OnChainStatus, readFeedsOnChain } from "./chain-reads.ts";
import { loadAllPrices } from "./tokens.ts";
import { orWarning } from "./warnings.ts";

/** Feed rows and what went wrong building them (a failed optional upstream makes them partial). */
export interface FeedRowsResult {
  rows: FeedRow[];
  /** The rows as list items, in the same order, built once per refresh. */
  items: FeedListItem[];
  warnings: ApiWarning[];
  generatedAt: number;
}

/** ERROR-35: the manifests (relayer schema) wait ran out. */
export const MANIFESTS_FAILED = "Manifests failed to load";
/** ERROR-36: the feed data (relayed values) wait ran out. */
export const FEED_DATA_TIMEOUT = "Feed data not available after timeout";

/**
 * A read that gives up after `ms` with an UpstreamError timeout (CALL-46..48). The read itself
 * goes on in the cache, so the list's next attempt (the web retries 2 s later, CALL-45) finds it.
 */
export function withinWait<T>(read: Promise<T>, ms: number, upstream: string, message: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new UpstreamError(upstream, "timeout", message)), ms);
  });
  // A read that fails after the wait ended is the cache's to log; it must not go unhandled here.
  read.catch(() => undefined);
  return Promise.race([read, timeout]).finally(() => clearTimeout(timer));
}

/** Rewrites a devnet-relative image path to the api's same-origin asset route. */
export const assetUrl = (uri: string | null | undefined): string | null =>
  !uri ? null : uri.startsWith("/") ? `/api/v1/assets${uri}` : uri;

/**
 * FEEDS-20..23: every public feed row, from the relayer schema (required), the catalogues (the
 * shipped copy stands in for a configured host that fails or is slow, so names and URLs never
 * change with it) and the relayed values (optional: without them rows lose their answers, and
 * say so in `warnings`). Cached as a whole for the relayed values' TTL, so a thousand
 * visitors cause one derivation and one read of each upstream per refresh.
 */
export function loadFeedRows(ctx: ApiContext): Promise<FeedRowsResult> {
  const { cache, upstreams } = ctx;
  return cache
    .get("feeds:rows", POLICIES.feedsAnswers, async () => {
      const warnings: ApiWarning[] = [];
      const schema = (
        await withinWait(
          cache.get("relayer-schema", POLICIES.relayerSchema, upstreams.relayerSchema),
          MANIFESTS_WAIT_MS,
          "relayer schema",
          MANIFESTS_FAILED,
        )
      ).value;
      const catalogueFile = <T>(read: Promise<T>, what: string) =>
        withinWait(
          read,
          DENOMINATIONS_WAIT_MS,
          "catalogue",
          `${what} not loaded within ${DENOMINATIONS_WAIT_MS} ms`,
        );
      // A layer left out is a partly malformed relayer schema: said, not fatal.
      const layerLeftOut = (layerId: string, error: unknown): void => {
        warnings.push({
          upstream: "relayer schema",
          failure: "malformed",
          message: `layer ${layerId} left out: ${String(error)}`,
        });
      };
      for (const { layerId, error } of schema.rejected) layerLeftOut(layerId, error);
      // The catalogue files and the network lookup of domain/catalogue.ts: one read and one version
      // of each file for all pages. A catalogue that does not come in time is no warning: the
      // shipped copy stands in, so rows keep their names and their URLs.
      const [networkFor, catalogue, answers] = await Promise.all([
        catalogueFile(loadNetworkLookup(ctx), "network names").catch(() => shippedNetworkLookup(ctx)),
        catalogueFile(loadTokensCatalogue(ctx), "token names").catch(() => shippedCatalogue().tokens),
        orWarning(
          withinWait(
            cache.get("feeds-answers", POLICIES.feedsAnswers, upstreams.feedsAnswers),
            FEED_DATA_WAIT_MS,
            "feeds answers",
            FEED_DATA_TIMEOUT,
          ),
          warnings,
          "relayed values",
        ),
      ]);
      const rows = buildFeedRows(schema.schema, {
        networkFor,
        tokenFor: (feedId) => {
          const token = Object.hasOwn(catalogue, feedId) ? catalogue[feedId] : undefined;
          return token ? { name: token.name, logoURI: token.logoURI } : undefined;
        },
        answers: answers?.value.answers,
        now: ctx.now(),
        onLayerError: layerLeftOut,
      });
      const visible = publicFeedRows(rows);
      // FEEDS-23: the on-chain value once read; the relayed value where the chain is not reachable.
      // The latest signed value of each row's data service, for trigger proximity (one cached
      // read per service), alongside the chain reads.
      const services = [...new Set(visible.map((row) => row.dataServiceId).filter((id) => id !== null))];
      const [onChain, signed] = await Promise.all([
        readFeedsOnChain(visible, ctx.health, ctx.config.chainReads),
        Promise.all(services.map(async (id) => [id, await loadAllPrices(ctx, id)] as const)),
      ]);
      const signedBy = new Map<string, Readonly<Record<string, Price>> | null>();
      for (const [id, prices] of signed) {
        signedBy.set(id, prices.value);
        if (prices.warning && !warnings.some((w) => w.upstream === prices.warning?.upstream))
          warnings.push(prices.warning);
      }
      for (const row of visible) {
        const read = onChain.get(row);
        if (read?.status === "read" && read.value !== null) {
          row.answer = read.value;
          row.timestamp = read.timestamp ?? row.timestamp;
        }
        // DATA-48: both reads ended, in success or failure.
        row.loaders = { feedDataValue: false, blockTimestamp: false };
      }
      const now = ctx.now();
      // Routes shared by more than one layer need the ?layer= qualifier (counted once, O(n)).
      const routeCounts = new Map<string, number>();
      for (const row of visible) routeCounts.set(routeKey(row), (routeCounts.get(routeKey(row)) ?? 0) + 1);
      const items = visible.map((row) =>
        toFeedListItem(
          row,
          (routeCounts.get(routeKey(row)) ?? 0) > 1,
          now,
          onChain.get(row)?.status ?? "unsupported",
          signedPrice(signedBy.get(row.dataServiceId ?? ""), row.feedId),
        ),
      );
      return { rows: visible, items, warnings, generatedAt: now };
    })
    .then((cached) => cached.value);
}

/** When a row's next heartbeat is due: last update + heartbeat, or the schedule's next run. */
function nextBeatAt(row: FeedRow, schedule: CronScheduleFacts | null): number | null {
  if (schedule) return schedule.nextRuns[0] ?? null;
  if (row.heartbeatPeriodMs === null || row.timestamp === null) return null;
  return row.timestamp + row.heartbeatPeriodMs;
}

function signedPrice(
  prices: Readonly<Record<string, Price>> | null | undefined,
  feedId: string,
): Price | null {
  return prices && Object.hasOwn(prices, feedId) ? (prices[feedId] ?? null) : null;
}

const routeKey = (row: FeedRow) => `${row.routeNetwork}/${row.routeToken}`;

/** The compact list item of a row (what the feeds table and the single feed page show). */
export function toFeedListItem(
  row: FeedRow,
  sharesRoute: boolean,
  now: number,
  onChain: OnChainStatus,
  signed: Price | null = null,
): FeedListItem {
  const answer = row.answer ?? row.apiValues.value;
  // Evaluated with the list, so its runs are as fresh as the answer beside them.
  const schedule = row.triggers.cron ? cronSchedule(row.triggers.cron, now) : null;
  return {
    feed: row.feed,
    tokenName: row.token_name,
    logo: assetUrl(row.token_image.logoURI),
    denomination: row.denomination,
    network: { ...row.network, image: assetUrl(row.network.image) },
    routeNetwork: row.routeNetwork,
    routeToken: row.routeToken,
    routeLayer: sharesRoute ? row.layerId : null,
    layerId: row.layerId,
    contractType: row.contractType,
    contractAddress: row.contractAddress,
    feedAddress: row.feedAddress,
    explorerAddressUrl: explorerAddressUrl(row.explorer, row.contractAddress),
    deviation: row.deviation,
    heartbeatMs: row.heartbeatPeriodMs,
    heartbeatTitle: row.heartbeatTitle,
    cron: row.triggers.cron,
    schedule,
    nextBeatAt: nextBeatAt(row, schedule),
    isPerun: row.isPerun,
    answer,
    answerTimestamp: row.timestamp,
    answerSource: row.answer !== null ? "chain" : answer !== null ? "api" : "none",
    onChain,
    popularity: row.popularity,
    isFundamentalFeed: row.isFundamentalFeed,
    isTwap30: row.isTwap30,
    isTwap60: row.isTwap60,
    isMultifeed: row.isMultifeed,
    isNonEvm: row.isNonEvm,
    feedUpdateModalSupported: row.feedUpdateModalSupported,
    signedValue: signed?.value ?? null,
    signedTimestamp: signed?.timestamp ?? null,
  };
}
