import type { TvsClientRowView, TvsDashboardView } from "@oracle-explorer/core/api-views";
import { formatTvsDollars, formatTvsPercentage } from "@oracle-explorer/core/format";
import { TVS_CLIENT_SORT_OPTIONS, type TvsSortOrder } from "@oracle-explorer/core/tvs";
import { useId, useState } from "react";
import { EmptyRow, StickyTable } from "../../components/sticky-table.tsx";
import styles from "./tvs-clients-section.module.css";

/** TVS-20 (decision): the clients section's two layouts. */
export type ClientsLayout = "list" | "cards";

const COLUMNS = [
  { key: "client", label: "Client" },
  { key: "value", label: "TVL Value", numeric: true },
  { key: "percentage", label: "Percentage", numeric: true },
] as const;

/** TVS-19: a client's stand-in logo, the first letter of its name. */
export function clientInitial(name: string): string {
  return (name.trim()[0] ?? "?").toUpperCase();
}

/**
 * "Tvs Clients" (TVS-17..21): every client of tvl-per-client in the chosen order, as a table
 * (Client, TVL Value, Percentage) or as a grid of cards (first letter, name, share of the total).
 */
export function TvsClientsSection({ clients }: { clients: TvsDashboardView["clients"] }) {
  const [order, setOrder] = useState<TvsSortOrder>("desc");
  const [layout, setLayout] = useState<ClientsLayout>("list");
  const selectId = useId();
  const rows: readonly TvsClientRowView[] = clients[order];
  return (
    <div className={styles.section}>
      <div className={styles.controls}>
        <div className={styles.field}>
          <label htmlFor={selectId} className={styles.label}>
            Sort
          </label>
          <select
            id={selectId}
            className={styles.select}
            value={order}
            onChange={(event) => setOrder(event.target.value === "asc" ? "asc" : "desc")}
          >
            {TVS_CLIENT_SORT_OPTIONS.map((option) => (
              <option key={option.order} value={option.order}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        <fieldset className={styles.toggle}>
          <legend className={styles.srOnly}>Layout</legend>
          {(["list", "cards"] as const).map((value) => (
            <button
              key={value}
              type="button"
              className={styles.toggleButton}
              aria-pressed={layout === value}
              onClick={() => setLayout(value)}
            >
              {value === "list" ? "List" : "Cards"}
            </button>
          ))}
        </fieldset>
      </div>
      {layout === "list" ? (
        <StickyTable caption="Clients by TVL value" columns={COLUMNS}>
          {rows.length === 0 ? (
            <EmptyRow columns={COLUMNS.length}>No entries found</EmptyRow>
          ) : (
            rows.map((row) => (
              <tr key={row.name}>
                <td>
                  <span className={styles.client}>
                    <span className={styles.initial} aria-hidden="true">
                      {clientInitial(row.name)}
                    </span>
                    {row.name}
                  </span>
                </td>
                <td className={styles.numeric} data-label="TVL Value">
                  {formatTvsDollars(row.value)}
                </td>
                <td className={styles.numeric} data-label="Percentage">
                  {formatTvsPercentage(row.percentage)}
                </td>
              </tr>
            ))
          )}
        </StickyTable>
      ) : rows.length === 0 ? (
        <p className={styles.empty}>No entries found</p>
      ) : (
        <ul className={styles.cards} aria-label="Clients by TVL value">
          {rows.map((row) => (
            <li key={row.name} className={styles.card}>
              <span className={styles.logo} aria-hidden="true">
                {clientInitial(row.name)}
              </span>
              <span className={styles.cardName}>{row.name}</span>
              <span className={styles.cardShare}>{formatTvsPercentage(row.percentage)}</span>
              <span className={styles.cardBar} aria-hidden="true">
                <span style={{ width: `${Math.min(100, Math.max(0, row.percentage))}%` }} />
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
