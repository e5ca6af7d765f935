import { CopyButton } from "../../components/copy-button.tsx";
import { RelativeTime } from "../../components/relative-time.tsx";
import styles from "./node-page.module.css";
import type { NodeIdentityView } from "./node-page.tsx";

interface NodeIdentityProps {
  /** The node's address: the scorecard's (checksummed) once known, else the URL's. */
  address: string;
  identity: NodeIdentityView | null;
  /** Undefined until the scorecard is here; null before the indexer's first round. */
  recordedFrom: number | null | undefined;
  rawRetentionHours: number | undefined;
}

/** "example.com" from "https://example.com/": what an operator link reads as. */
const hostOf = (url: string) => url.replace(/^https?:\/\//, "").replace(/\/$/, "");

/** The node's address in full with copy, its operator and how far back its record goes. */
export function NodeIdentity({ address, identity, recordedFrom, rawRetentionHours }: NodeIdentityProps) {
  return (
    <section className={styles.identity} aria-label="Node">
      <dl className={styles.facts}>
        <div className={styles.addressFact}>
          <dt>EVM address</dt>
          <dd className={styles.address}>
            <code>{address}</code>
            <CopyButton text={address} label="node EVM address" />
          </dd>
        </div>
        {identity?.url ? (
          <div>
            <dt>Operator</dt>
            <dd>
              <a href={identity.url} target="_blank" rel="noopener noreferrer" className={styles.external}>
                {hostOf(identity.url)}
                <span className="visually-hidden"> (opens in a new tab)</span>
                <span aria-hidden="true"> ↗</span>
              </a>
            </dd>
          </div>
        ) : null}
        {recordedFrom !== undefined ? (
          <div>
            <dt>Recorded since</dt>
            <dd>
              {recordedFrom === null ? "Nothing recorded yet" : <RelativeTime timestamp={recordedFrom} />}
              {recordedFrom !== null && rawRetentionHours !== undefined ? (
                <span className={styles.muted}> · rounds kept {rawRetentionHours} h, then hourly</span>
              ) : null}
            </dd>
          </div>
        ) : null}
      </dl>
    </section>
  );
}
