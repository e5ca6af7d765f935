import { TVS_DEVNET_ALIASES, TVS_DIP_CLIENT, TVS_MID_YEAR_CLIENT } from "./authored/tvs-clients.ts";
import { rngFor } from "./random.ts";
import type { World, WorldTvsClient } from "./types.ts";

/**
 * The TVS service's data, derived from the world's clients: today's snapshot and a daily history
 * generated backwards from today. Both are pure: the history is a function of (seed, clients, now).
 */

const DAY_MS = 86_400_000;
const DAY_S = 86_400;
/** More than a year, so the 1Y timeframe is full and ALL shows a little more. */
const TVS_HISTORY_DAYS = 400;
/** The mid-year client's history starts this many days ago. */
export const TVS_MID_YEAR_START_DAYS = 182;
/** How many days ago the dip client dips, and to what share of its value. */
export const TVS_DIP_DAYS_AGO = 143;
const TVS_DIP_FACTOR = 0.45;

export interface TvsSnapshot {
  /** tvs-sum: the total TVS in USD. */
  tvsSum: number;
  /** tvs-per-client: client name → TVS. */
  tvsPerClient: Record<string, number>;
  /** tvl-per-client: client name → TVL. */
  tvlPerClient: Record<string, number>;
  /** clients: the clients database, { name, "dl-id" }. */
  clients: { name: string; "dl-id": string }[];
}

export function tvsSnapshot(world: World): TvsSnapshot {
  const tvsPerClient: Record<string, number> = {};
  const tvlPerClient: Record<string, number> = {};
  let tvsSum = 0;
  for (const client of world.tvsClients) {
    tvsPerClient[client.name] = client.tvs;
    tvlPerClient[client.name] = client.tvl;
    tvsSum += client.tvs;
  }
  return {
    tvsSum,
    tvsPerClient,
    tvlPerClient,
    clients: world.tvsClients.map((client) => ({ name: client.name, "dl-id": client.dlId })),
  };
}

/** The alias table the api needs to match every history id (history id → client name). */
export function tvsClientAliases(world: World): Record<string, string> {
  const names = new Set(world.tvsClients.map((client) => client.name));
  return Object.fromEntries(Object.entries(TVS_DEVNET_ALIASES).filter(([, name]) => names.has(name)));
}

/** The unix-second key of the UTC day holding `t` (00:00 UTC). */
function dayKeyOf(t: number): number {
  return Math.floor(t / DAY_MS) * DAY_S;
}

/**
 * A client's smooth wobble: three slow sine waves (weeks to months) with seeded phases, plus a
 * small daily jitter. Zero today, and at most ±12 % overall, so values stay positive.
 */
function wobble(seed: number, client: WorldTvsClient): (daysAgo: number) => number {
  const random = rngFor(seed, `tvs-wave:${client.name}`);
  const waves = [
    { amplitude: 0.05, period: 23 + random() * 10, phase: random() * Math.PI * 2 },
    { amplitude: 0.035, period: 61 + random() * 30, phase: random() * Math.PI * 2 },
    { amplitude: 0.02, period: 150 + random() * 60, phase: random() * Math.PI * 2 },
  ];
  const wave = (daysAgo: number) =>
    waves.reduce((sum, w) => sum + w.amplitude * Math.sin((2 * Math.PI * daysAgo) / w.period + w.phase), 0);
  const atToday = wave(0);
  return (daysAgo) => {
    if (daysAgo === 0) return 1;
    const daily = (rngFor(seed, `tvs-day:${client.name}:${daysAgo}`)() * 2 - 1) * 0.015;
    return 1 + wave(daysAgo) - atToday + daily;
  };
}

/** One client's value `daysAgo` days before today, or null before its history starts. */
function historicalValue(client: WorldTvsClient, daysAgo: number, factorAt: (d: number) => number) {
  if (client.name === TVS_MID_YEAR_CLIENT && daysAgo > TVS_MID_YEAR_START_DAYS) return null;
  const trend = client.growth > 0 ? client.growth ** (-daysAgo / 365) : 1;
  const dip = client.name === TVS_DIP_CLIENT && daysAgo === TVS_DIP_DAYS_AGO ? TVS_DIP_FACTOR : 1;
  const value = client.tvs * trend * factorAt(daysAgo) * dip;
  return Number.isFinite(value) && value > 0 ? Math.round(value) : 0;
}

/**
 * historical-tvs: unix-second day key (00:00 UTC) → history id → TVS, one entry per day for
 * TVS_HISTORY_DAYS days ending today. Keys ascend. Values are never NaN or negative.
 */
export function tvsHistory(world: World, now: number): Record<string, Record<string, number>> {
  const today = dayKeyOf(now);
  const factors = new Map(world.tvsClients.map((client) => [client.name, wobble(world.seed, client)]));
  const history: Record<string, Record<string, number>> = {};
  for (let daysAgo = TVS_HISTORY_DAYS - 1; daysAgo >= 0; daysAgo -= 1) {
    const entries: Record<string, number> = {};
    for (const client of world.tvsClients) {
      const factorAt = factors.get(client.name);
      if (!factorAt) continue;
      const value = historicalValue(client, daysAgo, factorAt);
      if (value !== null) entries[client.historicalId] = value;
    }
    history[String(today - daysAgo * DAY_S)] = entries;
  }
  return history;
}
