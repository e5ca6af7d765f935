import type { SourceDetailView, SourceView } from "@oracle-explorer/core/api-views";
import { Link, useParams } from "react-router";
import { paths } from "../../app/paths.ts";
import { BarChart } from "../../components/chart/bar-chart.tsx";
import { Notice } from "../../components/notice.tsx";
import { PageFrame } from "../../components/page-frame.tsx";
import { TokenLogo } from "../../components/token-logo.tsx";
import { ApiRequestError } from "../../lib/api-client.ts";
import { useSource, useSources } from "../../lib/queries/sources-query.ts";
import { noErrorsText, reportWindowCaption, windowPeriod } from "./error-window-text.ts";
import { chartColor, SOURCE_ERROR_CHARTS, sourceErrorChart, totalOf } from "./source-error-chart.ts";
import styles from "./sources.module.css";

const CHART_HEIGHT = 240;

function SourceFacts({ source, retired }: { source: SourceView; retired: boolean }) {
  return (
    <span className={styles.facts}>
      {retired ? (
        <span className={styles.retiredTag}>No longer used</span>
      ) : (
        <span>
          Used by <strong>{source.feedCount}</strong> {source.feedCount === 1 ? "feed" : "feeds"}
        </span>
      )}
      {source.url !== null ? (
        <a href={source.url} target="_blank" rel="noopener noreferrer">
          {source.url.replace(/^https?:\/\//, "").replace(/\/$/, "")}
          <span className={styles.srOnly}> (opens in a new tab)</span>
          <span aria-hidden="true"> ↗</span>
        </a>
      ) : null}
      {source.color !== null ? (
        <span>
          <span
            className={styles.swatch}
            style={{ background: chartColor(source.color) }}
            aria-hidden="true"
          />
          Source colour
        </span>
      ) : null}
    </span>
  );
}

function CleanSource({ text }: { text: string }) {
  return (
    <p className={styles.clean} role="status">
      <svg className={styles.cleanIcon} width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
        <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="1.8" />
        <path
          d="m8 12.5 2.7 2.7L16.5 9.5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        />
      </svg>
      {text}
    </p>
  );
}

/** Which days the charts cover, when they are an old report's rather than the last 5 days. */
function WindowCaption({ window }: { window: SourceDetailView["errorWindow"] }) {
  const caption = reportWindowCaption(window);
  return caption === null ? null : <p className={styles.windowCaption}>{caption}</p>;
}

function ErrorCharts({ detail }: { detail: SourceDetailView }) {
  const first = detail.errorDays[0]?.date;
  const last = detail.errorDays.at(-1)?.date;
  return (
    <div className={styles.charts}>
      {SOURCE_ERROR_CHARTS.map(({ stat, title }) => (
        <section key={stat} className={styles.card} aria-label={title}>
          <div className={styles.cardHead}>
            <h2 className={styles.cardTitle}>{title}</h2>
            <p className={styles.cardTotal}>
              <strong>{totalOf(detail.errorDays, stat).toLocaleString("en-US")}</strong>{" "}
              {windowPeriod(detail.errorWindow)}
            </p>
          </div>
          <BarChart
            {...sourceErrorChart(detail.errorDays, stat, detail.color)}
            height={CHART_HEIGHT}
            label={`${title} per day for ${detail.id}, ${first ?? ""} to ${last ?? ""} (UTC): ${detail.errorDays
              .map((day) => `${day.date} ${day[stat]}`)
              .join(", ")}`}
          />
        </section>
      ))}
    </div>
  );
}

/**
 * Source detail (/app/sources/{sourceId}/, ROUTE-14): the source's logo, id and link, and its
 * errors of the last 5 days from the sources report, one chart per stat in the source colour
 * (SOURCES-06..09), or the ERROR-22 text when there were none. When the report is older than
 * those days the charts are its last 5 days, named with their dates; a source only the report
 * still names is marked no longer used. When the report fails the header still shows (from the
 * Sources list) and a notice says what is missing.
 */
export function SourcePage() {
  const { sourceId = "" } = useParams();
  // SOURCES-10: the route loader raised the 404 page for an unknown id, and left the answer in the cache.
  const detail = useSource(sourceId);
  const failed = detail.data === undefined && detail.isError;
  const list = useSources(failed);
  const source: SourceView | undefined =
    detail.data ?? list.data?.sources.find((candidate) => candidate.id === sourceId);
  const unknown = failed && detail.error instanceof ApiRequestError && detail.error.isNotFound;

  return (
    <PageFrame
      title={
        <span className={styles.titleRow}>
          <TokenLogo src={source?.logoURI ?? null} name={sourceId} size={36} />
          {sourceId}
        </span>
      }
      description={
        source ? (
          <SourceFacts source={source} retired={detail.data?.retired === true} />
        ) : (
          "Errors reported for this source in the sources report."
        )
      }
      actions={
        <Link to={paths.sources} className={styles.back}>
          All sources
        </Link>
      }
    >
      {detail.isPending ? (
        <div className={styles.charts} aria-busy="true">
          {SOURCE_ERROR_CHARTS.map(({ stat }) => (
            <div key={stat} className={styles.placeholder} />
          ))}
        </div>
      ) : null}
      {unknown ? <Notice>There is no source "{sourceId}".</Notice> : null}
      {failed && !unknown ? (
        <Notice
          action={
            <button
              type="button"
              className="button"
              onClick={() => detail.refetch()}
              disabled={detail.isFetching}
            >
              {detail.isFetching ? "Retrying…" : "Retry"}
            </button>
          }
        >
          The sources report is unavailable right now, so this source's errors cannot be shown.
        </Notice>
      ) : null}
      {detail.data !== undefined && detail.data.warnings.length > 0 ? (
        <Notice>Some feed lists could not be read, so the number of feeds may be lower than it is.</Notice>
      ) : null}
      {detail.data?.retired ? (
        <Notice>
          This source is no longer used: the latest sources report names it, but neither the sources catalogue
          nor any data service does any more.
        </Notice>
      ) : null}
      {detail.data === undefined ? null : detail.data.hasErrors ? (
        <>
          <WindowCaption window={detail.data.errorWindow} />
          <ErrorCharts detail={detail.data} />
        </>
      ) : (
        <CleanSource text={noErrorsText(detail.data.errorWindow)} />
      )}
    </PageFrame>
  );
}
