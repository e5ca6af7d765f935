import type { ProofOfReserveView } from "@oracle-explorer/core/api-views";
import { useId, useState } from "react";
import styles from "./custodian-tabs.module.css";
import { porDollars } from "./por-chart-options.ts";

type CustodianTable = ProofOfReserveView["custodianTables"][number];

/**
 * POR-09, POR-10: one collapsible tab per custodian (Coinbase, Komainu, Zodia, Copper, Mint &
 * Redeem Contract), each holding a table with one row per asset and its balance. The first tab
 * starts open; each opens and closes on its own, so two custodians can be compared.
 */
export function CustodianTabs({ tables }: { tables: readonly CustodianTable[] }) {
  const [open, setOpen] = useState<ReadonlySet<string>>(
    () => new Set(tables.slice(0, 1).map((t) => t.custodian)),
  );
  const baseId = useId();
  const toggle = (custodian: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(custodian)) next.delete(custodian);
      else next.add(custodian);
      return next;
    });
  return (
    <ul className={styles.tabs}>
      {tables.map((table, index) => {
        const expanded = open.has(table.custodian);
        const panelId = `${baseId}-${index}`;
        return (
          <li key={table.custodian} className={styles.tab}>
            <h3 className={styles.heading}>
              <button
                type="button"
                className={styles.trigger}
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => toggle(table.custodian)}
              >
                <span className={styles.chevron} aria-hidden="true" data-open={expanded} />
                <span className={styles.name}>{table.custodian}</span>
                <span className={styles.total}>{porDollars(table.total)}</span>
              </button>
            </h3>
            <div id={panelId} className={styles.panel} hidden={!expanded}>
              <table className={styles.table}>
                <caption className={styles.caption}>{table.custodian} balances per asset</caption>
                <thead>
                  <tr>
                    <th scope="col">Asset</th>
                    <th scope="col" className={styles.numeric}>
                      Balance
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {table.rows.map((row) => (
                    <tr key={row.asset}>
                      <th scope="row">{row.label}</th>
                      <td
                        className={styles.numeric}
                        title={`${row.value.toLocaleString("en-US")} ${row.label}`}
                      >
                        {porDollars(row.value)}
                      </td>
                    </tr>
                  ))}
                </tbody>
                <tfoot>
                  <tr>
                    <th scope="row">Total</th>
                    <td className={styles.numeric}>{porDollars(table.total)}</td>
                  </tr>
                </tfoot>
              </table>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
