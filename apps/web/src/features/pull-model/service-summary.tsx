import type { DataServiceDetailView } from "@oracle-explorer/core/api-views";
import { CopyButton } from "../../components/copy-button.tsx";
import { TokenLogo } from "../../components/token-logo.tsx";
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
