/** The devnet's world: what the local oracle network knows, and the payloads it serves from it. */
export { createAuthoredWorld, PRIMARY_PROD_KEY_INDICES } from "./authored/create-authored-world.ts";
export { TVS_DEVNET_ALIASES } from "./authored/tvs-clients.ts";
export { type CreateWorldOptions, createWorld, worldOptionsFromEnv } from "./create-world.ts";
export { DEV_MNEMONIC, devKey } from "./dev-keys.ts";
export { networkIconURI, productLogoURI, sourceLogoURI, tokenLogoURI } from "./logos.ts";
export { DEFAULT_FIXTURES_DIR, loadRecordedWorld } from "./recorded.ts";
export { type TvsSnapshot, tvsClientAliases, tvsHistory, tvsSnapshot } from "./tvs.ts";
export type * from "./types.ts";
export {
  chainConfigs,
  networksList,
  nodeManifest,
  oracleRegistryState,
  sourcesCatalogue,
  tokensCatalogue,
} from "./views.ts";
