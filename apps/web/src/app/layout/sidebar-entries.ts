import { escapeRegExp } from "@oracle-explorer/core/app-routes";
import type { ComponentType, SVGProps } from "react";
import {
  ChartIcon,
  NodesIcon,
  PullIcon,
  PushIcon,
  ReserveIcon,
  ServicesIcon,
  SourcesIcon,
  StatusIcon,
  TvsIcon,
  WatchlistIcon,
} from "../../components/icons.tsx";
import { API_DOCS_URL, API_HEALTH_URL } from "../../lib/api-resources.ts";
import { POR_IDS } from "../../lib/por-dashboards.ts";
import { paths } from "../paths.ts";

/**
 * The explorer's screens, in one list: the sidebar shows those with a group, the global search
 * palette finds every one by its name and keywords, and the TVS dashboard's header links them.
 * A new screen (a status page, say) is one more entry in `screens`.
 */
export type ScreenGroup = "explorer" | "more";

export interface Screen {
  readonly label: string;
  readonly to: string;
  /** The palette's second line: what the screen holds. */
  readonly description: string;
  /** What else a visitor may type for it, lower case ("nodes" finds Data Providers). */
  readonly keywords: readonly string[];
  /** The sidebar group that lists it; null: only the palette finds it. */
  readonly group: ScreenGroup | null;
  readonly icon?: ComponentType<SVGProps<SVGSVGElement>>;
  /** Paths on which its sidebar entry is the current one. */
  readonly current?: RegExp;
  /** Served by the api, not by the app: opened with a full page load. */
  readonly external?: boolean;
}

export interface SidebarEntry extends Screen {
  readonly icon: ComponentType<SVGProps<SVGSVGElement>>;
  readonly current: RegExp;
}

export interface ProofOfReserveDashboard {
  readonly id: string;
  readonly label: string;
  readonly href: string;
}

/** The proof-of-reserve dashboards: ROUTE-25's mapped ids, each with its link. */
export const proofOfReserveDashboards: readonly ProofOfReserveDashboard[] = POR_IDS.map((id) => ({
  id,
  label: POR_IDS.length === 1 ? "Proof of Reserve" : `Proof of Reserve (${id})`,
  href: paths.proofOfReserve(id),
}));

export function screens(productId: string): Screen[] {
  return [
    // SHELL-08..13: the spec's five entries, in this order.
    {
      label: "Data Feeds",
      to: paths.tokens,
      description: "Every token with its latest price",
      keywords: ["tokens", "prices", "assets", "price feeds"],
      group: "explorer",
      icon: ChartIcon,
      // A token page belongs to Data Feeds, as a feed page belongs to Push Model.
      current: /^\/app\/(tokens|token)\//,
    },
    {
      label: "Sources",
      to: paths.sources,
      description: "The exchanges and APIs prices are read from",
      keywords: ["price sources", "exchanges"],
      group: "explorer",
      icon: SourcesIcon,
      current: /^\/app\/sources\//,
    },
    {
      label: "Data Providers",
      to: paths.dataProviders,
      description: "Production nodes that sign the data",
      keywords: ["nodes", "production nodes", "providers", "signers", "operators"],
      group: "explorer",
      icon: NodesIcon,
      current: /^\/app\/data-providers\//,
    },
    {
      label: "Pull Model",
      to: paths.pullModel(`${productId}-primary-prod`),
      description: "A data service's signed assets and their sources",
      keywords: ["pull", "data service assets"],
      group: "explorer",
      icon: PullIcon,
      // Every data service's detail, under its own path or the /app/data-services/{id}/ alias.
      current: /^\/app\/(pull-model\/|data-services\/[^/]+\/)/,
    },
    {
      label: "Push Model",
      to: paths.feeds,
      description: "On-chain feeds on every network",
      keywords: ["push", "on-chain feeds", "feeds", "relayer", "contracts", "adapters"],
      group: "explorer",
      icon: PushIcon,
      current: /^\/app\/feeds\//,
    },
    // Beyond the spec's five: the screens nothing else linked to. The status page first: it is
    // where a visitor goes when something seems wrong, so it sits right under the five.
    {
      label: "Network Status",
      to: paths.status,
      description: "The network's state now and its incidents of the last 7 days",
      keywords: ["status", "incidents", "outages", "uptime", "status page", "atom", "rss"],
      group: "more",
      icon: StatusIcon,
      current: /^\/app\/status\//,
    },
    {
      label: "Watchlist",
      to: paths.watchlist,
      description: "What you starred, with its health and incidents; kept in this browser",
      keywords: ["stars", "starred", "favorites", "favourites", "watched", "follow", "my feeds", "alerts"],
      group: "more",
      icon: WatchlistIcon,
      current: /^\/app\/watchlist\//,
    },
    {
      label: "Data Services",
      to: paths.dataServices,
      description: "Every data service of the registry",
      keywords: ["services", "pull model services"],
      group: "more",
      icon: ServicesIcon,
      current: /^\/app\/data-services\/$/,
    },
    ...proofOfReserveDashboards.map(
      (dashboard): Screen => ({
        label: dashboard.label,
        to: dashboard.href,
        description: "Reserves, custodians and the collateralization ratio",
        keywords: ["proof of reserves", "reserves", "por", "collateralization ratio", "custodians"],
        group: "more",
        icon: ReserveIcon,
        current: new RegExp(`^${escapeRegExp(dashboard.href)}`),
      }),
    ),
    {
      label: "TVS Dashboard",
      to: paths.tvs,
      description: "Total value secured, per client and over time",
      keywords: ["tvs", "total value secured", "tvl", "clients"],
      group: "more",
      icon: TvsIcon,
      current: /^\/tvs\//,
    },
    // Found by the palette alone.
    {
      label: "API health",
      to: API_HEALTH_URL,
      description: "How each upstream is doing right now (JSON)",
      // "status" and "uptime" find the network's status page, above.
      keywords: ["health", "api status", "upstreams"],
      group: null,
      external: true,
    },
    {
      label: "API documentation",
      to: API_DOCS_URL,
      description: "The public JSON API behind every list and chart",
      keywords: ["api", "openapi", "docs", "json"],
      group: null,
      external: true,
    },
  ];
}

const inGroup =
  (group: ScreenGroup) =>
  (screen: Screen): screen is SidebarEntry =>
    screen.group === group && screen.icon !== undefined && screen.current !== undefined;

/** SHELL-08..13: exactly these five entries, in this order. */
export function sidebarEntries(productId: string): SidebarEntry[] {
  return screens(productId).filter(inGroup("explorer"));
}

/** Beyond the spec: the sidebar's second group (Network Status, Watchlist, Data Services, proof of reserve, TVS). */
export function moreSidebarEntries(productId: string): SidebarEntry[] {
  return screens(productId).filter(inGroup("more"));
}
