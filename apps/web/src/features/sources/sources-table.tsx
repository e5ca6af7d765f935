import type { SourceView } from "@oracle-explorer/core/api-views";
import { Link, type To } from "react-router";
import { paths } from "../../app/paths.ts";
import { EmptyRow, PlaceholderRows, StickyTable, type TableColumn } from "../../components/sticky-table.tsx";
import { TokenLogo } from "../../components/token-logo.tsx";
import styles from "./sources.module.css";

const COLUMNS: readonly TableColumn[] = [
  { key: "source", label: "Source" },
  { key: "feeds", label: "Number of Feeds", numeric: true },
];

const PLACEHOLDER_ROWS = 8;

/** ERROR-15: the empty-table text. */
export const NO_ENTRIES = "No entries found";

interface SourcesTableProps {
  /** Null while the first load runs (placeholder rows). */
  rows: readonly SourceView[] | null;
  /** Where "Clear filters" leads when a search hides every row (ERROR-16); null with no search. */
  clearFiltersTo: To | null;
}

/** SOURCES-01, SOURCES-02: Source (logo and id, linking to its detail) and Number of Feeds. */
export function SourcesTable({ rows, clearFiltersTo }: SourcesTableProps) {
  return (
    <StickyTable caption="Price sources and their number of feeds" columns={COLUMNS} busy={rows === null}>
      {rows === null ? <PlaceholderRows rows={PLACEHOLDER_ROWS} columns={COLUMNS.length} /> : null}
      {rows !== null && rows.length === 0 ? (
        <EmptyRow columns={COLUMNS.length}>
          {NO_ENTRIES}
          {clearFiltersTo !== null ? (
            <>
              {" "}
              <Link to={clearFiltersTo} className={styles.clear}>
                Clear filters
              </Link>
            </>
          ) : null}
        </EmptyRow>
      ) : null}
      {rows?.map((source) => (
        <tr key={source.id}>
          <td>
            <span className={styles.name}>
              <TokenLogo src={source.logoURI} name={source.id} />
              <Link to={paths.source(source.id)} className={styles.link}>
                {source.id}
              </Link>
            </span>
          </td>
          <td className={styles.count} data-label="Number of Feeds">
            {source.feedCount}
          </td>
        </tr>
      ))}
    </StickyTable>
  );
}
