import { DATA_SERVICE_SUFFIXES } from "@oracle-explorer/core/constants";
import type { OracleRegistry } from "@oracle-explorer/core/schemas";
import { devKey } from "./dev-keys.ts";
import type { WorldDataService, WorldNode } from "./types.ts";

type Suffix = (typeof DATA_SERVICE_SUFFIXES)[number];

const MANIFEST_NAMES: Record<Suffix, WorldDataService["manifestName"]> = {
  "primary-prod": "primary",
  "avalanche-prod": "avalanche",
  "arbitrum-prod": "arbitrum",
  "primary-demo": "main",
};

interface RecordedServicesInput {
  productId: string;
  registry: OracleRegistry;
  /** The authored services, used for suffixes the registry no longer has. */
  authoredServices: readonly WorldDataService[];
  /** Every token symbol of the world. */
  symbols: ReadonlySet<string>;
  /** Recorded token listings by suffix (manifest tokens and relayer feeds); duplicates allowed. */
  listings: Partial<Record<Suffix, string[]>>;
  interval: number;
  defaultSource: string[];
}

/**
 * The four data services of the explorer. Registry services keep their names and nodes, but every
 * node signs with a dev key (real keys are not ours): keys are handed out in service order, so
 * primary-prod holds indices 0.. as in the authored world. A node registered under its real
 * address is re-keyed under its dev address. Suffixes the registry lacks (avalanche, arbitrum)
 * fall back to the authored service, limited to symbols the recorded world holds.
 */
export function recordedDataServices(input: RecordedServicesInput): WorldDataService[] {
  let nextKey = 0;
  const signer = (node: Omit<WorldNode, "evmAddress" | "privateKey">, keyedByAddress: boolean): WorldNode => {
    const key = devKey(nextKey);
    nextKey += 1;
    return {
      ...node,
      key: keyedByAddress ? key.address : node.key,
      evmAddress: key.address,
      privateKey: key.privateKey,
    };
  };
  return DATA_SERVICE_SUFFIXES.map((suffix) => {
    const id = `${input.productId}-${suffix}`;
    const registryService = input.registry.dataServices[`redstone-${suffix}`];
    const listing = input.listings[suffix];
    if (registryService && listing) {
      const nodes = Object.entries(input.registry.nodes)
        .filter(([, node]) => node.dataServiceId === `redstone-${suffix}`)
        .map(([key, node]) =>
          signer(
            {
              key,
              name: node.name,
              description: node.description,
              logo: node.logo,
              dataServiceId: id,
              ...(node.url ? { url: node.url } : {}),
              ...(node.ipAddress ? { ipAddress: node.ipAddress } : {}),
            },
            key.startsWith("0x"),
          ),
        );
      return {
        id,
        name: registryService.name,
        description: registryService.description,
        logo: registryService.logo,
        manifestName: MANIFEST_NAMES[suffix],
        tokens: [...new Set(listing)].filter((symbol) => input.symbols.has(symbol)),
        defaultSource: [...input.defaultSource],
        interval: input.interval,
        nodes,
      };
    }
    const authored = input.authoredServices.find((service) => service.id === id);
    if (!authored) throw new Error(`no authored data service ${id} to fall back on`);
    return {
      ...authored,
      tokens: authored.tokens.filter((symbol) => input.symbols.has(symbol)),
      nodes: authored.nodes.map((node) =>
        node.privateKey === null ? { ...node } : signer(node, node.key === node.evmAddress),
      ),
    };
  });
}
