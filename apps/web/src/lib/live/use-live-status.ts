import { useSyncExternalStore } from "react";
import { type LiveStatus, liveStream } from "./live-stream.ts";

const noStream = () => () => {};

/** The tab's live stream status, re-rendering on each change ("idle" when no stream runs). */
export function useLiveStatus(): LiveStatus {
  const stream = liveStream();
  return useSyncExternalStore(
    stream?.subscribe ?? noStream,
    () => stream?.status ?? "idle",
    () => "idle",
  );
}
