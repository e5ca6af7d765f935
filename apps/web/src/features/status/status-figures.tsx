import type { StatusView } from "@oracle-explorer/core/api-views";
import { useId } from "react";
import { Link } from "react-router";
import card from "../../components/card.module.css";
import figures from "../../components/figures.module.css";
import { RelativeTime } from "../../components/relative-time.tsx";
import { feedsFigure, type NowFigure, nodesFigure, serviceFigure } from "./status-model.ts";
import styles from "./status-page.module.css";

/** A figure of now: its sentence says the state, its colour only repeats it. */
function Figure({ figure, label }: { figure: NowFigure; label: string }) {
  return (
    <div className={`${figures.figure} ${styles.figure}`} data-ok={figure.ok}>
      <dt>{label}</dt>
      <dd>{figure.text}</dd>
    </div>
  );
}

/**
 * The network right now: push feeds fresh or stale, nodes signing, and each data service's on-time
 * signers in its newest round against the threshold its consumers need.
 */
export function StatusFigures({ view }: { view: StatusView }) {
  const titleId = useId();
  return (
    <section className={card.card} aria-labelledby={titleId}>
      <header className={card.head}>
        <h2 id={titleId} className={card.title}>
          Right now
        </h2>
      </header>
      <dl className={`${figures.figures} ${styles.figures}`}>
        <Figure label="Push feeds" figure={feedsFigure(view.feeds)} />
        <Figure label="Nodes" figure={nodesFigure(view.nodes, view.services)} />
      </dl>
      {view.services.length > 0 ? (
        <>
          <h3 className={styles.servicesTitle}>Data services, newest recorded round</h3>
          <ul className={styles.services} aria-label="Data services">
            {view.services.map((service) => {
              const figure = serviceFigure(service);
              return (
                <li key={service.serviceId} className={styles.service} data-service={service.serviceId}>
                  <span className={styles.serviceName}>
                    {service.href !== null ? <Link to={service.href}>{service.name}</Link> : service.name}
                  </span>
                  <span className={styles.serviceState} data-ok={figure.ok}>
                    {figure.state}
                  </span>
                  <span className={styles.serviceSigners}>{figure.text}</span>
                  <span className={styles.serviceRound}>
                    {service.lastRoundAt === null ? null : (
                      <>
                        Round <RelativeTime timestamp={service.lastRoundAt} />
                      </>
                    )}
                  </span>
                </li>
              );
            })}
          </ul>
        </>
      ) : (
        <p className={styles.muted}>No data service recorded yet.</p>
      )}
    </section>
  );
}
