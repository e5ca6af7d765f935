import type { RelayerSchema } from "@oracle-explorer/core/schemas";

/**
 * The devnet's world: everything the local oracle network knows and serves. Authored in
 * world/authored/ (the default) or loaded from recorded data (world/recorded.ts, for benchmarks).
 * Every other devnet module reads the world; none writes it.
 */

export type Denomination =
  | "USD"
  | "EUR"
  | "ETH"
  | "BRL"
  | "GBP"
  | "BTC"
  | "USDe"
  | "percentage"
  | "contracts"
  /** A plain figure, such as a reserves/supply ratio (real manifests use it). */
  | "ratio";

/** How the market model moves a token's value. */
export type PriceBehaviour =
  /** a traded asset: geometric random walk at `volatility` */
  | "volatile"
  /** a stablecoin: pinned near basePrice (1) with tiny noise */
  | "stable"
  /** a fiat rate: low volatility */
  | "fiat"
  /** fundamental / NAV / rate-provider feeds: slow drift, almost no noise */
  | "slow"
  /** fixed value (e.g. a fixed-value source) */
  | "pinned";

export interface WorldToken {
  /** The feed id, e.g. "ETH", "wstETH/ETH", "LBTC_FUNDAMENTAL", "ETH-TWAP-60". */
  symbol: string;
  name: string;
  /** Catalogue tags: crypto, currencies, RWA, avax, lst/lrt, Proof of Reserves, pair, etfs. */
  tags: string[];
  denomination: Denomination;
  decimals?: number;
  logoURI: string;
  url?: string;
  comment?: string;
  hidden?: boolean;
  disclaimerID?: "blackrock" | "fundamental";
  /** Value at the world's reference time, in the denomination. */
  basePrice: number;
  /** Annualised volatility (0.8 for a large crypto asset, 0.002 for a stablecoin). */
  volatility: number;
  behaviour: PriceBehaviour;
  /** Source ids it is priced from (ids of World.sources). */
  sources: string[];
  /** Full data service ids that list it ("redstone-primary-prod"). */
  dataServices: string[];
  /** A derived variant follows this symbol's path (TWAP smooths it, fundamental tracks it slowly). */
  derivedFrom?: string;
}

export interface WorldSource {
  /** Source id as nodes name it, e.g. "binance", "coingecko", "uniswap-v3-ethereum-weth-3000". */
  id: string;
  logoURI: string;
  url: string;
  /** CSS colour for its charts. */
  color: string;
  /** Share of fetches that fail (0..1). */
  failureRate: number;
  /** Share of quotes that are outliers (0..1). */
  outlierRate: number;
  /** Relative standard deviation of its quotes around the true value. */
  noise: number;
}

export interface WorldNode {
  /** Registry key (an Arweave-style id or the EVM address). */
  key: string;
  name: string;
  description: string;
  logo: string;
  dataServiceId: string;
  /** null for the node that has no EVM address yet ("Coming soon"); it signs nothing. */
  evmAddress: string | null;
  privateKey: `0x${string}` | null;
  url?: string;
  ipAddress?: string;
}

export interface WorldDataService {
  /** Full id, "{productId}-primary-prod". */
  id: string;
  name: string;
  description: string;
  logo: string;
  /** Node manifest name it is served under: /manifests/{manifestName}.json. */
  manifestName: "main" | "primary" | "arbitrum" | "avalanche";
  /** Symbols it signs, in manifest order. */
  tokens: string[];
  /** Sources used for tokens that name none. */
  defaultSource: string[];
  /** ms between signed packages (10000). */
  interval: number;
  nodes: WorldNode[];
}

export interface WorldNetwork {
  key: string;
  /** number for EVM chains, "family/n" for the others. */
  chainId: number | string;
  name: string;
  explorerUrl: string;
  rpcUrl: string;
  iconUrl: string;
  isTestnet: boolean;
}

export interface WorldTvsClient {
  /** Name as tvs-per-client and tvl-per-client key it. */
  name: string;
  /** Database id of the clients list ("dl-id"); some historical entries use it. */
  dlId: string;
  /**
   * Id the historical-tvs map uses for this client: the dl-id, an alias, or a differently
   * written name ("Morpho-Blue" for "Morpho Blue"), so every matching rule is exercised.
   */
  historicalId: string;
  /** TVS today, USD. */
  tvs: number;
  /** TVL today, USD. */
  tvl: number;
  /** Yearly growth factor (1.5 = grew 50 % over the year); history is generated backwards. */
  growth: number;
}

export interface WorldProofOfReserve {
  /** The dashboard id that maps to this setup ("stablecoin"). */
  id: string;
  dataServiceId: string;
  /** Feed whose gateway metadata carries the balances as intermediate values. */
  feedId: string;
  /** holder → asset → balance in whole units (scaled by 6 decimals when served). */
  balances: Record<string, Record<string, number>>;
  /** Stablecoin supply in whole units (18 decimals when served). */
  totalSupply: number;
  /** Assets in motion in whole units (6 decimals when served). */
  assetsInMotion: number;
}

export interface World {
  kind: "authored" | "recorded";
  seed: number;
  productId: string;
  /** Reference time of basePrice (epoch ms); the market is deterministic around it. */
  referenceTime: number;
  tokens: WorldToken[];
  sources: WorldSource[];
  dataServices: WorldDataService[];
  networks: WorldNetwork[];
  /** Relayer manifests in the exact shape of the relayer-schema endpoint. */
  relayerSchema: RelayerSchema;
  tvsClients: WorldTvsClient[];
  proofOfReserve: WorldProofOfReserve;
}
