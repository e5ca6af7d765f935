import type { RelayerManifest, RelayerSchema } from "@oracle-explorer/core/schemas";
import { buildLayer, type LayerContext, type LayerGroup, type LayerSpec } from "./layer-build.ts";
import { MULTIFEED_LAYERS } from "./layers-multifeed.ts";
import { NON_EVM_LAYERS } from "./layers-non-evm.ts";
import { STANDARD_LAYERS } from "./layers-standard.ts";

const LAYER_SPECS: Readonly<Record<LayerGroup, readonly LayerSpec[]>> = {
  standard: STANDARD_LAYERS,
  multifeed: MULTIFEED_LAYERS,
  nonEvm: NON_EVM_LAYERS,
};

/** The authored relayer schema, grouped and keyed by layer id exactly as the endpoint serves it. */
export function authoredRelayerSchema(context: LayerContext): RelayerSchema {
  const group = (name: LayerGroup): Record<string, RelayerManifest> => {
    const layers: Record<string, RelayerManifest> = {};
    for (const spec of LAYER_SPECS[name]) {
      if (layers[spec.id]) throw new Error(`duplicate relayer layer id ${spec.id}`);
      layers[spec.id] = buildLayer(name, spec, context);
    }
    return layers;
  };
  return { standard: group("standard"), multifeed: group("multifeed"), nonEvm: group("nonEvm") };
}
