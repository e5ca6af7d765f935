export { openPriceStore } from "./open-price-store.ts";
export type { HistoryQuery, PriceStore, StoredPrice } from "./types.ts";
