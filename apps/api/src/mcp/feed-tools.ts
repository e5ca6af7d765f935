import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { feedReliabilityWindowView } from "@oracle-explorer/core/api-views";
import { feedHref } from "@oracle-explorer/core/app-routes";
import { FRESHNESS_LABELS, feedFreshness, NO_FEED_ADDRESS } from "@oracle-explorer/core/feeds";
import { formatPrice } from "@oracle-explorer/core/format";
import { feedSubject, parseSubject } from "@oracle-explorer/core/history";
import { z } from "zod";
import type { ApiContext } from "../context.ts";
import { loadFeedDetail } from "../domain/feed-detail.ts";
import { feedReliability } from "../domain/feed-reliability.ts";
import { type FoundFeed, loadFeeds } from "../domain/feeds.ts";
import { resolveVerificationTarget, verifyFeed } from "../domain/verification.ts";
import { answer, type LinkTo, NotFoundError, toolResult } from "./tool-results.ts";

const feedId = z
  .string()
  .trim()
  .min(1)
  .max(300)
  .describe(
    'A push feed\'s id as search returns it: "feed:<layerId>/<feedId>", e.g. "feed:ethMultiFeed/ETH"',
  );

/** The push feed a "feed:<layerId>/<feedId>" id names among the current feeds. */
async function findPushFeed(ctx: ApiContext, id: string): Promise<FoundFeed> {
  const parsed = parseSubject(id);
  if (parsed?.type !== "feed") {
    throw new NotFoundError(
      `"${id}" is not a push feed id: use "feed:<layerId>/<feedId>" as search returns it.`,
    );
  }
  const loaded = await loadFeeds(ctx);
  const feed = loaded.feeds.find(
    (entry) => feedSubject(entry.row.layerId, entry.row.feedId) === `feed:${parsed.key}`,
  );
  if (!feed) throw new NotFoundError(`No push feed "${id}": search for it by symbol or network.`);
  return { feed, loaded };
}

const durationOut = z.number().nullable();

const pushFeedOutput = z.object({
  id: z.string(),
  feed: z.string(),
  network: z.object({ chainId: z.string(), name: z.string() }),
  layerId: z.string(),
  dataServiceId: z.string().nullable(),
  contractAddress: z.string(),
  /** The feed contract; null where the adapter is read directly. */
  feedAddress: z.string().nullable(),
  answer: z.number().nullable(),
  denomination: z.string(),
  /** When the answer was written, epoch ms, and its age in seconds when read. */
  answerTimestamp: z.number().nullable(),
  ageSeconds: durationOut,
  /** Where the answer was read: on chain, from the provider's api, or nowhere. */
  answerSource: z.enum(["chain", "api", "none"]),
  triggers: z.object({
    deviationPercent: z.number().nullable(),
    heartbeatMs: z.number().nullable(),
    cron: z.array(z.string()).nullable(),
  }),
  /** The feed page's freshness badge: its status and why, in a sentence. */
  freshness: z.object({
    status: z.enum(["fresh", "due-soon", "due-now", "stale", "instant", "unknown"]),
    reason: z.string(),
    /** Age against the heartbeat (1 = due now); for a cron feed, the share of the gap between runs. */
    heartbeatUsed: z.number().nullable(),
    /** How much of the deviation threshold the latest signed value has used (1 = it fires). */
    deviationUsed: z.number().nullable(),
  }),
  /** The data service's latest signed value, which the deviation trigger compares with. */
  signedValue: z.number().nullable(),
  url: z.string(),
  warnings: z.array(z.string()),
});

const reliabilityOutput = z.object({
  id: z.string(),
  feed: z.string(),
  network: z.string(),
  /** 7 d and 30 d, from the indexer's record of the feed's on-chain updates. */
  windows: z.array(feedReliabilityWindowView),
  /** The oldest update the record holds; null before the indexer read any. */
  recordedFrom: z.number().nullable(),
  lastUpdateAt: z.number().nullable(),
  url: z.string(),
});

const verificationOutput = z.object({
  feedId: z.string(),
  dataServiceId: z.string(),
  status: z.enum(["verified", "partial", "failed"]),
  verdict: z.string(),
  uniqueSigners: z.number().int(),
  requiredSigners: z.number().int(),
  registeredNodes: z.number().int(),
  /** The median of the values that passed every check. */
  median: z.number().nullable(),
  checkedAt: z.number(),
  packages: z.array(
    z.object({
      signedAt: z.number(),
      value: z.number().nullable(),
      claimedSigner: z.string(),
      recoveredSigner: z.string().nullable(),
      node: z.string().nullable(),
      valid: z.boolean(),
      /** The checks it failed, in words (signature, registered, fresh, unique). */
      failed: z.array(z.string()),
    }),
  ),
});

const seconds = (ms: number) => Math.max(0, Math.round(ms / 1000));

/** get_push_feed, get_feed_reliability and verify_feed: a push feed's page and its Verify panel. */
export function registerFeedTools(server: McpServer, ctx: ApiContext, link: LinkTo): void {
  server.registerTool(
    "get_push_feed",
    {
      title: "A push feed's state on its chain",
      description:
        "A push feed's latest on-chain answer, its age, its triggers (deviation, heartbeat, cron) and whether it is fresh, with its contract addresses.",
      inputSchema: z.object({ id: feedId }),
      outputSchema: pushFeedOutput,
      annotations: { readOnlyHint: true, openWorldHint: true },
    },
    (args) =>
      answer("get_push_feed", async () => {
        const found = await findPushFeed(ctx, args.id);
        const { body } = await loadFeedDetail(ctx, found);
        const { row } = found.feed;
        const item = body.feed;
        const now = ctx.now();
        const freshness = feedFreshness(item, now);
        const result = {
          id: feedSubject(row.layerId, row.feedId),
          feed: item.feed,
          network: { chainId: String(item.network.id), name: item.network.name },
          layerId: item.layerId,
          dataServiceId: body.dataServiceId,
          contractAddress: item.contractAddress,
          feedAddress: item.feedAddress === NO_FEED_ADDRESS ? null : item.feedAddress,
          answer: item.answer,
          denomination: item.denomination,
          answerTimestamp: item.answerTimestamp,
          ageSeconds: item.answerTimestamp === null ? null : seconds(now - item.answerTimestamp),
          answerSource: item.answerSource,
          triggers: {
            deviationPercent: row.triggers.deviationPercentage,
            heartbeatMs: row.triggers.timeSinceLastUpdateInMilliseconds,
            cron: row.triggers.cron,
          },
          freshness: {
            status: freshness.status,
            reason: freshness.reason,
            heartbeatUsed: freshness.heartbeatUsed,
            deviationUsed: freshness.deviationUsed,
          },
          signedValue: item.signedValue,
          url: link(feedHref(item)),
          warnings: body.warnings.map((warning) => warning.message),
        };
        const value =
          item.answer === null
            ? "no answer could be read"
            : `${formatPrice(item.answer)} ${item.denomination}${item.answerTimestamp === null ? "" : `, written ${new Date(item.answerTimestamp).toISOString()}`}`;
        return toolResult(
          result,
          `${item.feed} on ${item.network.name}: ${value}; ${FRESHNESS_LABELS[freshness.status].toLowerCase()} (${freshness.reason}).`,
        );
      }),
  );

  server.registerTool(
    "get_feed_reliability",
    {
      title: "A push feed's record",
      description:
        "How a push feed kept its promises over 7 and 30 days, from the indexer's record: updates per day, what triggered them, heartbeat misses, the longest wait, deviation overshoot and lag.",
      inputSchema: z.object({ id: feedId }),
      outputSchema: reliabilityOutput,
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    (args) =>
      answer("get_feed_reliability", async () => {
        const found = await findPushFeed(ctx, args.id);
        const { row, item } = found.feed;
        const view = await feedReliability(ctx, row);
        const result = {
          id: feedSubject(row.layerId, row.feedId),
          feed: row.feedId,
          network: row.network.name,
          windows: view.windows,
          recordedFrom: view.recordedFrom,
          lastUpdateAt: view.recent[0]?.at ?? null,
          url: link(feedHref(item)),
        };
        const week = view.windows[0];
        const text =
          view.recordedFrom === null || week === undefined
            ? `${row.feedId} on ${row.network.name}: no update recorded yet.`
            : `${row.feedId} on ${row.network.name} over ${week.window}: ${week.updates} updates${
                // null: the feed has no heartbeat to miss, which is not "0 misses".
                week.heartbeatMisses === null ? "" : `, ${week.heartbeatMisses} heartbeat misses`
              }, ${week.beyondThreshold} of ${week.deviationUpdates} deviation updates beyond the threshold.`;
        return toolResult(result, text);
      }),
  );

  server.registerTool(
    "verify_feed",
    {
      title: "Verify a feed's latest signed packages",
      description:
        "Fetches a feed's latest signed data packages from the oracle gateway, recovers each signer from its signature, matches it with the data service's registered nodes and checks freshness and uniqueness: the explorer's Verify panel.",
      inputSchema: z.object({
        feedId: z
          .string()
          .trim()
          .min(1)
          .max(120)
          .describe('The data feed id the nodes sign: "ETH", "BTC", "USDC" (a token\'s symbol)'),
        service: z
          .string()
          .regex(/^[A-Za-z0-9._-]{1,80}$/)
          .optional()
          .describe('Data service id, e.g. "redstone-primary-prod"; default the one listing the feed'),
      }),
      outputSchema: verificationOutput,
      annotations: { readOnlyHint: true, openWorldHint: true },
    },
    (args) =>
      answer("verify_feed", async () => {
        const target = await resolveVerificationTarget(ctx, args.feedId, args.service);
        if ("notFound" in target) throw new NotFoundError(target.notFound);
        const view = await verifyFeed(ctx, target.feedId, target.dataServiceId);
        const result = {
          feedId: view.feedId,
          dataServiceId: view.dataServiceId,
          status: view.verdict.status,
          verdict: view.verdict.text,
          uniqueSigners: view.uniqueSigners,
          requiredSigners: view.requiredSigners,
          registeredNodes: view.registeredNodes,
          median: view.median,
          checkedAt: view.checkedAt,
          packages: view.packages.map((pkg) => ({
            signedAt: pkg.timestamp,
            value: pkg.value,
            claimedSigner: pkg.claimedSigner,
            recoveredSigner: pkg.recoveredSigner,
            node: pkg.node?.name ?? null,
            valid: pkg.valid,
            failed: pkg.checks.filter((check) => !check.pass).map((check) => `${check.id}: ${check.text}`),
          })),
        };
        const median =
          view.median === null ? "" : ` Median of the valid values: ${formatPrice(view.median)}.`;
        return toolResult(result, `${view.feedId} (${view.dataServiceName}): ${view.verdict.text}${median}`);
      }),
  );
}
