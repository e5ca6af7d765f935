import type { World, WorldToken } from "../world/types.ts";
import { combine, combineIndex, hashString, unitFloat } from "./hash.ts";
import { createNoisePath, DAY_OCTAVE, MS_PER_YEAR, type NoisePath, OCTAVE_COUNT } from "./noise-path.ts";

/** A token's true value as a function of time: pure, positive and finite for every finite t. */
export type ValueModel = (t: number) => number;

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
/** TWAP windows are approximated by the mean of this many evenly spaced samples (midpoint rule). */
const TWAP_SAMPLES = 6;
/** Stablecoins never leave basePrice by more than this (soft clamp through tanh). */
const STABLE_BAND = 0.003;
/** Fundamental feeds never get more than this annualised noise, whatever the catalogue says. */
const SLOW_MAX_VOLATILITY = 0.02;
/** Smoothing window when a derived token tracks a base that is not itself a plain noise path. */
const TRACKING_WINDOW_MS = 3 * DAY_MS;
const TRACKING_SAMPLES = 6;

/** The seed-and-symbol key every random draw of a token hangs off. */
function tokenKey(seed: number, symbol: string): number {
  const seedWord = Number.isFinite(seed) ? Math.floor(seed) : 0;
  return combine(combineIndex(hashString("devnet-market"), seedWord), hashString(symbol));
}

/** "ETH-TWAP-60" → 60 minutes; a TWAP without a number gets 30 minutes; not a TWAP → null. */
function twapWindowMs(symbol: string): number | null {
  const match = /TWAP(?:[-_ ]?(\d+))?/i.exec(symbol);
  if (match === null) return null;
  const minutes = Number(match[1] ?? 30);
  return (minutes > 0 ? minutes : 30) * MINUTE_MS;
}

function usableVolatility(token: WorldToken): number {
  return Number.isFinite(token.volatility) && token.volatility > 0 ? token.volatility : 0;
}

/** basePrice × exp(σ·(P(t) − P(ref))): exactly basePrice at the reference time. */
function pathModel(base: number, sigma: number, path: NoisePath, ref: number, from: number): ValueModel {
  if (sigma === 0) return () => base;
  const atRef = path(ref, from, OCTAVE_COUNT);
  return (t) => base * Math.exp(sigma * (path(t, from, OCTAVE_COUNT) - atRef));
}

function stableModel(token: WorldToken, path: NoisePath, ref: number): ValueModel {
  const sigma = usableVolatility(token);
  // Only octaves up to ~a day: a peg wobbles and comes back, it does not wander for months.
  const atRef = path(ref, 0, DAY_OCTAVE + 1);
  return (t) => {
    const deviation = sigma * (path(t, 0, DAY_OCTAVE + 1) - atRef);
    return token.basePrice * (1 + STABLE_BAND * Math.tanh(deviation / STABLE_BAND));
  };
}

function slowModel(token: WorldToken, key: number, path: NoisePath, ref: number): ValueModel {
  // NAV / rate-provider feeds accrue: a per-token drift of 0.5–6 % a year, plus a faint day-scale wobble.
  const drift = 0.005 + 0.055 * unitFloat(combine(key, 0xd71f7));
  const sigma = Math.min(usableVolatility(token), SLOW_MAX_VOLATILITY);
  const atRef = path(ref, DAY_OCTAVE, OCTAVE_COUNT);
  return (t) =>
    token.basePrice *
    Math.exp(drift * ((t - ref) / MS_PER_YEAR) + sigma * (path(t, DAY_OCTAVE, OCTAVE_COUNT) - atRef));
}

/** Builds the value model of every token with a usable basePrice; derived tokens resolve their base. */
export function buildValueModels(world: World): Map<string, ValueModel> {
  const tokens = new Map<string, WorldToken>();
  for (const token of world.tokens) {
    if (!tokens.has(token.symbol)) tokens.set(token.symbol, token);
  }
  const ref = Number.isFinite(world.referenceTime) ? world.referenceTime : 0;
  const models = new Map<string, ValueModel>();
  const paths = new Map<string, NoisePath>();
  const pathOf = (symbol: string): NoisePath => {
    let path = paths.get(symbol);
    if (path === undefined) {
      path = createNoisePath(tokenKey(world.seed, symbol));
      paths.set(symbol, path);
    }
    return path;
  };

  const plainModel = (token: WorldToken): ValueModel => {
    const path = pathOf(token.symbol);
    switch (token.behaviour) {
      case "pinned":
        return () => token.basePrice;
      case "stable":
        return stableModel(token, path, ref);
      case "slow":
        return slowModel(token, tokenKey(world.seed, token.symbol), path, ref);
      default:
        // "volatile" and "fiat": the configured volatility says how much each one moves.
        return pathModel(token.basePrice, usableVolatility(token), path, ref, 0);
    }
  };

  const derivedModel = (token: WorldToken, base: WorldToken, baseModel: ValueModel): ValueModel => {
    const ratio = token.basePrice / base.basePrice;
    const window = twapWindowMs(token.symbol);
    if (window !== null) {
      return (t) => {
        let sum = 0;
        for (let i = 0; i < TWAP_SAMPLES; i++) sum += baseModel(t - (window * (i + 0.5)) / TWAP_SAMPLES);
        return (ratio * sum) / TWAP_SAMPLES;
      };
    }
    const baseIsPath =
      base.derivedFrom === undefined && (base.behaviour === "volatile" || base.behaviour === "fiat");
    if (baseIsPath) {
      // The base's own path with only its day-and-longer octaves: smoothed over days, without lag.
      return pathModel(token.basePrice, usableVolatility(base), pathOf(base.symbol), ref, DAY_OCTAVE);
    }
    return (t) => {
      let sum = 0;
      for (let i = 0; i < TRACKING_SAMPLES; i++) {
        sum += baseModel(t - (TRACKING_WINDOW_MS * (i + 0.5)) / TRACKING_SAMPLES);
      }
      return (ratio * sum) / TRACKING_SAMPLES;
    };
  };

  const visiting = new Set<string>();
  const resolve = (symbol: string): ValueModel | null => {
    const cached = models.get(symbol);
    if (cached !== undefined) return cached;
    const token = tokens.get(symbol);
    if (token === undefined || !(Number.isFinite(token.basePrice) && token.basePrice > 0)) return null;
    let model: ValueModel | null = null;
    const base = token.derivedFrom === undefined ? undefined : tokens.get(token.derivedFrom);
    // A cyclic derivation (or a missing base) falls back to the token's own behaviour.
    if (token.behaviour !== "pinned" && base !== undefined && base !== token && !visiting.has(base.symbol)) {
      visiting.add(symbol);
      const baseModel = resolve(base.symbol);
      visiting.delete(symbol);
      if (baseModel !== null) model = derivedModel(token, base, baseModel);
    }
    model ??= plainModel(token);
    const guarded = model;
    // Belt and braces: whatever the configuration, never hand out a non-positive or non-finite value.
    const safe: ValueModel = (t) => {
      const value = guarded(t);
      return Number.isFinite(value) && value > 0 ? value : token.basePrice;
    };
    models.set(symbol, safe);
    return safe;
  };

  for (const symbol of tokens.keys()) resolve(symbol);
  return models;
}
