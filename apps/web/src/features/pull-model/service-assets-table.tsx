import type { ServiceAssetView } from "@oracle-explorer/core/api-views";
import { Link } from "react-router";
import { paths } from "../../app/paths.ts";
import { EmptyRow, PlaceholderRows, StickyTable, type TableColumn } from "../../components/sticky-table.tsx";
import { TokenLogo } from "../../components/token-logo.tsx";
import styles from "./pull-model.module.css";

const COLUMNS: readonly TableColumn[] = [
  { key: "asset", label: "Asset" },
  { key: "symbol", label: "Symbol" },
  { key: "sources", label: "Sources" },
];

const PLACEHOLDER_ROWS = 8;

interface ServiceAssetsTableProps {
  /** Null while the first load runs (placeholder rows). */
  rows: readonly ServiceAssetView[] | null;
  /** Sources picked, drawn highlighted in each row. */
  selectedSources: readonly string[];
  filtering: boolean;
}

/**
 * SERVICES-08: the data service's assets: logo and name linking to TokenPage, symbol, and the
 * sources it reads, each linking to the source's page.
 */
export function ServiceAssetsTable({ rows, selectedSources, filtering }: ServiceAssetsTableProps) {
  return (
    <StickyTable
      caption="Assets of the data service and their sources"
      columns={COLUMNS}
      busy={rows === null}
    >
      {rows === null ? <PlaceholderRows rows={PLACEHOLDER_ROWS} columns={COLUMNS.length} /> : null}
      {rows !== null && rows.length === 0 ? (
        <EmptyRow columns={COLUMNS.length}>
          {filtering ? "No assets match the current filters." : "No assets to show."}
        </EmptyRow>
      ) : null}
      {rows?.map((asset) => (
        <tr key={asset.symbol}>
          <td>
            <span className={styles.asset}>
              <TokenLogo src={asset.logoURI} name={asset.name} />
              <Link to={paths.token(asset.symbol)} className={styles.assetLink}>
                {asset.name}
              </Link>
            </span>
          </td>
          <td className={styles.symbol} data-label="Symbol">
            {asset.symbol}
          </td>
          <td data-label="Sources" data-stack="wide">
            <ul className={styles.sources} aria-label={`${asset.symbol} sources`}>
              {asset.sources.map((source) => (
                <li key={source}>
                  <Link
                    to={paths.source(source)}
                    className={styles.source}
                    data-selected={selectedSources.includes(source)}
                  >
                    {source}
                  </Link>
                </li>
              ))}
            </ul>
          </td>
        </tr>
      ))}
    </StickyTable>
  );
}
