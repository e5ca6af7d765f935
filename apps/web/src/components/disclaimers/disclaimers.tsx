import { DISCLAIMER_SCROLL_TOLERANCE_PX } from "@oracle-explorer/core/constants";
import { useCallback, useId, useLayoutEffect, useMemo, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { paths } from "../../app/paths.ts";
import { Dialog } from "../dialog.tsx";
import { acceptDisclaimer, readAcceptedDisclaimers } from "./accepted-disclaimers.ts";
import { type Disclaimer, disclaimerFor } from "./disclaimer-content.ts";
import styles from "./disclaimers.module.css";

interface DisclaimersProps {
  /**
   * The disclaimer ids of what the page shows: one token's disclaimerID (DISCLAIMER-05, -06) or
   * those of a data service's assets (DISCLAIMER-07). Missing and unknown ids show nothing
   * (DISCLAIMER-02); repeated ids show once.
   */
  ids: readonly (string | null | undefined)[];
  /**
   * Show every disclaimer as an info bar, the modal one included: for a page about many assets
   * (Pull Model), where blocking the page for one listed asset would be out of proportion.
   */
  barsOnly?: boolean;
}

/**
 * The disclaimers of a page: info bars above the content, and at most one modal at a time.
 * Those accepted earlier in this browser session are not asked again.
 */
export function Disclaimers({ ids, barsOnly = false }: DisclaimersProps) {
  const key = ids.filter(Boolean).join("\n");
  // Read on each new set of ids, so a disclaimer accepted on another page counts here too.
  const pending = useMemo(() => {
    const accepted = readAcceptedDisclaimers();
    const seen = new Map<string, Disclaimer>();
    for (const id of key.split("\n")) {
      const disclaimer = disclaimerFor(id);
      if (disclaimer && !accepted.has(disclaimer.id)) seen.set(disclaimer.id, disclaimer);
    }
    return [...seen.values()];
  }, [key]);
  const [closed, setClosed] = useState<ReadonlySet<string>>(new Set());
  // A new set of ids (another token) starts with nothing closed.
  const [closedFor, setClosedFor] = useState(key);
  if (closedFor !== key) {
    setClosedFor(key);
    setClosed(new Set());
  }
  const close = useCallback((id: string) => setClosed((before) => new Set(before).add(id)), []);

  const open = pending.filter((disclaimer) => !closed.has(disclaimer.id));
  const bars = open.filter((disclaimer) => barsOnly || disclaimer.presentation === "bar");
  const modal = barsOnly ? undefined : open.find((disclaimer) => disclaimer.presentation === "modal");
  if (open.length === 0) return null;
  return (
    <>
      {bars.length > 0 ? (
        <div className={styles.bars}>
          {bars.map((disclaimer) => (
            <DisclaimerBar key={disclaimer.id} disclaimer={disclaimer} onClose={() => close(disclaimer.id)} />
          ))}
        </div>
      ) : null}
      {modal ? <DisclaimerModal key={modal.id} disclaimer={modal} onDone={() => close(modal.id)} /> : null}
    </>
  );
}

/** DISCLAIMER-03, DISCLAIMER-08: closing hides it on this page and records nothing. */
function DisclaimerBar({ disclaimer, onClose }: { disclaimer: Disclaimer; onClose: () => void }) {
  const titleId = useId();
  return (
    <aside className={styles.bar} aria-labelledby={titleId}>
      <svg className={styles.barIcon} width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
        <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="1.8" />
        <path d="M12 11v5.5M12 7.5h.01" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <div className={styles.barBody}>
        <p id={titleId} className={styles.barTitle}>
          {disclaimer.title}
        </p>
        {/* A modal disclaimer shown as a bar keeps its first paragraph: the rest asks to agree. */}
        {(disclaimer.presentation === "bar" ? disclaimer.text : disclaimer.text.slice(0, 1)).map(
          (paragraph) => (
            <p key={paragraph} className={styles.barText}>
              {paragraph}
            </p>
          ),
        )}
      </div>
      <button
        type="button"
        className="icon-button"
        onClick={onClose}
        aria-label={`Close: ${disclaimer.title}`}
      >
        <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true">
          <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
    </aside>
  );
}

/** DISCLAIMER-09: true once the box is scrolled to within the tolerance of its bottom. */
export function scrolledToBottom(
  box: Pick<HTMLElement, "scrollHeight" | "scrollTop" | "clientHeight">,
): boolean {
  return box.scrollHeight - box.scrollTop - box.clientHeight <= DISCLAIMER_SCROLL_TOLERANCE_PX;
}

/**
 * DISCLAIMER-04, -09..12: a modal whose "I Agree" enables only after the text was read to its
 * end; Agree records acceptance, Decline leaves for the Data Feeds list. Those two are the only
 * ways out: neither Escape nor a click beside it closes it (closedBy "none").
 */
function DisclaimerModal({ disclaimer, onDone }: { disclaimer: Disclaimer; onDone: () => void }) {
  const navigate = useNavigate();
  const titleId = useId();
  const textRef = useRef<HTMLElement>(null);
  const [canAgree, setCanAgree] = useState(false);

  const check = useCallback(() => {
    const box = textRef.current;
    if (box && scrolledToBottom(box)) setCanAgree(true);
  }, []);
  // A text short enough to fit needs no scrolling (a tall screen); check once it is laid out.
  useLayoutEffect(() => check(), [check]);

  const agree = () => {
    acceptDisclaimer(disclaimer.id);
    onDone();
  };
  const decline = () => {
    onDone();
    navigate(paths.tokens);
  };

  return (
    <Dialog
      labelledBy={titleId}
      closedBy="none"
      // The text first: it is what must be read, and the keyboard scrolls it from there.
      initialFocus={textRef}
      className={styles.modal}
      contentClassName={styles.modalBody}
    >
      <h2 id={titleId} className={styles.modalTitle}>
        {disclaimer.title}
      </h2>
      <section
        ref={textRef}
        className={styles.modalText}
        onScroll={check}
        aria-label="Disclaimer text"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the text must be scrollable by keyboard
        tabIndex={0}
      >
        {disclaimer.text.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </section>
      {canAgree ? null : <p className={styles.hint}>Scroll to the end of the text to agree.</p>}
      <div className={styles.modalActions}>
        <button type="button" className="button" onClick={decline}>
          Decline
        </button>
        <button type="button" className="button button-primary" onClick={agree} disabled={!canAgree}>
          I Agree
        </button>
      </div>
    </Dialog>
  );
}
