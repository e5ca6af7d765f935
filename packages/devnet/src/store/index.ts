export { openPriceStore, type PriceStoreOptions } from "./open-price-store.ts";
export type { HistoryQuery, PriceStore, StoredPrice } from "./types.ts";
