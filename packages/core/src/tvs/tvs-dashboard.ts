import { TVS_PLACEHOLDERS } from "../constants.ts";

/** TVS-31: the dashboard's placeholder metrics. */
export type TvsPlaceholderMetrics = {
  readonly activeProviders: number;
  readonly dailyTransactions: number;
  readonly dailyVolume: number;
  readonly avgResponseTime: number;
  readonly tvsDailyChange: number;
};

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

/** ERROR-38: the start of the TVS load failure message. */
const TVS_LOAD_ERROR_PREFIX = "Failed to load dashboard data: ";

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
