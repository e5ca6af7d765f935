import { matchesSearch } from "@oracle-explorer/core/filtering";
import { useMemo } from "react";
import { Link, useLocation } from "react-router";
import { useHeaderSearchText } from "../../app/typed-search.ts";
import { Notice } from "../../components/notice.tsx";
import { PageFrame } from "../../components/page-frame.tsx";
import { useDataServices } from "../../lib/queries/data-services-query.ts";
import { DataServiceCard, PlaceholderCards } from "./data-service-card.tsx";
import styles from "./data-services.module.css";

/** SERVICES-04, verbatim. */
export const NO_MATCHING_SERVICES_TEXT = "No results matching criteria";

/** SERVICES-05: as many placeholders as there usually are services. */
const PLACEHOLDER_CARDS = 4;

/**
 * Data services list (/app/data-services/): one card per data service, all on one page
 * (SERVICES-06), filtered by the header search on the provider name, ignoring case (SERVICES-03).
 */
export function DataServicesPage() {
  const services = useDataServices();
  const { pathname } = useLocation();
  const search = useHeaderSearchText();
  const shown = useMemo(
    () => services.data?.dataServices.filter((service) => matchesSearch(search, [service.name])),
    [services.data, search],
  );
  const loading = services.isPending;

  return (
    <PageFrame title="Data Services" description="Pull-model data services and the assets each one signs.">
      {services.isError ? (
        <Notice
          action={
            <button
              type="button"
              className="button"
              onClick={() => services.refetch()}
              disabled={services.isFetching}
            >
              {services.isFetching ? "Retrying…" : "Retry"}
            </button>
          }
        >
          {services.data === undefined
            ? "The data services are unavailable right now."
            : "The data services could not be refreshed; they show as last received."}
        </Notice>
      ) : null}
      {(services.data?.warnings.length ?? 0) > 0 ? (
        <Notice>Some asset lists (manifests) could not be read, so those services count 0 assets.</Notice>
      ) : null}
      <ul className={styles.grid} aria-label="Data services" aria-busy={loading}>
        {loading ? <PlaceholderCards count={PLACEHOLDER_CARDS} /> : null}
        {shown?.map((service) => (
          <DataServiceCard key={service.id} service={service} />
        ))}
      </ul>
      {shown !== undefined && shown.length === 0 && services.data !== undefined ? (
        <p className={styles.empty} role="status">
          {NO_MATCHING_SERVICES_TEXT}
          {search.trim() !== "" ? (
            <>
              {" "}
              <Link to={pathname} className={styles.clear}>
                Clear search
              </Link>
            </>
          ) : null}
        </p>
      ) : null}
    </PageFrame>
  );
}
