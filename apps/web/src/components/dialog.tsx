import {
  type ComponentPropsWithoutRef,
  type KeyboardEvent,
  type PointerEvent,
  type MouseEvent as ReactMouseEvent,
  type ReactNode,
  type RefObject,
  useLayoutEffect,
  useRef,
} from "react";
import { useStableCallback } from "../lib/use-stable-callback.ts";
import styles from "./dialog.module.css";
import { addOpenModal } from "./open-modals.ts";
import { lockPageScroll } from "./page-scroll-lock.ts";
import { tabStops } from "./tab-stops.ts";

/**
 * How a visitor may dismiss a dialog, in the words of the HTML `closedby` attribute: "any" by
 * Escape or a click on the backdrop, "closerequest" by Escape, "none" only through the dialog's
 * own buttons.
 */
export type DialogClosedBy = "any" | "closerequest" | "none";

type NativeDialogProps = Omit<
  ComponentPropsWithoutRef<"dialog">,
  | "open"
  | "onClose"
  | "onCancel"
  | "onClick"
  | "onPointerDown"
  | "aria-labelledby"
  | "aria-modal"
  | "closedby"
  | "tabIndex"
  | "className"
  | "children"
>;

/**
 * How it closes: `onClose` is called when the dialog closes itself (Escape, or a backdrop click
 * where `closedBy` is "any"), so its owner stops rendering it. An owner that stops rendering it
 * for its own reasons (a Close button) is not called back; one that is closed by nothing else
 * ("none") has no `onClose`.
 */
type Dismissal =
  | { closedBy?: Exclude<DialogClosedBy, "none">; onClose: () => void }
  | { closedBy: "none"; onClose?: undefined };

export type DialogProps = NativeDialogProps &
  Dismissal & {
    /** The id of the heading inside that names the dialog. */
    labelledBy: string;
    /** What takes focus as it opens; by default the dialog itself, so reading starts at its title. */
    initialFocus?: RefObject<HTMLElement | null>;
    /** The dialog's box: its size, place and surface. */
    className?: string;
    /** The box's content, which always fills it: its layout (padding, gaps, scrolling). */
    contentClassName?: string;
    children: ReactNode;
  };

/**
 * The one modal dialog of the app, on the native `<dialog>` opened with showModal(): the browser
 * puts it in the top layer above everything (no z-index, no portal), makes the page behind inert
 * and turns Escape into a close. It is open while rendered: the owner renders it to open it and
 * stops to close it. On top of the platform it adds what each of our dialogs needs: a named
 * title, a chosen first focus (set before the first paint, so a key pressed right after the
 * opening shortcut lands there), focus back to the opener, the page behind kept from scrolling,
 * Tab kept inside, and the backdrop click where `closedBy` allows it.
 */
export function Dialog({
  labelledBy,
  onClose,
  closedBy = "closerequest",
  initialFocus,
  className,
  contentClassName,
  children,
  onKeyDown,
  ...attributes
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const close = useStableCallback(() => onClose?.());
  const focusFirst = useStableCallback(() => (initialFocus?.current ?? ref.current)?.focus());
  // Whether the pointer went down on the backdrop: a text selection dragged out of the dialog
  // ends in a click on it too, and must not close it.
  const downOnBackdrop = useRef(false);

  // A layout effect: open and focused before the first paint.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // The attribute is read when it matters, so it is always the rendered one.
    const undismissable = () => dialog.getAttribute("closedby") === "none";
    // Browsers without `closedby` still send Escape through "cancel", which can be refused.
    const onCancel = (event: Event) => {
      if (undismissable()) event.preventDefault();
    };
    const onNativeClose = () => {
      // A close queued before the dialog opened again (StrictMode mounts effects twice).
      if (dialog.open) return;
      // Such a browser still closes it when Escape is pressed again with no other input between
      // (an abuse guard): it opens again.
      if (undismissable()) {
        dialog.showModal();
        focusFirst();
        return;
      }
      close();
    };
    dialog.addEventListener("cancel", onCancel);
    dialog.addEventListener("close", onNativeClose);
    dialog.showModal();
    focusFirst();
    const unlockPageScroll = lockPageScroll();
    const forget = addOpenModal(dialog);
    return () => {
      forget();
      dialog.removeEventListener("cancel", onCancel);
      dialog.removeEventListener("close", onNativeClose);
      // Still open when the owner closes it: closed before React removes it from the page.
      if (dialog.open) dialog.close();
      unlockPageScroll();
      // An opener that went away with the dialog (a panel's own button) is its owner's to refocus.
      if (opener && opener !== document.body && opener.isConnected) opener.focus();
    };
  }, [close, focusFirst]);

  const keepTabInside = (event: KeyboardEvent<HTMLDialogElement>) => {
    onKeyDown?.(event);
    if (event.key !== "Tab" || event.defaultPrevented) return;
    // The page behind is inert, but past the last control Chromium moves focus to its own UI (the
    // address bar), and a visitor tabbing through the dialog would find it gone.
    const dialog = event.currentTarget;
    const stops = tabStops(dialog);
    const first = stops[0];
    const last = stops.at(-1);
    const active = document.activeElement;
    if (!first || !last) {
      event.preventDefault();
    } else if (event.shiftKey && (active === first || active === dialog)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  // The content fills the dialog's box, so the dialog element itself is the target of a click
  // only on its ::backdrop. Browsers with `closedby` close it themselves on such a click.
  const onPointerDown = (event: PointerEvent<HTMLDialogElement>) => {
    downOnBackdrop.current = event.target === event.currentTarget;
  };
  const onClick = (event: ReactMouseEvent<HTMLDialogElement>) => {
    const dialog = event.currentTarget;
    if (closedBy === "any" && downOnBackdrop.current && event.target === dialog && dialog.open) {
      dialog.close();
    }
    downOnBackdrop.current = false;
  };

  return (
    <dialog
      {...attributes}
      ref={ref}
      className={className ? `${styles.dialog} ${className}` : styles.dialog}
      aria-labelledby={labelledBy}
      // Native modal dialogs are modal to assistive tech already; this says so to any that read
      // only ARIA.
      aria-modal="true"
      closedby={closedBy}
      // Focusable itself: the first focus when no control is chosen, and where a click on its text
      // leaves focus (not on the inert page behind).
      tabIndex={-1}
      onKeyDown={keepTabInside}
      onPointerDown={onPointerDown}
      onClick={onClick}
    >
      <div className={contentClassName ? `${styles.content} ${contentClassName}` : styles.content}>
        {children}
      </div>
    </dialog>
  );
}
