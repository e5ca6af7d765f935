import type { FeedDetailView, ManualUpdate } from "@oracle-explorer/core/api-views";
import { DEFAULT_PUBLIC_CONFIG } from "@oracle-explorer/core/config";
import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, vi } from "vitest";
import { ToastProvider } from "../../../components/toast.tsx";
import { ConfigProvider } from "../../../lib/config.tsx";
import { createQueryClient } from "../../../lib/query-client.ts";
import {
  createFakeWallet,
  type FakeWalletOptions,
  installFakeWallet,
} from "../../../lib/wallet/fake-wallet.ts";
import { resetSharedWalletConnector } from "../../../lib/wallet/wallet-connector.ts";
import { mockApi } from "../../../test/mock-api.ts";
import { ManualUpdatePanel } from "./manual-update-panel.tsx";

/** Test support for the manual update: a feed, the api's answers, and the panel over a fake wallet. */

export const ADAPTER = "0xE9061F92bA9A3D9ef3f4eb8456ac9E552B3Ff5C8";
export const UPDATE_PATH = "/feeds/ethereum-mainnet/eth/manual-update";

export function feedDetail(overrides: Partial<FeedDetailView["feed"]> = {}): FeedDetailView {
  return {
    feed: {
      feed: "ETH",
      tokenName: "Ethereum",
      logo: null,
      denomination: "USD",
      network: { id: 1, key: "ethereum", name: "Ethereum Mainnet", image: null, isTestnet: false },
      routeNetwork: "ethereum-mainnet",
      routeToken: "eth",
      routeLayer: null,
      layerId: "ethereumMultiFeed",
      contractType: "multi-feed",
      contractAddress: ADAPTER,
      feedAddress: "0xA7c8B0D74b68EF10511F27e97c379FB1651e1eD2",
      explorerAddressUrl: null,
      deviation: 0.5,
      heartbeatMs: 86_400_000,
      heartbeatTitle: "24h",
      cron: null,
      schedule: null,
      nextBeatAt: null,
      isPerun: false,
      answer: 2706.8,
      answerTimestamp: 1_795_315_283_000,
      answerSource: "chain",
      onChain: "read",
      popularity: 1,
      isFundamentalFeed: false,
      isTwap30: false,
      isTwap60: false,
      isMultifeed: true,
      isNonEvm: false,
      feedUpdateModalSupported: true,
      ...overrides,
    },
    chainId: 1,
    explorerName: "Etherscan",
    explorerTxBase: "https://etherscan.io/tx/",
    explorerTxSuffix: "",
    dataServiceId: "redstone-primary-prod",
    sources: {},
    sourcesTimestamp: null,
    disclaimerID: null,
    warnings: [],
  } as unknown as FeedDetailView;
}

export function manualUpdateAnswer(overrides: Partial<ManualUpdate> = {}): ManualUpdate {
  return {
    layerId: "ethereumMultiFeed",
    feedId: "ETH",
    chainId: 1,
    to: ADAPTER,
    data: "0xb7a16251feed",
    dataServiceId: "redstone-primary-prod",
    dataPackagesTimestamp: 1_795_315_280_000,
    signers: [
      "0x1111111111111111111111111111111111111111",
      "0x2222222222222222222222222222222222222222",
      "0x3333333333333333333333333333333333333333",
    ],
    value: 2710.25,
    expiresAt: 1_795_315_460_000,
    ...overrides,
  };
}

export const NETWORKS = {
  networks: [
    {
      id: "ethereum",
      chainId: 1,
      name: "Ethereum Mainnet",
      iconUrl: null,
      explorerUrl: null,
      isTestnet: false,
    },
    {
      id: "arbitrum",
      chainId: 42161,
      name: "Arbitrum One",
      iconUrl: null,
      explorerUrl: null,
      isTestnet: false,
    },
  ],
};

afterEach(() => {
  resetSharedWalletConnector();
  delete window.ethereum;
  vi.unstubAllGlobals();
});

interface RenderOptions {
  /** null: no wallet installed. */
  wallet?: FakeWalletOptions | null;
  detail?: FeedDetailView;
  update?: ManualUpdate | Response;
  /** The test runs on vi.useFakeTimers(): user events advance them. */
  fakeTimers?: boolean;
}

/** Renders the panel (as the single feed page does) with the api mocked and a fake wallet installed. */
export function renderPanel({
  wallet: walletOptions = {},
  detail = feedDetail(),
  update,
  fakeTimers = false,
}: RenderOptions = {}) {
  // A second render in one test starts with a fresh page: its own wallet and connector.
  resetSharedWalletConnector();
  const wallet = walletOptions === null ? null : createFakeWallet(walletOptions);
  if (wallet) installFakeWallet(wallet);
  const fetchMock = mockApi({ "/networks": NETWORKS, [UPDATE_PATH]: update ?? manualUpdateAnswer() });
  const onUpdated = vi.fn();
  const user = userEvent.setup(fakeTimers ? { advanceTimers: vi.advanceTimersByTime } : {});
  const view = render(
    <ConfigProvider config={DEFAULT_PUBLIC_CONFIG}>
      <QueryClientProvider client={createQueryClient()}>
        <ToastProvider>
          <ManualUpdatePanel detail={detail} onUpdated={onUpdated} />
        </ToastProvider>
      </QueryClientProvider>
    </ConfigProvider>,
  );
  /** Opens the modal and waits for its lazily loaded content. */
  const open = async () => {
    await user.click(screen.getByRole("button", { name: "Update price" }));
    return screen.findByRole("dialog", { name: "Manual Price Feed Update" });
  };
  return { ...view, wallet, fetchMock, onUpdated, user, open };
}
