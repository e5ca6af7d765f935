import {
  FEED_DEFAULT_DECIMALS,
  SUSDE_RATE_PROVIDER_DECIMALS,
  SUSDE_RATE_PROVIDER_FEED_ID,
} from "../constants.ts";
import { toFiniteNumber } from "../format/no-data.ts";

/** DATA-45: feed decimals — 10 for the sUSDe rate provider, 8 for every other feed. */
export function feedDecimals(feedId: string): number {
  return feedId === SUSDE_RATE_PROVIDER_FEED_ID ? SUSDE_RATE_PROVIDER_DECIMALS : FEED_DEFAULT_DECIMALS;
}

const HEX = /^0x[0-9a-fA-F]{1,64}$/;

/**
 * DATA-46: an on-chain value (uint256 hex, scaled by the feed's decimals) as a number in human
 * units. BigInt keeps the integer exact before the one division. Null for anything not hex.
 */
export function decodeFeedValue(hex: string, decimals: number): number | null {
  if (!HEX.test(hex)) return null;
  const raw = BigInt(hex);
  const scale = 10n ** BigInt(Math.max(0, Math.min(36, Math.trunc(decimals))));
  const whole = raw / scale;
  const fraction = raw % scale;
  return Number(whole) + Number(fraction) / Number(scale);
}

/** DATA-46: an on-chain timestamp (hex unix seconds) as epoch ms. Null for anything not hex or 0. */
export function decodeFeedTimestamp(hex: string): number | null {
  if (!HEX.test(hex)) return null;
  const seconds = Number(BigInt(hex));
  return seconds > 0 && Number.isSafeInteger(seconds * 1000) ? seconds * 1000 : null;
}

/** Loading flags of a row's two on-chain reads (DATA-47, DATA-48). */
export interface FeedLoaders {
  feedDataValue: boolean;
  blockTimestamp: boolean;
}

/** DATA-47: both reads start out loading. */
export const initialLoaders = (): FeedLoaders => ({ feedDataValue: true, blockTimestamp: true });

/** DATA-48: a read that ended, in success or failure, stops loading. */
export function settleLoader(loaders: FeedLoaders, read: keyof FeedLoaders): FeedLoaders {
  return { ...loaders, [read]: false };
}

/** The relayed value of one feed from feeds-answers-update (DATA-49). */
export interface ApiValues {
  value: number | null;
  /** epoch ms */
  timestamp: number | null;
}

/** feeds-answers-update as it arrives: layerId → feedId → {timestamp ISO, value decimal string}. */
export type FeedsAnswersInput = Record<string, Record<string, { timestamp?: unknown; value?: unknown }>>;

/** DATA-49: the row's apiValues from the response, null fields when absent or unreadable. */
export function apiValuesFor(
  answers: FeedsAnswersInput | undefined,
  layerId: string,
  feedId: string,
): ApiValues {
  const layer = answers && Object.hasOwn(answers, layerId) ? answers[layerId] : undefined;
  const entry = layer && Object.hasOwn(layer, feedId) ? layer[feedId] : undefined;
  const value =
    typeof entry?.value === "string" || typeof entry?.value === "number" ? toFiniteNumber(entry.value) : null;
  const timestamp = typeof entry?.timestamp === "string" ? Date.parse(entry.timestamp) : Number.NaN;
  return { value, timestamp: Number.isFinite(timestamp) ? timestamp : null };
}
