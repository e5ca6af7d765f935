import type { FilterState } from "@oracle-explorer/core/filtering";
import { useCallback, useMemo } from "react";
import { useParams } from "react-router";
import { Disclaimers } from "../../components/disclaimers/disclaimers.tsx";
import { ExportButtons } from "../../components/export-buttons.tsx";
import { ListFooter } from "../../components/list-footer.tsx";
import { Notice } from "../../components/notice.tsx";
import { PageFrame } from "../../components/page-frame.tsx";
import { RetryNotice } from "../../components/retry-notice.tsx";
import { ApiRequestError } from "../../lib/api-client.ts";
import { useCanonicalListUrl, useListUrlState } from "../../lib/list-url-state.ts";
import { warnedUpstreams } from "../../lib/warned-upstreams.ts";
import { useDataService } from "./get-data-service.ts";
import { PullModelToolbar } from "./pull-model-toolbar.tsx";
import {
  hasActiveFilters,
  SERVICE_LIST_URL,
  serviceAssetModel,
  sourceOptions,
} from "./service-asset-model.ts";
import { ServiceAssetsTable } from "./service-assets-table.tsx";
import { ServiceSummary, ServiceSwitcher } from "./service-summary.tsx";

const EMPTY: readonly never[] = [];

/** What a degraded part of the answer means for the visitor: one notice per failed upstream. */
function warningText(upstream: string): string {
  switch (upstream) {
    case "prices":
      return "Latest prices are unavailable right now, so the sources filter uses the sources each asset is configured with.";
    case "manifests":
      return "The data service's asset list could not be read right now, so no assets are listed.";
    case "sources catalogue":
      return "Source details are unavailable right now, so some logos are missing.";
    default:
      return `Part of this page is unavailable right now (${upstream}).`;
  }
}

/**
 * Pull Model (/app/pull-model/{id}/ and its alias /app/data-services/{id}/, SERVICES-07..15): the
 * data service's assets with a search box, a sources picker, page size and page selects,
 * pagination and Clear all, all kept in the query string (SERVICES-14).
 */
export function PullModelPage() {
  const { id = "" } = useParams();
  // SERVICES-15: the route loader raised the 404 page for an unknown id, and left the answer in the cache.
  const service = useDataService(id);
  const known = service.data?.sources;
  // Sources the data service does not read are dropped from the URL's selection once it is known.
  const sanitize = useCallback(
    (state: FilterState): FilterState => {
      if (known === undefined) return state;
      const ids = new Set(known.map((source) => source.id));
      const sources = state.sources.filter((source) => ids.has(source));
      return sources.length === state.sources.length ? state : { ...state, sources };
    },
    [known],
  );
  const { state, dispatch, linkTo } = useListUrlState(SERVICE_LIST_URL, sanitize);
  const model = serviceAssetModel(service.data?.assets ?? EMPTY, state);
  const options = useMemo(() => sourceOptions(known ?? EMPTY), [known]);
  useCanonicalListUrl(state, model.view.page, service.data !== undefined, SERVICE_LIST_URL);

  // DISCLAIMER-07: the disclaimers of the listed assets, each id once.
  const disclaimerIds = useMemo(
    () => [...new Set((service.data?.assets ?? EMPTY).map((asset) => asset.disclaimerID))],
    [service.data],
  );
  const loading = service.isPending;
  const unknown = service.error instanceof ApiRequestError && service.error.isNotFound;
  const clearTo = linkTo({ type: "clearAll" });
  const filtering = hasActiveFilters(state);
  return (
    <PageFrame
      title="Pull Model"
      description="The assets a data service signs, and the sources it reads."
      actions={
        service.data === undefined ? null : (
          <ExportButtons
            title={`${id} assets`}
            rows={() =>
              model.matching.map((asset) => ({
                symbol: asset.symbol,
                name: asset.name,
                sources: asset.sources.join(" "),
                pricedBy: asset.pricedSources?.join(" ") ?? null,
              }))
            }
          />
        )
      }
    >
      <ServiceSwitcher id={id} service={service.data} />
      <Disclaimers ids={disclaimerIds} barsOnly />
      <ServiceSummary id={id} service={service.data} />
      {service.isError ? (
        unknown ? (
          <Notice>There is no data service "{id}".</Notice>
        ) : (
          <RetryNotice onRetry={() => service.refetch()} retrying={service.isFetching}>
            {service.data === undefined
              ? "This data service is unavailable right now."
              : "This data service could not be refreshed; the list shows the last one received."}
          </RetryNotice>
        )
      ) : null}
      {warnedUpstreams(service.data?.warnings ?? []).map((upstream) => (
        <Notice key={upstream}>{warningText(upstream)}</Notice>
      ))}
      <PullModelToolbar
        state={state}
        view={model.view}
        sourceOptions={options}
        dispatch={dispatch}
        clearAllTo={clearTo}
      />
      <ServiceAssetsTable
        rows={loading ? null : model.rows}
        selectedSources={state.filterStatus ? state.sources : EMPTY}
        filtering={filtering}
      />
      {loading ? null : (
        <ListFooter view={model.view} clearFiltersTo={filtering ? clearTo : null} dispatch={dispatch} />
      )}
    </PageFrame>
  );
}
