import type { FeedListItem, ManualUpdate } from "@oracle-explorer/core/api-views";
import { fetchApi } from "../../../lib/api-client.ts";
import { type ApiPath, apiPath } from "../../../lib/api-resources.ts";

export type UpdateFeed = Pick<FeedListItem, "routeNetwork" | "routeToken" | "layerId">;

/** The api path of a feed's manual update; the layer id always, so a shared route picks the right adapter. */
export function manualUpdatePath(feed: UpdateFeed): ApiPath<"manualUpdate"> {
  return apiPath(
    "manualUpdate",
    { network: feed.routeNetwork, token: feed.routeToken },
    { layer: feed.layerId },
  );
}

/**
 * UPDATE-09, CALL-17: the ready transaction of a feed's update — the adapter's update call with
 * fresh packages of 3 unique signers appended. A read (GET); the api never caches it, because
 * signed packages expire after 3 minutes.
 */
export function fetchManualUpdate(feed: UpdateFeed, signal?: AbortSignal): Promise<ManualUpdate> {
  return fetchApi(manualUpdatePath(feed), { signal });
}
