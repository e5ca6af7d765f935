import { useQueries } from "@tanstack/react-query";
import { useMemo } from "react";
import { networksQueryOptions } from "../../lib/networks-query.ts";
import { dataServicesQueryOptions } from "../data-services/get-data-services.ts";
import { feedsQueryOptions } from "../feeds/get-feeds.ts";
import { nodesQueryOptions } from "../nodes/get-nodes.ts";
import { sourcesQueryOptions } from "../sources/get-sources.ts";
import { tokensQueryOptions } from "../tokens/get-tokens.ts";
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
