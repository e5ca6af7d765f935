import { useEffect, useRef } from "react";
import styles from "./flash-on-change.module.css";

/**
 * A shown value that changed while the visitor watched flashes briefly (a price pushed by the live
 * stream, or refreshed by polling). It compares the text on screen, not the raw number, so a move
 * past the shown decimals does not flash; the first value never does, and under
 * prefers-reduced-motion the highlight is a still underline that goes without moving anything.
 */
export function FlashOnChange({ text }: { text: string }) {
  const ref = useRef<HTMLSpanElement>(null);
  const previous = useRef(text);
  useEffect(() => {
    if (previous.current === text) return;
    previous.current = text;
    const element = ref.current;
    if (!element) return;
    // Restart the animation: take the class off, let the style settle, put it back.
    element.classList.remove(styles.flash as string);
    void element.offsetWidth;
    element.classList.add(styles.flash as string);
  }, [text]);
  return (
    <span ref={ref} className={styles.value}>
      {text}
    </span>
  );
}
