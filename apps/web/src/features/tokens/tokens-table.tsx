import type { TokenListItem } from "@oracle-explorer/core/api-views";
import { tokenTypeLabel } from "@oracle-explorer/core/filtering";
import { formatAnswer } from "@oracle-explorer/core/format";
import { Link } from "react-router";
import { paths } from "../../app/paths.ts";
import { FlashOnChange } from "../../components/flash-on-change.tsx";
import { StarButton } from "../../components/star-button.tsx";
import { EmptyRow, PlaceholderRows, StickyTable, type TableColumn } from "../../components/sticky-table.tsx";
import { TokenLogo } from "../../components/token-logo.tsx";
import { tokenSubject } from "../../lib/watchlist/subjects.ts";
import styles from "./tokens-table.module.css";

const COLUMNS: readonly TableColumn[] = [
  { key: "name", label: "Name" },
  { key: "symbol", label: "Symbol" },
  { key: "price", label: "Price", numeric: true },
  { key: "tags", label: "Tags" },
];

/** Placeholder rows while loading: enough to fill the 500px area. */
const PLACEHOLDER_ROWS = 8;

interface TokensTableProps {
  /** Null while the first load runs (placeholder rows). */
  rows: readonly TokenListItem[] | null;
  /** Tags currently filtered on, drawn highlighted. */
  activeTags: readonly string[];
  /** Empty-state wording: filters hide every row, or there is nothing at all. */
  filtering: boolean;
  /** TOKENS-16: a tag was clicked. */
  onTag: (tag: string) => void;
}

/** The Data Feeds table (TOKENS-12..16) with its loading, loaded and empty states (SHELL-27). */
export function TokensTable({ rows, activeTags, filtering, onTag }: TokensTableProps) {
  return (
    <StickyTable
      caption="Data feeds: name, symbol, latest price and tags"
      columns={COLUMNS}
      busy={rows === null}
    >
      {rows === null ? <PlaceholderRows rows={PLACEHOLDER_ROWS} columns={COLUMNS.length} /> : null}
      {rows !== null && rows.length === 0 ? (
        <EmptyRow columns={COLUMNS.length}>
          {filtering ? "No data feeds match the current filters." : "No data feeds to show."}
        </EmptyRow>
      ) : null}
      {rows?.map((token) => (
        <tr key={token.symbol}>
          <td>
            <span className={styles.name}>
              {/* In the identity cell, not a column of its own: a stacked card keeps it at its top. */}
              <StarButton subject={tokenSubject(token.symbol)} name={token.symbol} />
              <TokenLogo src={token.logoURI} name={token.name} />
              <Link to={paths.token(token.symbol)} className={styles.link}>
                {token.name}
              </Link>
            </span>
          </td>
          <td className={styles.symbol} data-label="Symbol">
            {token.symbol}
          </td>
          <td className={token.price === null ? styles.noPrice : styles.price} data-label="Price">
            {/* TOKENS-15, ERROR-13: the price in its unit (FORMAT-02..04), or "no-data". */}
            <FlashOnChange text={formatAnswer(token.price, token.denomination)} of={token.symbol} />
          </td>
          <td data-label="Tags">
            <ul className={styles.tags} aria-label={`${token.name} tags`}>
              {token.tags.map((tag) => (
                <li key={tag}>
                  <button
                    type="button"
                    className={styles.tag}
                    data-active={activeTags.includes(tag)}
                    title={`Show only ${tokenTypeLabel(tag)}`}
                    onClick={() => onTag(tag)}
                  >
                    {tokenTypeLabel(tag)}
                  </button>
                </li>
              ))}
            </ul>
          </td>
        </tr>
      ))}
    </StickyTable>
  );
}
