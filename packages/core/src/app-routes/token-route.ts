/**
 * TokenPage's URL form of a symbol (TOKEN-01, TOKEN-02): a "/" in a symbol appears as "-" in the
 * URL, and the page turns the first "-" back into "/". Symbols that hold a real "-" are resolved
 * by trying the raw param too (TOKEN-03), which needs the catalogue and so lives with the page.
 */
export function tokenRouteParam(symbol: string): string {
  return symbol.replaceAll("/", "-");
}

/** The symbol a TokenPage param most likely names: its first "-" read back as "/". */
export function symbolFromTokenRouteParam(param: string): string {
  return param.replace("-", "/");
}
