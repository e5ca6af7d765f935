import type { FeedDetailView } from "@oracle-explorer/core/api-views";
import { lazy, Suspense, useState } from "react";
import { OPEN_BUTTON_LABEL } from "./update-messages.ts";

/** What the single feed page hands the manual update (FEED-21, UPDATE-*). */
export interface ManualUpdatePanelProps {
  /** The feed as the single feed page loaded it: feed row, chainId, explorer, data service. */
  detail: FeedDetailView;
  /**
   * Called after a mined, successful update: the page refetches its value and transactions. It is
   * called again several times over the next 30 s (REFRESH_AFTER_SUCCESS_MS), while the caches
   * between the chain and the page catch up with the new block.
   */
  onUpdated: (txHash: string) => void;
}

// The modal brings the wallet code (wagmi, viem): it loads on the first open, or when the pointer
// or focus reaches the button, never with the page.
const loadModal = () => import("./manual-update-modal.tsx");
const ManualUpdateModal = lazy(loadModal);
// A failed prefetch is retried by the lazy load itself, which shows its own error.
const prefetch = () => void loadModal().catch(() => {});

/**
 * The "Manual Price Feed Update" button and modal (FEED-21). The single feed page renders it only
 * for a feed whose feedUpdateModalSupported is true; it checks again, so it never offers an update
 * the api would refuse. Once opened, the modal stays mounted (closed, it renders nothing), so an
 * update sent keeps running after the modal closes.
 */
export function ManualUpdatePanel({ detail, onUpdated }: ManualUpdatePanelProps) {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  if (!detail.feed.feedUpdateModalSupported) return null;
  return (
    <>
      <button
        type="button"
        className="button"
        aria-haspopup="dialog"
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
      >
        {OPEN_BUTTON_LABEL}
      </button>
      {loaded ? (
        <Suspense
          fallback={
            open ? (
              <span className="visually-hidden" role="status">
                Loading the manual update…
              </span>
            ) : null
          }
        >
          <ManualUpdateModal
            open={open}
            detail={detail}
            onUpdated={onUpdated}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
