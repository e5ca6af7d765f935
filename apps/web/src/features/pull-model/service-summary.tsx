import type { DataServiceDetailView, DataServiceView } from "@oracle-explorer/core/api-views";
import { useId } from "react";
import { Link, useLocation } from "react-router";
import { paths } from "../../app/paths.ts";
import { CopyButton } from "../../components/copy-button.tsx";
import { TokenLogo } from "../../components/token-logo.tsx";
import { useConfig } from "../../lib/config.tsx";
import { useDataServices } from "../../lib/queries/data-services-query.ts";
import styles from "./pull-model.module.css";

/** "10000" ms → "10 s"; whole minutes as "1 min". */
export function intervalText(ms: number): string {
  if (ms >= 60_000 && ms % 60_000 === 0) return `${ms / 60_000} min`;
  const seconds = ms / 1000;
  return `${Number.isInteger(seconds) ? seconds : seconds.toFixed(1)} s`;
}

interface ServiceSummaryProps {
  id: string;
  /** Undefined while loading or after a failed load: the id alone is shown. */
  service: DataServiceDetailView | undefined;
}

/** Which data service the page is about: logo, name, id (copyable), description and its numbers. */
export function ServiceSummary({ id, service }: ServiceSummaryProps) {
  return (
    <section className={styles.summary} aria-label="Data service">
      <TokenLogo src={service?.logo ?? null} name={service?.name ?? id} size={48} />
      <div className={styles.summaryText}>
        <h2 className={styles.serviceName}>{service?.name ?? id}</h2>
        <p className={styles.serviceId}>
          <code>{id}</code>
          <CopyButton text={id} label="data service id" />
        </p>
        {service?.description ? <p className={styles.serviceDescription}>{service.description}</p> : null}
      </div>
      {service ? (
        <dl className={styles.stats}>
          <div>
            <dt>Assets</dt>
            <dd>{service.assetsCount}</dd>
          </div>
          <div>
            <dt>Sources</dt>
            <dd>{service.sources.length}</dd>
          </div>
          {service.interval !== null ? (
            <div>
              <dt>Signed every</dt>
              <dd>{intervalText(service.interval)}</dd>
            </div>
          ) : null}
        </dl>
      ) : null}
    </section>
  );
}

/** What a switch to another data service keeps of the query: the search and the page size. */
const KEPT_QUERY_NAMES = ["search", "perPage"] as const;

/**
 * The link to another data service's Pull Model, from the current location: the same path form
 * (the /app/data-services/{id}/ alias stays the alias) and the query that still means something
 * there (search, page size); the page and the sources picked are this service's own.
 */
export function serviceSwitchHref(id: string, location: { pathname: string; search: string }): string {
  const path = location.pathname.startsWith("/app/data-services/")
    ? paths.dataService(id)
    : paths.pullModel(id);
  const current = new URLSearchParams(location.search);
  const kept = new URLSearchParams();
  for (const name of KEPT_QUERY_NAMES) {
    const value = current.get(name);
    if (value) kept.set(name, value);
  }
  const query = kept.toString();
  return query ? `${path}?${query}` : path;
}

/** "RedStone Primary Prod" → "Primary Prod": the product's name is every chip's first word. */
function shortName(service: DataServiceView, productName: string): string {
  const prefix = `${productName} `;
  return service.name.startsWith(prefix) && service.name.length > prefix.length
    ? service.name.slice(prefix.length)
    : service.name;
}

/**
 * Beyond the spec: the other data services, one link each, so the Pull Model page is not a dead
 * end for the one the sidebar opens. From the data services list (the api's, shared with the
 * Data Services screen and the palette); nothing shows until it arrives or when it fails.
 */
export function ServiceSwitcher({ id, service: current }: { id: string; service?: DataServiceView }) {
  const services = useDataServices();
  const location = useLocation();
  const { productName } = useConfig();
  const titleId = useId();
  // While the list loads, the row holds this service alone, so it does not push the page down
  // when the others arrive.
  const list: readonly DataServiceView[] =
    services.data?.dataServices ??
    (services.isPending ? [current ?? { id, name: id, logo: null, description: "", assetsCount: 0 }] : []);
  // Nothing to switch to: a failed list, or this service alone.
  if (!services.isPending && !list.some((service) => service.id !== id)) return null;
  return (
    <nav className={styles.switcher} aria-labelledby={titleId}>
      <span id={titleId} className={styles.switcherTitle}>
        Data services
      </span>
      <ul className={`${styles.switcherList} scroll-edges`}>
        {list.map((service) => {
          const name = shortName(service, productName);
          const title = name === service.name ? service.id : `${service.name} (${service.id})`;
          return (
            <li key={service.id}>
              {service.id === id ? (
                // The page's own service: no link, which would only drop its filters.
                <span className={styles.switcherLink} aria-current="page" title={title}>
                  {name}
                </span>
              ) : (
                <Link
                  className={styles.switcherLink}
                  to={serviceSwitchHref(service.id, location)}
                  title={title}
                >
                  {name}
                </Link>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
