import type { NodeView } from "@oracle-explorer/core/api-views";
import { shortenAddress } from "@oracle-explorer/core/format";
import { nodeSubject } from "@oracle-explorer/core/history";
import { useMemo } from "react";
import { Link } from "react-router";
import { paths } from "../../app/paths.ts";
import { CopyButton } from "../../components/copy-button.tsx";
import { StarButton } from "../../components/star-button.tsx";
import { EmptyRow, PlaceholderRows, StickyTable, type TableColumn } from "../../components/sticky-table.tsx";
import { TokenLogo } from "../../components/token-logo.tsx";
import { formatQuantileShort, formatUptime, NONE } from "../../lib/node-format.ts";
import { NODE_SORTABLE_COLUMNS, type NodeSortKey } from "./node-list-model.ts";
import styles from "./nodes.module.css";

/** NODES-02, and beyond the spec each node's 7-day record. */
const COLUMNS: readonly TableColumn[] = [
  { key: "provider", label: "Data provider" },
  { key: "address", label: "EVM Address" },
  { key: "uptime", label: "Uptime 7 d", numeric: true },
  { key: "deviation", label: "Deviation p95", numeric: true },
  { key: "rank", label: "Rank", numeric: true },
];

const PLACEHOLDER_ROWS = 8;

/** ERROR-21, verbatim. */
export const COMING_SOON_TEXT = "Coming soon";

interface NodesTableProps {
  rows: readonly NodeView[] | null;
  filtering: boolean;
  sortBy: string;
  sortDesc: boolean;
  onSort: (key: NodeSortKey) => void;
}

/** The operator's site, as a small icon link beside the name (the name opens the node's page). */
function OperatorLink({ node }: { node: NodeView }) {
  if (node.url === null) return null;
  return (
    <a
      href={node.url}
      target="_blank"
      rel="noopener noreferrer"
      className={styles.operator}
      title={`${node.name}'s site`}
    >
      <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true">
        <path
          d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span className={styles.srOnly}>{node.name} operator site (opens in a new tab)</span>
    </a>
  );
}

function ProviderCell({ node }: { node: NodeView }) {
  return (
    <span className={styles.provider}>
      {/* A node without a key yet has no id to watch: the same space stays, so names line up. */}
      {node.evmAddress !== false ? (
        <StarButton subject={nodeSubject(node.evmAddress)} name={node.name} />
      ) : (
        <span className={styles.noStar} />
      )}
      <TokenLogo src={node.logo} name={node.name} />
      <span className={styles.names}>
        <span className={styles.nameRow}>
          {node.evmAddress !== false ? (
            <Link to={paths.dataProvider(node.evmAddress)} className={styles.link}>
              {node.name}
            </Link>
          ) : (
            <span className={styles.plainName}>{node.name}</span>
          )}
          <OperatorLink node={node} />
        </span>
        <span className={styles.service}>{node.dataServiceId}</span>
      </span>
    </span>
  );
}

/** Why a record cell is empty, for its title. */
const emptyReason = (node: NodeView) =>
  node.evmAddress === false ? "No key yet" : "Nothing recorded for this node yet";

/**
 * NODES-02..05, NODES-09: Data provider (logo and name, linking to the node's page, with its
 * site beside it) and EVM Address (6+4 characters with copy, or "Coming soon"); beyond the spec
 * its uptime, deviation p95 and rank over 7 days, sortable. Description, key and ipAddress are
 * not shown (the api does not even send them).
 */
export function NodesTable({ rows, filtering, sortBy, sortDesc, onSort }: NodesTableProps) {
  const columns = useMemo(
    () =>
      COLUMNS.map((column) =>
        (NODE_SORTABLE_COLUMNS as readonly string[]).includes(column.key)
          ? { ...column, sort: column.key === sortBy ? (sortDesc ? "descending" : "ascending") : "none" }
          : column,
      ) as TableColumn[],
    [sortBy, sortDesc],
  );
  return (
    <StickyTable
      caption="Production nodes: EVM address, uptime, deviation p95 and rank over 7 days"
      columns={columns}
      busy={rows === null}
      // The keys come from COLUMNS, whose sortable ones are node sort keys.
      onSort={onSort as (key: string) => void}
    >
      {rows === null ? <PlaceholderRows rows={PLACEHOLDER_ROWS} columns={COLUMNS.length} /> : null}
      {rows !== null && rows.length === 0 ? (
        <EmptyRow columns={COLUMNS.length}>
          {filtering ? "No nodes match the current search." : "No nodes to show."}
        </EmptyRow>
      ) : null}
      {rows?.map((node) => {
        const record = node.record;
        const title = record === null ? emptyReason(node) : undefined;
        return (
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
            <td className={styles.figure} data-label="Uptime 7 d" title={title}>
              {record?.uptime7d != null ? formatUptime(record.uptime7d) : NONE}
            </td>
            <td className={styles.figure} data-label="Deviation p95" title={title}>
              {formatQuantileShort(record?.deviationP95Bp7d ?? null)}
            </td>
            <td className={styles.figure} data-label="Rank" title={title}>
              {record?.rank != null ? record.rank : NONE}
            </td>
          </tr>
        );
      })}
    </StickyTable>
  );
}
