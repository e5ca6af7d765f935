import { MAX_SUBJECTS } from "@oracle-explorer/core/history";
import { useId } from "react";
import { formatCount } from "../../lib/node-format.ts";
import { subjectTypeLabel } from "../../lib/watchlist/subjects.ts";
import {
  type ImportChoice,
  importedWatchlist,
  newInLink,
  type WatchlistLink,
} from "../../lib/watchlist/watchlist-link.ts";
import styles from "./watchlist-page.module.css";

interface WatchlistImportProps {
  link: WatchlistLink;
  /** The watchlist of this browser, which the visitor may replace or merge into. */
  local: readonly string[];
  /** The visitor chose: the list to keep (null: keep theirs, ignore the link). */
  onChoose: (ids: readonly string[] | null, choice: ImportChoice | null) => void;
}

/** "1 watched item", "2,000 ids". */
const count = (n: number, one: string, many = `${one}s`) => `${formatCount(n)} ${n === 1 ? one : many}`;

/**
 * A watchlist link opened (`?ids=`): what it holds, what could not be read, and the choice to
 * replace this browser's watchlist with it or merge it in. Nothing changes until the visitor
 * chooses, so a link never overwrites a watchlist silently.
 */
export function WatchlistImport({ link, local, onChoose }: WatchlistImportProps) {
  const titleId = useId();
  const fresh = newInLink(local, link.ids);
  const merged = importedWatchlist(local, link.ids, "merge");
  // What a merge adds: the new ids, less those the cap cuts (the sentence above says so).
  const added = merged.ids.length - local.length;
  const choose = (choice: ImportChoice) => onChoose(importedWatchlist(local, link.ids, choice).ids, choice);
  const shownMalformed = link.malformed.length;
  return (
    <section className={styles.import} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.importTitle}>
        {link.ids.length === 0
          ? "This link holds no ids this explorer understands"
          : `This link holds ${count(link.ids.length, "watched item")}`}
      </h2>
      {link.clamped || link.malformedCount > 0 || link.duplicates > 0 ? (
        <ul className={styles.importFacts}>
          {link.clamped ? (
            <li>
              Only the first {formatCount(link.clamped.kept)} of {count(link.clamped.given, "id")} were kept:
              a watchlist holds at most {MAX_SUBJECTS}.
            </li>
          ) : null}
          {link.malformedCount > 0 ? (
            <li>
              {count(link.malformedCount, "id was", "ids were")} not understood:{" "}
              {link.malformed.map((id, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a link may give the same bad text twice
                <span key={index}>
                  {index > 0 ? ", " : null}
                  <code>{id}</code>
                </span>
              ))}
              {link.malformedCount > shownMalformed
                ? `, and ${formatCount(link.malformedCount - shownMalformed)} more`
                : null}
              .
            </li>
          ) : null}
          {link.duplicates > 0 ? (
            <li>{count(link.duplicates, "repeated id was", "repeated ids were")} counted once.</li>
          ) : null}
        </ul>
      ) : null}
      {link.ids.length > 0 ? (
        <>
          <p className={styles.importText}>
            {local.length === 0
              ? "Your watchlist in this browser is empty."
              : `Your watchlist in this browser holds ${count(local.length, "item")}; ${
                  fresh.length === 0
                    ? "it already has every one of the link's."
                    : `${count(fresh.length, "of the link's is", "of the link's are")} not in it.`
                }`}
            {local.length > 0 && merged.clamped
              ? ` Merging keeps the first ${formatCount(merged.clamped.kept)} of ${formatCount(merged.clamped.given)}: yours first, then the link's.`
              : null}
          </p>
          <details className={styles.importItems}>
            <summary>The link's items</summary>
            <ul>
              {link.ids.map((id) => (
                <li key={id}>
                  <span className={styles.itemType}>{subjectTypeLabel(id)}</span> <code>{id}</code>
                </li>
              ))}
            </ul>
          </details>
        </>
      ) : null}
      <div className={styles.importActions}>
        {link.ids.length > 0 && local.length === 0 ? (
          <button type="button" className="button button-primary" onClick={() => choose("replace")}>
            Add {count(link.ids.length, "item")} to my watchlist
          </button>
        ) : null}
        {link.ids.length > 0 && local.length > 0 ? (
          <>
            <button
              type="button"
              className="button button-primary"
              onClick={() => choose("merge")}
              disabled={added === 0}
            >
              Merge: add {count(added, "new item")}
            </button>
            <button type="button" className="button" onClick={() => choose("replace")}>
              Replace my {count(local.length, "item")} with these {formatCount(link.ids.length)}
            </button>
          </>
        ) : null}
        <button type="button" className="button" onClick={() => onChoose(null, null)}>
          {link.ids.length === 0 ? "Dismiss" : "Keep mine, ignore the link"}
        </button>
      </div>
    </section>
  );
}
