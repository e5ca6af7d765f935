/**
 * The back button's rule (SHELL-05, SHELL-06): go back in history when the visitor came from this
 * app or from localhost, otherwise go to the app home. We also go back when the visitor has
 * moved inside the app in this tab (decision): document.referrer stays at the page that first
 * loaded the app, so without this a visitor who arrived from a search engine and clicked through
 * three screens would be thrown home instead of one step back.
 */

/**
 * Whether this tab has an earlier entry inside the app. React Router keeps an `idx` in
 * history.state that counts push navigations from the app's first entry; a replace (the
 * trailing-slash and "/" redirects) keeps it, so a visitor who arrived through a redirect is
 * still at 0 and Back never leaves the site for the page they came from.
 */
export function hasInAppHistory(historyState: unknown): boolean {
  const idx = (historyState as { idx?: unknown } | null)?.idx;
  return typeof idx === "number" && idx > 0;
}
export interface BackContext {
  referrer: string;
  origin: string;
  /** True when the current history entry was created by in-app navigation. */
  hasInAppHistory: boolean;
}

const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

export function referrerIsOwn(referrer: string, origin: string): boolean {
  if (!referrer) return false;
  let url: URL;
  try {
    url = new URL(referrer);
  } catch {
    return false;
  }
  return url.origin === origin || LOCAL_HOSTS.has(url.hostname);
}

export function shouldGoBack({ referrer, origin, hasInAppHistory }: BackContext): boolean {
  return hasInAppHistory || referrerIsOwn(referrer, origin);
}
