import { useEffect } from "react";
import { useConfig } from "../lib/config.tsx";
import { documentTitle } from "./route-handle.ts";

/**
 * Beyond the spec: a live value in front of the tab title ("$2,697.490 ETH | RedStone"), so a
 * background tab still shows the price. ROUTE-27's "<title> | {product}" stays as the rest of it,
 * and the plain title returns when there is no value or the page closes.
 */
export function useLiveTitle(screenTitle: string, liveValue: string | null): void {
  const config = useConfig();
  useEffect(() => {
    if (liveValue === null) return;
    document.title = documentTitle(`${liveValue} ${screenTitle}`, config);
    return () => {
      document.title = documentTitle(screenTitle, config);
    };
  }, [screenTitle, liveValue, config]);
}
