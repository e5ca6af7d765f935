import type {
  DataServiceDetailView,
  DataServicesView,
  DataServiceView,
  ServiceAssetView,
} from "@oracle-explorer/core/api-views";

/** Test support for the data services list and the Pull Model page. */

const card = (id: string, name: string, description: string, assetsCount: number): DataServiceView => ({
  id,
  name,
  logo: "/api/v1/assets/images/brand/redstone.svg",
  description,
  assetsCount,
});

export const FIXTURE_SERVICES: readonly DataServiceView[] = [
  card(
    "redstone-primary-prod",
    "RedStone Primary Prod",
    "Data feeds from primary RedStone nodes - prod",
    217,
  ),
  card(
    "redstone-avalanche-prod",
    "RedStone Avalanche Prod",
    "Data feeds for the Avalanche ecosystem from RedStone nodes - prod",
    26,
  ),
  card(
    "redstone-arbitrum-prod",
    "RedStone Arbitrum Prod",
    "Data feeds for the Arbitrum ecosystem from RedStone nodes - prod",
    28,
  ),
  card("redstone-primary-demo", "RedStone Primary Demo", "Data feeds from primary RedStone nodes - demo", 1),
];

export const servicesView = (overrides: Partial<DataServicesView> = {}): DataServicesView => ({
  dataServices: [...FIXTURE_SERVICES],
  warnings: [],
  ...overrides,
});

const asset = (
  symbol: string,
  name: string,
  sources: string[],
  pricedSources: string[] | null = sources,
  disclaimerID: string | null = null,
): ServiceAssetView => ({
  symbol,
  name,
  logoURI: `/api/v1/assets/images/tokens/${symbol.toLowerCase().replace("/", "-")}.svg`,
  sources,
  pricedSources,
  disclaimerID,
});

const CEX = ["binance", "coinbase", "kraken"];

/**
 * 26 assets in popularity order. JOE reads lbank but its latest price has no lbank value
 * (FILTER-28); the filler "Avalanche Token NN" assets read only trader-joe.
 */
export const FIXTURE_ASSETS: readonly ServiceAssetView[] = [
  asset("BTC", "Bitcoin", [...CEX, "coingecko"]),
  asset("ETH", "Ethereum", [...CEX, "uniswap-v3-ethereum-weth-3000"]),
  asset("USDT", "Tether", CEX),
  asset("AVAX", "Avalanche", [...CEX, "trader-joe-v2-avalanche-wavax"]),
  asset("QI", "BENQI", ["lbank", "coingecko", "trader-joe-v2-avalanche-wavax"]),
  asset("JOE", "LFJ", ["lbank", "trader-joe-v2-avalanche-wavax"], ["trader-joe-v2-avalanche-wavax"]),
  asset("sAVAX/AVAX", "sAVAX/AVAX Exchange Rate", ["trader-joe-v2-avalanche-wavax"]),
  ...Array.from({ length: 19 }, (_, index) =>
    asset(
      `AVT${String(index + 1).padStart(2, "0")}`,
      `Avalanche Token ${String(index + 1).padStart(2, "0")}`,
      ["trader-joe-v2-avalanche-wavax"],
    ),
  ),
];

const SOURCE_IDS = [
  "binance",
  "coinbase",
  "kraken",
  "trader-joe-v2-avalanche-wavax",
  "lbank",
  "coingecko",
  "uniswap-v3-ethereum-weth-3000",
];

export const serviceDetail = (overrides: Partial<DataServiceDetailView> = {}): DataServiceDetailView => ({
  ...(FIXTURE_SERVICES[1] as DataServiceView),
  assetsCount: FIXTURE_ASSETS.length,
  interval: 10_000,
  assets: [...FIXTURE_ASSETS],
  sources: SOURCE_IDS.map((id, index) => ({
    id,
    logoURI: `/api/v1/assets/images/sources/${id}.svg`,
    url: null,
    color: null,
    feedCount: SOURCE_IDS.length - index,
  })),
  warnings: [],
  ...overrides,
});

export const AVALANCHE_ID = "redstone-avalanche-prod";
