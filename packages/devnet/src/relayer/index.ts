export {
  type CycleReport,
  createRelayer,
  type RelayedUpdate,
  type Relayer,
  type RelayerOptions,
} from "./relayer.ts";
export type * from "./types.ts";
export {
  createWalletUpdateWatcher,
  type WalletUpdateWatcher,
  type WalletUpdateWatcherOptions,
} from "./wallet-updates.ts";
