/**
 * ROUTE-25: only the "stablecoin" id maps to a data configuration; any other id is a 404.
 * The per-id settings (custodians, assets, decimals) join this map with the dashboard's issue.
 */
export const POR_IDS = ["stablecoin"] as const;

export type PorId = (typeof POR_IDS)[number];

export function isPorId(id: string): id is PorId {
  return (POR_IDS as readonly string[]).includes(id);
}
