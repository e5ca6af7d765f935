import type { FilterAction, FilterState, PageWindow } from "@oracle-explorer/core/filtering";
import { Link, type To } from "react-router";
import { SearchIcon } from "../../components/icons.tsx";
import list from "../../components/list-page.module.css";
import { MultiSelectDropdown, type SelectOption } from "../../components/multi-select-dropdown.tsx";
import { PagingControls } from "../../components/paging-controls.tsx";
import styles from "./pull-model.module.css";
import { sourcesButtonText } from "./service-asset-model.ts";

interface PullModelToolbarProps {
  state: FilterState;
  view: PageWindow;
  sourceOptions: readonly SelectOption[];
  dispatch: (action: FilterAction, options?: { replace?: boolean }) => void;
  clearAllTo: To;
}

/**
 * The Pull Model controls: its own search box (SERVICES-10: the header search is not shown on
 * this route), the sources picker (SERVICES-09), assets per page (SERVICES-11), the current page
 * (SERVICES-12) and Clear all (SERVICES-13). The reducer applies FILTER-11 and FILTER-12.
 */
export function PullModelToolbar({
  state,
  view,
  sourceOptions,
  dispatch,
  clearAllTo,
}: PullModelToolbarProps) {
  return (
    <div className={list.toolbar}>
      <search className={styles.search}>
        <SearchIcon className={styles.searchIcon} />
        <input
          aria-label="Search assets"
          type="search"
          className={styles.searchInput}
          placeholder="Search by name or symbol…"
          value={state.search}
          // Typing replaces the history entry, so Back leaves the page instead of undoing letters.
          onChange={(event) => dispatch({ type: "setSearch", search: event.target.value }, { replace: true })}
        />
      </search>
      <MultiSelectDropdown
        label="Sources"
        buttonText={sourcesButtonText(sourceOptions, state.sources)}
        options={sourceOptions}
        selected={state.sources}
        onApply={(sources) => dispatch({ type: "setSources", sources })}
        onReset={() => dispatch({ type: "setSources", sources: [] })}
      />
      <PagingControls
        perPageLabel="Assets per page"
        perPage={state.perPage}
        view={view}
        onPerPage={(perPage) => dispatch({ type: "setPerPage", perPage })}
        onPage={(page, lastPage) => dispatch({ type: "setPage", page, lastPage })}
      />
      <Link to={clearAllTo} className={list.clearAll}>
        Clear all
      </Link>
    </div>
  );
}
