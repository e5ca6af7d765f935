import { useQueries } from "@tanstack/react-query";
import { useMemo } from "react";
import { dataServicesQueryOptions } from "../../lib/queries/data-services-query.ts";
import { feedsQueryOptions } from "../../lib/queries/feeds-query.ts";
import { networksQueryOptions } from "../../lib/queries/networks-query.ts";
import { nodesQueryOptions } from "../../lib/queries/nodes-query.ts";
import { sourcesQueryOptions } from "../../lib/queries/sources-query.ts";
import { tokensQueryOptions } from "../../lib/queries/tokens-query.ts";
import { buildPaletteIndex, type PaletteEntry } from "./palette-index.ts";

/**
 * Everything the palette searches, from the lists the pages already load (same query keys, so
 * an open page's data is reused). What fails is left out; the rest stays searchable.
 */
export function usePaletteIndex(): { entries: PaletteEntry[]; loading: boolean; failed: number } {
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
      buildPaletteIndex({
        tokens: tokens?.data,
        feeds: feeds?.data,
        sources: sources?.data,
        services: services?.data,
        nodes: nodes?.data,
        networks: networks?.data,
      }),
    [tokens?.data, feeds?.data, sources?.data, services?.data, nodes?.data, networks?.data],
  );
  return {
    entries,
    loading: results.some((result) => result.isPending),
    failed: results.filter((result) => result.isError).length,
  };
}
