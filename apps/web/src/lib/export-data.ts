/**
 * Export of a table or a chart series as CSV or JSON (beyond the spec): what the visitor sees,
 * with the current filters, as a file. Pure text builders plus one download helper.
 */
export type ExportRow = Readonly<Record<string, string | number | boolean | null | undefined>>;

/**
 * One CSV cell: quoted when it holds a separator, a quote or a line break; a text starting with
 * = + - @ (or a tab / carriage return) gets a leading apostrophe so a spreadsheet never runs it
 * as a formula (CSV injection). Numbers stay numbers, negative ones included.
 */
export function csvCell(value: ExportRow[string]): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : "";
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** CSV with a header row: the given columns, or every key of the rows in first-seen order. */
export function toCsv(rows: readonly ExportRow[], columns?: readonly string[]): string {
  const keys = columns ?? [...new Set(rows.flatMap((row) => Object.keys(row)))];
  const lines = [keys.map((key) => csvCell(key)).join(",")];
  for (const row of rows) lines.push(keys.map((key) => csvCell(row[key])).join(","));
  return `${lines.join("\r\n")}\r\n`;
}

export function toJson(rows: readonly ExportRow[]): string {
  return `${JSON.stringify(rows, null, 2)}\n`;
}

/** A file name from a title: "Push Model feeds" → "push-model-feeds-2026-11-22.csv". */
export function exportFileName(title: string, extension: "csv" | "json", now = new Date()): string {
  const slug = title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
  return `${slug || "export"}-${now.toISOString().slice(0, 10)}.${extension}`;
}

/** Saves text as a file through a temporary object URL (no server round trip). */
export function downloadText(text: string, fileName: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.rel = "noopener";
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the URL after click returns: free it on the next task.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
