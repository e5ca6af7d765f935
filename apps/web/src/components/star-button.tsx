import { MAX_SUBJECTS } from "@oracle-explorer/core/history";
import { toggleWatched, useWatched } from "../lib/watchlist/watchlist-store.ts";
import { WatchlistIcon } from "./icons.tsx";
import styles from "./star-button.module.css";
import { useToast } from "./toast.tsx";

interface StarButtonProps {
  /** The watched id (core's subject vocabulary): `token:ETH`, `feed:<layerId>/<feedId>`… */
  subject: string;
  /** What the id is called where the star stands, for the accessible name: "ETH on Ethereum". */
  name: string;
  /** A class of the place it stands in (its spacing in a row or beside a title). */
  className?: string;
}

export const watchLabel = (name: string, watched: boolean) =>
  watched ? `Remove ${name} from watchlist` : `Add ${name} to watchlist`;

export const watchlistFullText = (name: string) =>
  `It holds at most ${MAX_SUBJECTS} items: remove one on the watchlist page to add ${name}.`;

/**
 * The watchlist's star (issue 29): a toggle button, pressed while the id is watched. Icon only,
 * its name said in its label and tooltip, so it fits a table row, a title and a palette result
 * alike; a 44 px target on touch screens (the box grows into the space around it, not the row).
 * Every star of an id follows the store, so starring in one place fills the others at once.
 */
export function StarButton({ subject, name, className }: StarButtonProps) {
  const watched = useWatched(subject);
  const toast = useToast();
  const label = watchLabel(name, watched);
  const toggle = () => {
    // A full list refuses the star rather than drop an older one unasked.
    if (toggleWatched(subject) === "full")
      toast({ kind: "error", title: "Your watchlist is full", message: watchlistFullText(name) });
  };
  return (
    <button
      type="button"
      className={[styles.star, className].filter(Boolean).join(" ")}
      aria-pressed={watched}
      aria-label={label}
      title={label}
      onClick={toggle}
    >
      {/* Filled while watched; the pressed state, not only the drawing, tells it. */}
      <WatchlistIcon className={styles.icon} fill={watched ? "currentColor" : "none"} />
    </button>
  );
}
