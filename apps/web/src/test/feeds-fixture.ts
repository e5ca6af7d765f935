import type {
  FeedDetailView,
  FeedListItem,
  FeedRecordsView,
  FeedReliabilityView,
  FeedsListView,
  FeedUpdatesView,
  IncidentsView,
} from "@oracle-explorer/core/api-views";
import { apiNotFound, resourceHandler } from "./api-handlers.ts";
import { installApi } from "./api-server.ts";
import { feedRecords, unrecordedView } from "./feed-record-fixture.ts";

/** A fake api for the Push Model pages: the list, one feed's detail and its updates. */

export const NOW = Date.now();

const NETWORKS = {
  ethereum: {
    id: 1,
    key: "ethereum",
    name: "Ethereum Mainnet",
    image: "/api/v1/assets/eth.svg",
    isTestnet: false,
  },
  arbitrum: { id: 42161, key: "arbitrum", name: "Arbitrum One", image: null, isTestnet: false },
  sepolia: { id: 11155111, key: "sepolia", name: "Ethereum Sepolia", image: null, isTestnet: true },
  solana: { id: "solana/1", key: "solana", name: "Solana Mainnet", image: null, isTestnet: false },
} as const;
export type FixtureNetwork = keyof typeof NETWORKS;

let counter = 0;
const address = () => `0x${(++counter).toString(16).padStart(40, "a")}`;

export function feedItem(
  feed: string,
  network: FixtureNetwork = "ethereum",
  overrides: Partial<FeedListItem> = {},
): FeedListItem {
  const net = NETWORKS[network];
  const popular = ["BTC", "ETH", "USDT", "USDC"].indexOf(feed);
  const item: FeedListItem = {
    feed,
    tokenName: feed === "ETH" ? "Ethereum" : feed,
    logo: null,
    denomination: "USD",
    network: net,
    routeNetwork: net.name.toLowerCase().replaceAll(" ", "-"),
    routeToken: feed.toLowerCase().replaceAll("/", "-"),
    variant: null,
    routeLayer: null,
    layerId: `${network}Layer`,
    contractType: "price-feeds",
    contractAddress: address(),
    feedAddress: address(),
    explorerAddressUrl: `https://explorer.example/address/0x${counter}`,
    deviation: 0.5,
    heartbeatMs: 86_400_000,
    heartbeatTitle: "24h",
    cron: null,
    schedule: null,
    nextBeatAt: NOW + 3_600_000,
    isPerun: false,
    answer: 1000 + counter,
    answerTimestamp: NOW - 120_000,
    answerSource: "chain",
    onChain: "read",
    popularity: popular === -1 ? 16 : popular,
    isFundamentalFeed: false,
    isTwap30: false,
    isTwap60: false,
    isMultifeed: false,
    isNonEvm: network === "solana",
    feedUpdateModalSupported: network !== "solana",
    signedValue: null,
    signedTimestamp: NOW - 10_000,
    ...overrides,
  };
  // The signed value equals the answer unless a test says otherwise: a fresh feed.
  return overrides.signedValue === undefined ? { ...item, signedValue: item.answer } : item;
}

/** 40 feeds across four networks, a testnet among them: more than one page of 32. */
export function feedList(): FeedListItem[] {
  const tokens = ["BTC", "ETH", "USDC", "LINK", "AAVE", "weETH", "sUSDe", "EUR", "USDT", "PEPE"];
  const networks: FixtureNetwork[] = ["ethereum", "arbitrum", "sepolia", "solana"];
  return networks.flatMap((network) => tokens.map((token) => feedItem(token, network)));
}

export function detailOf(item: FeedListItem, overrides: Partial<FeedDetailView> = {}): FeedDetailView {
  return {
    feed: item,
    chainId: item.network.id,
    explorerName: item.network.name,
    explorerTxBase: "https://explorer.example/tx/",
    explorerTxSuffix: "",
    dataServiceId: "redstone-primary-prod",
    sources: { kraken: 2001, binance: 2000 },
    sourcesTimestamp: NOW - 10_000,
    disclaimerID: null,
    warnings: [],
    ...overrides,
  };
}

/** `count` on-chain updates, newest first, 10 minutes apart. */
export function transactions(count: number): FeedUpdatesView["transactions"] {
  return Array.from({ length: count }, (_, i) => ({
    timestamp: NOW - 60_000 - i * 600_000,
    value: 2000 - i,
    txHash: `0x${i.toString(16).padStart(64, "0")}`,
  }));
}

export interface FakeFeedsApi {
  /** The list answer, or a function of the attempt number (1, 2, …). */
  list?: FeedsListView | Response | ((attempt: number) => FeedsListView | Response);
  detail?: (network: string, token: string) => FeedDetailView | Response | undefined;
  transactions?: FeedUpdatesView["transactions"];
  ranges?: FeedUpdatesView["ranges"];
  /** An answer for /updates instead of the transactions (a failure), while it gives one. */
  updatesFailure?: () => Response | undefined;
  /** A feed's record (/reliability); by default nothing recorded yet. */
  reliability?: (
    network: string,
    token: string,
  ) => FeedReliabilityView | Response | Promise<FeedReliabilityView | Response>;
  /** Every feed's record (/feeds/records); by default none. */
  records?: () => FeedRecordsView | Response | Promise<FeedRecordsView | Response>;
  /** The feed's incidents (/incidents?ids=…); by default none, nothing recorded. */
  incidents?: (query: URLSearchParams) => IncidentsView | Response;
}

export function mockFeedsApi(api: FakeFeedsApi = {}) {
  const calls: URL[] = [];
  let listAttempts = 0;
  const items = (() => {
    const list = api.list;
    return list && !(list instanceof Response) && typeof list !== "function" ? list.feeds : feedList();
  })();
  const itemAt = (network: string, token: string) =>
    items.find((feed) => feed.routeNetwork === network && feed.routeToken === token);
  const fetchMock = installApi(
    resourceHandler("feeds", () => {
      listAttempts += 1;
      const list = typeof api.list === "function" ? api.list(listAttempts) : api.list;
      return list ?? { feeds: items, generatedAt: NOW, warnings: [] };
    }),
    resourceHandler("feedValue", ({ params: { network, token } }) => {
      const custom = api.detail?.(network, token);
      const row = itemAt(network, token) ?? (custom as FeedDetailView | undefined)?.feed;
      if (!row) return undefined;
      return { value: row.answer, timestamp: NOW - 60_000, status: "read" as const, readAt: NOW };
    }),
    resourceHandler("feedUpdates", ({ params: { network, token }, query }) => {
      if (!itemAt(network, token) && !api.detail?.(network, token)) return undefined;
      const failure = api.updatesFailure?.();
      if (failure) return failure;
      const all = api.transactions ?? transactions(25);
      const offset = Number(query.get("offset") ?? 0);
      const limit = Number(query.get("limit") ?? 10);
      return {
        range: (query.get("range") ?? "1m") as FeedUpdatesView["range"],
        ranges: api.ranges ?? ["1d", "1w", "1m"],
        points: query.get("chart") === "false" ? [] : [...all].reverse(),
        transactions: all.slice(offset, offset + limit),
        totalTransactions: all.length,
      };
    }),
    resourceHandler("feedReliability", async ({ params: { network, token } }) => {
      if (!itemAt(network, token) && !api.detail?.(network, token)) return undefined;
      return (await api.reliability?.(network, token)) ?? unrecordedView();
    }),
    resourceHandler("feedRecords", () => api.records?.() ?? feedRecords()),
    resourceHandler(
      "incidents",
      ({ query }) =>
        api.incidents?.(query) ?? {
          incidents: [],
          subjects: [],
          clamped: null,
          malformed: [],
          recordFrom: null,
          generatedAt: NOW,
        },
    ),
    resourceHandler("feed", ({ params: { network, token } }) => {
      const item = itemAt(network, token);
      return api.detail?.(network, token) ?? (item && detailOf(item));
    }),
    apiNotFound,
  );
  fetchMock.mockImplementation((url) => {
    calls.push(new URL(url, "http://localhost"));
  });
  return { fetchMock, calls, listAttempts: () => listAttempts };
}
