import type { ComponentType, SVGProps } from "react";
import { ChartIcon, NodesIcon, PullIcon, PushIcon, SourcesIcon } from "../../components/icons.tsx";
import { paths } from "../paths.ts";

export interface SidebarEntry {
  label: string;
  to: string;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  /** Paths on which the entry is the current one. */
  current: RegExp;
}

/** SHELL-08..13: exactly these five entries, in this order. */
export function sidebarEntries(productId: string): SidebarEntry[] {
  return [
    // A token page belongs to Data Feeds, as a feed page belongs to Push Model.
    { label: "Data Feeds", to: paths.tokens, icon: ChartIcon, current: /^\/app\/(tokens|token)\// },
    { label: "Sources", to: paths.sources, icon: SourcesIcon, current: /^\/app\/sources\// },
    {
      label: "Data Providers",
      to: paths.dataProviders,
      icon: NodesIcon,
      current: /^\/app\/data-providers\//,
    },
    {
      label: "Pull Model",
      to: paths.pullModel(`${productId}-primary-prod`),
      icon: PullIcon,
      // Every data service's detail, under its own path or the /app/data-services/{id}/ alias.
      current: /^\/app\/(pull-model\/|data-services\/[^/]+\/)/,
    },
    { label: "Push Model", to: paths.feeds, icon: PushIcon, current: /^\/app\/feeds\// },
  ];
}
