import type { FeedDetailView } from "@oracle-explorer/core/api-views";
import { NOTIFICATION_MS, UPDATE_SUCCESS_TOAST_MS } from "@oracle-explorer/core/constants";
import { useCallback, useEffect, useRef, useState } from "react";
import type { Address, Hex } from "viem";
import { useToast } from "../../../components/toast.tsx";
import { walletErrorMessage } from "../../../lib/wallet/wallet-errors.ts";
import { type FetchUpdate, runManualUpdate, type UpdateWallet } from "./run-manual-update.ts";
import {
  UPDATE_FAILED_TITLE,
  UPDATE_SUCCESS_TITLE,
  updateFailedMessage,
  updateSuccessMessage,
} from "./update-messages.ts";

/** UPDATE-12..14: no status (null) until an update starts. */
export type UpdateStatus = "pending" | "success" | "error";

export interface ManualUpdateState {
  status: UpdateStatus | null;
  /** Why the last update failed (ERROR-28, ERROR-29). */
  error: string | null;
  txHash: Hex | null;
}

const IDLE: ManualUpdateState = { status: null, error: null, txHash: null };

/**
 * After a mined update the page is asked to refetch at once, then every 1.5 s for 15 s, then at
 * 20 and 30 s, while the caches between the chain and the page catch up: the devnet records the
 * transaction within 1 s, the api keeps a feed's value 10 s and its history 5 s (serving the old
 * copy once while it refreshes), and browsers keep each answer 5 s. The step is no divisor of
 * those 5 s, so a refetch never keeps landing just before a browser copy expires; most refetches
 * are answered from the browser's cache or with a 304.
 */
export const REFRESH_AFTER_SUCCESS_MS: readonly number[] = [
  ...Array.from({ length: 10 }, (_, index) => (index + 1) * 1_500),
  20_000,
  30_000,
];

interface UseManualUpdateOptions {
  detail: FeedDetailView;
  wallet: UpdateWallet;
  onUpdated: (txHash: string) => void;
  fetchUpdate?: FetchUpdate;
}

/**
 * The update's status and its toasts (UPDATE-12..18, ERROR-31, ERROR-32, ERROR-40). An update
 * keeps running when the modal closes: its status is reset (UPDATE-16) but its toast and the
 * page refresh still come. Leaving the page stops waiting for the receipt.
 */
export function useManualUpdate({ detail, wallet, onUpdated, fetchUpdate }: UseManualUpdateOptions) {
  const toast = useToast();
  const [state, setState] = useState<ManualUpdateState>(IDLE);
  // Each start or reset takes a number: a result only sets the status of the run still current.
  const run = useRef(0);
  const onUpdatedRef = useRef(onUpdated);
  onUpdatedRef.current = onUpdated;
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  const unmounted = useRef(new AbortController());

  useEffect(() => {
    const controller = new AbortController();
    unmounted.current = controller;
    return () => {
      controller.abort(new Error("The page was left"));
      for (const timer of timers.current) clearTimeout(timer);
    };
  }, []);

  const start = useCallback(
    async (account: Address) => {
      const id = ++run.current;
      const signal = unmounted.current.signal;
      setState({ status: "pending", error: null, txHash: null });
      try {
        const hash = await runManualUpdate({ detail, account, wallet, fetchUpdate, signal });
        if (run.current === id) setState({ status: "success", error: null, txHash: hash });
        toast({
          kind: "success",
          title: UPDATE_SUCCESS_TITLE,
          message: updateSuccessMessage(detail.feed.feed),
          durationMs: UPDATE_SUCCESS_TOAST_MS,
        });
        onUpdatedRef.current(hash);
        for (const delay of REFRESH_AFTER_SUCCESS_MS) {
          timers.current.push(setTimeout(() => onUpdatedRef.current(hash), delay));
        }
      } catch (error) {
        if (signal.aborted) return;
        const message = walletErrorMessage(error);
        if (run.current === id) setState({ status: "error", error: message, txHash: null });
        toast({
          kind: "error",
          title: UPDATE_FAILED_TITLE,
          message: updateFailedMessage(message),
          durationMs: NOTIFICATION_MS,
        });
      }
    },
    [detail, wallet, fetchUpdate, toast],
  );

  const reset = useCallback(() => {
    run.current += 1;
    setState(IDLE);
  }, []);

  return { ...state, start, reset };
}
