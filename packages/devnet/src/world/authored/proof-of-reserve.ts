import type { WorldProofOfReserve } from "../types.ts";

/**
 * The stablecoin proof of reserve (USDtb-style): reserves held by custodians and the minting
 * contract in USDT, USDC and BlackRock's BUIDL share classes. Some balances are dust on purpose,
 * so the dashboard's small-value warning (max / min > 100) has something to warn about.
 */
export function authoredProofOfReserve(primaryProdId: string): WorldProofOfReserve {
  return {
    id: "stablecoin",
    dataServiceId: primaryProdId,
    feedId: "USDtb_POR",
    balances: {
      CoinbaseWallet: { usdt: 0, usdc: 48_250_000, buidl: 612_400_000, buidlI: 0 },
      CoinbaseSecondWallet: { usdt: 0, usdc: 1_250.5, buidl: 210_000_000, buidlI: 0 },
      KomainuWallet: { usdt: 0, usdc: 0, buidl: 155_000_000, buidlI: 42_300_000 },
      ZodiaWallet: { usdt: 12.75, usdc: 0, buidl: 120_500_000, buidlI: 0 },
      CopperWallet: { usdt: 38_600_000, usdc: 0, buidl: 98_750_000, buidlI: 0 },
      MintingContract: { usdt: 47_900_000, usdc: 64_318_442.123456, buidl: 0, buidlI: 19_800_000 },
    },
    totalSupply: 1_452_000_000,
    assetsInMotion: 3_500_000,
  };
}
