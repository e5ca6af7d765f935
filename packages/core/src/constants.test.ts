import { describe, expect, it } from "vitest";
import * as C from "./constants.ts";

/** Each constant against the spec's number, so a change to one is a deliberate, visible act. */
describe("business constants", () => {
  it.each([
    ["CONST-01", C.TOKENS_PER_PAGE_DEFAULT, 32],
    ["CONST-02", C.FEEDS_PER_PAGE_DEFAULT, 32],
    ["CONST-05", C.SERVICE_PER_PAGE_DEFAULT, 16],
    ["CONST-07", C.PRICE_TABLE_PAGE_SIZE, 10],
    ["CONST-08", C.PRICE_TABLE_FETCH_LIMIT, 20],
    ["CONST-10", C.HOURLY_INTERVAL_MS, 3_600_000],
    ["CONST-11", C.LAST_HOUR_WINDOW_MS, 3_600_000],
    ["CONST-12", C.LAST_HOUR_INTERVAL_MS, 60_000],
    ["CONST-13", C.PRICE_POLL_MS, 2000],
    ["CONST-14", C.LAST_UPDATED_REFRESH_MS, 1000],
    ["CONST-15", C.COPY_CONFIRMATION_MS, 2000],
    ["CONST-16", C.FEEDS_INIT_ATTEMPTS, 3],
    ["CONST-17", C.FEEDS_INIT_RETRY_DELAY_MS, 2000],
    ["CONST-18", C.MANIFESTS_WAIT_MS, 3000],
    ["CONST-19", C.DENOMINATIONS_WAIT_MS, 2000],
    ["CONST-20", C.FEED_DATA_WAIT_MS, 2000],
    ["CONST-21", C.TRANSACTIONS_INITIAL_ROWS, 10],
    ["CONST-22", C.TRANSACTIONS_BATCH_ROWS, 10],
    ["CONST-23", C.TRANSACTIONS_LOAD_DELAY_MS, 300],
    ["CONST-24", C.TRANSACTIONS_OBSERVER_MARGIN_PX, 100],
    ["CONST-25", C.BEAT_ANIMATION_MS, 1500],
    ["CONST-26", C.NOTIFICATION_MS, 10_000],
    ["CONST-27", C.SIDEBAR_TRANSITION_MS, 300],
    ["CONST-28", C.SIDEBAR_MOBILE_BREAKPOINT_PX, 768],
    ["CONST-29", C.DISCLAIMER_SCROLL_TOLERANCE_PX, 10],
    ["CONST-30", C.STICKY_TABLE_HEIGHT_PX, 500],
    ["CONST-31 CALL-49 (kept in state, never enforced)", C.MAX_CONCURRENT_REQUESTS, 5],
    ["CONST-32", C.PAGINATION_LIMIT, 1],
    ["CONST-37", C.MANUAL_UPDATE_UNIQUE_SIGNERS, 3],
    ["CONST-39", C.FEED_CHART_MAX_POINTS, 500],
    ["CONST-41", C.DOUBLE_CLICK_MS, 300],
    ["CONST-42", C.SOURCE_ERROR_WINDOW_DAYS, 5],
    ["CONST-44", C.FEED_DEFAULT_DECIMALS, 8],
    ["CONST-44", C.SUSDE_RATE_PROVIDER_DECIMALS, 10],
    ["CONST-45", C.RECENT_UPDATES_WINDOW_MS, 86_400_000],
    ["CONST-46", C.OBJECT_PREFIX_CHAIN_ID, 250],
    ["CONST-46", C.SPECIAL_RULES_CHAIN_ID, 80094],
    ["CONST-47", C.UPDATE_SUCCESS_TOAST_MS, 5000],
    ["CONST-48", C.LAST_UPDATED_SECONDS_THRESHOLD_S, 60],
  ])("%s is %s", (_id, actual, expected) => {
    expect(actual).toBe(expected);
  });

  it("CONST-03 CONST-06 page-size options are 8, 16, 32 and 64", () => {
    expect(C.PER_PAGE_OPTIONS).toEqual([8, 16, 32, 64]);
  });

  it("CONST-04 the feeds default sort is popularity ascending", () => {
    expect(C.FEEDS_DEFAULT_SORT).toEqual({ sortBy: "popularity", sortDesc: false });
  });

  it("CONST-09 the price time ranges are Last hour, 1 day, 3 days and 7 days", () => {
    expect(C.PRICE_TIME_RANGES).toEqual(["Last hour", "1 day", "3 days", "7 days"]);
  });

  it("CONST-33 the popular ranking is 16 symbols in the spec's order", () => {
    expect(C.POPULAR_SYMBOLS).toEqual([
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
    ]);
  });

  it("CONST-35 the data services are primary-prod, avalanche-prod, arbitrum-prod and primary-demo", () => {
    expect(C.DATA_SERVICE_SUFFIXES).toEqual([
      "primary-prod",
      "avalanche-prod",
      "arbitrum-prod",
      "primary-demo",
    ]);
  });

  it("CONST-36 the price provider fallbacks are primary-prod, primary-demo, arbitrum-demo, avalanche-demo", () => {
    expect(C.PRICE_PROVIDER_FALLBACK_SUFFIXES).toEqual([
      "primary-prod",
      "primary-demo",
      "arbitrum-demo",
      "avalanche-demo",
    ]);
  });

  it("CONST-38 the manual update uses the primary-prod data service", () => {
    expect(C.MANUAL_UPDATE_SERVICE_SUFFIX).toBe("primary-prod");
  });

  it("CONST-40 the feed chart ranges are 1d, 1w and 1m with 1m the default", () => {
    expect(C.FEED_CHART_RANGES).toEqual(["1d", "1w", "1m"]);
    expect(C.FEED_CHART_DEFAULT_RANGE).toBe("1m");
  });

  it("CONST-43 on-chain-updates use 30 days above a 60000 ms heartbeat, else 25, interval 10m", () => {
    expect(C.ON_CHAIN_UPDATES).toEqual({
      longDaysRange: 30,
      shortDaysRange: 25,
      heartbeatThresholdMs: 60_000,
      interval: "10m",
    });
  });

  it("CONST-49 CONST-50 storage keys", () => {
    expect(C.ACCEPTED_DISCLAIMERS_KEY).toBe("acceptedDisclaimers");
    expect(C.WALLET_ACCOUNT_KEY).toBe("metamask_account");
  });
});
