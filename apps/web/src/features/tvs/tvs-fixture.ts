import type { NetworkRecordView, TvsClientRowView, TvsDashboardView } from "@oracle-explorer/core/api-views";
import type { TvsTimeframe } from "@oracle-explorer/core/constants";
import { vi } from "vitest";
import { apiNotFound, resourceHandler } from "../../test/api-handlers.ts";
import { installApi } from "../../test/api-server.ts";
import { networkRecord } from "../../test/feed-record-fixture.ts";

/**
 * Test support for the TVS dashboard: a view shaped as the api sends it, with 12 clients (so two
 * fall outside the top 10) and a 3-point timeline of 15 clients plus "Others".
 */

export const DAY = 86_400_000;
/** 2024-09-03T00:00:00Z, a daily TVS point. */
export const T0 = 1_725_321_600_000;

const CLIENTS: readonly [string, number][] = [
  ["Morpho Blue", 2_279_313_097],
  ["Pendle", 1_665_860_290],
  ["Venus Protocol", 1_098_375_581],
  ["Spark", 900_000_000],
  ["Euler", 700_000_000],
  ["Ethena", 500_000_000],
  ["Lista DAO", 400_000_000],
  ["Ether.fi", 300_000_000],
  ["Silo Finance", 200_000_000],
  ["Dolomite", 100_000_000],
  ["Fluid", 50_000_000],
  ["Gearbox", 25_000_000],
];

/** Rows with their share of the total, as core's tvsClientRows builds them. */
export function rowsOf(entries: readonly [string, number][]): TvsClientRowView[] {
  const sum = entries.reduce((total, [, value]) => total + value, 0);
  return entries.map(([name, value]) => ({ name, value, percentage: (value / sum) * 100 }));
}

export const TVS_ROWS = rowsOf(CLIENTS);
export const TVS_SUM = CLIENTS.reduce((total, [, value]) => total + value, 0);

/** tvl-per-client differs from tvs-per-client, so a test can tell which one a widget reads. */
export const TVL_DESC = rowsOf([
  ["Ether.fi", 6_077_512_800],
  ["Pendle", 4_997_580_870],
  ["Ethena", 4_558_772_916],
  ["Zircuit", 12_345],
]);

export const TIMELINE_SERIES = [
  ...Array.from({ length: 15 }, (_, index) => ({
    name: `Client ${String(index + 1).padStart(2, "0")}`,
    values: [1_000_000 * (16 - index), 1_100_000 * (16 - index), 1_250_000 * (16 - index)],
  })),
  { name: "Others", values: [500_000, 600_000, 700_000] },
];

export const TIMELINE: TvsDashboardView["timeline"] = {
  timestamps: [T0, T0 + DAY, T0 + 2 * DAY + 12 * 3_600_000],
  series: TIMELINE_SERIES,
  totals: [0, 1, 2].map((index) =>
    TIMELINE_SERIES.reduce((sum, series) => sum + (series.values[index] ?? 0), 0),
  ),
};

export function tvsView(overrides: Partial<TvsDashboardView> = {}): TvsDashboardView {
  return {
    timeframe: "1M",
    tvsSum: 8_700_123_456.78,
    projectCount: 32,
    placeholders: {
      activeProviders: 15,
      dailyTransactions: 125_000,
      dailyVolume: 1_305_018_518.5,
      avgResponseTime: 0.15,
      tvsDailyChange: 2.5,
    },
    keyMetrics: { assets: "300+", networks: "31+", users: "121" },
    timeline: TIMELINE,
    treemap: TVS_ROWS,
    topClients: TVS_ROWS.slice(0, 10),
    clients: { desc: TVL_DESC, asc: [...TVL_DESC].reverse() },
    fetchedAt: T0 + 2 * DAY,
    stale: false,
    ...overrides,
  };
}

type Answer = (timeframe: TvsTimeframe) => TvsDashboardView | Response | Promise<TvsDashboardView | Response>;

type RecordAnswer = () => NetworkRecordView | Response | Promise<NetworkRecordView | Response>;

/**
 * The fake api: /api/v1/tvs?timeframe=… answers `answer(timeframe)`, /network/record (the
 * Measured panel's) `record()`; anything else is a 404. The log returned holds the TVS requests
 * only, as the dashboard's own data is one request per timeframe.
 */
export function mockTvsApi(answer: Answer = (timeframe) => tvsView({ timeframe }), record?: RecordAnswer) {
  const all = installApi(
    resourceHandler("tvs", ({ query }) => answer((query.get("timeframe") ?? "1M") as TvsTimeframe)),
    resourceHandler("networkRecord", () => record?.() ?? networkRecord()),
    apiNotFound,
  );
  const tvs = vi.fn<(url: string, init: { method: string }) => void>();
  all.mockImplementation((url, init) => {
    if (new URL(url, "http://localhost").pathname === "/api/v1/tvs") tvs(url, init);
  });
  return tvs;
}

/** The timeframes the page asked the api for, in order. */
export function requestedTimeframes(fetchMock: ReturnType<typeof mockTvsApi>): string[] {
  return fetchMock.mock.calls.map(
    ([input]) => new URL(String(input), "http://localhost").searchParams.get("timeframe") ?? "",
  );
}
