import { useEffect, useId, useMemo, useRef, useState } from "react";
import { ChevronDownIcon } from "./icons.tsx";
import styles from "./multi-select-dropdown.module.css";
import { TokenLogo } from "./token-logo.tsx";

export interface SelectOption {
  readonly value: string;
  readonly label: string;
  /** A picture shown before the label (a network's or a token's icon); decorative. */
  readonly icon?: string | null;
}

/** ERROR-14: what a dropdown shows when its search matches no option. */
export const NO_RESULTS_TEXT = "No results found";

interface MultiSelectDropdownProps {
  /** The button text; the caller words it ("Asset types (7)"). */
  buttonText: string;
  /** Names the options group and the search box ("Asset types"). */
  label: string;
  options: readonly SelectOption[];
  /** The applied selection; the dropdown edits a draft of it until Apply. */
  selected: readonly string[];
  onApply: (values: string[]) => void;
  onReset: () => void;
  /** Options kept for a search text; default: labels containing it, ignoring case. */
  searchOptions?: (options: readonly SelectOption[], search: string) => SelectOption[];
}

const labelSearch = (options: readonly SelectOption[], search: string) => {
  const needle = search.trim().toLowerCase();
  return options.filter((option) => option.label.toLowerCase().includes(needle));
};

/** Up/Down/Home/End walk the search box and the visible checkboxes, in that order. */
function moveFocus(event: KeyboardEvent, root: HTMLElement | null, search: HTMLInputElement | null): void {
  if (!["ArrowDown", "ArrowUp", "Home", "End"].includes(event.key)) return;
  const stops = [search, ...(root?.querySelectorAll<HTMLInputElement>("input[type=checkbox]") ?? [])].filter(
    (element): element is HTMLInputElement => element !== null,
  );
  const active = document.activeElement;
  const at = active instanceof HTMLInputElement ? stops.indexOf(active) : -1;
  if (at === -1) return;
  // Home/End inside the search box move its caret, as usual.
  if ((event.key === "Home" || event.key === "End") && at === 0) return;
  event.preventDefault();
  const last = stops.length - 1;
  const next =
    event.key === "Home"
      ? Math.min(1, last)
      : event.key === "End"
        ? last
        : event.key === "ArrowDown"
          ? Math.min(last, at + 1)
          : Math.max(0, at - 1);
  stops[next]?.focus();
}

/**
 * A multi-select behind a disclosure button: a search box, labelled checkboxes, Apply and Reset.
 * Choices stay a draft until Apply, so the list behind it does not jump while picking. Escape or
 * a click outside closes it without applying; Escape returns focus to the button. Arrow keys move
 * between the search box and the checkboxes.
 */
export function MultiSelectDropdown({
  buttonText,
  label,
  options,
  selected,
  onApply,
  onReset,
  searchOptions = labelSearch,
}: MultiSelectDropdownProps) {
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<readonly string[]>(selected);
  const [search, setSearch] = useState("");
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const panelId = useId();
  const shown = useMemo(() => searchOptions(options, search), [searchOptions, options, search]);

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  // While open: a click anywhere outside closes the panel, as a menu would (the draft is
  // dropped); Escape inside it closes it and the arrow keys move focus (moveFocus).
  useEffect(() => {
    if (!open) return;
    const inside = (target: EventTarget | null) =>
      target instanceof Node && rootRef.current?.contains(target);
    const onPointerDown = (event: PointerEvent) => {
      if (!inside(event.target)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (!inside(event.target)) return;
      if (event.key === "Escape") {
        event.preventDefault();
        setOpen(false);
        buttonRef.current?.focus();
      } else moveFocus(event, rootRef.current, searchRef.current);
    };
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [open]);

  useEffect(() => {
    if (open) searchRef.current?.focus();
  }, [open]);

  const toggleOpen = () => {
    if (open) return close(false);
    // Each opening starts from what is applied, with an empty search.
    setDraft(selected);
    setSearch("");
    setOpen(true);
  };

  const toggle = (value: string) =>
    setDraft((current) =>
      current.includes(value) ? current.filter((item) => item !== value) : [...current, value],
    );

  return (
    <div className={styles.root} ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className={`button ${styles.trigger}`}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={toggleOpen}
      >
        {buttonText}
        <ChevronDownIcon className={styles.chevron} />
      </button>
      <div id={panelId} className={styles.panel} hidden={!open}>
        <input
          ref={searchRef}
          type="search"
          className={styles.search}
          placeholder="Search…"
          aria-label={`Search ${label.toLowerCase()}`}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        <fieldset className={styles.options}>
          <legend className={styles.legend}>{label}</legend>
          {/*
            Options exist only while the panel is open: a closed picker of a hundred cryptos would
            otherwise be rebuilt, hidden, on every render of its page (each keystroke in search).
          */}
          {(open ? shown : []).map((option) => (
            <label key={option.value} className={styles.option}>
              <input
                type="checkbox"
                checked={draft.includes(option.value)}
                onChange={() => toggle(option.value)}
              />
              {option.icon !== undefined ? (
                <TokenLogo src={option.icon} name={option.label} size={18} />
              ) : null}
              {option.label}
            </label>
          ))}
          {open && shown.length === 0 ? (
            <p className={styles.empty} role="status">
              {NO_RESULTS_TEXT}
            </p>
          ) : null}
        </fieldset>
        <div className={styles.actions}>
          <button
            type="button"
            className={`button ${styles.action}`}
            onClick={() => {
              setDraft([]);
              onReset();
              searchRef.current?.focus();
            }}
          >
            Reset
          </button>
          <button
            type="button"
            className={`button button-primary ${styles.action}`}
            onClick={() => {
              onApply([...draft]);
              close(true);
            }}
          >
            Apply
          </button>
        </div>
      </div>
    </div>
  );
}
