import type { ApiContext } from "../context.ts";
import { loadCoinsList } from "./aggregator.ts";
import { loadRegistry } from "./catalogue.ts";
import { loadSymbolCatalogue } from "./manifests.ts";

/**
 * CALL-01: at start the api reads, one after another, what every page needs first: the ordered
 * providers (the aggregator's coins list decides whether coingecko leads a token's providers),
 * all symbol details (the data services' manifests) and the providers (the oracle registry's data
 * services). The cache keeps them, so the first visitor does not wait for the upstreams. A step
 * that fails is logged and the next one still runs: a page asks again when it needs the data.
 */
export async function warmUp(ctx: ApiContext): Promise<string[]> {
  const steps: [string, () => Promise<unknown>][] = [
    ["ordered providers", () => loadCoinsList(ctx)],
    ["symbol details", () => loadSymbolCatalogue(ctx)],
    ["providers", () => loadRegistry(ctx)],
  ];
  const done: string[] = [];
  for (const [what, load] of steps) {
    try {
      await load();
      done.push(what);
    } catch (error) {
      console.warn(
        `api: warm-up: ${what} not loaded: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }
  return done;
}
