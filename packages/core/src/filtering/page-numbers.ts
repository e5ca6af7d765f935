import { PAGINATION_LIMIT } from "../constants.ts";

/** A gap in the page list, drawn as "…"; start and end keep React keys apart. */
interface PageGap {
  readonly gap: "start" | "end";
}

type PageItem = number | PageGap;

/**
 * The pagination's page buttons (CONST-32, decision): the first and last page, up to `limit`
 * pages each side of the current one, and a gap wherever pages are left out. With 10 pages and
 * page 5: 1 … 4 5 6 … 10. Inputs are sanitised like clampPage, so the list is never empty.
 */
export function pageNumbers(current: number, lastPage: number, limit: number = PAGINATION_LIMIT): PageItem[] {
  const last = Number.isNaN(lastPage)
    ? 1
    : Math.max(1, Math.min(Number.MAX_SAFE_INTEGER, Math.floor(lastPage)));
  const page = Number.isNaN(current) ? 1 : Math.min(last, Math.max(1, Math.floor(current)));
  const side = Number.isNaN(limit) ? PAGINATION_LIMIT : Math.max(0, Math.min(last, Math.floor(limit)));
  const start = Math.max(1, page - side);
  const end = Math.min(last, page + side);
  const items: PageItem[] = [];
  if (start > 1) items.push(1);
  if (start > 2) items.push({ gap: "start" });
  for (let number = start; number <= end; number++) items.push(number);
  if (end < last - 1) items.push({ gap: "end" });
  if (end < last) items.push(last);
  return items;
}
