import { rankSearch, type SearchEntry } from "@oracle-explorer/core/filtering";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { Dialog } from "../../components/dialog.tsx";
import { WatchlistIcon } from "../../components/icons.tsx";
import { watchLabel, watchlistFullText } from "../../components/star-button.tsx";
import { toggleWatched, useWatched } from "../../lib/watchlist/watchlist-store.ts";
import { usePaletteIndex } from "./get-palette-data.ts";
import styles from "./search-palette.module.css";

interface SearchPaletteProps {
  onClose: () => void;
}

/**
 * The global search (beyond the spec): one keyboard-driven list over the explorer's screens,
 * tokens, feeds × networks, sources, data services, nodes and networks. Empty, it offers the
 * screens; type to filter, ↑/↓ to move, Enter to open, Escape or a click beside it to close; a
 * pasted contract or feed address opens its feed. Focus stays in the box and returns where it
 * was on close.
 *
 * Tokens, feeds, nodes and networks can be starred for the watchlist without leaving the box:
 * Shift+Enter stars (or unstars) the highlighted result, and the star drawn in a result takes a
 * click or a tap. A button inside an option would be a control nested in a control, which the
 * combobox pattern has no way to reach (focus never leaves the box, and Tab is not used), so
 * the star is the option's second action on a key beside its first, said in the status line.
 */
export function SearchPalette({ onClose }: SearchPaletteProps) {
  const navigate = useNavigate();
  const { entries, screens, loading, failed } = usePaletteIndex();
  const [query, setQuery] = useState("");
  const [active, setActive] = useState(0);
  // What the last star did, said in the status line until the query changes.
  const [starred, setStarred] = useState<string | null>(null);
  const empty = query.trim() === "";
  const results = useMemo(
    () => (empty ? screens : rankSearch(entries, query)),
    [empty, screens, entries, query],
  );
  const inputRef = useRef<HTMLInputElement>(null);
  const listId = useId();
  const titleId = useId();
  const optionId = (index: number) => `${listId}-option-${index}`;

  // The active option stays in view as the arrows walk a long list.
  useEffect(() => {
    document.getElementById(optionId(active))?.scrollIntoView?.({ block: "nearest" });
  });

  const open = (index: number) => {
    const entry = results[index];
    if (!entry) return;
    onClose();
    // The api's own pages (API health) are no app route.
    if (entry.external) window.location.assign(entry.href);
    else navigate(entry.href);
  };

  const toggleStar = (entry: SearchEntry | undefined) => {
    if (!entry?.watch) return;
    const { subject, name } = entry.watch;
    const result = toggleWatched(subject);
    setStarred(
      result === "removed"
        ? `${name} removed from your watchlist`
        : result === "full"
          ? `Your watchlist is full. ${watchlistFullText(name)}`
          : `${name} added to your watchlist`,
    );
  };

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === "Enter" && event.shiftKey) {
      event.preventDefault();
      toggleStar(results[active]);
    } else if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      if (results.length === 0) return;
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((current) => (current + step + results.length) % results.length);
    } else if (event.key === "Enter") {
      event.preventDefault();
      open(active);
    } else if (event.key === "Tab") {
      // The box is the only stop: the list is walked with the arrows.
      event.preventDefault();
    }
  };

  const status = empty
    ? "Go to a screen, or type a token, feed, network, source, data service, node or address."
    : loading && results.length === 0
      ? "Loading…"
      : results.length === 0
        ? "No results found"
        : `${results.length} results`;
  const activeEntry = results[Math.min(active, results.length - 1)];
  const hintId = useId();

  return (
    <Dialog
      labelledBy={titleId}
      onClose={onClose}
      // Escape or a click beside it: nothing is lost by closing a search.
      closedBy="any"
      // Focused before the first paint, so a character typed right after the shortcut lands in it.
      initialFocus={inputRef}
      className={styles.panel}
      contentClassName={styles.body}
      onKeyDown={onKeyDown}
    >
      <h2 id={titleId} className="visually-hidden">
        Search everything
      </h2>
      <input
        ref={inputRef}
        className={styles.input}
        type="text"
        role="combobox"
        aria-expanded={results.length > 0}
        aria-controls={listId}
        aria-activedescendant={
          results.length > 0 ? optionId(Math.min(active, results.length - 1)) : undefined
        }
        aria-autocomplete="list"
        aria-describedby={activeEntry?.watch ? hintId : undefined}
        aria-label="Search everything"
        placeholder="Search screens, tokens, feeds, networks… or paste an address"
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setActive(0);
          setStarred(null);
        }}
        spellCheck={false}
        autoComplete="off"
      />
      <div id={listId} role="listbox" aria-label="Results" className={styles.results}>
        {results.map((entry, index) => (
          // biome-ignore lint/a11y/useKeyWithClickEvents: options are chosen with the arrows and Enter in the box
          <div
            key={`${entry.kind}:${entry.href}`}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            // Reached with the arrows from the box (aria-activedescendant), never with Tab.
            tabIndex={-1}
            className={styles.option}
            onMouseEnter={() => setActive(index)}
            onClick={() => open(index)}
          >
            <span className={styles.kind}>{entry.kind}</span>
            <span className={styles.label}>{entry.label}</span>
            <span className={styles.detail}>{entry.detail}</span>
            {entry.watch ? <OptionStar {...entry.watch} onToggle={() => toggleStar(entry)} /> : null}
          </div>
        ))}
      </div>
      <div className={styles.foot}>
        <p className={styles.status} role="status">
          {starred ?? status}
          {failed > 0 ? ` (${failed} of the lists could not be loaded)` : ""}
        </p>
        {activeEntry?.watch ? <WatchHint id={hintId} subject={activeEntry.watch.subject} /> : null}
      </div>
    </Dialog>
  );
}

/** What Shift+Enter does to the highlighted result now (the box's description while it can be starred). */
function WatchHint({ id, subject }: { id: string; subject: string }) {
  const watched = useWatched(subject);
  return (
    <p id={id} className={styles.keysHint}>
      <kbd>Shift</kbd>+<kbd>Enter</kbd>{" "}
      {watched ? "removes it from your watchlist" : "adds it to your watchlist"}
    </p>
  );
}

/**
 * A result's star: drawn for the eye and the pointer (a click stars without opening the result,
 * and keeps the focus in the box); for the keyboard and screen readers the same action is
 * Shift+Enter, and a watched result says so in its name.
 */
function OptionStar({ subject, name, onToggle }: { subject: string; name: string; onToggle: () => void }) {
  const watched = useWatched(subject);
  return (
    <>
      {/* Hidden from screen readers, and no key of its own: the keyboard's way is Shift+Enter in the box. */}
      <span
        className={styles.star}
        data-watched={watched}
        aria-hidden="true"
        title={watchLabel(name, watched)}
        onMouseDown={(event) => event.preventDefault()}
        onClick={(event) => {
          event.stopPropagation();
          onToggle();
        }}
      >
        <WatchlistIcon fill={watched ? "currentColor" : "none"} />
      </span>
      {watched ? <span className="visually-hidden">, on your watchlist</span> : null}
    </>
  );
}
