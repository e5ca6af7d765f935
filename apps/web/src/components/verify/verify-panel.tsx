import type { VerificationView } from "@oracle-explorer/core/api-views";
import { formatPrice } from "@oracle-explorer/core/format";
// Types only: the recovery code is browser-recovery.ts's chunk, imported when Verify now is pressed.
import type { BrowserVerification } from "@oracle-explorer/core/verification";
import { useMutation } from "@tanstack/react-query";
import { useId } from "react";
import { ApiRequestError } from "../../lib/api-client.ts";
import { apiUrl } from "../../lib/api-resources.ts";
import card from "../card.module.css";
import { Notice } from "../notice.tsx";
import { compareVerifications, type VerificationComparison } from "./compare-verifications.ts";
import {
  fetchSignedPackages,
  fetchVerification,
  signedPackagesPath,
  type VerifyTarget,
  verificationPath,
} from "./get-verification.ts";
import { VerificationTable } from "./verification-table.tsx";
import styles from "./verify.module.css";

const VERDICT_MARK: Record<VerificationView["verdict"]["status"], string> = {
  verified: "✓",
  partial: "!",
  failed: "✗",
};

/** The specific reason a verification could not run, from the api's error body. */
export function verifyErrorText(error: unknown): string {
  if (error instanceof ApiRequestError) {
    if (error.body.error === "upstream_failed" && error.body.upstream) {
      const how = error.body.failure === "timeout" ? "did not answer in time" : "is unavailable";
      return `The ${error.body.upstream} ${how}, so the packages could not be verified. Try again in a moment.`;
    }
    return `The packages could not be verified: ${error.message}`;
  }
  return "The packages could not be verified: the api could not be reached.";
}

/** Why the browser could not make its own check; the api's result still shows. */
export function browserErrorText(error: unknown): string {
  if (error instanceof ApiRequestError) {
    if (error.body.error === "upstream_failed" && error.body.upstream) {
      return `The ${error.body.upstream} did not give the raw packages, so your browser could not check them.`;
    }
    return `Your browser could not check the packages: ${error.message}`;
  }
  const reason = error instanceof Error ? error.message : String(error);
  return `Your browser could not check the packages (${reason}).`;
}

/** The browser's own check: its result compared with the api's, or why it could not be made. */
type BrowserOutcome =
  | { status: "checked"; result: BrowserVerification; comparison: VerificationComparison }
  | { status: "failed"; reason: string };

interface PanelResult {
  api: VerificationView;
  browser: BrowserOutcome;
}

/**
 * One press: the api's verification and the raw packages are asked for at once (the api reads
 * both from one 2-second gateway entry, so they hold the same round), and the recovery chunk
 * starts loading with them. The browser's part never fails the press: the api's result shows
 * whatever happens to it.
 */
async function verifyBoth(target: VerifyTarget): Promise<PanelResult> {
  const recovery = import("./browser-recovery.ts");
  const raw = fetchSignedPackages(target);
  const checked = Promise.all([raw, recovery]).then(([packages, module]) => module.checkInBrowser(packages));
  // Handled before the first await, so a failure here is never an unhandled rejection.
  const settled = checked.then(
    (result) => ({ ok: true as const, result }),
    (error: unknown) => ({ ok: false as const, reason: browserErrorText(error) }),
  );
  const api = await fetchVerification(target);
  const browser = await settled;
  return {
    api,
    browser: browser.ok
      ? { status: "checked", result: browser.result, comparison: compareVerifications(api, browser.result) }
      : { status: "failed", reason: browser.reason },
  };
}

/**
 * "Verify live data" (issues 13 and 30): on request, the api fetches the feed's latest signed
 * packages, recovers each signer from its signature and matches it with the data service's
 * registered nodes; the browser then does the same itself from the raw packages, so a visitor
 * need not trust the api. This panel shows which nodes signed, their values, both results side by
 * side, the median and both verdicts, and says so loudly where they disagree. Loaded on demand
 * (LazyVerifyPanel); nothing is fetched before the button is pressed.
 */
export function VerifyPanel({ feedId, service }: VerifyTarget) {
  const titleId = useId();
  const verify = useMutation({ mutationFn: () => verifyBoth({ feedId, service }) });
  const result = verify.data?.api;
  const browser = verify.data?.browser;
  const checked = browser?.status === "checked" ? browser : null;
  return (
    <section className={card.card} aria-labelledby={titleId}>
      <header className={card.head}>
        <h2 id={titleId} className={card.title}>
          Verify live data
        </h2>
        <button
          type="button"
          className="button button-primary"
          onClick={() => verify.mutate()}
          disabled={verify.isPending}
        >
          {verify.isPending ? "Verifying…" : result ? "Verify again" : "Verify now"}
        </button>
      </header>
      {result && checked ? (
        <DisagreementAlert api={result} browser={checked.result} comparison={checked.comparison} />
      ) : null}
      <p className={styles.intro}>
        Fetches the latest signed data packages of {feedId} from{" "}
        {result?.dataServiceName ?? service ?? "the primary data service"}, recovers each signer's address
        from its signature and matches it against the data service's registered nodes: in the api, and again
        in your browser from the raw packages, so you need not take the api's word for it.
      </p>
      {verify.isError ? (
        <Notice
          action={
            <button type="button" className="button" onClick={() => verify.mutate()}>
              Retry
            </button>
          }
        >
          {verifyErrorText(verify.error)}
        </Notice>
      ) : null}
      {browser?.status === "failed" ? <Notice>{browser.reason}</Notice> : null}
      <div className={styles.result}>
        {result ? <VerificationTable result={result} browser={checked?.comparison ?? null} /> : null}
        {result ? <Summary result={result} /> : null}
        {/* Always present (a live region, not a role=status the page's toasts own), so screen
            readers announce both verdicts when they arrive. */}
        <div aria-live="polite" className={styles.verdicts}>
          {checked ? <BrowserHeadline browser={checked.result} /> : null}
          {result ? (
            <div className={styles.verdictBox}>
              <p className={styles.verdictLabel}>The api's verdict</p>
              <p className={styles.verdict} data-status={result.verdict.status}>
                <span className={styles.verdictMark} aria-hidden="true">
                  {VERDICT_MARK[result.verdict.status]}
                </span>
                {result.verdict.text}
              </p>
            </div>
          ) : null}
        </div>
        {result ? <Steps result={result} /> : null}
      </div>
    </section>
  );
}

function Summary({ result }: { result: VerificationView }) {
  const valid = result.packages.filter((pkg) => pkg.valid).length;
  return (
    <dl className={styles.summary}>
      <div>
        <dt>Median</dt>
        <dd>
          {result.median === null ? "—" : formatPrice(result.median)}
          <span className={styles.muted}>
            {" "}
            of {valid} valid value{valid === 1 ? "" : "s"}
          </span>
        </dd>
      </div>
      <div>
        <dt>Unique registered signers</dt>
        <dd>
          {result.uniqueSigners} of {result.registeredNodes} registered nodes
          <span className={styles.muted}> · {result.requiredSigners} required</span>
        </dd>
      </div>
      <div>
        <dt>Checked at</dt>
        <dd>
          <time dateTime={new Date(result.checkedAt).toISOString()}>
            {new Date(result.checkedAt).toLocaleTimeString("en-US", { hour12: false })}
          </time>
        </dd>
      </div>
    </dl>
  );
}

/** "Checked in your browser: N of M signatures recovered to registered nodes", and its median. */
function BrowserHeadline({ browser }: { browser: BrowserVerification }) {
  // The mark is the browser's own verdict (freshness and uniqueness included), not the count:
  // five signatures recovered from stale packages are no "verified".
  const status = browser.verdict.status;
  const total = browser.packages.length;
  return (
    <div className={styles.verdictBox}>
      <p className={styles.verdictLabel}>Your browser's check</p>
      <p className={styles.verdict} data-status={status}>
        <span className={styles.verdictMark} aria-hidden="true">
          {VERDICT_MARK[status]}
        </span>
        Checked in your browser: {browser.recoveredToRegistered} of {total} signature{total === 1 ? "" : "s"}{" "}
        recovered to registered nodes
      </p>
      <p className={styles.verdictDetail}>{browser.verdict.text}</p>
      <p className={styles.verdictDetail}>
        Median of the {browser.uniqueSigners} package{browser.uniqueSigners === 1 ? "" : "s"} that passed
        every check here: {browser.median === null ? "—" : formatPrice(browser.median)}
      </p>
    </div>
  );
}

/** How far this device's clock is off the api's, in words. */
const clockOffset = (ms: number) =>
  Math.abs(ms) < 90_000
    ? `${Math.round(Math.abs(ms) / 1000)} s`
    : `${Math.round(Math.abs(ms) / 6_000) / 10} min`;

/**
 * The warning that leads the panel when the browser and the api judged a package differently:
 * a tampered answer, or a bug on one side. Named package by package, in words (role=alert).
 */
function DisagreementAlert({
  api,
  browser,
  comparison,
}: {
  api: VerificationView;
  browser: BrowserVerification;
  comparison: VerificationComparison;
}) {
  const { disagreements, unmatched } = comparison;
  if (disagreements.length === 0 && unmatched === 0) return null;
  const count = disagreements.length;
  // Fresh is judged on each side's own clock: a device far off the api's explains a Fresh difference.
  const offset = browser.checkedAt - api.checkedAt;
  return (
    <div className={styles.disagreement} role="alert">
      <span className={styles.disagreementMark} aria-hidden="true">
        ⚠
      </span>
      <div>
        {count > 0 ? (
          <>
            <p className={styles.disagreementTitle}>
              Your browser and the api disagree on {count} package{count === 1 ? "" : "s"}:
            </p>
            <ul>
              {disagreements.map((entry) => (
                <li key={entry.row}>
                  <strong>{entry.label}</strong>: {entry.text}
                </li>
              ))}
            </ul>
            {/* Past half the 1 min a package may be ahead, the offset can decide a Fresh check. */}
            {Math.abs(offset) > 30_000 ? (
              <p>
                This device's clock is {clockOffset(offset)} {offset > 0 ? "ahead of" : "behind"} the api's;
                the Fresh check uses each side's own clock.
              </p>
            ) : null}
          </>
        ) : null}
        {unmatched > 0 ? (
          <p>
            {unmatched} of the api's package{unmatched === 1 ? " was" : "s were"} not among the raw packages
            your browser read (the gateway moved to a new round between the two reads): Verify again to
            compare them.
          </p>
        ) : null}
      </div>
    </div>
  );
}

/** The api's steps in words, and its raw answer for those who want to redo the maths. */
function Steps({ result }: { result: VerificationView }) {
  return (
    <details className={styles.steps}>
      <summary>How it was checked, step by step</summary>
      <ol>
        {result.steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <p className={styles.muted}>
        The full answer, with each package's signed hash and signature:{" "}
        <a href={apiUrl(verificationPath({ feedId: result.feedId, service: result.dataServiceId }))}>
          JSON from this explorer's api
        </a>
        . Your browser redid steps 2 to 5 itself with viem from{" "}
        <a href={apiUrl(signedPackagesPath({ feedId: result.feedId, service: result.dataServiceId }))}>
          the raw signed packages
        </a>
        , as the gateway sent them, and judged freshness on this device's clock.
      </p>
    </details>
  );
}
