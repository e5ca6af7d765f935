import { searchSources, sortSourcesByFeedCount, sourceMatchesSearch } from "@oracle-explorer/core/filtering";
import { useMemo } from "react";
import { useLocation } from "react-router";
import { useHeaderSearchText } from "../../app/typed-search.ts";
import { ExportButtons } from "../../components/export-buttons.tsx";
import list from "../../components/list-page.module.css";
import { Notice } from "../../components/notice.tsx";
import { PageFrame } from "../../components/page-frame.tsx";
import { RetryNotice } from "../../components/retry-notice.tsx";
import { useSources } from "../../lib/queries/sources-query.ts";
import { RetiredSources } from "./retired-sources.tsx";
import { SourcesTable } from "./sources-table.tsx";

/**
 * Sources list (/app/sources/): every price source with its Number of Feeds, most used first and
 * not paged (SOURCES-05), filtered by the header search on the source id (SOURCES-04); under the
 * table, the sources report's sources no longer used (searched the same way).
 */
export function SourcesPage() {
  const sources = useSources();
  const { pathname } = useLocation();
  const search = useHeaderSearchText();
  const sorted = useMemo(
    () => (sources.data === undefined ? undefined : sortSourcesByFeedCount(sources.data.sources)),
    [sources.data],
  );
  const rows = useMemo(
    () => (sorted === undefined ? undefined : searchSources(sorted, search)),
    [sorted, search],
  );
  const retired = useMemo(
    () => (sources.data?.retired ?? []).filter((id) => sourceMatchesSearch({ id }, search)),
    [sources.data, search],
  );
  const warnings = sources.data?.warnings ?? [];
  const manifestsFailed = warnings.some((warning) => warning.upstream === "manifests");
  const reportFailed = warnings.some((warning) => warning.upstream === "sources report");

  return (
    <PageFrame
      title="Sources"
      actions={
        rows === undefined ? null : (
          <ExportButtons
            title="Sources"
            rows={() =>
              rows.map((source) => ({ source: source.id, feeds: source.feedCount, url: source.url }))
            }
          />
        )
      }
      description={
        rows === undefined ? (
          "Price sources the oracle nodes read, and how many feeds use each."
        ) : (
          <span className={list.count}>
            <strong>{rows.length}</strong> {rows.length === 1 ? "source" : "sources"}
          </span>
        )
      }
    >
      {sources.isError ? (
        <RetryNotice onRetry={() => sources.refetch()} retrying={sources.isFetching}>
          {sources.data === undefined
            ? "The sources list is unavailable right now."
            : "The sources list could not be refreshed; it shows the last one received."}
        </RetryNotice>
      ) : null}
      {manifestsFailed ? (
        <Notice>
          Some feed lists (manifests) could not be read, so the numbers of feeds may be lower than they are.
        </Notice>
      ) : null}
      <SourcesTable
        rows={sources.isPending ? null : (rows ?? [])}
        clearFiltersTo={search.trim() === "" ? null : pathname}
      />
      <RetiredSources ids={retired} />
      {reportFailed ? (
        <Notice>
          The sources report could not be read, so the sources it names that are no longer used are not
          listed.
        </Notice>
      ) : null}
    </PageFrame>
  );
}
