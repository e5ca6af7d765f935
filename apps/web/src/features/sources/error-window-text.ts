import type { SourceErrorWindowView } from "@oracle-explorer/core/api-views";
import { SOURCE_ERROR_WINDOW_DAYS } from "@oracle-explorer/core/constants";

/** ERROR-22, verbatim: the text when the window ends today. */
export const NO_SOURCE_ERRORS_TEXT = "This source had no errors during last 5 days";

/**
 * The words for the days a source's charts cover. The spec's are "the last 5 days"; when the api
 * counted the window back from an old report's newest day (the live report stopped in 2022), the
 * page must not call them that, so it says they are the report's and names the dates.
 */
export function windowPeriod(window: SourceErrorWindowView): string {
  return window.endsAt === "today"
    ? `in the last ${SOURCE_ERROR_WINDOW_DAYS} days`
    : `in the report's last ${SOURCE_ERROR_WINDOW_DAYS} days`;
}

/** The line above an old report's charts; none for the last 5 days. */
export function reportWindowCaption(window: SourceErrorWindowView): string | null {
  return window.endsAt === "today"
    ? null
    : `Errors from the latest sources report, ${window.first} to ${window.last}`;
}

/** SOURCES-08: ERROR-22 for the last 5 days; for an old report, the same said of its dates. */
export function noErrorsText(window: SourceErrorWindowView): string {
  return window.endsAt === "today"
    ? NO_SOURCE_ERRORS_TEXT
    : `This source had no errors during the latest sources report's last ${SOURCE_ERROR_WINDOW_DAYS} days, ${window.first} to ${window.last}`;
}
