import { useEffect } from "react";

/** Whether a key press happens while the visitor types (then "/" is a character, not a shortcut). */
function typing(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName))
  );
}

/** Opens the global search on "/" (outside text fields) and on Ctrl-K / ⌘-K (anywhere). */
export function usePaletteShortcut(open: () => void): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const modK = (event.ctrlKey || event.metaKey) && event.key.toLowerCase() === "k";
      const slash =
        event.key === "/" && !event.ctrlKey && !event.metaKey && !event.altKey && !typing(event.target);
      if (!modK && !slash) return;
      event.preventDefault();
      open();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [open]);
}
