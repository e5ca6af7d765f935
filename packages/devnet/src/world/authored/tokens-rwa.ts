import { AUTHORED_POR_RATIO, AUTHORED_POR_TOTAL_SUPPLY } from "./proof-of-reserve.ts";
import { NAV, ON_CHAIN, TRADFI } from "./source-sets.ts";
import { coin, type SpecExtra, type TokenSpec } from "./token-spec.ts";

/**
 * Real-world assets: tokenised funds (NAV feeds that barely move), tokenised equities, ETFs,
 * reference rates in percent, proof-of-reserve feeds and futures open interest in contracts.
 */
const rwa = ["RWA"];
const nav = (extra: SpecExtra = {}): SpecExtra => ({ behaviour: "slow", tags: rwa, ...extra });
const blackrock: SpecExtra = { disclaimerID: "blackrock", url: "https://securitize.io/blackrock/buidl" };
const por = ["Proof of Reserves"];

export const RWA_TOKENS: readonly TokenSpec[] = [
  coin("BUIDL", "BlackRock USD Institutional Digital Liquidity Fund", 1, 0, NAV, {
    ...nav(blackrock),
    behaviour: "pinned",
    decimals: 6,
  }),
  coin("BUIDL_I", "BlackRock USD Institutional Digital Liquidity Fund - I Class", 1, 0, NAV, {
    ...nav(blackrock),
    behaviour: "pinned",
    logo: "BUIDL",
    decimals: 6,
  }),
  coin("BUIDL_DAILY_INTEREST_ACCRUAL", "BUIDL Daily Interest Accrual", 0.0118, 0.05, NAV, {
    ...nav(blackrock),
    denomination: "percentage",
    logo: "BUIDL",
  }),
  coin(
    "USTB",
    "Superstate Short Duration US Government Securities Fund",
    10.85,
    0.004,
    NAV,
    nav({ decimals: 6 }),
  ),
  coin("USYC", "Hashnote International Short Duration Yield Coin", 1.092, 0.004, NAV, nav({ decimals: 6 })),
  coin(
    "OUSG",
    "Ondo Short-Term US Government Bond Fund",
    111.2,
    0.004,
    NAV,
    nav({ url: "https://ondo.finance/" }),
  ),
  coin("USDY", "Ondo US Dollar Yield", 1.093, 0.004, NAV, nav({ url: "https://ondo.finance/" })),
  coin("BENJI", "Franklin OnChain U.S. Government Money Fund", 1, 0, NAV, nav({ behaviour: "pinned" })),
  coin("VBILL", "VanEck Treasury Fund", 1, 0, NAV, nav({ behaviour: "pinned" })),
  coin("JTRSY", "Janus Henderson Anemoy Treasury Fund", 1.052, 0.004, NAV, nav()),
  coin("ACRED", "Apollo Diversified Credit Securitize Fund", 1_052, 0.01, NAV, nav()),
  coin("mTBILL", "Midas US Treasury Bill Token", 1.024, 0.004, ON_CHAIN, nav({ url: "https://midas.app/" })),
  coin(
    "SPKCC_NAV",
    "Spiko US T-Bills Money Market Fund NAV",
    1.047,
    0.004,
    NAV,
    nav({ url: "https://spiko.io/" }),
  ),
  coin("eurSPKCC_NAV", "Spiko EU T-Bills Money Market Fund NAV", 1.031, 0.004, NAV, {
    ...nav({ url: "https://spiko.io/" }),
    denomination: "EUR",
    logo: "SPKCC_NAV",
  }),
  coin("syrupUSDC", "Maple syrupUSDC", 1.12, 0.01, ON_CHAIN, nav({ tags: ["crypto", "RWA"], decimals: 6 })),
  // Tokenised equities
  coin("AAPL", "Apple Inc.", 195, 0.3, TRADFI, { tags: rwa, url: "https://www.apple.com/" }),
  coin("TSLA", "Tesla, Inc.", 250, 0.6, TRADFI, { tags: rwa, url: "https://www.tesla.com/" }),
  coin("NVDA", "NVIDIA Corporation", 130, 0.5, TRADFI, { tags: rwa, url: "https://www.nvidia.com/" }),
  coin("MSTR", "Strategy Inc.", 380, 0.8, TRADFI, { tags: rwa }),
  coin("COIN", "Coinbase Global, Inc.", 260, 0.7, TRADFI, { tags: rwa }),
  // Round-the-clock variants ("---24_7"): quoted outside market hours too, so priced separately.
  coin("AAPL---24_7", "Apple Inc. (24/7)", 195, 0.32, TRADFI, { tags: rwa, logo: "AAPL" }),
  coin("TSLA---24_7", "Tesla, Inc. (24/7)", 250, 0.62, TRADFI, { tags: rwa, logo: "TSLA" }),
  coin("NVDA---24_7", "NVIDIA Corporation (24/7)", 130, 0.52, TRADFI, { tags: rwa, logo: "NVDA" }),
  // ETFs
  coin("C3M", "Amundi Euro Government Bond 0-6M UCITS ETF", 128.5, 0.02, TRADFI, { tags: ["etfs"] }),
  coin("IB01", "iShares $ Treasury Bond 0-1yr UCITS ETF", 118.3, 0.01, TRADFI, { tags: ["etfs"] }),
  coin("CSPX", "iShares Core S&P 500 UCITS ETF", 590, 0.17, TRADFI, { tags: ["etfs"] }),
  coin("SPY", "SPDR S&P 500 ETF Trust", 560, 0.17, TRADFI, { tags: ["etfs"] }),
  coin("QQQ", "Invesco QQQ Trust", 480, 0.22, TRADFI, { tags: ["etfs"] }),
  coin("GLD", "SPDR Gold Shares", 220, 0.15, TRADFI, { tags: ["etfs"] }),
  coin("IBIT", "iShares Bitcoin Trust ETF", 59, 0.5, TRADFI, { tags: ["etfs"] }),
  // Reference rates, in percent
  coin("SOFR", "Secured Overnight Financing Rate", 4.33, 0.03, TRADFI, {
    ...nav(),
    denomination: "percentage",
  }),
  coin("CESR", "CoinDesk Composite Ether Staking Rate", 3.1, 0.1, TRADFI, {
    behaviour: "slow",
    tags: ["crypto"],
    denomination: "percentage",
  }),
  // Proof of reserves: the reserve ratio and supply the PoR dashboard reads, and a BTC reserve.
  // Priced at the PoR world's own figures (still: its balances do not move), so the dashboard's
  // signed ratio, its history and these tokens' pages agree.
  coin("USDtb_POR", "USDtb Proof of Reserves", AUTHORED_POR_RATIO, 0, ON_CHAIN, {
    behaviour: "pinned",
    tags: por,
    logo: "USDtb",
    denomination: "ratio",
    comment: "Reserve ratio: custodied reserves / USDtb supply",
  }),
  coin("USDtb_TOTAL_SUPPLY", "USDtb Total Supply", AUTHORED_POR_TOTAL_SUPPLY, 0, ON_CHAIN, {
    behaviour: "pinned",
    tags: por,
    logo: "USDtb",
  }),
  coin("LBTC_POR", "Lombard LBTC Proof of Reserves", 21_450, 0.03, ON_CHAIN, {
    behaviour: "slow",
    tags: por,
    denomination: "BTC",
    logo: "LBTC",
  }),
  // Futures open interest, counted in contracts
  coin("CME_BTC_OI", "CME Bitcoin Futures Open Interest", 24_500, 0.3, TRADFI, {
    behaviour: "slow",
    tags: ["crypto"],
    denomination: "contracts",
    logo: "BTC",
  }),
  coin("CME_ETH_OI", "CME Ether Futures Open Interest", 58_000, 0.35, TRADFI, {
    behaviour: "slow",
    tags: ["crypto"],
    denomination: "contracts",
    logo: "ETH",
    hidden: true,
  }),
];
