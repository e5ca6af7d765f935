export { createRelayer, type Relayer } from "./relayer.ts";
export type * from "./types.ts";
export { createWalletUpdateWatcher } from "./wallet-updates.ts";
