import { PER_PAGE_OPTIONS } from "@oracle-explorer/core/constants";
import { type PageWindow, pageOptions } from "@oracle-explorer/core/filtering";
import { SelectField } from "./select-field.tsx";

interface PagingControlsProps {
  /** What the page size counts: "Feeds per page". */
  perPageLabel: string;
  perPage: number;
  view: PageWindow;
  onPerPage: (perPage: number) => void;
  /** The page picked; lastPage comes along so the list clamps at once (FILTER-04). */
  onPage: (page: number, lastPage: number) => void;
}

/** A list's page size (8, 16, 32 or 64) and current page pickers, as every list page shows them. */
export function PagingControls({ perPageLabel, perPage, view, onPerPage, onPage }: PagingControlsProps) {
  return (
    <>
      <SelectField label={perPageLabel} value={perPage} options={PER_PAGE_OPTIONS} onChange={onPerPage} />
      <SelectField
        label="Page"
        value={view.page}
        options={pageOptions(view.total, view.perPage)}
        onChange={(page) => onPage(page, view.lastPage)}
      />
    </>
  );
}
