import type { ComponentType, SVGProps } from "react";
import { ChartIcon, NodesIcon, PullIcon, PushIcon, SourcesIcon } from "../../components/icons.tsx";
import { paths } from "../paths.ts";

export interface SidebarEntry {
  label: string;
  to: string;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
}

/** SHELL-08..13: exactly these five entries, in this order. */
export function sidebarEntries(productId: string): SidebarEntry[] {
  return [
    { label: "Data Feeds", to: paths.tokens, icon: ChartIcon },
    { label: "Sources", to: paths.sources, icon: SourcesIcon },
    { label: "Data Providers", to: paths.dataProviders, icon: NodesIcon },
    { label: "Pull Model", to: paths.pullModel(`${productId}-primary-prod`), icon: PullIcon },
    { label: "Push Model", to: paths.feeds, icon: PushIcon },
  ];
}
