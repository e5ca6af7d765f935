/**
 * DATA-36: the URL-safe route forms of a network name and a feed id, used by SingleFeed links
 * (routeNetwork, routeToken): lower-cased, each space and "/" turned into "-", every other
 * character outside [a-z0-9-_.~] percent-encoded. "Arbitrum One" → "arbitrum-one",
 * "wstETH/ETH" → "wsteth-eth".
 */
export function routeForm(text: string): string {
  const dashed = text.toLowerCase().replace(/[\s/]/g, "-");
  return encodeURIComponent(dashed).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * The inverse direction: whether a route param (as the router hands it, decoded or not) names
 * this text. Lower-casing is lossy, so the way back is a match against candidates, not a decode.
 */
export function matchesRouteForm(param: string, text: string): boolean {
  return safeDecode(param).toLowerCase() === safeDecode(routeForm(text));
}
