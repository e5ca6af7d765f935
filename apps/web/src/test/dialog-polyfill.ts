/**
 * jsdom 29 has the <dialog> element but not its methods. This gives tests the part of them the
 * app relies on: showModal() and close() (the `open` attribute, the "close" event, the top
 * dialog), and Escape, which asks the top modal dialog to close with a cancelable "cancel" event,
 * unless the key press was handled already (its default prevented). Focus and inertness are left
 * out: jsdom has no top layer, and the Dialog component moves focus itself. Tests only; the app
 * uses the browser's own.
 */

/** Modal dialogs in the order they were opened, the top one last. */
const modals: HTMLDialogElement[] = [];

function topModal(): HTMLDialogElement | undefined {
  return modals.filter((dialog) => dialog.open && dialog.isConnected).at(-1);
}

if (typeof HTMLDialogElement.prototype.showModal !== "function") {
  HTMLDialogElement.prototype.show = function show(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    if (this.open) return;
    this.open = true;
    modals.push(this);
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement, returnValue?: string) {
    if (!this.open) return;
    this.open = false;
    if (returnValue !== undefined) this.returnValue = returnValue;
    const index = modals.indexOf(this);
    if (index >= 0) modals.splice(index, 1);
    // Browsers queue this event; tests read the result right after the key press, so it is sent
    // at once (nothing in the app depends on the delay).
    this.dispatchEvent(new Event("close"));
  };

  document.addEventListener("keydown", (event) => {
    if (event.key !== "Escape" || event.defaultPrevented) return;
    const dialog = topModal();
    if (!dialog) return;
    const cancel = new Event("cancel", { cancelable: true });
    if (dialog.dispatchEvent(cancel)) dialog.close();
  });
}
