/**
 * Business constants of spec section 9 (CONST-*), each named once. Durations are in ms, sizes in
 * px, unless the name says otherwise. Modules import these; no other file repeats the numbers.
 */

// ---- Units --------------------------------------------------------------------------------
export const MINUTE_MS = 60_000;
export const HOUR_MS = 3_600_000;
export const DAY_MS = 86_400_000;

// ---- Paging -------------------------------------------------------------------------------
/** CONST-01: tokens list page size. */
export const TOKENS_PER_PAGE_DEFAULT = 32;
/** CONST-02: feeds list page size. */
export const FEEDS_PER_PAGE_DEFAULT = 32;
/** CONST-03, CONST-06 (and TOKENS-09 by decision): page-size options. */
export const PER_PAGE_OPTIONS = [8, 16, 32, 64] as const;
/** CONST-04: feeds sort by popularity, ascending (most popular first). */
export const FEEDS_DEFAULT_SORT = { sortBy: "popularity", sortDesc: false } as const;
/** CONST-05: data service and nodes pages' page size. */
export const SERVICE_PER_PAGE_DEFAULT = 16;
/** CONST-07: price table rows per page. */
export const PRICE_TABLE_PAGE_SIZE = 10;
/** CONST-08: price table fetch limit. */
export const PRICE_TABLE_FETCH_LIMIT = 20;

// ---- Time ---------------------------------------------------------------------------------
/** CONST-09: token chart ranges, in display order. */
export const PRICE_TIME_RANGES = ["Last hour", "1 day", "3 days", "7 days"] as const;
export type PriceTimeRange = (typeof PRICE_TIME_RANGES)[number];
/** CONST-10: hourly interval. */
export const HOURLY_INTERVAL_MS = 3_600_000;
/** CONST-11: last-hour window. */
export const LAST_HOUR_WINDOW_MS = 3_600_000;
/** CONST-12: last-hour interval. */
export const LAST_HOUR_INTERVAL_MS = 60_000;
/** CONST-13: price poll. */
export const PRICE_POLL_MS = 2_000;
/** CONST-14: "Last updated" refresh. */
export const LAST_UPDATED_REFRESH_MS = 1_000;
/** CONST-15: copy confirmation. */
export const COPY_CONFIRMATION_MS = 2_000;
/** CONST-16: feeds initialisation attempts. */
export const FEEDS_INIT_ATTEMPTS = 3;
/** CONST-17: delay between feeds initialisation attempts. */
export const FEEDS_INIT_RETRY_DELAY_MS = 2_000;
/** CONST-18: manifests wait. */
export const MANIFESTS_WAIT_MS = 3_000;
/** CONST-19: denomination map and feeds wait. */
export const DENOMINATIONS_WAIT_MS = 2_000;
/** CONST-20: feed data wait. */
export const FEED_DATA_WAIT_MS = 2_000;
/** CONST-21: transactions shown at first. */
export const TRANSACTIONS_INITIAL_ROWS = 10;
/** CONST-22: transactions added per batch. */
export const TRANSACTIONS_BATCH_ROWS = 10;
/** CONST-23: delay before a batch is added. */
export const TRANSACTIONS_LOAD_DELAY_MS = 300;
/** CONST-24: observer margin of the transactions table, px. */
export const TRANSACTIONS_OBSERVER_MARGIN_PX = 100;
/** CONST-25: heartbeat animation. */
export const BEAT_ANIMATION_MS = 1_500;
/** CONST-26: notification (toast) duration. */
export const NOTIFICATION_MS = 10_000;
/** CONST-27: sidebar open/close transition. */
export const SIDEBAR_TRANSITION_MS = 300;
/** CONST-47: the "Update Successful" toast. */
export const UPDATE_SUCCESS_TOAST_MS = 5_000;
/** CONST-48: "Last updated" shows seconds below this many seconds. */
export const LAST_UPDATED_SECONDS_THRESHOLD_S = 60;
/** CONST-41: two clicks closer than this are a double-click. */
export const DOUBLE_CLICK_MS = 300;
/** CONST-42: window of the source error charts, days. */
export const SOURCE_ERROR_WINDOW_DAYS = 5;
/** CONST-45: default window of the Recent updates table. */
export const RECENT_UPDATES_WINDOW_MS = DAY_MS;

// ---- UI -----------------------------------------------------------------------------------
/** CONST-28: at this width or less the sidebar starts collapsed, px. */
export const SIDEBAR_MOBILE_BREAKPOINT_PX = 768;
/** SHELL-18/19 (decision): minimum horizontal travel of a sidebar swipe, px. */
export const SIDEBAR_SWIPE_MIN_PX = 50;
/** CONST-29: the modal disclaimer's scroll tolerance, px. */
export const DISCLAIMER_SCROLL_TOLERANCE_PX = 10;
/** CONST-30: sticky tables' scroll-area height, px. */
export const STICKY_TABLE_HEIGHT_PX = 500;
/** CONST-31: kept in state only, never enforced (CALL-49). */
export const MAX_CONCURRENT_REQUESTS = 5;
/** CONST-32: page numbers shown on each side of the current page. */
export const PAGINATION_LIMIT = 1;

// ---- Ranking and providers ----------------------------------------------------------------
/** CONST-33: the popular ranking; CONST-34: every other symbol comes after these. */
export const POPULAR_SYMBOLS = [
  "BTC",
  "ETH",
  "USDT",
  "USDC",
  "BNB",
  "SOL",
  "XRP",
  "ADA",
  "AVAX",
  "MATIC",
  "DAI",
  "DOT",
  "LINK",
  "UNI",
  "AAVE",
  "APE",
] as const;
/** CONST-35: data service suffixes, each prefixed "{product}-". */
export const DATA_SERVICE_SUFFIXES = [
  "primary-prod",
  "avalanche-prod",
  "arbitrum-prod",
  "primary-demo",
] as const;
/** CONST-36: price provider fallbacks after the chosen one, each prefixed "{product}-". */
export const PRICE_PROVIDER_FALLBACK_SUFFIXES = [
  "primary-prod",
  "primary-demo",
  "arbitrum-demo",
  "avalanche-demo",
] as const;
/** DATA-50: the aggregator provider that leads the default order. */
export const COINGECKO_PROVIDER = "coingecko";
/** CONST-37: unique signers required by the manual update. */
export const MANUAL_UPDATE_UNIQUE_SIGNERS = 3;
/** CONST-38: the manual update's data service suffix. */
export const MANUAL_UPDATE_SERVICE_SUFFIX = "primary-prod";

// ---- Feeds and charts ---------------------------------------------------------------------
/** CONST-39: most points the feed chart draws. */
export const FEED_CHART_MAX_POINTS = 500;
/** CONST-40: feed chart ranges; 1m is the default. */
export const FEED_CHART_RANGES = ["1d", "1w", "1m"] as const;
export type FeedChartRange = (typeof FEED_CHART_RANGES)[number];
export const FEED_CHART_DEFAULT_RANGE: FeedChartRange = "1m";
/** CONST-43: on-chain-updates query. */
export const ON_CHAIN_UPDATES = {
  longDaysRange: 30,
  shortDaysRange: 25,
  /** Above this heartbeat interval the long range is used. */
  heartbeatThresholdMs: 60_000,
  interval: "10m",
} as const;
/** CONST-44: feed decimals. */
export const FEED_DEFAULT_DECIMALS = 8;
export const SUSDE_RATE_PROVIDER_DECIMALS = 10;
/** The feed that uses SUSDE_RATE_PROVIDER_DECIMALS (its name in the spec: "sUSDe rate provider"). */
export const SUSDE_RATE_PROVIDER_FEED_ID = "sUSDe_RATE_PROVIDER";
/** CONST-46: chain 250 uses explorer prefix "object"; chain 80094 has the hidden-feed and multifeed rules. */
export const OBJECT_PREFIX_CHAIN_ID = 250;
export const SPECIAL_RULES_CHAIN_ID = 80094;

// ---- Storage keys -------------------------------------------------------------------------
/** CONST-49: session storage key of accepted disclaimers. */
export const ACCEPTED_DISCLAIMERS_KEY = "acceptedDisclaimers";
/** CONST-50: local storage key of the wallet account. */
export const WALLET_ACCOUNT_KEY = "metamask_account";

// ---- Proof of reserve ---------------------------------------------------------------------
/** Stablecoin supply decimals (POR-04). */
export const POR_SUPPLY_DECIMALS = 18;
/** Reserve balance decimals (POR-05, POR-08). */
export const POR_RESERVE_DECIMALS = 6;
/** POR-14: a chart warns when max / smallest non-zero value exceeds this. */
export const POR_SMALL_VALUE_RATIO = 100;

// ---- TVS ----------------------------------------------------------------------------------
/** TVS-15: timeframe spans in days; null = unlimited. */
export const TVS_TIMEFRAME_DAYS = { "24H": 1, "1W": 7, "1M": 30, "3M": 90, "1Y": 365, ALL: null } as const;
export type TvsTimeframe = keyof typeof TVS_TIMEFRAME_DAYS;
/** TVS-13: timeframes with buttons; 1M is the default. */
export const TVS_TIMEFRAME_BUTTONS = ["1M", "3M", "1Y"] as const satisfies readonly TvsTimeframe[];
export const TVS_DEFAULT_TIMEFRAME: TvsTimeframe = "1M";
/** TVS-04: clients with their own timeline series. */
export const TVS_TIMELINE_TOP_CLIENTS = 15;
/** TVS-09, TVS-10: clients coloured in the treemap and shown in the top-clients chart. */
export const TVS_TOP_CLIENTS = 10;
/** TVS-06: the final timeline point lies this far after now. */
export const TVS_FINAL_POINT_OFFSET_MS = 12 * 3_600_000;
/** TVS-07: the timeline is cut at the first drop larger than this fraction. */
export const TVS_DROP_CUT_FRACTION = 0.2;
/** TVS-37: unmatched historical entries above this value are logged before being dropped. */
export const TVS_UNMATCHED_LOG_THRESHOLD = 1e8;
/** TVS-08: timeline height, px. */
export const TVS_TIMELINE_HEIGHT_PX = 350;
/** TVS-31: placeholder metrics. */
export const TVS_PLACEHOLDERS = {
  activeProviders: 15,
  dailyTransactions: 125_000,
  /** dailyVolume is this fraction of the total TVS. */
  dailyVolumeFraction: 0.15,
  avgResponseTime: 0.15,
  tvsDailyChange: 2.5,
} as const;
/** TVS-32: key metrics' hardcoded display values. */
export const TVS_KEY_METRICS = { assets: "300+", networks: "31+", users: "121" } as const;
/** TVS-11: Provider Performance demo values. */
export const TVS_PROVIDER_PERFORMANCE = { "Response Time": 98, Uptime: 99.9, Accuracy: 99.5 } as const;
/** TVS-12: Price Updates Distribution demo counts per 4-hour slot, from 00:00. */
export const TVS_PRICE_UPDATE_SLOTS = [
  { slot: "00:00", count: 2100 },
  { slot: "04:00", count: 1800 },
  { slot: "08:00", count: 2800 },
  { slot: "12:00", count: 3200 },
  { slot: "16:00", count: 2900 },
  { slot: "20:00", count: 2100 },
] as const;
