import { startTransition, useCallback, useEffect, useReducer, useState } from "react";
import { useLocation, useSearchParams } from "react-router";

/**
 * What was just typed in the header search box, before the URL shows it.
 *
 * The URL stays the home of the search (SHELL-03), but a router update re-renders the whole app
 * (layout, sidebar, every link) and writes history, too much for one frame per keystroke on a
 * long list. So a keystroke goes two ways: here, where only the lists reading it render at once,
 * and into ?search=, which the box writes once that frame is painted (header.tsx).
 *
 * The text applies while the URL still shows a search it was typed over, on the path it was typed
 * on: the box's write, which carries it into the URL, or any navigation that changes the search
 * (Back, a link, "Clear all") ends it. A page rewriting its other parameters meanwhile (its
 * canonical URL) does not.
 */
interface TypedSearch {
  readonly text: string;
  readonly pathname: string;
  /**
   * The URL searches the text was typed over: the URL's when it was typed, and earlier texts of
   * the same typing the box has written since (their URLs may land after this text was typed).
   */
  readonly over: ReadonlySet<string>;
}

type Listener = (typed: TypedSearch | null) => void;

let typed: TypedSearch | null = null;
const listeners = new Set<Listener>();

function publish(next: TypedSearch | null): void {
  typed = next;
  // Plain state setters: called from the input's event they render synchronously, and only the
  // components that read the typed text.
  for (const notify of listeners) notify(next);
}

/**
 * How long after a keystroke in the header box the visitor counts as still typing. Meanwhile a
 * list draws only the rows in view (use-progressive-rows.ts); the rest wait for the pause.
 */
export const TYPING_PAUSE_MS = 1_000;

/** When the visitor's typing counts as paused (Date.now() ms); set by each keystroke. */
let typingUntil = 0;

/**
 * Called by the header box on each change, before it schedules the URL's write, with the searches
 * the URL shows or is about to show: what the box rendered with, and what it last wrote.
 */
export function typeSearch(text: string, pathname: string, urlSearches: readonly string[]): void {
  // Before the lists hear of the text, so the render it causes already counts as typing.
  typingUntil = Date.now() + TYPING_PAUSE_MS;
  const over = new Set(typed?.pathname === pathname ? typed.over : []);
  for (const search of urlSearches) over.add(search);
  publish({ text, pathname, over });
}

/** Called by the box as it writes `text` to the URL: if more was typed since, that still applies. */
export function noteSearchWritten(text: string): void {
  if (typed === null || typed.text === text) return;
  publish({ ...typed, over: new Set([...typed.over, text]) });
}

/**
 * Called once the URL holds the text (`landed`: only if nothing newer was typed since), or with
 * no argument when a navigation made it moot.
 */
export function clearTypedSearch(landed?: string): void {
  if (typed !== null && (landed === undefined || typed.text === landed)) publish(null);
  // A navigation (Back, a link) is not typing: whatever it shows is drawn whole.
  if (landed === undefined) typingUntil = 0;
}

/**
 * Whether the visitor is typing in the header box (a keystroke less than TYPING_PAUSE_MS ago),
 * read by a list as it renders, and `endTyping` for when the visitor reaches for the list (scrolls
 * or points into it) before the pause. The end is drawn as a transition: React slices it.
 */
export function useTypingPause(): { readonly typing: boolean; readonly endTyping: () => void } {
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  const remaining = typingUntil - Date.now();
  const typing = remaining > 0;
  useEffect(() => {
    if (!typing) return;
    const timer = setTimeout(() => startTransition(rerender), remaining);
    return () => clearTimeout(timer);
  }, [typing, remaining]);
  const endTyping = useCallback(() => {
    if (typingUntil <= Date.now()) return;
    typingUntil = 0;
    startTransition(rerender);
  }, []);
  return { typing, endTyping };
}

/** The text typed in the header box that the URL does not show yet, or null. */
export function useTypedSearch(): string | null {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const [value, setValue] = useState(() => typed);
  useEffect(() => {
    listeners.add(setValue);
    setValue(typed);
    return () => {
      listeners.delete(setValue);
    };
  }, []);
  const applies = value !== null && value.pathname === pathname && value.over.has(params.get("search") ?? "");
  return applies ? value.text : null;
}

/** The header search as a screen reads it: the text just typed, else the URL's ?search=. */
export function useHeaderSearchText(): string {
  const text = useTypedSearch();
  const [params] = useSearchParams();
  return text ?? params.get("search") ?? "";
}
