import type { ProofOfReserveView } from "@oracle-explorer/core/api-views";
import { TOKEN_SERIES_RANGE_NAMES, type TokenSeriesRange } from "@oracle-explorer/core/charts";
import { useQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { Link } from "react-router";
import { feedHref } from "../../app/paths.ts";
import card from "../../components/card.module.css";
import { ChartEmpty } from "../../components/chart/chart-empty.tsx";
import { LineChart } from "../../components/chart/line-chart.tsx";
import { priceChartModel } from "../../components/chart/price-chart-model.ts";
import { SegmentedControl } from "../../components/segmented-control.tsx";
import { LazyVerifyPanel } from "../../components/verify/lazy-verify-panel.tsx";
import { porRatioHistoryQueryOptions } from "./get-proof-of-reserve.ts";
import styles from "./proof-of-reserve-page.module.css";

const HISTORY_RANGES = ["1d", "7d"] as const satisfies readonly TokenSeriesRange[];
const CHART_HEIGHT = 220;

/** "Nov 26, 2026, 2:05 PM UTC": a signed round's time, with its time zone. */
export const SIGNED_AT = new Intl.DateTimeFormat("en-US", {
  year: "numeric",
  month: "short",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZoneName: "short",
});

/**
 * What is proven and what is not (issue 25, decision): the ratio is the value the data service's
 * nodes signed, which anyone can verify here and which a chain may carry as a feed; the balances
 * and supply come from the round's metadata, which no node signs. The ratio's history is the
 * service's own price history of that signed value.
 */
export function PorProvenance({ view }: { view: ProofOfReserveView }) {
  const [range, setRange] = useState<(typeof HISTORY_RANGES)[number]>("7d");
  const history = useQuery(porRatioHistoryQueryOptions(view.id, range));
  const onChain = view.onChainFeeds ?? [];
  const points = useMemo(
    () =>
      (history.data?.points ?? []).map(({ timestamp, ratioPercent }) => ({ timestamp, value: ratioPercent })),
    [history.data],
  );
  const model = useMemo(
    () =>
      priceChartModel({
        points,
        range: TOKEN_SERIES_RANGE_NAMES[range],
        denomination: "percentage",
        symbol: "Ratio",
      }),
    [points, range],
  );
  return (
    <>
      <section className={card.card} aria-labelledby="por-provenance">
        <h2 id="por-provenance" className={card.title}>
          What is signed
        </h2>
        <ul className={styles.provenance}>
          <li>
            <span className={styles.signed}>Signed</span> The collateralization ratio: the{" "}
            <strong>{view.feedId}</strong> value the nodes of <strong>{view.dataServiceId}</strong> signed in
            the round of {SIGNED_AT.format(new Date(view.roundTimestamp))}. Verify its signatures below.
          </li>
          <li>
            <span className={styles.unsigned}>Unsigned</span> The grand total, supply, assets in motion and
            every balance per asset and custodian: the same round's metadata, which the nodes do not sign.
          </li>
          <li>
            {onChain.length > 0 ? (
              <>
                On chain:{" "}
                {onChain.map((feed, index) => (
                  <span key={feedHref(feed)}>
                    {index > 0 ? ", " : null}
                    <Link to={feedHref(feed)}>
                      {view.feedId} on {feed.networkName}
                    </Link>
                  </span>
                ))}
              </>
            ) : view.onChainFeeds === null ? (
              `The feeds that carry ${view.feedId} on chain cannot be listed right now.`
            ) : (
              `No push feed carries ${view.feedId} on chain.`
            )}
          </li>
        </ul>
      </section>
      <section className={card.card} aria-labelledby="por-ratio-history">
        <header className={card.head}>
          <h2 id="por-ratio-history" className={card.title}>
            Signed ratio history
          </h2>
          <div className={card.tools}>
            <SegmentedControl
              legend="Ratio range"
              options={HISTORY_RANGES.map((value) => ({ value, label: TOKEN_SERIES_RANGE_NAMES[value] }))}
              value={range}
              onChange={setRange}
            />
          </div>
        </header>
        {history.isError ? (
          <ChartEmpty height={CHART_HEIGHT}>
            <button type="button" className="button" onClick={() => history.refetch()}>
              Retry
            </button>
          </ChartEmpty>
        ) : history.isPending ? (
          <div className={card.chartPlaceholder} style={{ height: CHART_HEIGHT }} aria-busy="true">
            <span className="visually-hidden">Loading the chart…</span>
          </div>
        ) : points.length === 0 ? (
          <ChartEmpty height={CHART_HEIGHT} />
        ) : (
          <LineChart
            {...model}
            height={CHART_HEIGHT}
            label={`Signed collateralization ratio, ${TOKEN_SERIES_RANGE_NAMES[range].toLowerCase()}`}
          />
        )}
        <p className={card.foot}>
          The value {view.dataServiceId} signed, round by round, from its price history; times in your time
          zone.
        </p>
      </section>
      <LazyVerifyPanel feedId={view.feedId} service={view.dataServiceId} />
    </>
  );
}
