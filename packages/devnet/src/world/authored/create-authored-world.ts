import { devKey } from "../dev-keys.ts";
import type { World } from "../types.ts";
import { authoredTokenSpecs } from "./catalogue.ts";
import { assignDataServices, authoredDataServices, serviceId } from "./data-services.ts";
import { authoredNetworks } from "./networks.ts";
import { authoredProofOfReserve } from "./proof-of-reserve.ts";
import { authoredRelayerSchema } from "./relayer-schema.ts";
import { authoredSources } from "./sources.ts";
import { expandTokens } from "./token-spec.ts";
import { authoredTvsClients } from "./tvs-clients.ts";

interface AuthoredWorldOptions {
  seed: number;
  /** Prefix of data service ids ("redstone" → "redstone-primary-prod"). */
  productId: string;
  /** Epoch ms the base prices refer to. */
  referenceTime: number;
}

/** Indices of the dev keys primary-prod signs with (the adapters' authorised signers). */
export const PRIMARY_PROD_KEY_INDICES = [0, 1, 2, 3, 4] as const;

/**
 * The default world: a hand-written catalogue, deterministic for (seed, productId, referenceTime).
 * The same options always give a deep-equal world; another seed moves prices, rates and contract
 * addresses but keeps the catalogue itself.
 */
export function createAuthoredWorld(options: AuthoredWorldOptions): World {
  const { seed, productId, referenceTime } = options;
  const tokens = expandTokens(authoredTokenSpecs(), seed);
  const dataServices = authoredDataServices(productId, tokens);
  assignDataServices(tokens, dataServices);
  const primaryProdId = serviceId(productId, "primary-prod");
  return {
    kind: "authored",
    seed,
    productId,
    referenceTime,
    tokens,
    sources: authoredSources(seed),
    dataServices,
    networks: authoredNetworks(),
    relayerSchema: authoredRelayerSchema({
      seed,
      primaryProdId,
      primaryDemoId: serviceId(productId, "primary-demo"),
      signers: PRIMARY_PROD_KEY_INDICES.map((index) => devKey(index).address),
    }),
    tvsClients: authoredTvsClients(seed),
    proofOfReserve: authoredProofOfReserve(primaryProdId),
  };
}
