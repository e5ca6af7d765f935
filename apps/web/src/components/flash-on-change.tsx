import { useEffect, useRef } from "react";
import styles from "./flash-on-change.module.css";

/**
 * A shown value that changed while the visitor watched flashes briefly (a price pushed by the live
 * stream, or refreshed by polling). It compares the text on screen, not the raw number, so a move
 * past the shown decimals does not flash; the first value never does, and under
 * prefers-reduced-motion the highlight is a still underline that goes without moving anything.
 * `of` names whose value it is: rows are reused by position, so only the same thing's change flashes.
 */
export function FlashOnChange({ text, of }: { text: string; of: string }) {
  const ref = useRef<HTMLSpanElement>(null);
  const previous = useRef({ text, of });
  useEffect(() => {
    const before = previous.current;
    previous.current = { text, of };
    // Another thing's value in the same place (a row reused by a sort, another token) is no change.
    if (before.text === text || before.of !== of) return;
    const element = ref.current;
    if (!element) return;
    // Restart the animation: take the class off, let the style settle, put it back.
    element.classList.remove(styles.flash as string);
    void element.offsetWidth;
    element.classList.add(styles.flash as string);
  }, [text, of]);
  return (
    <span ref={ref} className={styles.value}>
      {text}
    </span>
  );
}
