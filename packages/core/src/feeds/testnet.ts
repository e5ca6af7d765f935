/**
 * DATA-44: a network is a testnet when its name contains "testnet", "devnet", "ghostnet" or
 * "stokenet", in any case. We add the names of public test chains that real network names use
 * without those words ("Ethereum Sepolia", "Holesky", "Polygon Amoy", "Avalanche Fuji"), or the
 * Mainnets filter would list them as mainnets.
 */
const TESTNET_MARKERS = [
  "testnet",
  "devnet",
  "ghostnet",
  "stokenet",
  "sepolia",
  "holesky",
  "hoodi",
  "goerli",
  "amoy",
  "fuji",
  "shadownet",
] as const;

export function isTestnetName(name: string): boolean {
  const lower = name.toLowerCase();
  return TESTNET_MARKERS.some((marker) => lower.includes(marker));
}
