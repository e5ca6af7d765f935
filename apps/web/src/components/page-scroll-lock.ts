/** Modal dialogs open now: a dialog opened over another (the search over a fullscreen panel). */
let openModals = 0;

/**
 * Keeps the page behind a modal from scrolling (body.modal-open), until the returned function is
 * called. Counted, so closing the upper of two dialogs leaves the page still held.
 */
export function lockPageScroll(): () => void {
  openModals += 1;
  document.body.classList.add("modal-open");
  let released = false;
  return () => {
    if (released) return;
    released = true;
    openModals -= 1;
    if (openModals === 0) document.body.classList.remove("modal-open");
  };
}
