import type { SourceDetailView, SourcesView, SourceView } from "@oracle-explorer/core";

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
  warnings: [],
  ...overrides,
});

const days = (counts: readonly [number, number][]) =>
  counts.map(([failed, incorrect], index) => ({
    date: `2026-11-${18 + index}`,
    "fetching-failed": failed,
    "incorrect-price-value": incorrect,
  }));

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
  hasErrors: true,
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
  hasErrors: false,
  warnings: [],
};
