import {
  ARB_DEX,
  AVAX_DEX,
  BASE_DEX,
  BNB_DEX,
  CEX_ALT,
  CEX_MAJOR,
  CEX_SMALL,
  ETH_DEX,
} from "./source-sets.ts";
import { coin, minor, type TokenSpec } from "./token-spec.ts";

/**
 * Traded crypto assets priced in USD: the popular 16 first (they lead every list), then large
 * caps, DeFi, chain-ecosystem tokens and wrapped BTC/ETH. Prices are mid-2025 magnitudes;
 * volatilities are annualised (majors ~0.5, long tail 1+).
 */
const avax = ["crypto", "avax"];
const btcLike = ["crypto"];

export const CRYPTO_TOKENS: readonly TokenSpec[] = [
  // The popular 16 (CONST-33); USDT, USDC and DAI are stablecoins and live in tokens-stable.ts.
  coin("BTC", "Bitcoin", 104_000, 0.5, [...CEX_MAJOR, "coingecko"], { url: "https://bitcoin.org/" }),
  coin("ETH", "Ethereum", 2_500, 0.7, [...CEX_MAJOR, ...ETH_DEX], { url: "https://ethereum.org/" }),
  coin("BNB", "BNB", 650, 0.45, [...CEX_ALT, ...BNB_DEX], { url: "https://www.bnbchain.org/" }),
  coin("SOL", "Solana", 150, 0.8, CEX_MAJOR, { url: "https://solana.com/", decimals: 9 }),
  coin("XRP", "XRP", 2.2, 0.8, CEX_MAJOR, { url: "https://xrpl.org/", decimals: 6 }),
  coin("ADA", "Cardano", 0.65, 0.85, CEX_MAJOR, { url: "https://cardano.org/", decimals: 6 }),
  coin("AVAX", "Avalanche", 21, 0.85, [...CEX_MAJOR, ...AVAX_DEX], {
    tags: avax,
    url: "https://www.avax.network/",
  }),
  coin("MATIC", "Polygon", 0.22, 0.9, CEX_ALT, { url: "https://polygon.technology/" }),
  coin("DOT", "Polkadot", 4, 0.8, CEX_MAJOR, { url: "https://polkadot.network/", decimals: 10 }),
  coin("LINK", "Chainlink", 14, 0.8, CEX_MAJOR, { url: "https://chain.link/" }),
  coin("UNI", "Uniswap", 7.5, 0.85, [...CEX_ALT, "uniswap-v3-ethereum-weth-3000"], {
    url: "https://uniswap.org/",
  }),
  coin("AAVE", "Aave", 260, 0.8, [...CEX_ALT, "uniswap-v3-ethereum-weth-3000"], { url: "https://aave.com/" }),
  coin("APE", "ApeCoin", 0.6, 1, CEX_ALT, { url: "https://apecoin.com/" }),
  // Large caps
  coin("DOGE", "Dogecoin", 0.18, 0.9, CEX_MAJOR, { url: "https://dogecoin.com/", decimals: 8 }),
  coin("TRX", "TRON", 0.27, 0.5, CEX_ALT, { url: "https://tron.network/", decimals: 6 }),
  coin("TON", "Toncoin", 3.1, 0.7, CEX_ALT, { url: "https://ton.org/", decimals: 9 }),
  coin("SHIB", "Shiba Inu", 0.000013, 1, CEX_ALT, { url: "https://shibatoken.com/" }),
  coin("LTC", "Litecoin", 88, 0.7, CEX_MAJOR, { url: "https://litecoin.org/", decimals: 8 }),
  coin("BCH", "Bitcoin Cash", 420, 0.7, CEX_MAJOR, { url: "https://bitcoincash.org/", decimals: 8 }),
  coin("NEAR", "NEAR Protocol", 2.4, 0.85, CEX_ALT, { url: "https://near.org/" }),
  coin("ATOM", "Cosmos Hub", 4.3, 0.8, CEX_ALT, { url: "https://cosmos.network/", decimals: 6 }),
  coin("ARB", "Arbitrum", 0.38, 0.9, [...CEX_ALT, ...ARB_DEX], { url: "https://arbitrum.io/" }),
  coin("OP", "Optimism", 0.62, 0.9, CEX_ALT, { url: "https://www.optimism.io/" }),
  coin("SUI", "Sui", 3.2, 0.95, CEX_ALT, { url: "https://sui.io/", decimals: 9 }),
  coin("APT", "Aptos", 4.8, 0.9, CEX_ALT, { url: "https://aptosfoundation.org/", decimals: 8 }),
  coin("SEI", "Sei", 0.22, 1, CEX_ALT, { url: "https://www.sei.io/" }),
  coin("TIA", "Celestia", 1.6, 1, CEX_ALT, { url: "https://celestia.org/" }),
  coin("INJ", "Injective", 12, 0.95, CEX_ALT, { url: "https://injective.com/" }),
  coin("FIL", "Filecoin", 2.5, 0.85, CEX_ALT, { url: "https://filecoin.io/" }),
  coin("HBAR", "Hedera", 0.16, 0.85, CEX_ALT, { url: "https://hedera.com/", decimals: 8 }),
  coin("XLM", "Stellar", 0.27, 0.75, CEX_ALT, { url: "https://stellar.org/", decimals: 7 }),
  coin("ETC", "Ethereum Classic", 17, 0.75, CEX_ALT, { url: "https://ethereumclassic.org/" }),
  coin("STX", "Stacks", 0.7, 0.9, CEX_ALT, { url: "https://www.stacks.co/" }),
  coin("XTZ", "Tezos", 0.6, 0.85, CEX_ALT, { url: "https://tezos.com/", decimals: 6 }),
  // DeFi
  coin("MKR", "Maker", 1_800, 0.75, [...CEX_ALT, "uniswap-v3-ethereum-weth-3000"], {
    url: "https://makerdao.com/",
  }),
  coin("SKY", "Sky", 0.07, 0.8, CEX_ALT, { url: "https://sky.money/" }),
  coin("CRV", "Curve DAO Token", 0.65, 0.95, [...CEX_ALT, "curve-ethereum-usdt"], {
    url: "https://curve.fi/",
  }),
  coin("CVX", "Convex Finance", 3, 0.9, CEX_SMALL, { url: "https://www.convexfinance.com/" }),
  coin("LDO", "Lido DAO", 0.85, 0.95, CEX_ALT, { url: "https://lido.fi/" }),
  coin("SNX", "Synthetix", 0.6, 0.95, CEX_ALT, { url: "https://synthetix.io/" }),
  coin("COMP", "Compound", 45, 0.85, CEX_ALT, { url: "https://compound.finance/" }),
  coin("SUSHI", "SushiSwap", 0.6, 0.95, CEX_ALT, { url: "https://www.sushi.com/" }),
  coin("1INCH", "1inch", 0.2, 0.9, CEX_ALT, { url: "https://1inch.io/" }),
  coin("BAL", "Balancer", 1, 0.9, [...CEX_SMALL, "balancer-ethereum-weth"], { url: "https://balancer.fi/" }),
  coin("YFI", "yearn.finance", 5_200, 0.8, CEX_SMALL, { url: "https://yearn.fi/" }),
  coin("PENDLE", "Pendle", 3.7, 1, CEX_ALT, { url: "https://www.pendle.finance/" }),
  coin("ENA", "Ethena", 0.3, 1.1, CEX_ALT, { url: "https://ethena.fi/" }),
  coin("EIGEN", "EigenLayer", 1.2, 1.1, CEX_ALT, { url: "https://www.eigenlayer.xyz/" }),
  coin("ETHFI", "ether.fi", 1, 1.1, CEX_ALT, { url: "https://www.ether.fi/" }),
  coin("PUFFER", "Puffer", 0.2, 1.2, CEX_SMALL, { url: "https://www.puffer.fi/" }),
  coin("RPL", "Rocket Pool", 5, 0.9, CEX_SMALL, { url: "https://rocketpool.net/" }),
  coin("FXS", "Frax Share", 2.5, 0.95, CEX_SMALL, { url: "https://frax.finance/" }),
  coin("XVS", "Venus", 6, 0.95, [...CEX_SMALL, ...BNB_DEX], { url: "https://venus.io/" }),
  coin("AERO", "Aerodrome", 0.75, 1.1, [...CEX_SMALL, ...BASE_DEX], { url: "https://aerodrome.finance/" }),
  // Arbitrum ecosystem
  coin("GMX", "GMX", 14, 0.85, [...CEX_SMALL, ...ARB_DEX], { tags: avax, url: "https://gmx.io/" }),
  coin("MAGIC", "Treasure", 0.15, 1.1, [...CEX_SMALL, ...ARB_DEX], { url: "https://treasure.lol/" }),
  coin("RDNT", "Radiant Capital", 0.02, 1.2, [...CEX_SMALL, ...ARB_DEX], { url: "https://radiant.capital/" }),
  coin("GRAIL", "Camelot", 600, 1, ARB_DEX, { url: "https://camelot.exchange/" }),
  coin("PREMIA", "Premia", 0.15, 1.1, ARB_DEX, { url: "https://www.premia.blue/" }),
  coin("GNS", "Gains Network", 1.6, 1, [...CEX_SMALL, ...ARB_DEX], { url: "https://gains.trade/" }),
  // Avalanche ecosystem
  coin("WAVAX", "Wrapped AVAX", 21, 0.85, AVAX_DEX, { tags: avax, logo: "AVAX", decimals: 18 }),
  coin("BTC.b", "Bitcoin (Avalanche bridged)", 104_000, 0.5, AVAX_DEX, {
    tags: avax,
    logo: "BTC",
    decimals: 8,
  }),
  coin("JOE", "LFJ", 0.17, 1, [...CEX_SMALL, ...AVAX_DEX], { tags: avax, url: "https://lfj.gg/" }),
  coin("QI", "BENQI", 0.008, 1.1, [...CEX_SMALL, ...AVAX_DEX], { tags: avax, url: "https://benqi.fi/" }),
  coin("PNG", "Pangolin", 0.05, 1.1, AVAX_DEX, { tags: avax, url: "https://pangolin.exchange/" }),
  coin("XAVA", "Avalaunch", 0.3, 1.1, AVAX_DEX, { tags: avax, url: "https://avalaunch.app/" }),
  coin("YAK", "Yield Yak", 300, 1, AVAX_DEX, { tags: avax, url: "https://yieldyak.com/" }),
  // Other chains' native tokens
  coin("BERA", "Berachain", 2.2, 1.1, CEX_ALT, { url: "https://www.berachain.com/" }),
  coin("HYPE", "Hyperliquid", 38, 1, CEX_ALT, { url: "https://hyperfoundation.org/" }),
  coin("MON", "Monad", 0.045, 1.2, CEX_ALT, { url: "https://www.monad.xyz/" }),
  coin("S", "Sonic", 0.4, 1, CEX_ALT, { url: "https://www.soniclabs.com/" }),
  coin("MNT", "Mantle", 0.7, 0.9, CEX_ALT, { url: "https://www.mantle.xyz/" }),
  coin("CELO", "Celo", 0.32, 0.95, CEX_ALT, { url: "https://celo.org/" }),
  coin("KAVA", "Kava", 0.4, 0.9, CEX_ALT, { url: "https://www.kava.io/", decimals: 6 }),
  coin("POL", "Polygon Ecosystem Token", 0.22, 0.9, CEX_ALT, { url: "https://polygon.technology/" }),
  // Long tail
  minor("WLD", "Worldcoin", 1, 1.1, { url: "https://world.org/" }),
  minor("RENDER", "Render", 3.5, 1, { url: "https://rendernetwork.com/" }),
  minor("FET", "Artificial Superintelligence Alliance", 0.7, 1, { url: "https://fetch.ai/" }),
  minor("PEPE", "Pepe", 0.00001, 1.3, { url: "https://www.pepe.vip/" }),
  minor("WIF", "dogwifhat", 0.8, 1.3, { decimals: 6 }),
  minor("BONK", "Bonk", 0.00002, 1.3, { url: "https://bonkcoin.com/", decimals: 5 }),
  minor("JUP", "Jupiter", 0.5, 1.1, { url: "https://jup.ag/", decimals: 6 }),
  minor("PYTH", "Pyth Network", 0.12, 1.1, { url: "https://pyth.network/", decimals: 6 }),
  minor("RAY", "Raydium", 2.3, 1.1, { url: "https://raydium.io/", decimals: 6 }),
  // Wrapped and bridged BTC / ETH: they track their asset, so their volatility is the asset's.
  coin("WBTC", "Wrapped Bitcoin", 104_000, 0.5, [...CEX_ALT, "uniswap-v3-ethereum-weth-3000"], {
    tags: btcLike,
    url: "https://wbtc.network/",
    decimals: 8,
  }),
  coin("WETH", "Wrapped Ether", 2_500, 0.7, ETH_DEX, { logo: "ETH", url: "https://weth.io/", decimals: 18 }),
  coin("cbBTC", "Coinbase Wrapped BTC", 104_000, 0.5, ["coinbase", ...BASE_DEX], {
    tags: btcLike,
    decimals: 8,
  }),
  coin("tBTC", "Threshold Bitcoin", 104_000, 0.5, CEX_SMALL, {
    tags: btcLike,
    url: "https://threshold.network/",
  }),
  coin("LBTC", "Lombard Staked BTC", 104_000, 0.5, CEX_SMALL, { tags: ["crypto", "lst/lrt"], decimals: 8 }),
  coin("SolvBTC", "Solv BTC", 104_000, 0.5, CEX_SMALL, { tags: btcLike, url: "https://solv.finance/" }),
  coin("pumpBTC", "pumpBTC", 103_500, 0.5, CEX_SMALL, { tags: ["crypto", "lst/lrt"], decimals: 8 }),
  coin("eBTC", "ether.fi Staked BTC", 104_000, 0.5, CEX_SMALL, { tags: ["crypto", "lst/lrt"], decimals: 8 }),
];
