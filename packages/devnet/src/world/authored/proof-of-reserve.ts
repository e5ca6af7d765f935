import type { WorldProofOfReserve } from "../types.ts";

/**
 * The stablecoin proof of reserve (USDtb-style): reserves held by custodians and the minting
 * contract in USDT, USDC and BlackRock's BUIDL share classes. Some balances are dust on purpose,
 * so the dashboard's small-value warning (max / min > 100) has something to warn about.
 */
const BALANCES: WorldProofOfReserve["balances"] = {
  CoinbaseWallet: { usdt: 0, usdc: 48_250_000, buidl: 612_400_000, buidlI: 0 },
  CoinbaseSecondWallet: { usdt: 0, usdc: 1_250.5, buidl: 210_000_000, buidlI: 0 },
  KomainuWallet: { usdt: 0, usdc: 0, buidl: 155_000_000, buidlI: 42_300_000 },
  ZodiaWallet: { usdt: 12.75, usdc: 0, buidl: 120_500_000, buidlI: 0 },
  CopperWallet: { usdt: 38_600_000, usdc: 0, buidl: 98_750_000, buidlI: 0 },
  MintingContract: { usdt: 47_900_000, usdc: 64_318_442.123456, buidl: 0, buidlI: 19_800_000 },
};

/** USDtb issued: the supply feed's value and the ratio's denominator. */
export const AUTHORED_POR_TOTAL_SUPPLY = 1_452_000_000;

/**
 * The reserves/supply ratio these balances give (≈ 1.0040), which the PoR feed signs. The
 * USDtb_POR token is priced at it, so its price history (the dashboard's ratio chart) and the
 * gateway's signed round tell the same figure.
 */
export const AUTHORED_POR_RATIO =
  Object.values(BALANCES)
    .flatMap((assets) => Object.values(assets))
    .reduce((sum, value) => sum + value, 0) / AUTHORED_POR_TOTAL_SUPPLY;

export function authoredProofOfReserve(primaryProdId: string): WorldProofOfReserve {
  return {
    id: "stablecoin",
    dataServiceId: primaryProdId,
    feedId: "USDtb_POR",
    balances: BALANCES,
    totalSupply: AUTHORED_POR_TOTAL_SUPPLY,
    assetsInMotion: 3_500_000,
  };
}
