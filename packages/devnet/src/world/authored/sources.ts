import { sourceLogoURI } from "../logos.ts";
import { jitter } from "../random.ts";
import type { WorldSource } from "../types.ts";

/** id, url, colour, failureRate, outlierRate, noise. */
type SourceRow = [
  id: string,
  url: string,
  color: string,
  failureRate: number,
  outlierRate: number,
  noise: number,
];

/**
 * The price sources nodes read. Ids are the names nodes use; centralised exchanges go by their
 * base name (which is also the sources catalogue key), DEX pools by "{dex}-{chain}-{pair}[-fee]".
 * Rates are per fetch: CEX APIs rarely fail, DEX pools quote wider, one exchange is flaky on
 * purpose so the sources pages have something to show.
 */
const SOURCE_ROWS: readonly SourceRow[] = [
  // Centralised exchanges
  ["binance", "https://www.binance.com", "#F0B90B", 0.002, 0.0005, 0.0004],
  ["coinbase", "https://www.coinbase.com", "#0052FF", 0.002, 0.0005, 0.0005],
  ["kraken", "https://www.kraken.com", "#5741D9", 0.004, 0.001, 0.0006],
  ["okx", "https://www.okx.com", "#121212", 0.003, 0.0008, 0.0005],
  ["bybit", "https://www.bybit.com", "#F7A600", 0.004, 0.001, 0.0006],
  ["bitstamp", "https://www.bitstamp.net", "#139A3C", 0.006, 0.001, 0.0008],
  ["bitget", "https://www.bitget.com", "#00C2D1", 0.005, 0.0015, 0.0008],
  ["gate", "https://www.gate.io", "#2354E6", 0.008, 0.002, 0.001],
  ["kucoin", "https://www.kucoin.com", "#23AF91", 0.007, 0.0015, 0.001],
  ["mexc", "https://www.mexc.com", "#1972E2", 0.01, 0.003, 0.0012],
  ["htx", "https://www.htx.com", "#1B6CF2", 0.012, 0.003, 0.0012],
  ["gemini", "https://www.gemini.com", "#00DCFA", 0.006, 0.001, 0.0008],
  ["bitfinex", "https://www.bitfinex.com", "#16B157", 0.009, 0.002, 0.001],
  // The flaky one: a fifth of its fetches fail and its quotes stray more often.
  ["lbank", "https://www.lbank.com", "#F5B400", 0.18, 0.02, 0.002],
  // DEX pools (on-chain reads: slower, wider, occasionally a stale block)
  ["uniswap-v3-ethereum-weth-3000", "https://app.uniswap.org", "#FF007A", 0.008, 0.004, 0.002],
  ["uniswap-v3-ethereum-usdc-500", "https://app.uniswap.org", "#FF3D9A", 0.008, 0.004, 0.0015],
  ["uniswap-v3-arbitrum-weth-500", "https://app.uniswap.org", "#E5006E", 0.01, 0.004, 0.002],
  ["curve-ethereum-usdt", "https://curve.fi", "#3465A4", 0.01, 0.003, 0.0008],
  ["curve-ethereum-steth", "https://curve.fi", "#5B7FBF", 0.01, 0.003, 0.001],
  ["balancer-ethereum-weth", "https://balancer.fi", "#1E1E1E", 0.012, 0.004, 0.002],
  ["aerodrome-cl-base-weth-100", "https://aerodrome.finance", "#0433FF", 0.012, 0.004, 0.002],
  ["trader-joe-v2-avalanche-wavax", "https://lfj.gg", "#F2716A", 0.015, 0.005, 0.0025],
  ["pancake-swap-bnb-wbnb-500", "https://pancakeswap.finance", "#1FC7D4", 0.012, 0.004, 0.002],
  ["camelot-v3-arbitrum-weth", "https://app.camelot.exchange", "#FFAF1D", 0.015, 0.005, 0.0025],
  // Aggregators, reference rates and on-chain fetchers
  ["coingecko", "https://www.coingecko.com", "#8DC63F", 0.015, 0.002, 0.003],
  ["twelve-data", "https://twelvedata.com", "#5A3FD6", 0.01, 0.001, 0.0006],
  ["ecb", "https://www.ecb.europa.eu", "#003399", 0.004, 0, 0.0002],
  ["securitize-api", "https://securitize.io", "#2C3A63", 0.006, 0, 0.00005],
  ["ethereum-evm-fetcher", "https://ethereum.org", "#627EEA", 0.005, 0, 0.00005],
  ["twap-cache-service", "", "#B0413E", 0.002, 0, 0],
  ["fixed-value", "", "#9E9E9E", 0, 0, 0],
];

/** The authored sources; rates are nudged by the seed (±20 %) so seeds differ, noise is kept. */
export function authoredSources(seed: number): WorldSource[] {
  return SOURCE_ROWS.map(([id, url, color, failureRate, outlierRate, noise]) => ({
    id,
    logoURI: sourceLogoURI(id),
    url,
    color,
    failureRate: round(jitter(failureRate, 0.2, seed, `source-failure:${id}`), 5),
    outlierRate: round(jitter(outlierRate, 0.2, seed, `source-outlier:${id}`), 5),
    noise,
  }));
}

function round(value: number, digits: number): number {
  const scale = 10 ** digits;
  return Math.round(value * scale) / scale;
}
