import { abbreviatePor, NO_DATA } from "@oracle-explorer/core/format";
import { hasSmallValueWarning, POR_SMALL_VALUE_WARNING } from "@oracle-explorer/core/proof-of-reserve";
import { type ReactNode, useEffect, useMemo } from "react";
import { useParams } from "react-router";
import { AfterFirstPaint } from "../../components/after-first-paint.tsx";
import { BarChart } from "../../components/chart/bar-chart.tsx";
import { DonutChart } from "../../components/chart/donut-chart.tsx";
import { Disclaimers } from "../../components/disclaimers/disclaimers.tsx";
import { ExportButtons } from "../../components/export-buttons.tsx";
import { Notice } from "../../components/notice.tsx";
import { PageFrame } from "../../components/page-frame.tsx";
import type { ExportRow } from "../../lib/export-data.ts";
import { CustodianTabs } from "./custodian-tabs.tsx";
import { useProofOfReserve } from "./get-proof-of-reserve.ts";
import { assetDistributionDonut, custodianDistributionBars, porDollars } from "./por-chart-options.ts";
import { PorProvenance, SIGNED_AT } from "./por-provenance.tsx";
import styles from "./proof-of-reserve-page.module.css";

const POR_DISCLAIMER_IDS = ["proof-of-reserve"];

/** POR-02 (decision: 2 decimals): the ratio card's text. */
export function ratioText(percent: number | null): string {
  return percent === null || !Number.isFinite(percent) ? NO_DATA : `${percent.toFixed(2)}%`;
}

/**
 * A soft hyphen, so "Collateralization" breaks as "Collateral-ization" in a phone's half-width
 * card instead of running past its border (Chromium on Linux has no hyphenation dictionaries for
 * `hyphens: auto`). Only in the visible heading: the card's accessible name stays plain.
 */
function withBreakHints(label: string): string {
  return label.replace("Collateralization", "Collateral\u00ADization");
}

interface CardProps {
  label: string;
  /** The value's text; undefined while loading (POR-17 placeholder). */
  value: string | undefined;
  note: ReactNode;
  accent?: boolean;
}

function Card({ label, value, note, accent = false }: CardProps) {
  return (
    <section className={accent ? `${styles.card} ${styles.accent}` : styles.card} aria-label={label}>
      <h2 className={styles.cardLabel}>{withBreakHints(label)}</h2>
      {value === undefined ? (
        <span className={styles.placeholder} data-placeholder="" aria-hidden="true" />
      ) : (
        <p className={styles.cardValue}>{value}</p>
      )}
      <p className={styles.cardNote}>{note}</p>
    </section>
  );
}

interface ChartCardProps {
  title: string;
  values: readonly number[] | undefined;
  failed: boolean;
  /** The chart's series as rows, for the CSV / JSON export (beyond the spec). */
  exportRows?: () => readonly ExportRow[];
  children: ReactNode;
}

/** A chart's frame: POR-14's warning under it, "no-data" when the load failed. */
function ChartCard({ title, values, failed, exportRows, children }: ChartCardProps) {
  return (
    <section className={styles.chartCard} aria-label={title}>
      <header className={styles.chartHead}>
        <h2 className={styles.sectionTitle}>{title}</h2>
        {values !== undefined && exportRows ? <ExportButtons title={title} rows={exportRows} /> : null}
      </header>
      {values !== undefined ? (
        children
      ) : failed ? (
        <p className={styles.chartEmpty}>{NO_DATA}</p>
      ) : (
        <div className={styles.chartLoading} aria-hidden="true" />
      )}
      {values !== undefined && hasSmallValueWarning(values) ? (
        <p className={styles.warning}>{POR_SMALL_VALUE_WARNING}</p>
      ) : null}
    </section>
  );
}

/**
 * Proof-of-reserve dashboard (/app/proof-of-reserve/{id}/, ROUTE-24; the id is checked by its
 * loader): the collateralization ratio, grand total, supply and assets in motion, the asset and
 * custodian distributions, and one collapsible tab per custodian. A failed load never blanks the
 * page (POR-17): it is logged, the cards read "no-data" and a notice offers a retry.
 */
export function ProofOfReservePage() {
  const { id = "" } = useParams();
  const por = useProofOfReserve(id);
  const view = por.data;
  const failed = por.isError && view === undefined;
  // undefined while loading, NO_DATA after a failure, the text otherwise.
  const text = (format: (data: NonNullable<typeof view>) => string) =>
    view !== undefined ? format(view) : failed ? NO_DATA : undefined;

  useEffect(() => {
    if (por.error) console.warn("proof of reserve: the dashboard failed to load", por.error);
  }, [por.error]);

  const options = useMemo(
    () =>
      view === undefined
        ? null
        : {
            assets: assetDistributionDonut(view.assetDistribution),
            custodians: custodianDistributionBars(view.custodianDistribution),
          },
    [view],
  );

  return (
    <PageFrame
      title="Proof of Reserve"
      description={
        view ? (
          <>
            Reserves behind the stablecoin, per asset and custodian, from the {view.feedId} round of{" "}
            {SIGNED_AT.format(new Date(view.roundTimestamp))}: the ratio is signed, the breakdown is not.
          </>
        ) : (
          "Collateralization, reserves per custodian and supply for the stablecoin."
        )
      }
    >
      {/* POR-16: the proof-of-reserve disclaimer, as a closable info bar. */}
      <Disclaimers ids={POR_DISCLAIMER_IDS} />
      {por.isError ? (
        <Notice
          action={
            <button type="button" className="button" onClick={() => por.refetch()} disabled={por.isFetching}>
              {por.isFetching ? "Retrying…" : "Retry"}
            </button>
          }
        >
          {view === undefined
            ? `Proof-of-reserve data is unavailable right now (${por.error.message}).`
            : "The reserves could not be refreshed; the dashboard shows the last ones received."}
        </Notice>
      ) : null}
      <div className={styles.cards} aria-busy={por.isPending}>
        <Card
          label="Collateralization Ratio"
          value={text((data) => ratioText(data.ratioPercent))}
          note="Reserves over supply · signed"
          accent
        />
        <Card
          label="Grand Total"
          value={text((data) => porDollars(data.grandTotal))}
          note="All assets held by all custodians · unsigned"
        />
        <Card
          label="Total Supply"
          value={text((data) => abbreviatePor(data.totalSupply))}
          note="Stablecoin tokens issued · unsigned"
        />
        <Card
          label="Assets in Motion"
          value={text((data) => porDollars(data.assetsInMotion))}
          note="Moving between custodians · unsigned"
        />
      </div>
      <div className={styles.charts}>
        <ChartCard
          title="Asset distribution"
          values={view?.assetDistribution.map((asset) => asset.value)}
          failed={failed}
          exportRows={() =>
            view?.assetDistribution.map(({ label, value }) => ({ asset: label, value })) ?? []
          }
        >
          {options ? (
            // Plain SVG, not ECharts: the donut is in a phone's first view (Lighthouse).
            <DonutChart {...options.assets} height={300} label="Reserves per asset, as a donut" />
          ) : null}
        </ChartCard>
        <ChartCard
          title="Custodian distribution"
          values={view?.custodianDistribution.map((entry) => entry.value)}
          failed={failed}
          exportRows={() =>
            view?.custodianDistribution.map(({ custodian, value }) => ({ custodian, value })) ?? []
          }
        >
          {options ? (
            <BarChart {...options.custodians} height={300} label="Reserves per custodian, as bars" />
          ) : null}
        </ChartCard>
      </div>
      <section className={styles.custodians} aria-labelledby="por-custodians">
        <h2 id="por-custodians" className={styles.sectionTitle}>
          Custodians
        </h2>
        {view ? (
          <CustodianTabs tables={view.custodianTables} />
        ) : failed ? (
          <p className={styles.chartEmpty}>{NO_DATA}</p>
        ) : (
          <div className={styles.chartLoading} aria-hidden="true" />
        )}
      </section>
      {/* Below the fold: built right after the first render, in slices (TBT). */}
      <AfterFirstPaint>{view ? <PorProvenance view={view} /> : null}</AfterFirstPaint>
    </PageFrame>
  );
}
