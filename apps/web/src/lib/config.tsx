import { CONFIG_META_NAME, type PublicConfig, parsePublicConfig } from "@oracle-explorer/core/config";
import { createContext, type ReactNode, useContext } from "react";

/**
 * Reads the public config the api embedded in index.html. Under `vite dev` or in tests there is
 * no tag, and the defaults apply.
 */
export function readPublicConfig(doc: Document): PublicConfig {
  const content = doc.querySelector(`meta[name="${CONFIG_META_NAME}"]`)?.getAttribute("content");
  if (!content) return parsePublicConfig(null);
  try {
    return parsePublicConfig(JSON.parse(content));
  } catch {
    console.warn("config: the embedded config is not valid JSON; using defaults");
    return parsePublicConfig(null);
  }
}

const ConfigContext = createContext<PublicConfig>(parsePublicConfig(null));

export function ConfigProvider({ config, children }: { config: PublicConfig; children: ReactNode }) {
  return <ConfigContext.Provider value={config}>{children}</ConfigContext.Provider>;
}

export function useConfig(): PublicConfig {
  return useContext(ConfigContext);
}
