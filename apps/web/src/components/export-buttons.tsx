import { downloadText, type ExportRow, exportFileName, toCsv, toJson } from "../lib/export-data.ts";
import styles from "./export-buttons.module.css";

interface ExportButtonsProps {
  /** What is exported, for the file name and the buttons' names: "Push Model feeds". */
  title: string;
  /** The rows as shown, with the current filters; called only when a button is pressed. */
  rows: () => readonly ExportRow[];
  columns?: readonly string[];
}

/** CSV and JSON downloads of a table or a chart series (beyond the spec). */
export function ExportButtons({ title, rows, columns }: ExportButtonsProps) {
  return (
    <span className={styles.group}>
      <button
        type="button"
        className={styles.button}
        aria-label={`Download ${title} as CSV`}
        onClick={() =>
          downloadText(toCsv(rows(), columns), exportFileName(title, "csv"), "text/csv;charset=utf-8")
        }
      >
        CSV
      </button>
      <button
        type="button"
        className={styles.button}
        aria-label={`Download ${title} as JSON`}
        onClick={() => downloadText(toJson(rows()), exportFileName(title, "json"), "application/json")}
      >
        JSON
      </button>
    </span>
  );
}
