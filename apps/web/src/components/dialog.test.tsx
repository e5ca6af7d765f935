import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useId, useRef, useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Dialog, type DialogClosedBy } from "./dialog.tsx";
import { ToastProvider, useToast } from "./toast.tsx";

afterEach(() => {
  vi.restoreAllMocks();
});

interface HarnessProps {
  closedBy?: DialogClosedBy;
  /** Focus the text box as it opens, rather than the dialog. */
  focusBox?: boolean;
  onClose?: () => void;
}

/** A page with an opener, a control behind the dialog, and the dialog with every kind of control. */
function Harness({ closedBy = "closerequest", focusBox = false, onClose = () => {} }: HarnessProps) {
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const boxRef = useRef<HTMLInputElement>(null);
  const close = () => {
    onClose();
    setOpen(false);
  };
  const dismissal = closedBy === "none" ? ({ closedBy } as const) : ({ closedBy, onClose: close } as const);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <button type="button">Behind</button>
      {open ? (
        <Dialog labelledBy={titleId} {...dismissal} initialFocus={focusBox ? boxRef : undefined}>
          <h2 id={titleId}>Settings</h2>
          <button type="button" onClick={() => setOpen(false)}>
            Done
          </button>
          <input ref={boxRef} aria-label="Name" />
          <select aria-label="Kind">
            <option>One</option>
          </select>
          <textarea aria-label="Notes" />
          <button type="button" disabled>
            Unavailable
          </button>
        </Dialog>
      ) : null}
    </>
  );
}

async function openDialog(props: HarnessProps = {}) {
  const user = userEvent.setup();
  render(<Harness {...props} />);
  await user.click(screen.getByRole("button", { name: "Open" }));
  return { user, dialog: screen.getByRole("dialog", { name: "Settings" }) };
}

describe("dialog", () => {
  it("opens as a modal with showModal(), which makes the page behind it inert", async () => {
    const showModal = vi.spyOn(HTMLDialogElement.prototype, "showModal");
    const show = vi.spyOn(HTMLDialogElement.prototype, "show");
    const { dialog } = await openDialog();
    // Only showModal() puts a dialog in the top layer and blocks the rest of the document; jsdom
    // has neither, so the test holds the call that gives them.
    expect(showModal).toHaveBeenCalledTimes(1);
    expect(showModal.mock.contexts[0]).toBe(dialog);
    expect(show).not.toHaveBeenCalled();
    expect(dialog.tagName).toBe("DIALOG");
    expect(dialog).toHaveAttribute("open");
    expect(dialog).toHaveAttribute("aria-modal", "true");
    // The page behind does not scroll either.
    expect(document.body).toHaveClass("modal-open");
  });

  it("is named by its title", async () => {
    const { dialog } = await openDialog();
    const title = screen.getByRole("heading", { name: "Settings" });
    expect(dialog).toHaveAttribute("aria-labelledby", title.id);
    expect(dialog).toHaveAccessibleName("Settings");
  });

  it("takes focus itself as it opens, so reading starts at its title", async () => {
    const { dialog } = await openDialog();
    expect(dialog).toHaveFocus();
  });

  it("takes focus on the control it is given, before the first paint", async () => {
    const { dialog } = await openDialog({ focusBox: true });
    expect(screen.getByRole("textbox", { name: "Name" })).toHaveFocus();
    expect(dialog).toContainElement(screen.getByRole("textbox", { name: "Name" }));
  });

  it("Escape closes it and gives focus back to the opener", async () => {
    const onClose = vi.fn();
    const { user } = await openDialog({ onClose });
    await user.keyboard("{Escape}");
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(screen.getByRole("button", { name: "Open" })).toHaveFocus();
    expect(document.body).not.toHaveClass("modal-open");
  });

  it("closed by its owner, it gives focus back without calling onClose", async () => {
    const onClose = vi.fn();
    const { user, dialog } = await openDialog({ onClose });
    const close = vi.spyOn(dialog as HTMLDialogElement, "close");
    await user.click(screen.getByRole("button", { name: "Done" }));
    expect(close).toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(screen.getByRole("button", { name: "Open" })).toHaveFocus();
    expect(document.body).not.toHaveClass("modal-open");
  });

  it("Escape already handled inside (a chart's tooltip) leaves it open", async () => {
    const { dialog } = await openDialog();
    act(() => {
      dialog.addEventListener("keydown", (event) => event.preventDefault());
      dialog.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true, cancelable: true }));
    });
    expect(screen.getByRole("dialog", { name: "Settings" })).toBeInTheDocument();
  });

  it("Tab stays inside, past inputs, selects and textareas, both ways", async () => {
    const { user } = await openDialog({ focusBox: true });
    const done = screen.getByRole("button", { name: "Done" });
    const notes = screen.getByRole("textbox", { name: "Notes" });
    await user.tab();
    expect(screen.getByRole("combobox", { name: "Kind" })).toHaveFocus();
    await user.tab();
    expect(notes).toHaveFocus();
    // The disabled button is no stop: from the last control Tab goes round to the first.
    await user.tab();
    expect(done).toHaveFocus();
    await user.tab({ shift: true });
    expect(notes).toHaveFocus();
    expect(screen.getByRole("button", { name: "Behind" })).not.toHaveFocus();
  });

  it("Shift-Tab from the dialog itself goes to its last control", async () => {
    const { user } = await openDialog();
    await user.tab({ shift: true });
    expect(screen.getByRole("textbox", { name: "Notes" })).toHaveFocus();
  });

  it("a click on the backdrop closes it where closedBy is 'any', and a click inside never does", async () => {
    const onClose = vi.fn();
    const { user, dialog } = await openDialog({ closedBy: "any", onClose });
    await user.click(screen.getByRole("heading", { name: "Settings" }));
    await user.click(screen.getByRole("textbox", { name: "Notes" }));
    expect(onClose).not.toHaveBeenCalled();
    // The content fills the dialog's box: a click on the dialog element itself is on its backdrop.
    await user.click(dialog);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(screen.getByRole("button", { name: "Open" })).toHaveFocus();
  });

  it("a click on the backdrop leaves it open by default", async () => {
    const onClose = vi.fn();
    const { user, dialog } = await openDialog({ onClose });
    await user.click(dialog);
    expect(onClose).not.toHaveBeenCalled();
    expect(dialog).toHaveAttribute("open");
  });

  it("closedBy 'none' is closed by neither Escape nor the backdrop, only by its own buttons", async () => {
    const { user, dialog } = await openDialog({ closedBy: "none" });
    expect(dialog).toHaveAttribute("closedby", "none");
    await user.keyboard("{Escape}");
    await user.click(dialog);
    expect(screen.getByRole("dialog", { name: "Settings" })).toHaveAttribute("open");
    // A browser without `closedby` may force it shut on a repeated Escape: it opens again.
    act(() => (dialog as HTMLDialogElement).close());
    expect(dialog).toHaveAttribute("open");
    expect(dialog).toHaveFocus();
    await user.click(screen.getByRole("button", { name: "Done" }));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("a dialog over another keeps the page held until both are closed; Escape closes the top one", async () => {
    function Stacked() {
      const [upper, setUpper] = useState(false);
      const lowerId = useId();
      const upperId = useId();
      return (
        <Dialog labelledBy={lowerId} onClose={() => {}}>
          <h2 id={lowerId}>Lower</h2>
          <button type="button" onClick={() => setUpper(true)}>
            Search
          </button>
          {upper ? (
            <Dialog labelledBy={upperId} onClose={() => setUpper(false)}>
              <h2 id={upperId}>Upper</h2>
            </Dialog>
          ) : null}
        </Dialog>
      );
    }
    const user = userEvent.setup();
    const { unmount } = render(<Stacked />);
    await user.click(screen.getByRole("button", { name: "Search" }));
    expect(screen.getByRole("dialog", { name: "Upper" })).toHaveFocus();
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog", { name: "Upper" })).toBeNull();
    expect(screen.getByRole("dialog", { name: "Lower" })).toHaveAttribute("open");
    expect(document.body).toHaveClass("modal-open");
    expect(screen.getByRole("button", { name: "Search" })).toHaveFocus();
    unmount();
    expect(document.body).not.toHaveClass("modal-open");
  });
});

describe("toasts while a modal dialog is open", () => {
  /** A page that raises a toast from inside an open dialog, as the manual update does on a wallet error. */
  function ToastingPage() {
    const [open, setOpen] = useState(true);
    const show = useToast();
    const titleId = useId();
    return open ? (
      <Dialog labelledBy={titleId} onClose={() => setOpen(false)}>
        <h2 id={titleId}>Update</h2>
        <button type="button" onClick={() => show({ kind: "error", title: "MetaMask Error" })}>
          Fail
        </button>
        <button type="button" onClick={() => setOpen(false)}>
          Close
        </button>
      </Dialog>
    ) : null;
  }

  it("ERROR-40 a toast raised during a modal shows inside it, where the page behind is not inert, and goes back when it closes", async () => {
    const user = userEvent.setup();
    render(
      <ToastProvider>
        <ToastingPage />
      </ToastProvider>,
    );
    const dialog = screen.getByRole("dialog", { name: "Update" });
    await user.click(screen.getByRole("button", { name: "Fail" }));
    const toast = screen.getByRole("alert");
    expect(toast).toHaveTextContent("MetaMask Error");
    expect(dialog).toContainElement(toast);
    await user.click(screen.getByRole("button", { name: "Close" }));
    expect(screen.getByRole("region", { name: "Notifications" })).not.toBeNull();
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(screen.getByRole("alert")).toHaveTextContent("MetaMask Error");
  });
});
