import type { SourceDetailView, SourcesView, SourceView } from "@oracle-explorer/core/api-views";

/**
 * Test support for the sources screens: 36 sources (more than any page size, to show the list is
 * not paged), deliberately not in Number of Feeds order, one without a logo.
 */
const source = (id: string, feedCount: number, extra: Partial<SourceView> = {}): SourceView => ({
  id,
  logoURI: `/api/v1/assets/images/sources/${id}.svg`,
  url: `https://www.${id}.com`,
  color: "#F5B400",
  feedCount,
  ...extra,
});

const MANY = Array.from({ length: 30 }, (_, index) =>
  source(`dex-pool-${String(index).padStart(2, "0")}`, 2),
);

export const FIXTURE_SOURCES: readonly SourceView[] = [
  source("kraken", 40),
  source("binance", 65),
  source("lbank", 71, { url: "https://www.lbank.com" }),
  source("coingecko", 71),
  source("fixed-value", 0, { url: null, color: "#9E9E9E" }),
  source("no-logo-source", 3, { logoURI: null }),
  ...MANY,
];

export const sourcesView = (overrides: Partial<SourcesView> = {}): SourcesView => ({
  sources: [...FIXTURE_SOURCES],
  retired: [],
  warnings: [],
  ...overrides,
});

const days = (counts: readonly [number, number][]) =>
  counts.map(([failed, incorrect], index) => ({
    date: `2026-11-${18 + index}`,
    "fetching-failed": failed,
    "incorrect-price-value": incorrect,
  }));

/** The window of a report written daily: the last 5 days, ending today. */
const LAST_5_DAYS = { first: "2026-11-18", last: "2026-11-22", endsAt: "today" } as const;

/** A source with errors on four of the five days. */
export const LBANK_DETAIL: SourceDetailView = {
  ...source("lbank", 71, { url: "https://www.lbank.com" }),
  errorDays: days([
    [19861, 1940],
    [20005, 1938],
    [0, 1818],
    [20001, 1879],
    [0, 0],
  ]),
  errorWindow: LAST_5_DAYS,
  hasErrors: true,
  retired: false,
  warnings: [],
};

/** A source with no errors in the window (ERROR-22). */
export const CLEAN_DETAIL: SourceDetailView = {
  ...source("fixed-value", 0, { url: null, color: "#9E9E9E" }),
  errorDays: days([
    [0, 0],
    [0, 0],
    [0, 0],
    [0, 0],
    [0, 0],
  ]),
  errorWindow: LAST_5_DAYS,
  hasErrors: false,
  retired: false,
  warnings: [],
};

/**
 * A source only the live report (last written 2022-03-03) still names: no longer used, charted
 * over the report's last 5 days.
 */
export const RETIRED_DETAIL: SourceDetailView = {
  id: "okex3",
  logoURI: null,
  url: null,
  color: null,
  feedCount: 0,
  errorDays: ["2022-02-26", "2022-02-27", "2022-02-28", "2022-03-01", "2022-03-02"].map((date, index) => ({
    date,
    "fetching-failed": [0, 3, 0, 12, 0][index] ?? 0,
    "incorrect-price-value": 0,
  })),
  errorWindow: { first: "2022-02-26", last: "2022-03-02", endsAt: "report" },
  hasErrors: true,
  retired: true,
  warnings: [],
};
