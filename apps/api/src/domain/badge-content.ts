import type { ApiWarning } from "@oracle-explorer/core/api-views";
import {
  FRESHNESS_LABELS,
  type FreshnessStatus,
  feedFreshness,
  shortDuration,
} from "@oracle-explorer/core/feeds";
import { formatAnswer } from "@oracle-explorer/core/format";
import { priceDenomination } from "@oracle-explorer/core/prices";
import { MAX_PACKAGE_AGE_MS } from "@oracle-explorer/core/verification";
import type { CachePolicy } from "../cache.ts";
import { POLICIES } from "../cache-policies.ts";
import type { ApiContext } from "../context.ts";
import { UpstreamError } from "../upstream/upstream-error.ts";
import type { BadgeContent, BadgeTone } from "./badge-svg.ts";
import type { FoundFeed } from "./feeds.ts";
import { freshForSeconds } from "./freshness.ts";
import { tokenDetail } from "./token-prices.ts";
import type { TokenContext } from "./tokens.ts";
import { resolveVerificationTarget, verifyFeed } from "./verification.ts";
import { maxAgeFor, secondsOf, warningOf } from "./warnings.ts";

/**
 * What a feed's or a token's badge says (issue 30): its value as the pages format it, its
 * freshness as the pages judge it, and "verified N/M" (unique registered signers of the latest
 * signed packages, of the service's registered nodes) as "Verify live data" counts them. And how
 * long a browser (or an image proxy) may keep it: no longer than the api keeps what it shows.
 */

/** A badge's content and its Cache-Control max-age. */
export interface Badge {
  content: BadgeContent;
  maxAgeSeconds: number;
}

/** The value side when the value could not be read. */
export const VALUE_UNAVAILABLE = "value unavailable";

/** Separates the parts of a side. */
const SEP = " · ";

const TONES: Readonly<Record<FreshnessStatus, BadgeTone>> = {
  fresh: "good",
  instant: "good",
  "due-soon": "warning",
  "due-now": "warning",
  stale: "bad",
  unknown: "neutral",
};

/**
 * An age the badge can say: shortDuration's units from 2 min on (it rounds to whole minutes
 * there), "<2 min" below. A badge whose text moved each second would change its ETag each
 * second, and revalidation would never answer 304.
 */
function badgeAge(ms: number): string {
  return ms < 120_000 ? "<2 min" : shortDuration(ms);
}

/** "fresh <2 min", "stale 3 h", "instant"; null when nothing is known. */
function freshnessText(status: FreshnessStatus, ageMs: number | null): string | null {
  if (status === "unknown") return null;
  const label = FRESHNESS_LABELS[status].toLowerCase();
  return ageMs === null || status === "instant" ? label : `${label} ${badgeAge(ageMs)}`;
}

/** "verified 5/5": unique registered signers of the latest packages, of the registered nodes. */
interface VerifiedCount {
  signers: number;
  nodes: number;
}

/**
 * Verification is a gateway read and a signature recovery per package. Badges are asked far more
 * often than the Verify button is pressed, and by anyone, so a count is kept this long per feed
 * and service: one gateway read per feed per 30 s, however many pages embed its badge. A failed
 * read is kept as "unknown" as long, or an outage would cost one read per badge request.
 */
const VERIFIED_POLICY: CachePolicy = { ttlMs: 30_000, staleMs: 5 * 60_000 };

type VerifiedRead = { count: VerifiedCount | null } | { failed: ApiWarning };

async function verifiedCount(
  ctx: ApiContext,
  feedId: string,
  dataServiceId: string,
  warnings: ApiWarning[],
): Promise<VerifiedCount | null> {
  const { value } = await ctx.cache.get<VerifiedRead>(
    `badge-verified:${dataServiceId}:${feedId}`,
    VERIFIED_POLICY,
    async () => {
      try {
        const view = await verifyFeed(ctx, feedId, dataServiceId);
        // No packages at all: the gateway does not sign this feed; "verified 0/5" would mislead.
        return {
          count:
            view.packages.length === 0 ? null : { signers: view.uniqueSigners, nodes: view.registeredNodes },
        };
      } catch (error) {
        if (!(error instanceof UpstreamError)) throw error;
        console.warn(`api: a badge's verification is left out: ${error.message}`);
        return { failed: warningOf(error) };
      }
    },
  );
  if ("failed" in value) {
    warnings.push(value.failed);
    return null;
  }
  return value.count;
}

const verifiedText = (count: VerifiedCount | null) =>
  count === null ? null : `verified ${count.signers}/${count.nodes}`;

const message = (parts: readonly (string | null)[]) => parts.filter((part) => part !== null).join(SEP);

/** A push feed's badge: "ETH · Ethereum | $3,431.920 · fresh <2 min · verified 5/5". */
export async function feedBadge(ctx: ApiContext, found: FoundFeed): Promise<Badge> {
  const { row, item } = found.feed;
  const warnings: ApiWarning[] = [...found.loaded.warnings];
  const now = ctx.now();
  const freshness = feedFreshness(item, now);
  const count =
    row.dataServiceId === null ? null : await verifiedCount(ctx, item.feed, row.dataServiceId, warnings);
  const hasValue = item.answer !== null;
  return {
    content: {
      label: `${item.feed}${SEP}${item.network.name}`,
      message: message([
        hasValue ? formatAnswer(item.answer, item.denomination) : VALUE_UNAVAILABLE,
        hasValue ? freshnessText(freshness.status, freshness.ageMs) : null,
        verifiedText(count),
      ]),
      tone: hasValue ? TONES[freshness.status] : "neutral",
    },
    // As the feed's page resource: never longer than the api keeps the relayed values.
    maxAgeSeconds: maxAgeFor(
      warnings,
      freshForSeconds(
        { fetchedAt: found.loaded.generatedAt, stale: false },
        ctx.cache.capped(POLICIES.feedsAnswers).ttlMs,
        now,
      ),
    ),
  };
}

/**
 * A token's badge: its latest price from the token page's default provider, and how old it is.
 * A token has no heartbeat: its price counts as fresh while an adapter would still accept a
 * package that old (MAX_PACKAGE_AGE_MS, 3 min), the rule "Verify live data" checks too.
 */
export async function tokenBadge(ctx: ApiContext, token: TokenContext, provider: string): Promise<Badge> {
  const detail = await tokenDetail(ctx, token, provider);
  const warnings: ApiWarning[] = [...detail.warnings];
  const latest = detail.latest;
  const target = await resolveVerificationTarget(ctx, detail.symbol, undefined).catch((error: unknown) => {
    if (!(error instanceof UpstreamError)) throw error;
    warnings.push(warningOf(error));
    return null;
  });
  const count =
    target === null || "notFound" in target
      ? null
      : await verifiedCount(ctx, target.feedId, target.dataServiceId, warnings);
  const ageMs = latest === null ? null : Math.max(0, ctx.now() - latest.timestamp);
  const status: FreshnessStatus =
    ageMs === null ? "unknown" : ageMs <= MAX_PACKAGE_AGE_MS ? "fresh" : "stale";
  return {
    content: {
      label: detail.symbol,
      message: message([
        latest === null
          ? VALUE_UNAVAILABLE
          : formatAnswer(latest.value, priceDenomination(latest.provider, detail.denomination)),
        freshnessText(status, ageMs),
        verifiedText(count),
      ]),
      tone: TONES[status],
    },
    maxAgeSeconds: maxAgeFor(warnings, secondsOf(ctx.cache.capped(POLICIES.priceLatest))),
  };
}

/**
 * The badge of an id that names nothing: still an image, saying so. The id is not echoed: an
 * image on the explorer's domain must not say whatever its URL says ("Audited by …").
 */
export const notFoundBadge = (what: "feed" | "token"): BadgeContent => ({
  label: `unknown ${what}`,
  message: "not found",
  tone: "neutral",
});

/** The badge of a subject that could not be looked up (an upstream failed, nothing cached). */
export const unavailableBadge = (subject: string): BadgeContent => ({
  label: subject,
  message: VALUE_UNAVAILABLE,
  tone: "neutral",
});
