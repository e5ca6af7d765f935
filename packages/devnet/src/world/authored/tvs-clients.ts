import { jitter } from "../random.ts";
import type { WorldTvsClient } from "../types.ts";

/**
 * TVS clients: protocols whose collateral the oracle secures. historicalId is how the history
 * service keys the client, and each of the explorer's matching rules gets cases:
 *  - the dl-id itself ("Pendle", "Avalon Finance"),
 *  - an alias only the alias table resolves ("kamino-lend", "gearbox-v3": see TVS_DEVNET_ALIASES),
 *  - a differently written name that normalises to the same key ("morpho-blue-protocol",
 *    "euler-v2", "Etherfi", "lista-dao", ...),
 *  - the exact name.
 * tvs/tvl are today's USD values; growth is the yearly factor history is generated from.
 */
type ClientRow = [
  name: string,
  dlId: string,
  historicalId: string,
  tvs: number,
  tvlRatio: number,
  growth: number,
];

const CLIENT_ROWS: readonly ClientRow[] = [
  ["Morpho Blue", "1997", "morpho-blue-protocol", 2.4e9, 1.7, 1.9],
  ["Pendle", "2910", "2910", 1.6e9, 3, 1.5],
  ["Venus Protocol", "212", "venus", 1.1e9, 2, 1.2],
  ["Spark", "2837", "Spark", 9.5e8, 2.6, 1.4],
  ["Euler", "5044", "euler-v2", 6.2e8, 1.4, 2.8],
  ["Ethena", "4133", "Ethena", 5.4e8, 9, 1.6],
  ["Lista DAO", "3258", "lista-dao", 4.3e8, 2.1, 1.3],
  ["Silo Finance", "2574", "silo", 3.1e8, 1.5, 1.7],
  ["Ether.fi", "4429", "Etherfi", 2.9e8, 20, 1.5],
  ["Dolomite", "2187", "Dolomite", 2.2e8, 1.8, 1.6],
  ["Fluid", "4167", "fluid", 1.9e8, 6, 2.2],
  ["Gearbox", "1108", "gearbox-v3", 1.5e8, 1.4, 1.1],
  ["Kelp DAO", "4208", "kelp", 1.2e8, 9, 1.1],
  ["Curvance", "6011", "Curvance", 9.5e7, 1.3, 2.5],
  ["Renzo", "3933", "Renzo Protocol", 8.8e7, 8, 0.8],
  ["Puffer Finance", "4140", "puffer", 7.6e7, 6, 0.9],
  ["Swell Network", "4104", "swell-network", 6.4e7, 4, 0.85],
  ["Kamino", "3770", "kamino-lend", 5.5e7, 30, 1.3],
  ["ZeroLend", "3243", "zerolend", 4.7e7, 1.6, 0.9],
  ["Avalon Finance", "5211", "5211", 4.1e7, 2.4, 1.8],
  ["Lombard", "4881", "lombard-finance", 3.6e7, 40, 2.1],
  ["Yei Finance", "5146", "yei-finance", 2.9e7, 1.5, 1.4],
  ["Ionic Protocol", "4755", "ionic", 2.4e7, 1.3, 0.7],
  ["HyperLend", "5980", "hyperlend", 2.1e7, 1.4, 3],
  ["HypurrFi", "5874", "HypurrFi", 1.7e7, 1.5, 2.6],
  ["Takara Lend", "6132", "Takara Lend", 1.3e7, 1.4, 2],
  ["Felix Protocol", "5901", "felix", 1.1e7, 1.6, 2.4],
  ["Abracadabra", "347", "abracadabra", 8.5e6, 2.2, 0.75],
  ["Beefy", "326", "beefy-finance", 6.2e6, 40, 1.05],
  ["DeltaPrime", "2203", "deltaprime", 4.8e6, 2.5, 0.9],
  ["Timeswap", "1976", "Timeswap", 2.6e6, 1.2, 1.2],
  ["Level", "5502", "LEVEL", 1.4e6, 60, 1.9],
];

/** History ids that no dl-id or normalised name resolves; the api needs them as its alias table. */
export const TVS_DEVNET_ALIASES: Readonly<Record<string, string>> = {
  "kamino-lend": "Kamino",
  "gearbox-v3": "Gearbox",
};

/** The client whose history starts half a year ago (a new integration). */
export const TVS_MID_YEAR_CLIENT = "Curvance";
/** The client with a sharp one-day dip in the past (a depeg scare), recovered the next day. */
export const TVS_DIP_CLIENT = "Venus Protocol";

/** The authored clients; the seed moves today's values by up to ±10 %. */
export function authoredTvsClients(seed: number): WorldTvsClient[] {
  return CLIENT_ROWS.map(([name, dlId, historicalId, tvs, tvlRatio, growth]) => {
    const todayTvs = Math.round(jitter(tvs, 0.1, seed, `tvs:${name}`));
    return {
      name,
      dlId,
      historicalId,
      tvs: todayTvs,
      tvl: Math.round(todayTvs * tvlRatio),
      growth,
    };
  });
}
