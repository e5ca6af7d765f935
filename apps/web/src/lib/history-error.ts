import { ApiRequestError } from "./api-client.ts";

/**
 * What a failed read of the network's record (the indexer's store, through the api) means for
 * the visitor: the store's own state where the api names it (502/503 `upstream_failed`), else
 * the api's message, else that the api could not be reached. `what` names the figures: "this
 * feed's record".
 */
export function historyErrorText(error: unknown, what: string): string {
  if (error instanceof ApiRequestError && error.body.error === "upstream_failed") {
    const upstream = error.body.upstream ?? "history store";
    const how = error.body.failure === "timeout" ? "did not answer in time" : "is unavailable right now";
    return `The ${upstream} ${how}, so ${what} cannot be shown. Try again in a moment.`;
  }
  if (error instanceof ApiRequestError) return `${capitalise(what)} could not be loaded: ${error.message}`;
  return `${capitalise(what)} could not be loaded: the api could not be reached.`;
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
