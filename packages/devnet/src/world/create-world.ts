import { createAuthoredWorld } from "./authored/create-authored-world.ts";
import { loadRecordedWorld } from "./recorded.ts";
import type { World } from "./types.ts";

type WorldKind = World["kind"];

export interface CreateWorldOptions {
  /** "authored" (default) or "recorded" (real recorded data, for benchmarks). */
  kind?: WorldKind;
  seed?: number;
  productId?: string;
  /** Epoch ms the base prices refer to; the caller passes its clock, the world never reads one. */
  referenceTime: number;
  /** Recorded worlds only: where the recorded data lives. */
  fixturesDir?: string | URL;
}

const DEFAULT_WORLD_SEED = 1;
const DEFAULT_PRODUCT_ID = "redstone";

export function createWorld(options: CreateWorldOptions): World {
  const seed = options.seed ?? DEFAULT_WORLD_SEED;
  const productId = options.productId ?? DEFAULT_PRODUCT_ID;
  const { referenceTime } = options;
  if ((options.kind ?? "authored") === "recorded") {
    return loadRecordedWorld({
      seed,
      productId,
      referenceTime,
      ...(options.fixturesDir ? { fixturesDir: options.fixturesDir } : {}),
    });
  }
  return createAuthoredWorld({ seed, productId, referenceTime });
}

/**
 * World options from environment variables: DEVNET_WORLD ("authored" | "recorded"), DEVNET_SEED
 * (integer), PRODUCT_ID, DEVNET_FIXTURES_DIR. Invalid values throw rather than silently falling back.
 */
export function worldOptionsFromEnv(
  env: Readonly<Record<string, string | undefined>>,
  referenceTime: number,
): CreateWorldOptions {
  const kind = env.DEVNET_WORLD?.trim() || "authored";
  if (kind !== "authored" && kind !== "recorded") {
    throw new Error(`DEVNET_WORLD must be "authored" or "recorded", got "${kind}"`);
  }
  const seedText = env.DEVNET_SEED?.trim();
  const seed = seedText ? Number(seedText) : DEFAULT_WORLD_SEED;
  if (!Number.isSafeInteger(seed)) throw new Error(`DEVNET_SEED must be an integer, got "${seedText}"`);
  const fixturesDir = env.DEVNET_FIXTURES_DIR?.trim();
  return {
    kind,
    seed,
    productId: env.PRODUCT_ID?.trim() || DEFAULT_PRODUCT_ID,
    referenceTime,
    ...(fixturesDir ? { fixturesDir } : {}),
  };
}
