import type { VerificationView } from "@oracle-explorer/core/api-views";
import { formatPrice } from "@oracle-explorer/core/format";
import { useMutation } from "@tanstack/react-query";
import { useId } from "react";
import { ApiRequestError } from "../../lib/api-client.ts";
import { apiUrl } from "../../lib/api-resources.ts";
import card from "../card.module.css";
import { Notice } from "../notice.tsx";
import { fetchVerification, type VerifyTarget, verificationPath } from "./get-verification.ts";
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

/**
 * "Verify live data" (issue 13): on request, the api fetches the feed's latest signed packages,
 * recovers each signer from its signature and matches it with the data service's registered
 * nodes; this panel shows which nodes signed, their values, every check, the median and the
 * verdict. Loaded on demand (LazyVerifyPanel); nothing is fetched before the button is pressed.
 */
export function VerifyPanel({ feedId, service }: VerifyTarget) {
  const titleId = useId();
  const verify = useMutation({ mutationFn: () => fetchVerification({ feedId, service }) });
  const result = verify.data;
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
      <p className={styles.intro}>
        Fetches the latest signed data packages of {feedId} from{" "}
        {result?.dataServiceName ?? service ?? "the primary data service"}, recovers each signer's address
        from its signature and matches it against the data service's registered nodes.
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
      <div className={styles.result}>
        {result ? <VerificationTable result={result} /> : null}
        {result ? <Summary result={result} /> : null}
        {/* Always present (a live region, not a role=status the page's toasts own), so screen
            readers announce the verdict when it arrives. */}
        <div aria-live="polite">
          {result ? (
            <p className={styles.verdict} data-status={result.verdict.status}>
              <span className={styles.verdictMark} aria-hidden="true">
                {VERDICT_MARK[result.verdict.status]}
              </span>
              {result.verdict.text}
            </p>
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
        .
      </p>
    </details>
  );
}
