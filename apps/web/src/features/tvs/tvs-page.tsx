import type { TvsClientRowView, TvsDashboardView } from "@oracle-explorer/core/api-views";
import {
  TVS_DEFAULT_TIMEFRAME,
  TVS_TIMELINE_HEIGHT_PX,
  type TvsTimeframe,
} from "@oracle-explorer/core/constants";
import { tvsLoadErrorMessage } from "@oracle-explorer/core/tvs";
import { useDeferredValue, useEffect, useMemo, useState } from "react";
import { useSearchParams } from "react-router";
import { BarChart } from "../../components/chart/bar-chart.tsx";
import { ChartEmpty } from "../../components/chart/chart-empty.tsx";
import { EChart } from "../../components/chart/echart.tsx";
import { StackedAreaChart } from "../../components/chart/stacked-area-chart.tsx";
import { Notice } from "../../components/notice.tsx";
import { PageFrame } from "../../components/page-frame.tsx";
import { useNetworkRecord } from "../../lib/queries/network-record-query.ts";
import { DashboardPanel, type PanelMode } from "./dashboard-panel.tsx";
import { useTvsDashboard } from "./get-tvs.ts";
import { MeasuredPanel } from "./measured-panel.tsx";
import {
  priceUpdatesBars,
  providerPerformanceBars,
  timelineChartModel,
  tooltipDate,
  topClientsBars,
  treemapOption,
} from "./tvs-chart-options.ts";
import { TvsClientsSection } from "./tvs-clients-section.tsx";
import { TvsHeader } from "./tvs-header.tsx";
import styles from "./tvs-page.module.css";
import { TvsSummary } from "./tvs-summary.tsx";
import {
  TIMEFRAME_SPANS,
  TVS_TIMEFRAME_BUTTONS,
  timeframeFromQuery,
  useTimeframeQueryRewrite,
} from "./tvs-timeframe.ts";

/** ERROR-38's companion: the loading state's text (spec error catalogue). */
export const TVS_LOADING_TEXT = "Loading dashboard data...";

/** A chart's height in a panel: its own in the page, most of the viewport in fullscreen. */
/** The timeline as rows, one per point in time and client (beyond the spec: its export). */
function timelineRows(view: TvsDashboardView) {
  return view.timeline.timestamps.flatMap((timestamp, index) =>
    view.timeline.series.map((series) => ({
      time: new Date(timestamp).toISOString(),
      client: series.name,
      valueUsd: series.values[index] ?? null,
    })),
  );
}

/** Client rows as the exports write them. */
const clientRows = (rows: readonly TvsClientRowView[]) =>
  rows.map((row) => ({ client: row.name, valueUsd: row.value, percentage: row.percentage }));

const chartHeight = (mode: PanelMode, base: number) =>
  mode === "fullscreen" ? Math.max(base, (globalThis.innerHeight || 0) - 140) : base;

const PANELS = {
  summary: "Summary",
  timeline: "TVS Timeline",
  treemap: "TVS per client",
  topClients: "Top 10 Clients by TVS",
  performance: "Provider Performance",
  measured: "Measured network performance",
  updates: "Price Updates Distribution",
  clients: "Tvs Clients",
} as const;
type PanelKey = keyof typeof PANELS;

/** TVS dashboard (/tvs/), outside the app layout: no app header, no sidebar (ROUTE-08). */
export function TvsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const timeframe = timeframeFromQuery(searchParams.get("timeframe"));
  // An unknown ?timeframe= shows 1M: the URL is rewritten to match (TVS-14).
  useTimeframeQueryRewrite();
  const live = useTvsDashboard(timeframe);
  // The page draws a deferred snapshot of the answer, so it renders in a transition React slices,
  // not in the one task TanStack Query's synchronous store update would make of it (~100 ms
  // here, TBT). Retry and reload read the live query, so they never act on a stale state.
  const snapshot = useMemo(
    () => ({ data: live.data, error: live.error, isError: live.isError }),
    [live.data, live.error, live.isError],
  );
  const tvs = useDeferredValue(snapshot);
  // Beyond the spec: the Measured panel's own query, so the dashboard never waits for the indexer.
  const networkRecord = useNetworkRecord();
  const [closed, setClosed] = useState<readonly PanelKey[]>([]);
  const view = tvs.data;

  // TVS-28: the failure is kept in the query; it is also logged for whoever reads the console.
  useEffect(() => {
    if (live.error) console.warn("tvs: the dashboard failed to load", live.error);
  }, [live.error]);

  const options = useMemo(
    () =>
      view === undefined
        ? null
        : {
            timeline: timelineChartModel(view.timeline),
            treemap: treemapOption(view.treemap),
            topClients: topClientsBars(view.topClients),
          },
    [view],
  );
  const staticOptions = useMemo(
    () => ({ performance: providerPerformanceBars(), updates: priceUpdatesBars() }),
    [],
  );

  const chooseTimeframe = (next: TvsTimeframe) => {
    const params = new URLSearchParams(searchParams);
    if (next === TVS_DEFAULT_TIMEFRAME) params.delete("timeframe");
    else params.set("timeframe", next);
    setSearchParams(params, { replace: true });
  };
  const panel = (key: PanelKey) => ({
    title: PANELS[key],
    onClose: () => setClosed((keys) => [...keys, key]),
  });
  const isOpen = (key: PanelKey) => !closed.includes(key);
  const reload = { onReload: () => void live.refetch(), reloading: live.isFetching };

  return (
    <div className={styles.page}>
      <TvsHeader />
      <main className={styles.content}>
        <PageFrame
          title="TVS Dashboard"
          description={
            view ? (
              <>
                Total value secured by the oracle, per client and over time. Figures as of{" "}
                {tooltipDate(view.fetchedAt)}.
              </>
            ) : (
              "Total value secured by the oracle, per client and over time."
            )
          }
          actions={
            <fieldset className={styles.timeframes}>
              <legend className={styles.srOnly}>Timeframe</legend>
              {TVS_TIMEFRAME_BUTTONS.map((value) => (
                <button
                  key={value}
                  type="button"
                  className={styles.timeframe}
                  aria-pressed={timeframe === value}
                  onClick={() => chooseTimeframe(value)}
                >
                  {value}
                </button>
              ))}
            </fieldset>
          }
        >
          {view === undefined ? (
            tvs.isError ? (
              <div className={styles.state} role="alert">
                <p className={styles.stateText}>{tvsLoadErrorMessage(tvs.error)}</p>
                <button
                  type="button"
                  className="button"
                  onClick={() => live.refetch()}
                  disabled={live.isFetching}
                >
                  {live.isFetching ? "Retrying…" : "Retry"}
                </button>
              </div>
            ) : (
              <div className={styles.state} role="status" aria-live="polite">
                <span className={styles.spinner} aria-hidden="true" />
                <p className={styles.stateText}>{TVS_LOADING_TEXT}</p>
              </div>
            )
          ) : (
            <>
              {tvs.isError ? (
                <Notice>
                  {tvsLoadErrorMessage(tvs.error)}. The dashboard shows the last figures received.
                </Notice>
              ) : view.stale ? (
                <Notice>
                  The TVS service failed to answer the latest refresh; these are the last figures received.
                </Notice>
              ) : null}
              {closed.length > 0 ? (
                <div className={styles.closedBar}>
                  <span>
                    {closed.length} {closed.length === 1 ? "panel" : "panels"} closed
                  </span>
                  <button type="button" className="button" onClick={() => setClosed([])}>
                    Show all panels
                  </button>
                </div>
              ) : null}
              <div className={styles.grid}>
                {isOpen("summary") ? (
                  <DashboardPanel {...panel("summary")} {...reload} wide>
                    <TvsSummary view={view} />
                  </DashboardPanel>
                ) : null}
                {isOpen("timeline") && options ? (
                  <DashboardPanel
                    {...panel("timeline")}
                    {...reload}
                    wide
                    exportRows={() => timelineRows(view)}
                  >
                    {(mode) => (
                      <>
                        <p className={styles.panelNote}>{TIMEFRAME_SPANS[timeframe]}, stacked by client</p>
                        <p className={styles.panelNote}>
                          The last point is the current total, projected 12 h ahead.
                        </p>
                        {view.timeline.timestamps.length === 0 ? (
                          <ChartEmpty height={chartHeight(mode, TVS_TIMELINE_HEIGHT_PX)} />
                        ) : (
                          // SVG, not ECharts: the first chart in view, so it must not load the library.
                          <StackedAreaChart
                            {...options.timeline}
                            height={chartHeight(mode, TVS_TIMELINE_HEIGHT_PX)}
                            label={`TVS per client over time, ${TIMEFRAME_SPANS[timeframe].toLowerCase()}`}
                          />
                        )}
                      </>
                    )}
                  </DashboardPanel>
                ) : null}
                {isOpen("treemap") && options ? (
                  <DashboardPanel
                    {...panel("treemap")}
                    {...reload}
                    exportRows={() => clientRows(view.treemap)}
                  >
                    {(mode) => (
                      <EChart
                        option={options.treemap}
                        height={chartHeight(mode, 360)}
                        label="TVS per client, as areas"
                        replace
                      />
                    )}
                  </DashboardPanel>
                ) : null}
                {isOpen("topClients") && options ? (
                  <DashboardPanel
                    {...panel("topClients")}
                    {...reload}
                    exportRows={() => clientRows(view.topClients)}
                  >
                    {(mode) => (
                      <BarChart
                        {...options.topClients}
                        height={chartHeight(mode, 360)}
                        label="Top 10 clients by TVS"
                      />
                    )}
                  </DashboardPanel>
                ) : null}
                {isOpen("performance") ? (
                  <DashboardPanel {...panel("performance")}>
                    {(mode) => (
                      <>
                        <IllustrativeMark />
                        <BarChart
                          {...staticOptions.performance}
                          height={chartHeight(mode, 280)}
                          label="Provider performance (illustrative figures)"
                        />
                      </>
                    )}
                  </DashboardPanel>
                ) : null}
                {isOpen("measured") ? (
                  <DashboardPanel
                    {...panel("measured")}
                    onReload={() => void networkRecord.refetch()}
                    reloading={networkRecord.isFetching}
                  >
                    <MeasuredPanel query={networkRecord} />
                  </DashboardPanel>
                ) : null}
                {isOpen("updates") ? (
                  // Alone on its row, under the two performance panels.
                  <DashboardPanel {...panel("updates")} wide>
                    {(mode) => (
                      <>
                        <IllustrativeMark />
                        <BarChart
                          {...staticOptions.updates}
                          height={chartHeight(mode, 280)}
                          label="Price updates per 4-hour slot (illustrative figures)"
                        />
                      </>
                    )}
                  </DashboardPanel>
                ) : null}
                {isOpen("clients") ? (
                  <DashboardPanel
                    {...panel("clients")}
                    {...reload}
                    wide
                    exportRows={() => clientRows(view.clients.desc)}
                  >
                    <p className={styles.panelNote}>
                      Total value locked (TVL) per client: what each client holds. TVS, in the charts above,
                      is the value the oracle's prices secure, so the two rank clients differently.
                    </p>
                    <TvsClientsSection clients={view.clients} />
                  </DashboardPanel>
                ) : null}
              </div>
            </>
          )}
        </PageFrame>
      </main>
    </div>
  );
}

/**
 * The spec's fixed demo panels (TVS-11, TVS-12) carry this mark, so nobody reads them as data
 * (decision: truth over showing demo numbers unmarked).
 */
function IllustrativeMark() {
  return <p className={styles.illustrative}>Illustrative figures, not measured data</p>;
}
