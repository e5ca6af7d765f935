import type { FeedListItem, ManualUpdate } from "@oracle-explorer/core";
import { fetchApi } from "../../lib/api-client.ts";

export type UpdateFeed = Pick<FeedListItem, "routeNetwork" | "routeToken" | "layerId">;

/** The api path of a feed's manual update; the layer id always, so a shared route picks the right adapter. */
export function manualUpdatePath(feed: UpdateFeed): string {
  const network = encodeURIComponent(feed.routeNetwork);
  const token = encodeURIComponent(feed.routeToken);
  return `/feeds/${network}/${token}/manual-update?layer=${encodeURIComponent(feed.layerId)}`;
}

/**
 * UPDATE-09, CALL-17: the ready transaction of a feed's update — the adapter's update call with
 * fresh packages of 3 unique signers appended. A read (GET); the api never caches it, because
 * signed packages expire after 3 minutes.
 */
export function fetchManualUpdate(feed: UpdateFeed, signal?: AbortSignal): Promise<ManualUpdate> {
  return fetchApi<ManualUpdate>(manualUpdatePath(feed), { signal });
}
