import {
  type FilterAction,
  type FilterState,
  type PageWindow,
  searchTokenTypeOptions,
  type TokenTypeOption,
} from "@oracle-explorer/core/filtering";
import { Link, type To } from "react-router";
import list from "../../components/list-page.module.css";
import { MultiSelectDropdown } from "../../components/multi-select-dropdown.tsx";
import { PagingControls } from "../../components/paging-controls.tsx";

/**
 * TOKENS-08 (decision): "Asset types (n)" counts the types on offer while none is selected;
 * "Selected types (n)" counts the applied selection.
 */
export function assetTypesButtonText(
  options: readonly TokenTypeOption[],
  selected: readonly string[],
): string {
  return selected.length === 0 ? `Asset types (${options.length})` : `Selected types (${selected.length})`;
}

interface TokensToolbarProps {
  state: FilterState;
  view: PageWindow;
  typeOptions: readonly TokenTypeOption[];
  dispatch: (action: FilterAction) => void;
  clearAllTo: To;
}

/** The list controls: asset types, tokens per page, current page and Clear all (TOKENS-03..11). */
export function TokensToolbar({ state, view, typeOptions, dispatch, clearAllTo }: TokensToolbarProps) {
  return (
    <div className={list.toolbar}>
      <MultiSelectDropdown
        label="Asset types"
        buttonText={assetTypesButtonText(typeOptions, state.tokenTypes)}
        options={typeOptions}
        selected={state.tokenTypes}
        searchOptions={searchTokenTypeOptions}
        onApply={(tokenTypes) => dispatch({ type: "setTokenTypes", tokenTypes })}
        onReset={() => dispatch({ type: "setTokenTypes", tokenTypes: [] })}
      />
      <PagingControls
        perPageLabel="Tokens per page"
        perPage={state.perPage}
        view={view}
        onPerPage={(perPage) => dispatch({ type: "setPerPage", perPage })}
        onPage={(page, lastPage) => dispatch({ type: "setPage", page, lastPage })}
      />
      {/* TOKENS-11: a real link, so it can be opened in a new tab and Back returns here. */}
      <Link to={clearAllTo} className={list.clearAll}>
        Clear all
      </Link>
    </div>
  );
}
