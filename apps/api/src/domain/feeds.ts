import { shippedCatalogue } from "@oracle-explorer/catalogue";
import type { ApiWarning, FeedListItem, FeedsListView } from "@oracle-explorer/core/api-views";
import { DENOMINATIONS_WAIT_MS, FEED_DATA_WAIT_MS, MANIFESTS_WAIT_MS } from "@oracle-explorer/core/constants";
import {
  buildFeedRows,
  type FeedRow,
  findFeedEntry,
  publicFeedRows,
  routeVariantLabels,
  settleOnChainReads,
} from "@oracle-explorer/core/feeds";
import type { Price } from "@oracle-explorer/core/schemas";
import { POLICIES } from "../cache-policies.ts";
import type { ApiContext } from "../context.ts";
import { loadNetworkLookup, loadTokensCatalogue, shippedNetworkLookup } from "./catalogue.ts";
import { readFeedsOnChain } from "./chain-reads.ts";
import { signedPrice, toFeedListItem } from "./feed-list-item.ts";
import { loadAllPrices } from "./tokens.ts";
import { orWarning } from "./warnings.ts";
import { withinWait } from "./within-wait.ts";

/**
 * One public feed as one refresh derived it: its row (what the per-feed resources read: layer,
 * chain, explorer, triggers) and its list item (what the list and the feed page show). They
 * travel together, so whoever found one never has to look the other up.
 */
export interface FeedEntry {
  readonly row: FeedRow;
  readonly item: FeedListItem;
}

/** The public feeds and what went wrong deriving them (a failed optional upstream makes them partial). */
export interface LoadedFeeds {
  readonly feeds: readonly FeedEntry[];
  readonly warnings: readonly ApiWarning[];
  readonly generatedAt: number;
}

/** The feeds list resource (GET /feeds) of one derivation: the rows' list items. */
export function feedsListOf(loaded: LoadedFeeds): FeedsListView {
  return {
    feeds: loaded.feeds.map((feed) => feed.item),
    generatedAt: loaded.generatedAt,
    warnings: [...loaded.warnings],
  };
}

/** A SingleFeed URL's parts: the route forms of its network and feed, and ?layer= when shared. */
export interface FeedRef {
  network: string;
  token: string;
  layer?: string | undefined;
}

/** The feed a URL names, with the derivation it was found in (its time, its sibling feeds). */
export interface FoundFeed {
  readonly feed: FeedEntry;
  readonly loaded: LoadedFeeds;
}

/** ERROR-35: the manifests (relayer schema) wait ran out. */
export const MANIFESTS_FAILED = "Manifests failed to load";
/** ERROR-36: the feed data (relayed values) wait ran out. */
export const FEED_DATA_TIMEOUT = "Feed data not available after timeout";

/**
 * FEEDS-20..23: every public feed, row and list item, from the relayer schema (required), the catalogues (the
 * shipped copy stands in for a configured host that fails or is slow, so names and URLs never
 * change with it) and the relayed values (optional: without them rows lose their answers, and
 * say so in `warnings`). Cached as a whole for the relayed values' TTL, so a thousand
 * visitors cause one derivation and one read of each upstream per refresh.
 */
export function loadFeeds(ctx: ApiContext): Promise<LoadedFeeds> {
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
      const now = ctx.now();
      // Routes shared by more than one layer need the ?layer= qualifier and a word on how they differ.
      const variants = routeVariantLabels(visible, (row) => ({
        route: routeKey(row),
        layerId: row.layerId,
        isMultifeed: row.isMultifeed,
      }));
      const feeds = visible.map((built): FeedEntry => {
        const read = onChain.get(built);
        // FEEDS-23, DATA-48: the row as its reads left it, derived anew (built rows stay as built).
        const row = settleOnChainReads(built, read?.status === "read" ? read : null);
        const item = toFeedListItem(
          row,
          variants.get(built) ?? null,
          now,
          read?.status ?? "unsupported",
          signedPrice(signedBy.get(row.dataServiceId ?? ""), row.feedId),
        );
        return { row, item };
      });
      return { feeds, warnings, generatedAt: now };
    })
    .then((cached) => cached.value);
}

/**
 * FEED-01: the feed a SingleFeed URL names among the current feeds (one derivation per refresh,
 * shared with the list), or null for a 404. Every per-feed resource starts here.
 */
export async function findFeed(ctx: ApiContext, ref: FeedRef): Promise<FoundFeed | null> {
  const loaded = await loadFeeds(ctx);
  const feed = findFeedEntry(loaded.feeds, (entry) => entry.row, ref.network, ref.token, ref.layer);
  return feed ? { feed, loaded } : null;
}

const routeKey = (row: FeedRow) => `${row.routeNetwork}/${row.routeToken}`;
