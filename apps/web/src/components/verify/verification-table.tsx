import type {
  VerificationCheckId,
  VerificationView,
  VerifiedPackageView,
} from "@oracle-explorer/core/api-views";
import { formatPrice, shortenAddress } from "@oracle-explorer/core/format";
import type { BrowserVerifiedPackage } from "@oracle-explorer/core/verification";
import { Link, useInRouterContext } from "react-router";
import { paths } from "../../app/paths.ts";
import { CopyButton } from "../copy-button.tsx";
import type { VerificationComparison } from "./compare-verifications.ts";
import styles from "./verify.module.css";

/** Each check's name as the table shows it before the api's reason. */
export const CHECK_LABELS: Record<VerificationCheckId, string> = {
  signature: "Signature",
  registered: "Registered node",
  fresh: "Fresh",
  unique: "One per signer",
};

const timeOf = (timestamp: number) => {
  const date = new Date(timestamp);
  return Number.isNaN(date.getTime()) ? null : date;
};

function SignerCell({ pkg }: { pkg: VerifiedPackageView }) {
  const { recoveredSigner: recovered, claimedSigner: claimed } = pkg;
  const differs = claimed !== null && recovered !== null && claimed.toLowerCase() !== recovered.toLowerCase();
  return (
    <>
      {recovered ? (
        <span className={styles.address}>
          <code title={recovered}>{shortenAddress(recovered)}</code>
          <CopyButton text={recovered} label={`signer address ${recovered}`} />
        </span>
      ) : (
        <span className={styles.failText}>Not recoverable</span>
      )}
      {differs || (recovered === null && claimed) ? (
        <span className={styles.claimed}>claims {shortenAddress(claimed)}</span>
      ) : null}
    </>
  );
}

/**
 * A registered signer's name, linking to its node's page (by the address its signature recovered
 * to, which is the registered one); a router link inside the app, a plain link outside one.
 */
function NodeName({ name, address }: { name: string; address: string | null }) {
  const inRouter = useInRouterContext();
  if (address === null) return <>{name}</>;
  const href = paths.dataProvider(address);
  return inRouter ? <Link to={href}>{name}</Link> : <a href={href}>{name}</a>;
}

function Checks({ pkg }: { pkg: VerifiedPackageView }) {
  return (
    <ul className={styles.checks}>
      {pkg.checks.map((check) => (
        <li key={check.id} data-pass={check.pass}>
          <span className={styles.mark} aria-hidden="true">
            {check.pass ? "✓" : "✗"}
          </span>
          <span className="visually-hidden">{check.pass ? "Passed: " : "Failed: "}</span>
          <strong>{CHECK_LABELS[check.id]}</strong> {check.text}
        </li>
      ))}
    </ul>
  );
}

/**
 * The browser's own result for one package, beside the api's checks: valid or the reasons it
 * fails, the address it recovered, and whether that is what the api found, all in words. No
 * check names here: the row's check labels stay the api's.
 */
function BrowserCell({ pkg, disagrees }: { pkg: BrowserVerifiedPackage | null; disagrees: boolean }) {
  if (pkg === null) return <span className={styles.muted}>Not among the packages your browser read</span>;
  const failures = pkg.checks.filter((check) => !check.pass);
  return (
    <div className={styles.browserCell} data-valid={pkg.valid}>
      <span className={styles.browserVerdict}>
        <span className={styles.mark} aria-hidden="true">
          {pkg.valid ? "✓" : "✗"}
        </span>
        {pkg.valid ? "Valid" : "Fails"}
      </span>{" "}
      <span className={styles.browserSigner}>
        {pkg.recoveredSigner ? (
          <>
            recovered <code title={pkg.recoveredSigner}>{shortenAddress(pkg.recoveredSigner)}</code>
          </>
        ) : (
          "no signer recovered"
        )}
      </span>
      {failures.length > 0 ? (
        <ul className={styles.browserFailures}>
          {failures.map((check) => (
            <li key={check.id}>{check.text}</li>
          ))}
        </ul>
      ) : null}
      {disagrees ? <strong className={styles.differs}>≠ Differs from the api</strong> : null}
    </div>
  );
}

/**
 * One row per signed package: which node signed, its address, value, time, the api's checks and,
 * once the browser has checked them too (`browser`), the browser's result beside them.
 */
export function VerificationTable({
  result,
  browser = null,
}: {
  result: VerificationView;
  browser?: VerificationComparison | null;
}) {
  const disagreeing = new Set(browser?.disagreements.map((entry) => entry.row));
  if (result.packages.length === 0) {
    return <p className={styles.muted}>The gateway returned no signed packages of {result.feedId}.</p>;
  }
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
    <section className={`${styles.scroll} scroll-edges`} aria-label="Signed packages" tabIndex={0}>
      <table className={styles.table} data-columns={browser ? 6 : 5}>
        <caption className="visually-hidden">
          Signed packages of {result.feedId} from {result.dataServiceName}
        </caption>
        <thead>
          <tr>
            <th scope="col">Node</th>
            <th scope="col">Signer</th>
            <th scope="col" className={styles.numeric}>
              Value
            </th>
            <th scope="col">Signed at</th>
            <th scope="col">{browser ? "Api's checks" : "Checks"}</th>
            {browser ? <th scope="col">In your browser</th> : null}
          </tr>
        </thead>
        <tbody>
          {result.packages.map((pkg, index) => {
            const time = timeOf(pkg.timestamp);
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: a signer may appear twice (the unique check), so only the position is unique
              <tr key={index} data-valid={pkg.valid} data-disagrees={disagreeing.has(index) || undefined}>
                <td>
                  {pkg.node ? (
                    <NodeName name={pkg.node.name} address={pkg.recoveredSigner} />
                  ) : (
                    <span className={styles.failText}>Not a registered node of this service</span>
                  )}
                </td>
                <td>
                  <SignerCell pkg={pkg} />
                </td>
                <td className={styles.numeric}>{pkg.value === null ? "—" : formatPrice(pkg.value)}</td>
                <td>
                  {time ? (
                    <time dateTime={time.toISOString()}>
                      {time.toLocaleTimeString("en-US", { hour12: false })}
                    </time>
                  ) : (
                    "—"
                  )}
                </td>
                <td>
                  <Checks pkg={pkg} />
                </td>
                {browser ? (
                  <td>
                    <BrowserCell pkg={browser.rows[index] ?? null} disagrees={disagreeing.has(index)} />
                  </td>
                ) : null}
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
