import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

/**
 * The built web app's chunk graph, from Vite's manifest (dist/.vite/manifest.json): which JS a
 * route pulls in statically, which it can load later, and which npm packages each chunk carries
 * (from its source map). Everything here is read from files, so it is deterministic.
 */

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

export interface ChunkGraph {
  dist: string;
  manifest: Manifest;
  /** Manifest key of the app's entry (index.html). */
  entryKey: string;
  /** Manifest keys the entry imports statically, itself included. */
  entryClosure: Set<string>;
}

export function readChunkGraph(dist: string): ChunkGraph {
  let manifest: Manifest;
  try {
    manifest = JSON.parse(readFileSync(join(dist, ".vite", "manifest.json"), "utf8")) as Manifest;
  } catch (error) {
    throw new Error(
      `no Vite manifest in ${dist}/.vite/manifest.json (build the web app first; vite.config.ts sets build.manifest): ${String(error)}`,
    );
  }
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error(`the manifest in ${dist} has no entry chunk`);
  const graph: ChunkGraph = { dist, manifest, entryKey, entryClosure: new Set() };
  graph.entryClosure = staticClosure(graph, entryKey);
  return graph;
}

function chunk(graph: ChunkGraph, key: string): ManifestChunk {
  const found = graph.manifest[key];
  if (!found) throw new Error(`the manifest has no chunk "${key}"`);
  return found;
}

/** A module and every chunk it imports statically (what must load before it runs). */
export function staticClosure(graph: ChunkGraph, key: string): Set<string> {
  const seen = new Set<string>();
  const walk = (current: string) => {
    if (seen.has(current)) return;
    seen.add(current);
    for (const next of chunk(graph, current).imports ?? []) walk(next);
  };
  walk(key);
  return seen;
}

/**
 * Everything a module can ever load, static and dynamic imports alike, without going back
 * through the entry (route chunks import it, and it lazily imports every route).
 */
export function reachable(graph: ChunkGraph, key: string): Set<string> {
  const seen = new Set<string>();
  const walk = (current: string) => {
    if (seen.has(current) || (current === graph.entryKey && current !== key)) return;
    seen.add(current);
    const found = chunk(graph, current);
    for (const next of [...(found.imports ?? []), ...(found.dynamicImports ?? [])]) walk(next);
  };
  walk(key);
  return seen;
}

/**
 * The route screens: what the entry loads lazily and names a page (routes.tsx lazy-loads
 * "features/<screen>/<screen>-page.tsx"); the entry's other lazy imports (the search palette…)
 * are lazy modules like any other.
 */
export const routeModules = (graph: ChunkGraph): string[] =>
  (chunk(graph, graph.entryKey).dynamicImports ?? []).filter((key) => /-page\.tsx?$/.test(key));

/** Every dynamic entry that is not a route screen (charts runtime, wallet panel…). */
export function lazyModules(graph: ChunkGraph): string[] {
  const routes = new Set(routeModules(graph));
  return Object.keys(graph.manifest).filter(
    (key) => graph.manifest[key]?.isDynamicEntry === true && !routes.has(key),
  );
}

const gzipCache = new Map<string, number>();

/** gzip -9 size of one built file, bytes (what the api's precompressed gzip answer weighs). */
function gzipSize(dist: string, file: string): number {
  const path = join(dist, file);
  let size = gzipCache.get(path);
  if (size === undefined) {
    size = gzipSync(readFileSync(path), { level: 9 }).byteLength;
    gzipCache.set(path, size);
  }
  return size;
}

/** Sum of the gzip sizes of the JS files of some chunks. */
export function jsGzip(graph: ChunkGraph, keys: Iterable<string>): number {
  let total = 0;
  for (const key of keys) total += gzipSize(graph.dist, chunk(graph, key).file);
  return total;
}

/**
 * npm packages bundled in a chunk, from the `sources` of its source map ("…/node_modules/@scope/name/…").
 * A chunk without a map counts as carrying none (the build writes maps: vite.config.ts).
 */
export function packagesOf(graph: ChunkGraph, key: string): Set<string> {
  const packages = new Set<string>();
  let sources: string[] = [];
  try {
    const map = JSON.parse(readFileSync(join(graph.dist, `${chunk(graph, key).file}.map`), "utf8")) as {
      sources?: string[];
    };
    sources = map.sources ?? [];
  } catch {
    return packages;
  }
  for (const source of sources) {
    const match = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(
      source.slice(source.lastIndexOf("node_modules/")),
    );
    if (match?.[1]) packages.add(match[1]);
  }
  return packages;
}
