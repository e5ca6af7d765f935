/**
 * The modal dialogs open now, the innermost last. Everything outside the top one is inert (the
 * browser's rule for a modal `<dialog>`, top-layer elements included), so what must stay
 * readable and clickable while one is open (the toasts: a wallet error raised during the manual
 * update) renders inside it.
 */
const open: HTMLDialogElement[] = [];
const listeners = new Set<() => void>();

const notify = () => {
  for (const listener of listeners) listener();
};

/** Records a dialog just opened with showModal(); the returned function forgets it. */
export function addOpenModal(dialog: HTMLDialogElement): () => void {
  open.push(dialog);
  notify();
  return () => {
    const index = open.lastIndexOf(dialog);
    if (index >= 0) open.splice(index, 1);
    notify();
  };
}

/** The modal dialog on top, or null with none open (useSyncExternalStore's snapshot). */
export const topModal = (): HTMLDialogElement | null => open.at(-1) ?? null;

export function subscribeOpenModals(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
