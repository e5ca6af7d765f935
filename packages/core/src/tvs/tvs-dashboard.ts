import { TVS_DEFAULT_TIMEFRAME, TVS_PLACEHOLDERS, type TvsTimeframe } from "../constants.ts";
import type { ClientTvsMap, HistoricalTvs, TvsClientRecord } from "./tvs-data.ts";

/** TVS-30, plus tvlPerClient (decision TVS-27, for the clients list of TVS-18). */
export type TvsDashboardState = {
  readonly tvsSum: number;
  readonly tvsPerClient: ClientTvsMap;
  readonly tvlPerClient: ClientTvsMap;
  readonly clientsDatabase: readonly TvsClientRecord[];
  readonly historicalTvsPerClient: HistoricalTvs;
  readonly selectedTimeframe: TvsTimeframe;
  readonly activeProviders: number;
  readonly dailyTransactions: number;
  readonly dailyVolume: number;
  readonly avgResponseTime: number;
  readonly tvsDailyChange: number;
  readonly loading: boolean;
  /** The ERROR-38 message of the last failed load, null otherwise. */
  readonly error: string | null;
};

export type TvsPlaceholderMetrics = Pick<
  TvsDashboardState,
  "activeProviders" | "dailyTransactions" | "dailyVolume" | "avgResponseTime" | "tvsDailyChange"
>;

/** TVS-31: the placeholder metrics; dailyVolume is 15% of the total TVS (0 when that is unusable). */
export function tvsPlaceholderMetrics(tvsSum: number): TvsPlaceholderMetrics {
  return {
    activeProviders: TVS_PLACEHOLDERS.activeProviders,
    dailyTransactions: TVS_PLACEHOLDERS.dailyTransactions,
    dailyVolume: Number.isFinite(tvsSum) ? tvsSum * TVS_PLACEHOLDERS.dailyVolumeFraction : 0,
    avgResponseTime: TVS_PLACEHOLDERS.avgResponseTime,
    tvsDailyChange: TVS_PLACEHOLDERS.tvsDailyChange,
  };
}

/** TVS-30, TVS-31: the state before the first load: empty data, placeholders, not loading. */
export function initialTvsDashboardState(
  selectedTimeframe: TvsTimeframe = TVS_DEFAULT_TIMEFRAME,
): TvsDashboardState {
  return {
    tvsSum: 0,
    tvsPerClient: {},
    tvlPerClient: {},
    clientsDatabase: [],
    historicalTvsPerClient: {},
    selectedTimeframe,
    ...tvsPlaceholderMetrics(0),
    loading: false,
    error: null,
  };
}

/** ERROR-38: the start of the TVS load failure message. */
export const TVS_LOAD_ERROR_PREFIX = "Failed to load dashboard data: ";

/** ERROR-38: "Failed to load dashboard data: " plus the error's message (or its text). */
export function tvsLoadErrorMessage(error: unknown): string {
  const message =
    error instanceof Error
      ? error.message
      : typeof error === "object" &&
          error !== null &&
          typeof (error as { message?: unknown }).message === "string"
        ? (error as { message: string }).message
        : String(error);
  return TVS_LOAD_ERROR_PREFIX + message;
}

/** CALL-37: the TVS service's five GETs, injected so the loader stays pure and testable. */
export type TvsFetchers = {
  readonly tvsSum: () => Promise<number>;
  readonly tvsPerClient: () => Promise<ClientTvsMap>;
  readonly tvlPerClient: () => Promise<ClientTvsMap>;
  readonly historicalTvs: () => Promise<HistoricalTvs>;
  readonly clients: () => Promise<readonly TvsClientRecord[]>;
};

export type LoadTvsDashboardOptions = {
  /** The state to load into; defaults to the initial state. Its data stays if the load fails. */
  readonly state?: TvsDashboardState;
  /** Called with the loading state at the start and with the final state at the end. */
  readonly onChange?: (state: TvsDashboardState) => void;
};

/** Calls a fetcher so that a synchronous throw becomes a rejection like any other failure. */
function start<T>(fetcher: () => Promise<T>): Promise<T> {
  try {
    return Promise.resolve(fetcher());
  } catch (error) {
    return Promise.reject(error);
  }
}

/**
 * TVS-26..29, CALL-37, CALL-43, ERROR-38: sets loading, starts all five fetches at once, and fills
 * the state when all succeed; when any one fails the whole load fails with the ERROR-38 message
 * (decision: the previous data stays rather than being wiped). Loading ends either way. Never
 * rejects: the outcome is in the returned state.
 */
export async function loadTvsDashboard(
  fetchers: TvsFetchers,
  options: LoadTvsDashboardOptions = {},
): Promise<TvsDashboardState> {
  const loading: TvsDashboardState = {
    ...(options.state ?? initialTvsDashboardState()),
    loading: true,
    error: null,
  };
  options.onChange?.(loading);
  let final: TvsDashboardState;
  try {
    const [tvsSum, tvsPerClient, tvlPerClient, historicalTvsPerClient, clientsDatabase] = await Promise.all([
      start(fetchers.tvsSum),
      start(fetchers.tvsPerClient),
      start(fetchers.tvlPerClient),
      start(fetchers.historicalTvs),
      start(fetchers.clients),
    ]);
    final = {
      ...loading,
      tvsSum,
      tvsPerClient,
      tvlPerClient,
      historicalTvsPerClient,
      clientsDatabase,
      ...tvsPlaceholderMetrics(tvsSum),
    };
  } catch (error) {
    final = { ...loading, error: tvsLoadErrorMessage(error) };
  }
  // TVS-29: both paths meet here, so loading always ends.
  final = { ...final, loading: false };
  options.onChange?.(final);
  return final;
}
