import { useState } from "react";
import styles from "./token-logo.module.css";

interface TokenLogoProps {
  /** Same-origin or https URL; null when the catalogue has none. */
  src: string | null;
  /** The token's name or symbol; its first letter stands in when there is no picture. */
  name: string;
  size?: number;
}

/**
 * A token's round logo. Decorative (alt=""), because the name beside it says what it is. A
 * missing or broken picture becomes the name's first letter, so rows keep their alignment.
 */
export function TokenLogo({ src, name, size = 24 }: TokenLogoProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const dimensions = { width: size, height: size };
  if (src === null || failed === src) {
    return (
      <span className={styles.fallback} style={{ ...dimensions, fontSize: size * 0.5 }} aria-hidden="true">
        {name.trim().charAt(0).toUpperCase() || "?"}
      </span>
    );
  }
  return (
    <img
      className={styles.logo}
      src={src}
      alt=""
      {...dimensions}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(src)}
    />
  );
}
