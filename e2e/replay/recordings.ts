import { readProductConfig, UPSTREAM_ENV_NAMES } from "@oracle-explorer/core/config";

/**
 * What the replay upstream serves: each live URL whose answer was recorded, and the recording in
 * ../shared/fixtures that answers it (byte for byte; see that folder's README for where each file
 * comes from). A URL not listed here was never recorded, and the replay answers it 404.
 */
export const RECORDINGS: Readonly<Record<string, string>> = {
  // Relayer schema (CONTRACTS a): today's manifests, 115 layers, 890 feeds.
  "https://p6s64pjzub.execute-api.eu-west-1.amazonaws.com/dev/execute":
    "relayer-manifests/relayer-schema.json",
  // Relayed values (CONTRACTS c), as the 2024 app recorded them.
  "https://api.redstone.finance/feeds-answers-update": "app-config/apiValues.json",
  // Sources report (CONTRACTS h), last written 2022-03-03.
  "https://raw.githubusercontent.com/redstone-finance/redstone-reports/main/last/sources-report.json":
    "reports/sources-report.json",
  // Node manifests (CONTRACTS g): the primary data service's; the others were not recorded.
  "https://raw.githubusercontent.com/redstone-finance/redstone-oracles-monorepo/main/packages/node-remote-config/dev/manifests/data-services/primary.json":
    "data-services/primary.json",
  "https://raw.githubusercontent.com/redstone-finance/redstone-oracles-monorepo/main/packages/node-remote-config/dev/manifests/data-services/blue-chip-tokens.json":
    "data-services/blue-chip-tokens.json",
  // Oracle registry (CONTRACTS g): the state the provider's SDK bundles.
  "https://raw.githubusercontent.com/redstone-finance/redstone-oracles-monorepo/main/packages/sdk/src/registry/initial-state.json":
    "data-services/oracle-registry-state.json",
};

/**
 * The environment that points every upstream of UPSTREAM=live at the replay server on `origin`:
 * each live default with its scheme and host replaced by the replay's origin followed by that
 * host ("https://api.redstone.finance/x" → "http://127.0.0.1:8880/api.redstone.finance/x"), so
 * the paths the api asks for are exactly the live ones.
 */
export function replayEnv(origin: string): Record<string, string> {
  const live = readProductConfig({ UPSTREAM: "live" }).upstreams;
  const env: Record<string, string> = {};
  for (const [key, name] of Object.entries(UPSTREAM_ENV_NAMES) as [keyof typeof live, string][]) {
    const url = live[key];
    if (url !== null) env[name] = url.replace(/^https:\/\//, `${origin}/`);
  }
  return env;
}
