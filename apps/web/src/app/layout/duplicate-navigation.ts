import type { Location } from "react-router";

/**
 * ERROR-05: a link to exactly where the visitor already is (same path, query and hash) is a
 * duplicated navigation. It would only add a second identical history entry, so it is skipped
 * with a console warning and nothing else.
 */
export function isDuplicateNavigation(
  to: string,
  location: Pick<Location, "pathname" | "search" | "hash">,
): boolean {
  return to === `${location.pathname}${location.search}${location.hash}`;
}

/** The click handler's part: true when the click was a duplicated navigation and was stopped. */
export function skipDuplicateNavigation(
  event: { preventDefault: () => void },
  to: string,
  location: Pick<Location, "pathname" | "search" | "hash">,
): boolean {
  if (!isDuplicateNavigation(to, location)) return false;
  event.preventDefault();
  console.warn(`navigation: already at ${to}; nothing to do`);
  return true;
}
