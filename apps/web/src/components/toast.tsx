import { NOTIFICATION_MS } from "@oracle-explorer/core/constants";
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
} from "react";
import { createPortal } from "react-dom";
import { subscribeOpenModals, topModal } from "./open-modals.ts";
import styles from "./toast.module.css";

export type ToastKind = "info" | "success" | "error";

export interface ToastInput {
  kind: ToastKind;
  title: string;
  message?: string;
  /** How long it stays; by default the notification duration (ERROR-40, CONST-26: 10000 ms). */
  durationMs?: number;
}

interface Toast extends ToastInput {
  id: number;
}

/** ERROR-40: every toast but "Update Successful" (which passes its own) stays 10000 ms. */
const DEFAULT_TOAST_MS = NOTIFICATION_MS;
/** More than this many at once pushes the oldest out, so a burst never covers the page. */
const MAX_TOASTS = 3;

type ShowToast = (toast: ToastInput) => void;

const ToastContext = createContext<ShowToast | null>(null);

/**
 * Short messages in a corner ("Raise dispute", wallet results). One live region announces them;
 * each closes itself after its duration or by its close button. While a modal dialog is open the
 * region renders inside it: outside, the browser would make it inert (dimmed, unclickable and
 * unread), and a wallet error raised during the manual update would go unseen.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<readonly Toast[]>([]);
  const dismiss = useCallback((id: number) => setToasts((all) => all.filter((toast) => toast.id !== id)), []);
  const show = useCallback<ShowToast>((toast) => {
    setToasts((all) => [...all, { ...toast, id: nextId() }].slice(-MAX_TOASTS));
  }, []);
  const value = useMemo(() => show, [show]);
  const modal = useSyncExternalStore(subscribeOpenModals, topModal, () => null);
  const region = (
    <section className={styles.region} aria-live="polite" aria-label="Notifications">
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} onDismiss={dismiss} />
      ))}
    </section>
  );
  return (
    <ToastContext.Provider value={value}>
      {children}
      {modal ? createPortal(region, modal) : region}
    </ToastContext.Provider>
  );
}

let lastId = 0;
function nextId(): number {
  lastId += 1;
  return lastId;
}

function ToastItem({ toast, onDismiss }: { toast: Toast; onDismiss: (id: number) => void }) {
  useEffect(() => {
    const timer = setTimeout(() => onDismiss(toast.id), toast.durationMs ?? DEFAULT_TOAST_MS);
    return () => clearTimeout(timer);
  }, [toast.id, toast.durationMs, onDismiss]);
  return (
    <div
      className={`${styles.toast} ${styles[toast.kind]}`}
      role={toast.kind === "error" ? "alert" : "status"}
    >
      <div className={styles.body}>
        <p className={styles.title}>{toast.title}</p>
        {toast.message ? <p className={styles.message}>{toast.message}</p> : null}
      </div>
      <button
        type="button"
        className={styles.close}
        onClick={() => onDismiss(toast.id)}
        aria-label="Dismiss notification"
      >
        <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true">
          <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
    </div>
  );
}

/** Shows a toast; outside a ToastProvider (a bare component test) it only logs. */
export function useToast(): ShowToast {
  const show = useContext(ToastContext);
  return show ?? ((toast) => console.info(`toast: ${toast.title}`, toast.message ?? ""));
}
