import type { PublicConfig } from "@oracle-explorer/core/config";
import type { Params, UIMatch } from "react-router";

/** What a route tells the shell about itself. */
export interface RouteHandle {
  /** Screen title; the document title becomes "<title> | {product}" (ROUTE-27). */
  title: (params: Params, config: PublicConfig) => string;
  /** Shows the header search box bound to ?search= (SHELL-02). */
  navbarSearch?: boolean;
}

/** The deepest matched route's handle, which wins over its parents'. */
export function deepestHandle(matches: UIMatch[]): { handle: RouteHandle; params: Params } | null {
  for (let i = matches.length - 1; i >= 0; i--) {
    const match = matches[i];
    const handle = match?.handle as RouteHandle | undefined;
    if (match && handle?.title) return { handle, params: match.params };
  }
  return null;
}

export function documentTitle(screenTitle: string, config: PublicConfig): string {
  return `${screenTitle} | ${config.productName}`;
}
