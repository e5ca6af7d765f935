import {
  type FilterAction,
  type FilterState,
  NETWORK_TYPES,
  type NetworkType,
  type PageWindow,
} from "@oracle-explorer/core/filtering";
import { memo } from "react";
import { Link, type To } from "react-router";
import list from "../../components/list-page.module.css";
import { MultiSelectDropdown, type SelectOption } from "../../components/multi-select-dropdown.tsx";
import { PagingControls } from "../../components/paging-controls.tsx";
import type { NetworkOption } from "./feed-list-model.ts";
import styles from "./feeds.module.css";

const TYPE_LABELS: Record<NetworkType, string> = { mainnets: "Mainnets", testnets: "Testnets" };

interface FeedsToolbarProps {
  state: FilterState;
  view: PageWindow;
  networks: readonly NetworkOption[];
  cryptos: readonly SelectOption[];
  dispatch: (action: FilterAction) => void;
  clearAllTo: To;
  onClearAll: () => void;
  /** Beyond the spec: show only stale feeds, and how many there are. */
  staleOnly: boolean;
  staleCount: number;
  onStaleOnly: (staleOnly: boolean) => void;
  /** The visitor reaches for the toolbar (points into it, tabs into it): typing is over. */
  onReach?: () => void;
}

/** The picker text: what is on offer while nothing is picked, else how many are picked. */
function pickerText(noun: string, offered: number, picked: number): string {
  return picked === 0 ? `${noun} (${offered})` : `Selected ${noun.toLowerCase()} (${picked})`;
}

/**
 * FEEDS-01..05 and FEEDS-14: network types, network and crypto pickers, page size and page.
 * Memoised: the page re-renders on every keystroke in search, which changes nothing here.
 */
export const FeedsToolbar = memo(function FeedsToolbar({
  state,
  view,
  networks,
  cryptos,
  dispatch,
  clearAllTo,
  onClearAll,
  staleOnly,
  staleCount,
  onStaleOnly,
  onReach,
}: FeedsToolbarProps) {
  const toggleType = (type: NetworkType, checked: boolean) =>
    dispatch({
      type: "setNetworkTypes",
      networkTypes: checked ? [...state.networkTypes, type] : state.networkTypes.filter((t) => t !== type),
    });
  const selectedNetworks = state.networks.map(String);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the handlers only notice the visitor arriving; the controls inside do the work
    <div className={list.toolbar} onPointerEnter={onReach} onFocus={onReach}>
      <fieldset className={styles.types}>
        <legend className="visually-hidden">Network types</legend>
        {NETWORK_TYPES.map((type) => (
          <label key={type} className={styles.type}>
            <input
              type="checkbox"
              checked={state.networkTypes.includes(type)}
              onChange={(event) => toggleType(type, event.target.checked)}
            />
            {TYPE_LABELS[type]}
          </label>
        ))}
      </fieldset>
      <MultiSelectDropdown
        label="Networks"
        buttonText={pickerText("Networks", networks.length, state.networks.length)}
        options={networks}
        selected={selectedNetworks}
        onApply={(values) =>
          dispatch({
            type: "setNetworks",
            // Back to the ids the rows carry: numbers for EVM chains, text for the others.
            networks: values.map((value) => networks.find((option) => option.value === value)?.id ?? value),
          })
        }
        onReset={() => dispatch({ type: "setNetworks", networks: [] })}
      />
      <MultiSelectDropdown
        label="Cryptos"
        buttonText={pickerText("Cryptos", cryptos.length, state.cryptos.length)}
        options={cryptos}
        selected={state.cryptos}
        onApply={(values) => dispatch({ type: "setCryptos", cryptos: values })}
        onReset={() => dispatch({ type: "setCryptos", cryptos: [] })}
      />
      <label className={styles.type} data-tone="stale">
        <input type="checkbox" checked={staleOnly} onChange={(event) => onStaleOnly(event.target.checked)} />
        Stale only ({staleCount})
      </label>
      <PagingControls
        perPageLabel="Feeds per page"
        perPage={state.perPage}
        view={view}
        onPerPage={(perPage) => dispatch({ type: "setPerPage", perPage })}
        onPage={(page, lastPage) => dispatch({ type: "setPage", page, lastPage })}
      />
      <Link to={clearAllTo} className={list.clearAll} onClick={onClearAll}>
        Clear all
      </Link>
    </div>
  );
});
