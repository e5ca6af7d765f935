import { useEffect } from "react";
import { useConfig } from "../lib/config.tsx";
import { documentTitle } from "./route-handle.ts";

/**
 * A screen's own tab title once its data names it better than the route can: the feed page's
 * "ETH on Ethereum Mainnet" rather than the URL's "eth on ethereum-mainnet". Beyond the spec, a
 * live value goes in front ("$2,697.490 ETH | RedStone"), so a background tab still shows the
 * price; ROUTE-27's "<title> | {product}" stays as the rest of it. `screenTitle` null leaves the
 * route's title.
 *
 * No cleanup: RootRoute sets the next route's title in a layout effect, before this screen's
 * passive effects (and their cleanups) run, so restoring a title here on leaving would overwrite
 * the next screen's. RootRoute's layout effect also means this passive effect is the last word
 * while the screen is open, even when its data was already there on the first render.
 */
export function useLiveTitle(screenTitle: string | null, liveValue: string | null): void {
  const config = useConfig();
  useEffect(() => {
    if (screenTitle === null) return;
    document.title = documentTitle(liveValue === null ? screenTitle : `${liveValue} ${screenTitle}`, config);
  }, [screenTitle, liveValue, config]);
}
