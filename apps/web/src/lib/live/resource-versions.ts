import { versionOfEtag } from "@oracle-explorer/core/api-views";

/**
 * The version (ETag) of each resource answer the tab holds, by its path under /api/v1: written by
 * fetchApi for every answer and by the live stream for every event, read by the stream when it
 * follows a resource, so the api sends only what this tab lacks (nothing, a patch, or the whole).
 */
const versions = new Map<string, string>();

export function noteFetchedVersion(path: string, etag: string | null): void {
  const version = versionOfEtag(etag);
  if (version) versions.set(path, version);
  else versions.delete(path);
}

export function setResourceVersion(path: string, version: string): void {
  versions.set(path, version);
}

export function resourceVersion(path: string): string | undefined {
  return versions.get(path);
}

/** Forgets a version: the tab holds no answer it could name (nothing on screen took a change). */
export function forgetResourceVersion(path: string): void {
  versions.delete(path);
}
