import {
  KNOWN_DENOMINATIONS,
  type NodeManifestToken,
  type SourcesCatalogue,
  type Token,
} from "@oracle-explorer/core/schemas";
import { sourceLogoURI, tokenLogoURI } from "./logos.ts";
import { hashString, rngFor } from "./random.ts";
import type { Denomination, PriceBehaviour, WorldSource, WorldToken } from "./types.ts";

/**
 * Market parameters for recorded tokens. Recorded data has names and source lists but no prices,
 * so each symbol gets a plausible value drawn from the seed and what its id and tags say
 * (a "/ETH" pair trades near 1 ETH, a "_FUNDAMENTAL" drifts slowly, a currency is a fiat rate).
 * Symbols the authored catalogue knows keep their authored values.
 */
interface RecordedTokenInput {
  symbol: string;
  catalogue?: Token;
  manifest?: NodeManifestToken;
  /** The authored token of the same symbol, if any. */
  authored?: WorldToken;
}

const PAIR_QUOTE = /\/(ETH|BTC|EUR|BRL|GBP|USDe)$/;
const RATE_LIKE = /(_FUNDAMENTAL|_RATE_PROVIDER|_NAV|_TOTAL_SUPPLY|_POR|_ACCRUAL|_APY|_APR|_CLE|_ELE)$/i;
const STABLE_LIKE = /(USD|DAI|GHO|LUSD)/i;

function isDenomination(value: string | undefined): value is Denomination {
  return value !== undefined && (KNOWN_DENOMINATIONS as readonly string[]).includes(value);
}

function inferDenomination(input: RecordedTokenInput): Denomination {
  if (isDenomination(input.manifest?.denomination)) return input.manifest.denomination;
  const quote = PAIR_QUOTE.exec(input.symbol)?.[1];
  return isDenomination(quote) ? quote : "USD";
}

function inferBehaviour(input: RecordedTokenInput, denomination: Denomination): PriceBehaviour {
  const { symbol, catalogue, manifest } = input;
  if (manifest?.fixedValue !== undefined || (manifest?.source ?? []).join() === "fixed-value")
    return "pinned";
  if (catalogue?.tags?.includes("currencies")) return "fiat";
  if (RATE_LIKE.test(symbol) || manifest?.rateFeed === true || denomination === "percentage") return "slow";
  if (!symbol.includes("/") && denomination === "USD" && STABLE_LIKE.test(symbol)) return "stable";
  return "volatile";
}

/** A seeded reference value that fits the behaviour and denomination. */
function inferPrice(seed: number, symbol: string, behaviour: PriceBehaviour, denomination: Denomination) {
  const random = rngFor(seed, `recorded-price:${symbol}`);
  const logUniform = (low: number, high: number) => low * (high / low) ** random();
  if (behaviour === "stable") return 1 + (random() - 0.5) * 0.002;
  if (behaviour === "fiat") return logUniform(0.0005, 2);
  if (denomination === "percentage") return logUniform(0.5, 8);
  if (denomination === "ETH" || denomination === "BTC") return 0.97 + random() * 0.25;
  if (behaviour === "slow") return 1 + random() * 0.3;
  return logUniform(0.0005, 5_000);
}

const VOLATILITY: Record<PriceBehaviour, (random: () => number) => number> = {
  volatile: (random) => 0.6 + random() * 0.7,
  stable: () => 0.002,
  fiat: () => 0.07,
  slow: () => 0.02,
  pinned: () => 0,
};

/** A world token for a recorded symbol (data services and derivedFrom are filled by the caller). */
export function recordedToken(seed: number, input: RecordedTokenInput): WorldToken {
  const { symbol, catalogue, manifest, authored } = input;
  const denomination = authored?.denomination ?? inferDenomination(input);
  const behaviour = authored?.behaviour ?? inferBehaviour(input, denomination);
  const manifestSources = manifest?.source ?? [];
  const token: WorldToken = {
    symbol,
    name: catalogue?.name ?? authored?.name ?? symbol,
    tags: [...(catalogue?.tags ?? authored?.tags ?? ["crypto"])],
    denomination,
    logoURI: catalogue?.logoURI ?? authored?.logoURI ?? tokenLogoURI(symbol),
    basePrice:
      authored?.basePrice ??
      (behaviour === "pinned"
        ? (manifest?.fixedValue ?? 1)
        : Number(inferPrice(seed, symbol, behaviour, denomination).toPrecision(6))),
    volatility:
      authored?.volatility ?? Number(VOLATILITY[behaviour](rngFor(seed, `vol:${symbol}`)).toPrecision(4)),
    behaviour,
    sources: manifestSources.length > 0 ? [...manifestSources] : [...(authored?.sources ?? ["coingecko"])],
    dataServices: [],
  };
  const url = catalogue?.url ?? authored?.url;
  if (url) token.url = url;
  const decimals = catalogue?.decimals ?? authored?.decimals;
  if (decimals !== undefined) token.decimals = decimals;
  const comment = manifest?.comment ?? authored?.comment;
  if (comment) token.comment = comment;
  if (manifest?.isHidden || authored?.hidden) token.hidden = true;
  if (/_FUNDAMENTAL/i.test(symbol)) token.disclaimerID = "fundamental";
  else if (/BUIDL/.test(symbol)) token.disclaimerID = "blackrock";
  return token;
}

/** The symbol a TWAP or fundamental variant follows, when the world holds it. */
export function derivedBase(symbol: string, known: ReadonlySet<string>): string | undefined {
  const base = /^(.+?)(?:-TWAP-\d+|_FUNDAMENTAL)$/i.exec(symbol)?.[1];
  return base !== undefined && base !== symbol && known.has(base) ? base : undefined;
}

/** The catalogue entry whose key is the longest "-"-separated prefix of a source id. */
function catalogueEntry(catalogue: SourcesCatalogue, sourceId: string) {
  const parts = sourceId.split("-");
  for (let length = parts.length; length > 0; length -= 1) {
    const entry = catalogue[parts.slice(0, length).join("-")];
    if (entry) return entry;
  }
  return undefined;
}

/** A world source for a recorded source id: display data from the catalogue, seeded rates. */
export function recordedSource(seed: number, catalogue: SourcesCatalogue, id: string): WorldSource {
  const entry = catalogueEntry(catalogue, id);
  const random = rngFor(seed, `recorded-source:${id}`);
  const fixed = id === "fixed-value";
  return {
    id,
    logoURI: entry?.logoURI ?? sourceLogoURI(id),
    url: entry?.url ?? "",
    color: entry?.color ?? `#${(hashString(id) % 0xffffff).toString(16).padStart(6, "0")}`,
    failureRate: fixed ? 0 : Number((0.001 + random() * 0.019).toFixed(5)),
    outlierRate: fixed ? 0 : Number((0.0005 + random() * 0.0045).toFixed(5)),
    noise: fixed ? 0 : Number((0.0005 + random() * 0.0025).toFixed(5)),
  };
}
