import type { NodeView } from "@oracle-explorer/core/api-views";
import { shortenAddress } from "@oracle-explorer/core/format";
import { CopyButton } from "../../components/copy-button.tsx";
import { EmptyRow, PlaceholderRows, StickyTable, type TableColumn } from "../../components/sticky-table.tsx";
import { TokenLogo } from "../../components/token-logo.tsx";
import styles from "./nodes.module.css";

const COLUMNS: readonly TableColumn[] = [
  { key: "provider", label: "Data provider" },
  { key: "address", label: "EVM Address" },
];

const PLACEHOLDER_ROWS = 8;

/** ERROR-21, verbatim. */
export const COMING_SOON_TEXT = "Coming soon";

interface NodesTableProps {
  rows: readonly NodeView[] | null;
  filtering: boolean;
}

function ProviderCell({ node }: { node: NodeView }) {
  return (
    <span className={styles.provider}>
      <TokenLogo src={node.logo} name={node.name} />
      <span className={styles.names}>
        {node.url !== null ? (
          <a href={node.url} target="_blank" rel="noopener noreferrer" className={styles.link}>
            {node.name}
            <span className={styles.srOnly}> (opens in a new tab)</span>
          </a>
        ) : (
          <span className={styles.plainName}>{node.name}</span>
        )}
        <span className={styles.service}>{node.dataServiceId}</span>
      </span>
    </span>
  );
}

/**
 * NODES-02..05, NODES-09: Data provider (logo and name, linking to the node's site) and EVM
 * Address (6+4 characters with copy, or "Coming soon"). Description, key and ipAddress are not
 * shown (the api does not even send them).
 */
export function NodesTable({ rows, filtering }: NodesTableProps) {
  return (
    <StickyTable caption="Production nodes and their EVM addresses" columns={COLUMNS} busy={rows === null}>
      {rows === null ? <PlaceholderRows rows={PLACEHOLDER_ROWS} columns={COLUMNS.length} /> : null}
      {rows !== null && rows.length === 0 ? (
        <EmptyRow columns={COLUMNS.length}>
          {filtering ? "No nodes match the current search." : "No nodes to show."}
        </EmptyRow>
      ) : null}
      {rows?.map((node) => (
        <tr key={`${node.dataServiceId}/${node.name}`}>
          <td>
            <ProviderCell node={node} />
          </td>
          <td data-label="EVM Address">
            {node.evmAddress === false ? (
              <span className={styles.comingSoon}>{COMING_SOON_TEXT}</span>
            ) : (
              <span className={styles.address}>
                <code title={node.evmAddress}>{shortenAddress(node.evmAddress)}</code>
                <CopyButton text={node.evmAddress} label={`${node.name} EVM address`} />
              </span>
            )}
          </td>
        </tr>
      ))}
    </StickyTable>
  );
}
