import { buildSearchIndex, type SearchEntry, screenEntries } from "@oracle-explorer/core/filtering";
import { useQueries } from "@tanstack/react-query";
import { useMemo } from "react";
import { screens as explorerScreens } from "../../app/layout/sidebar-entries.ts";
import { useConfig } from "../../lib/config.tsx";
import { dataServicesQueryOptions } from "../../lib/queries/data-services-query.ts";
import { feedsQueryOptions } from "../../lib/queries/feeds-query.ts";
import { networksQueryOptions } from "../../lib/queries/networks-query.ts";
import { nodesQueryOptions } from "../../lib/queries/nodes-query.ts";
import { sourcesQueryOptions } from "../../lib/queries/sources-query.ts";
import { tokensQueryOptions } from "../../lib/queries/tokens-query.ts";

/**
 * Everything the palette searches: the explorer's screens (known without a request) and the
 * lists the pages already load (same query keys, so an open page's data is reused). What fails
 * is left out; the rest stays searchable.
 */
export function usePaletteIndex(): {
  entries: SearchEntry[];
  /** What an empty query offers: every screen. */
  screens: SearchEntry[];
  loading: boolean;
  failed: number;
} {
  const { productId } = useConfig();
  const screens = useMemo(() => explorerScreens(productId), [productId]);
  const suggestions = useMemo(() => screenEntries(screens), [screens]);
  const results = useQueries({
    queries: [
      { ...tokensQueryOptions, refetchInterval: false as const },
      { ...feedsQueryOptions, refetchInterval: false as const, retry: 0 },
      sourcesQueryOptions,
      dataServicesQueryOptions,
      nodesQueryOptions,
      networksQueryOptions,
    ],
  });
  const [tokens, feeds, sources, services, nodes, networks] = results;
  const entries = useMemo(
    () =>
      buildSearchIndex({
        screens,
        tokens: tokens?.data,
        feeds: feeds?.data,
        sources: sources?.data,
        services: services?.data,
        nodes: nodes?.data,
        networks: networks?.data,
      }),
    [screens, tokens?.data, feeds?.data, sources?.data, services?.data, nodes?.data, networks?.data],
  );
  return {
    entries,
    screens: suggestions,
    loading: results.some((result) => result.isPending),
    failed: results.filter((result) => result.isError).length,
  };
}
