import { AVAX_DEX, CEX_ALT, CEX_SMALL, LST_DEX } from "./source-sets.ts";
import { coin, pair, type TokenSpec } from "./token-spec.ts";

/**
 * Liquid (re)staking tokens in USD, and their exchange rates against the staked asset as "X/ETH"
 * and "X/BTC" pairs (tag "pair"), which is how lending markets price them.
 */
const lst = ["crypto", "lst/lrt"];
const lstPair = ["crypto", "lst/lrt", "pair"];

export const LST_TOKENS: readonly TokenSpec[] = [
  coin("stETH", "Lido Staked Ether", 2_498, 0.7, [...CEX_ALT, ...LST_DEX], {
    tags: lst,
    url: "https://lido.fi/",
  }),
  coin("wstETH", "Lido Wrapped Staked Ether", 3_020, 0.7, [...CEX_SMALL, ...LST_DEX], {
    tags: lst,
    url: "https://lido.fi/",
    decimals: 18,
  }),
  coin("rETH", "Rocket Pool Ether", 2_830, 0.7, [...CEX_SMALL, ...LST_DEX], {
    tags: lst,
    url: "https://rocketpool.net/",
  }),
  coin("cbETH", "Coinbase Wrapped Staked ETH", 2_730, 0.7, ["coinbase", ...LST_DEX], { tags: lst }),
  coin("weETH", "ether.fi Wrapped eETH", 2_665, 0.7, LST_DEX, { tags: lst, url: "https://www.ether.fi/" }),
  coin("ezETH", "Renzo Restaked ETH", 2_600, 0.7, LST_DEX, {
    tags: lst,
    url: "https://www.renzoprotocol.com/",
  }),
  coin("rsETH", "Kelp DAO Restaked ETH", 2_625, 0.7, LST_DEX, { tags: lst, url: "https://kelpdao.xyz/" }),
  coin("pufETH", "Puffer Restaked ETH", 2_640, 0.7, LST_DEX, { tags: lst, url: "https://www.puffer.fi/" }),
  coin("mETH", "Mantle Staked Ether", 2_670, 0.7, LST_DEX, { tags: lst, url: "https://www.mantle.xyz/" }),
  coin("ETHx", "Stader ETHx", 2_675, 0.7, LST_DEX, { tags: lst, url: "https://www.staderlabs.com/" }),
  coin("osETH", "StakeWise Staked ETH", 2_650, 0.7, LST_DEX, { tags: lst, url: "https://www.stakewise.io/" }),
  coin("sfrxETH", "Frax Staked Ether", 2_830, 0.7, LST_DEX, { tags: lst, url: "https://frax.finance/" }),
  coin("swETH", "Swell Staked ETH", 2_740, 0.7, LST_DEX, { tags: lst, url: "https://www.swellnetwork.io/" }),
  coin("pzETH", "Renzo Restaked LST", 2_560, 0.7, LST_DEX, { tags: lst }),
  coin("wBETH", "Wrapped Beacon ETH", 2_640, 0.7, ["binance", ...LST_DEX], { tags: lst }),
  coin("sAVAX", "BENQI Staked AVAX", 25.4, 0.85, AVAX_DEX, { tags: ["crypto", "avax", "lst/lrt"] }),
  coin("ggAVAX", "GoGoPool Staked AVAX", 22.6, 0.85, AVAX_DEX, { tags: ["crypto", "avax", "lst/lrt"] }),
  // Exchange rates against ETH
  pair("wstETH/ETH", "wstETH / ETH", 1.208, "ETH", LST_DEX, {
    tags: lstPair,
    url: "https://lido.fi/",
    decimals: 18,
  }),
  pair("stETH/ETH", "stETH / ETH", 0.9995, "ETH", LST_DEX, { tags: lstPair, volatility: 0.01 }),
  pair("rETH/ETH", "rETH / ETH", 1.132, "ETH", LST_DEX, { tags: lstPair }),
  pair("cbETH/ETH", "cbETH / ETH", 1.092, "ETH", LST_DEX, { tags: lstPair }),
  pair("weETH/ETH", "weETH / ETH", 1.066, "ETH", LST_DEX, { tags: lstPair }),
  pair("ezETH/ETH", "ezETH / ETH", 1.04, "ETH", LST_DEX, { tags: lstPair }),
  pair("rsETH/ETH", "rsETH / ETH", 1.05, "ETH", LST_DEX, { tags: lstPair }),
  pair("pufETH/ETH", "pufETH / ETH", 1.056, "ETH", LST_DEX, { tags: lstPair }),
  pair("osETH/ETH", "osETH / ETH", 1.06, "ETH", LST_DEX, { tags: lstPair }),
  pair("ETHx/ETH", "ETHx / ETH", 1.07, "ETH", LST_DEX, { tags: lstPair }),
  pair("sfrxETH/ETH", "sfrxETH / ETH", 1.132, "ETH", LST_DEX, { tags: lstPair }),
  // Exchange rates against BTC
  pair("LBTC/BTC", "LBTC / BTC", 0.9985, "BTC", CEX_SMALL, { tags: lstPair, volatility: 0.01 }),
  pair("WBTC/BTC", "WBTC / BTC", 0.9995, "BTC", CEX_ALT, { volatility: 0.005 }),
  pair("SolvBTC/BTC", "SolvBTC / BTC", 0.999, "BTC", CEX_SMALL, { volatility: 0.01 }),
  pair("pumpBTC/BTC", "pumpBTC / BTC", 0.995, "BTC", CEX_SMALL, { tags: lstPair, volatility: 0.02 }),
  pair("eBTC/WBTC", "eBTC / WBTC", 1, "BTC", CEX_SMALL, { tags: lstPair, volatility: 0.01 }),
];
