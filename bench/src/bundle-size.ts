import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";

/** Compressed size of one built file, bytes. */
interface ChunkSize {
  file: string;
  raw: number;
  gzip: number;
  brotli: number;
}

export interface BundleReport {
  /** What the browser must download before the first screen: entry, its preloads and CSS. */
  initial: { gzip: number; brotli: number; files: string[] };
  /** Every JS and CSS chunk, largest first. */
  chunks: ChunkSize[];
}

async function sizeOf(dist: string, file: string): Promise<ChunkSize> {
  const body = await readFile(join(dist, file));
  return {
    file,
    raw: body.byteLength,
    gzip: gzipSync(body, { level: 9 }).byteLength,
    brotli: brotliCompressSync(body).byteLength,
  };
}

/** Reads apps/web/dist after `npm run build`; hashes are stripped so runs compare by name. */
export async function measureBundle(dist: string): Promise<BundleReport> {
  const html = await readFile(join(dist, "index.html"), "utf8");
  const initialFiles = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map(
    (m) => m[1] ?? "",
  );
  const assets = (await readdir(join(dist, "assets"))).filter((f) => /\.(js|css)$/.test(f));
  const chunks = await Promise.all(assets.map((f) => sizeOf(dist, `assets/${f}`)));
  chunks.sort((a, b) => b.brotli - a.brotli);
  const initial = chunks.filter((c) => initialFiles.includes(c.file));
  return {
    initial: {
      gzip: initial.reduce((sum, c) => sum + c.gzip, 0),
      brotli: initial.reduce((sum, c) => sum + c.brotli, 0),
      files: initial.map((c) => c.file),
    },
    chunks,
  };
}

/** "assets/index-AbC123.js" → "index.js", so a baseline survives a rebuild. */
export function chunkName(file: string): string {
  return file.replace(/^assets\//, "").replace(/-[\w-]{8}\.(js|css)$/, ".$1");
}
