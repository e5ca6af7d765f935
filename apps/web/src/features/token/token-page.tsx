import type { TokenSeriesRange } from "@oracle-explorer/core/charts";
import { tokenTypeLabel } from "@oracle-explorer/core/filtering";
import { formatAnswer } from "@oracle-explorer/core/format";
import { priceDenomination } from "@oracle-explorer/core/prices";
import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { Link, useParams, useSearchParams } from "react-router";
import { paths } from "../../app/paths.ts";
import { useLiveTitle } from "../../app/use-live-title.ts";
import { LazyBadgeEmbed } from "../../components/badge-embed/lazy-badge-embed.tsx";
import card from "../../components/card.module.css";
import { Disclaimers } from "../../components/disclaimers/disclaimers.tsx";
import { FlashOnChange } from "../../components/flash-on-change.tsx";
import { Notice } from "../../components/notice.tsx";
import { PageFrame } from "../../components/page-frame.tsx";
import { ProofOfReserveLink } from "../../components/proof-of-reserve-link.tsx";
import { RelativeTime } from "../../components/relative-time.tsx";
import { SelectField } from "../../components/select-field.tsx";
import { StarButton } from "../../components/star-button.tsx";
import { useToast } from "../../components/toast.tsx";
import { TokenLogo } from "../../components/token-logo.tsx";
import { LazyVerifyPanel } from "../../components/verify/lazy-verify-panel.tsx";
import { ApiRequestError } from "../../lib/api-client.ts";
import { useConfig } from "../../lib/config.tsx";
import { warnedUpstreamsText } from "../../lib/warned-upstreams.ts";
import { tokenSubject } from "../../lib/watchlist/subjects.ts";
import { isTokenSeriesRange, PriceChartSection, useRangeQueryRewrite } from "./price-chart-section.tsx";
import { RecentUpdates } from "./recent-updates.tsx";
import styles from "./token-page.module.css";
import { tokenDetailQuery } from "./token-queries.ts";

/** TOKEN-06: the chart opens on 1 day. */
export const DEFAULT_RANGE: TokenSeriesRange = "1d";

/** ERROR-19 */
export const DISPUTE_TOAST = "The disputing feature is still under development";

/** ERROR-20, with {email} filled in. */
export function currencyCautionText(email: string): string {
  return `Caution: We do not keep data for this token. If you would like us to start collecting it please contact us at ${email}`;
}

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

function readRange(raw: string | null): TokenSeriesRange {
  return raw !== null && isTokenSeriesRange(raw) ? raw : DEFAULT_RANGE;
}

/**
 * TokenPage (/app/token/{symbol}/): one asset's latest price, chart, recent updates and
 * providers. The chosen provider and chart range live in the query string (`provider`,
 * `range`), so a shared link opens the same view; the route loader has already turned unknown
 * symbols into the 404 page (TOKEN-03).
 */
export function TokenPage() {
  const param = useParams().symbol ?? "";
  const [search, setSearch] = useSearchParams();
  const askedProvider = search.get("provider") ?? undefined;
  const range = readRange(search.get("range"));
  // A ?range= the chart does not offer shows 1 day: the URL is rewritten to match.
  useRangeQueryRewrite();
  const { contactEmail } = useConfig();
  const toast = useToast();
  // The route loader read the detail without a provider into the cache: with none asked, the
  // header and price draw in the first render.
  const detail = useQuery(tokenDetailQuery(param, askedProvider));
  const data = detail.data;

  const update = (name: "provider" | "range", value: string | null, replace = name === "range") =>
    setSearch(
      (before) => {
        const next = new URLSearchParams(before);
        if (value === null) next.delete(name);
        else next.set(name, value);
        return next;
      },
      { replace },
    );

  // A provider the token does not have (an edited or stale link) falls back to its default.
  const badProvider =
    askedProvider !== undefined && detail.error instanceof ApiRequestError && detail.error.status === 400;
  useEffect(() => {
    if (!badProvider) return;
    console.warn(`token: "${askedProvider}" is not a provider of ${param}; using the default`);
    // Replaced, not pushed: Back must not return to the link that named no provider of the token.
    update("provider", null, true);
  });

  // ERROR-08: a failed price load is logged; the page keeps its frame and the chart shows empty.
  useEffect(() => {
    if (detail.error && !badProvider) console.warn(`token: ${param} failed to load`, detail.error);
  }, [detail.error, badProvider, param]);

  const symbol = data?.symbol ?? param.replace("-", "/");
  const provider = data?.provider ?? askedProvider;
  const denomination = data?.denomination;
  const latest = detail.isError ? null : data?.latest;
  // The unit of the shown price: coingecko's are dollars whatever the token is denominated in.
  const latestUnit = priceDenomination(latest?.provider, denomination);
  useLiveTitle(symbol, latest ? formatAnswer(latest.value, latestUnit) : null);

  return (
    <PageFrame
      title={
        <span className={styles.title}>
          {data ? <TokenLogo src={data.logoURI} name={data.name} size={36} /> : null}
          <span>
            {data?.name && data.name !== symbol ? data.name : symbol}
            {data?.name && data.name !== symbol ? <span className={styles.symbol}>{symbol}</span> : null}
          </span>
        </span>
      }
      titleAside={<StarButton subject={tokenSubject(symbol)} name={symbol} />}
      description={
        data && data.tags.length > 0 ? (
          <span className={styles.tags}>
            {/* The list's labels (TOKENS-23..29; "pair" as itself, TOKENS-30), each a link to the
                list filtered by it, as the list's own tags are (TOKENS-16). */}
            {data.tags.map((tag) => (
              <Link
                key={tag}
                className={styles.tag}
                to={`${paths.tokens}?tokenTypes=${encodeURIComponent(tag)}`}
              >
                {tokenTypeLabel(tag)}
              </Link>
            ))}
          </span>
        ) : undefined
      }
      actions={
        <>
          {/* A feed a proof-of-reserve dashboard reads (USDtb_POR on the devnet) links it. */}
          <ProofOfReserveLink feedId={data?.symbol} className="button" />
          {data && data.providers.length > 0 ? (
            <SelectField
              label="Provider"
              value={data.provider}
              options={data.providers}
              onChange={(next) => update("provider", next)}
            />
          ) : null}
          <button
            type="button"
            className="button"
            onClick={() => toast({ kind: "info", title: DISPUTE_TOAST })}
          >
            Raise dispute
          </button>
        </>
      }
    >
      <Disclaimers ids={[data?.disclaimerID]} />
      {data?.currencyCaution ? <Notice>{currencyCautionText(contactEmail)}</Notice> : null}
      {detail.isError && !badProvider ? (
        <Notice
          action={
            <button type="button" className="button" onClick={() => detail.refetch()}>
              Retry
            </button>
          }
        >
          The latest price of {symbol} is unavailable right now.
        </Notice>
      ) : data && data.warnings.length > 0 ? (
        <Notice>Some price data is unavailable right now: {warnedUpstreamsText(data.warnings)}.</Notice>
      ) : null}

      <div className={styles.summary}>
        <section className={card.card} aria-labelledby="latest-price-title">
          <h2 id="latest-price-title" className={card.label}>
            Latest price
          </h2>
          <p className={styles.price}>
            {latest ? (
              <FlashOnChange
                text={formatAnswer(latest.value, latestUnit)}
                of={`${symbol}\n${latest.provider}`}
              />
            ) : detail.isPending ? (
              <>
                <span className={styles.pricePlaceholder} />
                <span className="visually-hidden">Loading the price</span>
              </>
            ) : (
              "no-data"
            )}
          </p>
          <p className={styles.meta}>
            Last updated <RelativeTime timestamp={latest?.timestamp ?? null} />
            {latest && provider && latest.provider !== provider ? <> · from {latest.provider}</> : null}
          </p>
        </section>
        <section className={card.card} aria-labelledby="sources-title">
          <h2 id="sources-title" className={card.label}>
            Sources
          </h2>
          {latest && Object.keys(latest.source).length > 0 ? (
            <dl className={styles.sourceValues}>
              {Object.entries(latest.source)
                .sort(([a], [b]) => a.localeCompare(b))
                .map(([source, value]) => (
                  <div key={source}>
                    <dt>
                      <Link to={paths.source(source)}>{source}</Link>
                    </dt>
                    <dd>{formatAnswer(value, latestUnit)}</dd>
                  </div>
                ))}
            </dl>
          ) : (
            <p className={styles.meta}>
              {detail.isPending ? "Loading…" : "No per-source values for this price."}
            </p>
          )}
        </section>
        <section className={card.card} aria-labelledby="details-title">
          <h2 id="details-title" className={card.label}>
            Details
          </h2>
          <dl className={styles.details}>
            <div>
              <dt>Denomination</dt>
              <dd>{data?.denomination ?? "…"}</dd>
            </div>
            <div>
              <dt>Data services</dt>
              <dd>
                {data?.dataServices.length
                  ? data.dataServices.map((service, index) => (
                      <span key={service}>
                        {index > 0 ? ", " : null}
                        <Link to={paths.pullModel(service)}>{service}</Link>
                      </span>
                    ))
                  : "…"}
              </dd>
            </div>
            {data?.url ? (
              <div>
                <dt>Website</dt>
                <dd>
                  <a href={data.url} target="_blank" rel="noreferrer">
                    {hostOf(data.url)}
                  </a>
                </dd>
              </div>
            ) : null}
          </dl>
        </section>
      </div>

      <PriceChartSection
        param={param}
        symbol={symbol}
        provider={askedProvider}
        range={range}
        onRangeChange={(next) => update("range", next === DEFAULT_RANGE ? null : next)}
        denomination={denomination}
        latest={latest}
      />
      {data ? <LazyBadgeEmbed subject={{ kind: "token", symbol: data.symbol }} /> : null}
      <RecentUpdates
        key={`${param}\n${askedProvider ?? ""}`}
        param={param}
        provider={askedProvider}
        denomination={denomination}
        latestAt={latest?.timestamp ?? null}
      />
      <LazyVerifyPanel feedId={symbol} />
    </PageFrame>
  );
}
